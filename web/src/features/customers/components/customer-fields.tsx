import { Card, Checkbox, Grid, GridItem, Stack } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBinding } from '@/shared/form/binding';
import { SelectField, TextareaField, TextField } from '@/shared/form/fields';
import { CATEGORIES, CUSTOMER_CLASSES, type CustomerType, type CustomerValues, digitsOnly, FLAGS_WITHOUT_NOTES, NEW_CUSTOMER_TYPE } from '../customer.schema';

/** The cards of the customer form; inside its formik form, every field bound by name. */
export interface CustomerFieldsProps {
  types: readonly CustomerType[];
  rewe: boolean;
  disabled?: boolean;
}

export function FormCard({ title, children, testId, action }: { title: string; children: ReactNode; testId?: string; action?: ReactNode }) {
  return (
    <Card.Root variant="outline" size="sm" bg="bg" data-testid={testId}>
      <Card.Header flexDirection="row" alignItems="center" justifyContent="space-between" gap="2">
        <Card.Title as="h3" fontSize="md">
          {title}
        </Card.Title>
        {action}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

const GRID = { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' };

/** Card "Kontakt": name, company, address and how to reach the market. */
export function ContactCard({ disabled }: CustomerFieldsProps) {
  const { t } = useTranslation();
  const f = (key: keyof CustomerValues, type?: string) => (
    <TextField
      name={key}
      label={t(`customers.fields.${key}` as 'customers.fields.name')}
      disabled={disabled}
      required={key === 'name'}
      testId={`field-${key}`}
      inputProps={type ? { type } : undefined}
    />
  );
  return (
    <FormCard title={t('customers.cards.contact')} testId="card-contact">
      <Grid templateColumns={GRID} gap="3">
        <GridItem colSpan={{ base: 1, sm: 2 }}>{f('name')}</GridItem>
        <GridItem colSpan={{ base: 1, sm: 2 }}>{f('company')}</GridItem>
        <GridItem colSpan={{ base: 1, sm: 2 }}>{f('street')}</GridItem>
        {f('zip')}
        {f('city')}
        {f('email', 'email')}
        {f('phone', 'tel')}
        {f('mobile', 'tel')}
        {f('fax', 'tel')}
      </Grid>
    </FormCard>
  );
}

/** Card "Kundeninfo": type (REWE → region / VB / KST, others → customer number), class, positions, value. */
export function CustomerInfoCard({ types, rewe, disabled }: CustomerFieldsProps) {
  const { t } = useTranslation();
  const { values } = useFormikContext<CustomerValues>();
  const typeOptions = [
    ...types.map((ty) => ({ value: String(ty.id), label: ty.name })),
    { value: NEW_CUSTOMER_TYPE, label: t('customers.fields.newCustomerTypeOption') },
  ];
  const digitField = (key: 'region' | 'sellingArea' | 'costCenter', max: number) => (
    <TextField
      name={key}
      label={t(`customers.fields.${key}`)}
      normalize={(v) => digitsOnly(v, max)}
      disabled={disabled}
      testId={`field-${key}`}
      inputProps={{ inputMode: 'numeric' }}
    />
  );
  return (
    <FormCard title={t('customers.cards.info')} testId="card-info">
      <Grid templateColumns={GRID} gap="3">
        <GridItem colSpan={{ base: 1, sm: 2 }}>
          <SelectField
            name="customerTypeId"
            label={t('customers.fields.customerType')}
            options={typeOptions}
            placeholder={t('customers.fields.customerTypePlaceholder')}
            required
            disabled={disabled}
            testId="field-customerTypeId"
          />
        </GridItem>
        {values.customerTypeId === NEW_CUSTOMER_TYPE && (
          <GridItem colSpan={{ base: 1, sm: 2 }}>
            <TextField
              name="newCustomerType"
              label={t('customers.fields.newCustomerType')}
              required
              disabled={disabled}
              testId="field-newCustomerType"
            />
          </GridItem>
        )}
        {rewe ? (
          <GridItem colSpan={{ base: 1, sm: 2 }}>
            <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="3" data-testid="rewe-fields">
              {digitField('region', 2)}
              {digitField('sellingArea', 2)}
              {digitField('costCenter', 4)}
            </Grid>
          </GridItem>
        ) : (
          <GridItem colSpan={{ base: 1, sm: 2 }}>
            <TextField
              name="customerId"
              label={t('customers.fields.customerNumber')}
              disabled={disabled}
              testId="field-customerId"
            />
          </GridItem>
        )}
        <SelectField
          name="customerClass"
          label={t('customers.fields.customerClass')}
          options={CUSTOMER_CLASSES.map((c) => ({ value: c, label: c }))}
          placeholder={t('customers.fields.noClass')}
          disabled={disabled}
          testId="field-customerClass"
        />
        <TextField
          name="positions"
          label={t('customers.fields.positions')}
          disabled={disabled}
          testId="field-positions"
          inputProps={{ inputMode: 'numeric' }}
        />
        <GridItem colSpan={{ base: 1, sm: 2 }}>
          <TextField
            name="inventoryValue"
            label={t('customers.fields.inventoryValue')}
            disabled={disabled}
            testId="field-inventoryValue"
            inputProps={{ inputMode: 'decimal' }}
          />
        </GridItem>
      </Grid>
    </FormCard>
  );
}

function Flag({ name, label, disabled, testId }: { name: string; label: string; disabled?: boolean; testId: string }) {
  const { value, onChange } = useBinding<boolean>({ name });
  return (
    <Checkbox.Root checked={!!value} onCheckedChange={(e) => onChange(e.checked === true)} disabled={disabled} colorPalette="brand" data-testid={testId}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** Card "Allgemeine Informationen": category flags with notes, door code, store staff, free text. */
export function GeneralCard({ disabled }: CustomerFieldsProps) {
  const { t } = useTranslation();
  const { values } = useFormikContext<CustomerValues>();
  const text = (key: 'doorcode' | 'storeManager' | 'storeAssistant') => (
    <TextField
      name={key}
      label={t(`customers.fields.${key}`)}
      disabled={disabled}
      testId={`field-${key}`}
    />
  );
  return (
    <FormCard title={t('customers.cards.general')} testId="card-general">
      <Stack gap="4">
        <Grid templateColumns={GRID} gap="3">
          {CATEGORIES.map(([flag, notes]) => {
            const label = t(`customers.fields.${flag}`);
            return (
              <Stack key={flag} gap="2">
                <Flag name={flag} label={label} disabled={disabled} testId={`field-${flag}`} />
                {values[flag] && (
                  <TextField
                    name={notes}
                    label={t('customers.fields.notes', { category: label })}
                    disabled={disabled}
                    testId={`field-${notes}`}
                  />
                )}
              </Stack>
            );
          })}
          {FLAGS_WITHOUT_NOTES.map((flag) => (
            <Flag key={flag} name={flag} label={t(`customers.fields.${flag}`)} disabled={disabled} testId={`field-${flag}`} />
          ))}
        </Grid>
        <Grid templateColumns={GRID} gap="3">
          {text('storeManager')}
          {text('storeAssistant')}
          {text('doorcode')}
        </Grid>
        <TextareaField
          name="additionalInformation"
          label={t('customers.fields.additionalInformation')}
          disabled={disabled}
          textareaProps={{ rows: 3 }}
          testId="field-additionalInformation"
        />
      </Stack>
    </FormCard>
  );
}
