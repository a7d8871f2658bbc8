import { Card, SimpleGrid } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/shared/date/date-field';
import { SelectField, SwitchField, TextField } from '@/shared/form/fields';
import { CATEGORY_FLAGS, type OrderFormValues } from '../order-form';
import { ORDER_TYPES } from '../range';

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

/** Cards Allgemein, Daten and Kategorien of the info tab (spec 3 §2.4, §5), bound to the order's formik form. */
export function OrderFormCards({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const { values: v } = useFormikContext<OrderFormValues>();
  const f = (k: string) => t(`orders.info.fields.${k as 'name'}`);
  const ro = !editable;
  const text = (k: 'name' | 'address' | 'zip' | 'city' | 'positions', extra?: { inputMode?: 'numeric' }) => (
    <TextField
      name={k}
      label={f(k)}
      required={k !== 'positions'}
      readOnly={ro}
      testId={`order-${k}`}
      inputProps={{ readOnly: ro, inputMode: extra?.inputMode, autoComplete: 'off' }}
    />
  );
  return (
    <>
      <FormCard title={t('orders.info.general')}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <SelectField name="orderType" label={f('orderType')} required readOnly={ro} testId="order-orderType" options={ORDER_TYPES.map((o) => ({ value: o, label: o }))} />
          <TextField
            name="startTime"
            label={f('startTime')}
            required
            readOnly={ro}
            testId="order-startTime"
            helperText="HH:mm"
            inputProps={{ readOnly: ro, inputMode: 'numeric', placeholder: 'HH:mm', maxLength: 5 }}
          />
          <DateField name="validFrom" label={f('validFrom')} required readOnly={ro} testId="order-validFrom" />
          <DateField name="validTo" label={f('validTo')} required readOnly={ro} testId="order-validTo" min={v.validFrom || undefined} />
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
            <SwitchField key={k} name={k} label={t(`orders.info.flags.${k}`)} disabled={ro} testId={`order-flag-${k}`} />
          ))}
        </SimpleGrid>
      </FormCard>
    </>
  );
}
