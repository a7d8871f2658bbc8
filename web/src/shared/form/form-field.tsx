import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** What every form field shows besides its control. */
export interface FieldBaseProps {
  label: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  helperText?: string;
  /** data-testid of the control. */
  testId?: string;
}

/**
 * Label, control, helper and error text of one form field. Its own module, without formik: the day
 * picker outside forms (the timeclock's landing page) uses it too. `large`: the label in 16 px, for
 * forms made for phones (the applicants' flow).
 */
export function FormField({
  label,
  error,
  required,
  disabled,
  readOnly,
  helperText,
  large,
  children,
}: FieldBaseProps & { error?: string; large?: boolean; children: ReactNode }) {
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled} readOnly={readOnly}>
      <Field.Label fontSize={large ? 'md' : undefined}>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
