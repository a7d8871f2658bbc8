import { Input, type InputProps, NativeSelect, RadioCard, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Bindable, useBinding } from '@/shared/form/binding';
import { FormField } from '@/shared/form/form-field';
import type { YesNo } from '../registration-form';

/**
 * Form pieces of the applicant's flow, made for phones first: large controls (16 px text, so phones
 * do not zoom in), the right keyboard per field (inputMode), labels above, hint or error below. Bound
 * to the flow's formik form by `name` (value, error once left or submitted, server error until changed).
 */
interface FieldBase {
  label: string;
  hint?: string;
  required?: boolean;
  testId?: string;
}

/** A field of the flow: the shared FormField with the larger label; `hint` is its helper text. */
export function FlowField({ hint, ...props }: FieldBase & { error?: string; children: ReactNode }) {
  return <FormField {...props} helperText={hint} large />;
}

/**
 * A text input; `normalize` rewrites what is typed (digits only, upper case), `normalizeOnBlur` what
 * was typed when the field is left (pension and tax numbers lose their spaces, spec 2 §5).
 */
export function FlowInput({
  inputProps,
  normalize,
  normalizeOnBlur,
  ...props
}: FieldBase & Bindable<string> & { inputProps?: InputProps; normalize?: (typed: string) => string; normalizeOnBlur?: (typed: string) => string }) {
  const { value, onChange, onBlur, error } = useBinding(props);
  const { label, hint, required, testId } = props;
  return (
    <FlowField label={label} hint={hint} required={required} error={error}>
      <Input
        size="lg"
        bg="bg"
        name={props.name}
        value={value ?? ''}
        onChange={(e) => onChange(normalize ? normalize(e.currentTarget.value) : e.currentTarget.value)}
        onBlur={() => {
          const current = value ?? '';
          if (normalizeOnBlur && normalizeOnBlur(current) !== current) onChange(normalizeOnBlur(current));
          onBlur?.();
        }}
        data-testid={testId}
        {...inputProps}
      />
    </FlowField>
  );
}

export function FlowSelect({ options, ...props }: FieldBase & Bindable<string> & { options: readonly { value: string; label: string }[] }) {
  const { t } = useTranslation();
  const { value, onChange, onBlur, error } = useBinding(props);
  const { label, hint, required, testId } = props;
  return (
    <FlowField label={label} hint={hint} required={required} error={error}>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field bg="bg" name={props.name} value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value)} onBlur={onBlur} data-testid={testId}>
          <option value="">{t('registration.choose')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FlowField>
  );
}

/** A yes/no question as two large choices side by side (radio semantics, labelled by the question). */
export function YesNoField({ label, hint, testId, ...binding }: FieldBase & Bindable<YesNo>) {
  const { t } = useTranslation();
  const { value, onChange, error } = useBinding(binding);
  const current = value === null ? null : value ? 'yes' : 'no';
  return (
    <Stack gap="1.5" data-testid={testId}>
      <RadioCard.Root
        value={current}
        onValueChange={(e) => onChange(e.value === 'yes')}
        orientation="horizontal"
        colorPalette="brand"
        size="md"
        invalid={!!error}
        aria-invalid={!!error || undefined}
      >
        <RadioCard.Label fontSize="md" fontWeight="medium" lineHeight="short" mb="1">
          {label}
        </RadioCard.Label>
        <Stack direction="row" gap="2">
          {(['yes', 'no'] as const).map((v) => (
            <RadioCard.Item key={v} value={v} flex="1" borderColor={error ? 'border.error' : undefined}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl py="2.5" justifyContent="center">
                <RadioCard.ItemText flex="none" fontSize="md">
                  {t(`registration.${v}`)}
                </RadioCard.ItemText>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </Stack>
      </RadioCard.Root>
      {hint && !error && (
        <Text fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      )}
      {error && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** A step's heading and intro. */
export function StepHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <Stack gap="1" mb="1">
      <Text as="h2" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" lineHeight="short">
        {title}
      </Text>
      {intro && <Text color="fg.muted">{intro}</Text>}
    </Stack>
  );
}
