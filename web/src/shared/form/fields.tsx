import { Field, Flex, Input, type InputProps, NativeSelect, Switch } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface BaseProps {
  label: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  helperText?: string;
  testId?: string;
}

/** Label, control, helper and error text of one form field. */
export function FormField({ label, error, required, disabled, readOnly, helperText, children }: BaseProps & { children: ReactNode }) {
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled} readOnly={readOnly}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function TextField({
  value,
  onChange,
  inputProps,
  ...base
}: BaseProps & { value: string; onChange: (v: string) => void; inputProps?: InputProps }) {
  return (
    <FormField {...base}>
      <Input value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid={base.testId} {...inputProps} />
    </FormField>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  value,
  onChange,
  options,
  placeholder,
  ...base
}: BaseProps & { value: string; onChange: (v: string) => void; options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <FormField {...base}>
      <NativeSelect.Root disabled={base.disabled || base.readOnly}>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid={base.testId}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

export function SwitchField({
  label,
  checked,
  onChange,
  disabled,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  testId?: string;
}) {
  // In a form grid the switch sits at the bottom of its row, level with the inputs beside it.
  return (
    <Flex alignSelf="stretch" align="flex-end" minH="10" pb="2">
      <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)} disabled={disabled} colorPalette="brand" data-testid={testId}>
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
    </Flex>
  );
}
