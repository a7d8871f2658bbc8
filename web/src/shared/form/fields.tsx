import { Button, type ButtonProps, Flex, Input, type InputProps, NativeSelect, Switch, Textarea, type TextareaProps } from '@chakra-ui/react';
import { FormikContext, type FormikErrors } from 'formik';
import { type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { type Bindable, useBinding } from './binding';
import { type FieldBaseProps as BaseProps, FormField } from './form-field';
import { submitOrWarn } from './submit-or-warn';

export { FormField } from './form-field';

/** A text input; `normalize` rewrites what is typed (upper case, digits only …). */
export function TextField({
  inputProps,
  normalize,
  ...props
}: BaseProps & Bindable<string> & { inputProps?: InputProps; normalize?: (typed: string) => string }) {
  const { value, onChange, onBlur, error } = useBinding(props);
  return (
    <FormField {...props} error={error}>
      <Input
        name={props.name}
        value={value ?? ''}
        onChange={(e) => onChange(normalize ? normalize(e.currentTarget.value) : e.currentTarget.value)}
        onBlur={onBlur}
        data-testid={props.testId}
        {...inputProps}
      />
    </FormField>
  );
}

export function TextareaField({ textareaProps, ...props }: BaseProps & Bindable<string> & { textareaProps?: TextareaProps }) {
  const { value, onChange, onBlur, error } = useBinding(props);
  return (
    <FormField {...props} error={error}>
      <Textarea
        name={props.name}
        value={value ?? ''}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={onBlur}
        autoresize
        data-testid={props.testId}
        {...textareaProps}
      />
    </FormField>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export function SelectField({
  options,
  placeholder,
  ...props
}: BaseProps & Bindable<string> & { options: readonly SelectOption[]; placeholder?: string }) {
  const { value, onChange, onBlur, error } = useBinding(props);
  return (
    <FormField {...props} error={error}>
      <NativeSelect.Root disabled={props.disabled || props.readOnly}>
        <NativeSelect.Field
          name={props.name}
          value={value ?? ''}
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={onBlur}
          data-testid={props.testId}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

type SwitchBinding = { name: string; checked?: undefined; onChange?: (checked: boolean) => void } | { name?: undefined; checked: boolean; onChange: (checked: boolean) => void };

export function SwitchField({ label, disabled, testId, ...binding }: { label: string; disabled?: boolean; testId?: string } & SwitchBinding) {
  const { value, onChange } = useBinding<boolean>(binding.name === undefined ? { value: binding.checked, onChange: binding.onChange } : binding);
  // In a form grid the switch sits at the bottom of its row, level with the inputs beside it.
  return (
    <Flex alignSelf="stretch" align="flex-end" minH="10" pb="2">
      <Switch.Root checked={!!value} onCheckedChange={(e) => onChange(e.checked)} disabled={disabled} colorPalette="brand" data-testid={testId}>
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
    </Flex>
  );
}

/**
 * The form's submit button: submits the enclosing formik form and spins while it is submitting;
 * `onInvalid` hears a submit the form's own rules refused (for a warning besides the marked fields).
 */
export function SubmitButton({
  children,
  onInvalid,
  ...props
}: Omit<ButtonProps, 'onClick' | 'type'> & { children: ReactNode; onInvalid?: (errors: FormikErrors<unknown>) => void }) {
  const form = useContext(FormikContext);
  if (!form) throw new Error('SubmitButton is outside a form');
  const submit = () => (onInvalid ? submitOrWarn(form, onInvalid) : form.submitForm());
  return (
    <Button colorPalette="brand" loading={form.isSubmitting} {...props} onClick={() => void submit()}>
      {children}
    </Button>
  );
}

/** The form's cancel button ('Abbrechen'). */
export function CancelButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" onClick={onClick}>
      {t('common.cancel')}
    </Button>
  );
}
