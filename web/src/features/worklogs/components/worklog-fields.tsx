import { Alert, Checkbox, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { type Bindable, useBinding } from '@/shared/form/binding';
import { FormField, SelectField } from '@/shared/form/fields';
import { formatCurrency } from '@/shared/format';
import { normalizeTime } from '../worklog-form';

/** HH:mm typed as text (24 hours everywhere, whatever the browser's language); completed on leaving the field. */
export function TimeField(p: Bindable<string> & { label: string; readOnly: boolean; testId: string }) {
  const { value, onChange, onBlur, error } = useBinding(p);
  return (
    <FormField label={p.label} error={error} required readOnly={p.readOnly}>
      <Input
        name={p.name}
        value={value ?? ''}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={(e) => {
          const next = normalizeTime(e.currentTarget.value);
          if (next !== value) onChange(next);
          onBlur?.();
        }}
        placeholder="HH:MM"
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        readOnly={p.readOnly}
        fontVariantNumeric="tabular-nums"
        data-testid={p.testId}
      />
    </FormField>
  );
}

/** A checkbox bound to a boolean of the form, with a hint below while checked and its error (the form's or the server's). */
export function CheckField(p: Bindable<boolean> & { label: string; hint?: string | null; readOnly: boolean; testId: string }) {
  const { value, onChange, error } = useBinding(p);
  return (
    <Stack gap="1">
      <Checkbox.Root
        checked={!!value}
        readOnly={p.readOnly}
        invalid={!!error}
        colorPalette="brand"
        data-testid={p.testId}
        onCheckedChange={(e) => onChange(e.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{p.label}</Checkbox.Label>
      </Checkbox.Root>
      {value && p.hint && !error && (
        <Text fontSize="sm" color="fg.muted" ps="6" data-testid={`${p.testId}-hint`}>
          {p.hint}
        </Text>
      )}
      {error && (
        <Text fontSize="sm" color="fg.error" ps="6" data-testid={`${p.testId}-error`}>
          {error}
        </Text>
      )}
    </Stack>
  );
}

export function Notice({ status, text, testId }: { status: 'info' | 'warning'; text: string; testId?: string }) {
  return (
    <Alert.Root status={status} size="sm" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

type OrderSelectProps = Bindable<number | null> & {
  orders: readonly { id: number; name: string; city: string }[] | null;
  loading: boolean;
  disabled: boolean;
  label?: string;
  testId?: string;
};

/** The orders running on a day (a number or null in the form); says so when none runs. */
export function OrderSelect({ orders, loading, disabled, label, testId = 'worklog-order', ...binding }: OrderSelectProps) {
  const { t } = useTranslation();
  const { value, onChange, error } = useBinding(binding);
  const empty = orders !== null && orders.length === 0;
  return (
    <ChoiceSelect
      label={label ?? t('worklogs.dialog.order')}
      value={value ?? null}
      onChange={onChange}
      options={(orders ?? []).map((o) => ({ value: o.id, label: o.city ? `${o.name} (${o.city})` : o.name }))}
      placeholder={loading ? t('worklogs.dialog.ordersLoading') : t('worklogs.dialog.orderChoose')}
      error={error ?? (empty ? t('worklogs.dialog.noOrders') : undefined)}
      disabled={disabled || loading || empty}
      testId={testId}
    />
  );
}

/** An amount in euro from a fixed set (per diems), a number in the form. */
export function AmountField({ choices, ...p }: Bindable<number | null> & { label: string; choices: readonly number[]; readOnly: boolean; disabled?: boolean; testId: string }) {
  const { value, onChange, error } = useBinding(p);
  return (
    <ChoiceSelect
      label={p.label}
      value={value ?? null}
      onChange={onChange}
      options={choices.map((c) => ({ value: c, label: formatCurrency(c) }))}
      error={error}
      readOnly={p.readOnly}
      disabled={p.disabled}
      testId={p.testId}
    />
  );
}

/** A SelectField whose value is a number (or null for the placeholder); a choice needs no touched state: its error shows after submit. */
function ChoiceSelect(p: {
  label: string;
  value: number | null;
  onChange: (v: number | null) => void;
  options: { value: number; label: string }[];
  placeholder?: string;
  error?: string;
  disabled?: boolean;
  readOnly?: boolean;
  testId: string;
}) {
  return (
    <SelectField
      label={p.label}
      value={p.value === null ? '' : String(p.value)}
      onChange={(v) => p.onChange(v === '' ? null : Number(v))}
      options={p.options.map((o) => ({ value: String(o.value), label: o.label }))}
      placeholder={p.placeholder}
      error={p.error}
      required
      disabled={p.disabled}
      readOnly={p.readOnly}
      testId={p.testId}
    />
  );
}
