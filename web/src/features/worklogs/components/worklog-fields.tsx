import { Alert, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormField, SelectField } from '@/shared/form/fields';
import { normalizeTime } from '../worklog-form';

/** HH:mm typed as text (24 hours everywhere, whatever the browser's language); completed on leaving the field. */
export function TimeField(p: { label: string; value: string; onChange: (v: string) => void; error?: string; readOnly: boolean; testId: string }) {
  return (
    <FormField label={p.label} error={p.error} required readOnly={p.readOnly}>
      <Input
        value={p.value}
        onChange={(e) => p.onChange(e.currentTarget.value)}
        onBlur={(e) => {
          const next = normalizeTime(e.currentTarget.value);
          if (next !== p.value) p.onChange(next);
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

export function Notice({ status, text, testId }: { status: 'info' | 'warning'; text: string; testId?: string }) {
  return (
    <Alert.Root status={status} size="sm" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

interface OrderSelectProps {
  orders: readonly { id: number; name: string; city: string }[] | null;
  loading: boolean;
  value: number | null;
  onChange: (orderId: number | null) => void;
  error?: string;
  disabled: boolean;
}

export function OrderSelect({ orders, loading, value, onChange, error, disabled }: OrderSelectProps) {
  const { t } = useTranslation();
  const empty = orders !== null && orders.length === 0;
  return (
    <SelectField
      label={t('worklogs.dialog.order')}
      value={value === null ? '' : String(value)}
      onChange={(v) => onChange(v === '' ? null : Number(v))}
      options={(orders ?? []).map((o) => ({ value: String(o.id), label: o.city ? `${o.name} (${o.city})` : o.name }))}
      placeholder={loading ? t('worklogs.dialog.ordersLoading') : t('worklogs.dialog.orderChoose')}
      error={error ?? (empty ? t('worklogs.dialog.noOrders') : undefined)}
      required
      disabled={disabled || loading || empty}
      testId="worklog-order"
    />
  );
}
