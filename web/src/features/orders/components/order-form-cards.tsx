import { Card, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/shared/date/date-field';
import { SelectField, SwitchField, TextField } from '@/shared/form/fields';
import { CATEGORY_FLAGS, type FormErrors, type OrderFormValues } from '../order-form';
import { ORDER_TYPES, type OrderTypeCode } from '../range';

interface Props {
  values: OrderFormValues;
  errors: FormErrors;
  editable: boolean;
  onChange: (patch: Partial<OrderFormValues>) => void;
}

function FormCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card.Root size="sm" data-testid={testId}>
      <Card.Header>
        <Card.Title>{title}</Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** Cards Allgemein, Daten and Kategorien of the info tab (spec 3 §2.4, §5). */
export function OrderFormCards({ values: v, errors, editable, onChange }: Props) {
  const { t } = useTranslation();
  const f = (k: string) => t(`orders.info.fields.${k as 'name'}`);
  const ro = !editable;
  const text = (k: 'name' | 'address' | 'zip' | 'city' | 'positions', extra?: { inputMode?: 'numeric' }) => (
    <TextField
      label={f(k)}
      value={v[k]}
      required={k !== 'positions'}
      readOnly={ro}
      error={errors[k]}
      testId={`order-${k}`}
      inputProps={{ readOnly: ro, inputMode: extra?.inputMode, autoComplete: 'off' }}
      onChange={(x) => onChange({ [k]: x })}
    />
  );
  return (
    <>
      <FormCard title={t('orders.info.general')}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <SelectField
            label={f('orderType')}
            value={v.orderType}
            required
            readOnly={ro}
            error={errors.orderType}
            testId="order-orderType"
            options={ORDER_TYPES.map((o) => ({ value: o, label: o }))}
            onChange={(x) => onChange({ orderType: x as OrderTypeCode })}
          />
          <TextField
            label={f('startTime')}
            value={v.startTime}
            required
            readOnly={ro}
            error={errors.startTime}
            testId="order-startTime"
            helperText="HH:mm"
            inputProps={{ readOnly: ro, inputMode: 'numeric', placeholder: 'HH:mm', maxLength: 5 }}
            onChange={(x) => onChange({ startTime: x })}
          />
          <DateField
            label={f('validFrom')}
            value={v.validFrom}
            required
            readOnly={ro}
            error={errors.validFrom}
            testId="order-validFrom"
            onChange={(x) => onChange({ validFrom: x })}
          />
          <DateField
            label={f('validTo')}
            value={v.validTo}
            required
            readOnly={ro}
            error={errors.validTo}
            testId="order-validTo"
            min={v.validFrom || undefined}
            onChange={(x) => onChange({ validTo: x })}
          />
        </SimpleGrid>
      </FormCard>
      <FormCard title={t('orders.info.data')}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {text('name')}
          {text('address')}
          {text('zip', { inputMode: 'numeric' })}
          {text('city')}
          {text('positions', { inputMode: 'numeric' })}
        </SimpleGrid>
      </FormCard>
      <FormCard title={t('orders.info.categories')} testId="order-categories">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="1">
          {CATEGORY_FLAGS.map((k) => (
            <SwitchField
              key={k}
              label={t(`orders.info.flags.${k}`)}
              checked={v[k]}
              disabled={ro}
              testId={`order-flag-${k}`}
              onChange={(x) => onChange({ [k]: x })}
            />
          ))}
        </SimpleGrid>
      </FormCard>
    </>
  );
}
