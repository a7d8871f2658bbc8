import { Field, Input, type InputProps, NativeSelect, RadioCard, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { YesNo } from '../registration-form';

/**
 * Form pieces of the applicant's flow, made for phones first: large controls (16 px text, so phones
 * do not zoom in), the right keyboard per field (inputMode), labels above, hint or error below.
 */
interface FieldBase {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  testId?: string;
}

export function FlowField({ label, error, hint, required, children }: FieldBase & { children: ReactNode }) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label fontSize="md">
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function FlowInput({
  value,
  onChange,
  onBlur,
  inputProps,
  ...base
}: FieldBase & { value: string; onChange: (v: string) => void; onBlur?: () => void; inputProps?: InputProps }) {
  return (
    <FlowField {...base}>
      <Input size="lg" bg="bg" value={value} onChange={(e) => onChange(e.currentTarget.value)} onBlur={onBlur} data-testid={base.testId} {...inputProps} />
    </FlowField>
  );
}

export function FlowSelect({
  value,
  onChange,
  options,
  ...base
}: FieldBase & { value: string; onChange: (v: string) => void; options: readonly { value: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <FlowField {...base}>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field bg="bg" value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid={base.testId}>
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
export function YesNoField({ label, value, onChange, error, hint, testId }: FieldBase & { value: YesNo; onChange: (v: boolean) => void }) {
  const { t } = useTranslation();
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
