import { Field, Input } from '@chakra-ui/react';
import { type Bindable, useBinding } from '@/shared/form/binding';
import { PasswordInput } from './password-input';

interface PasswordFieldProps {
  label: string;
  autoComplete: string;
  showLabel: string;
  hideLabel: string;
}

/** A password with its label and error, bound to a formik form by `name` (or controlled). */
export function PasswordField({ label, autoComplete, showLabel, hideLabel, ...binding }: PasswordFieldProps & Bindable<string>) {
  const { value, onChange, onBlur, error } = useBinding(binding);
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>{label}</Field.Label>
      <PasswordInput
        inputAs={Input}
        name={binding.name}
        autoComplete={autoComplete}
        value={value ?? ''}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={onBlur}
        showLabel={showLabel}
        hideLabel={hideLabel}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
