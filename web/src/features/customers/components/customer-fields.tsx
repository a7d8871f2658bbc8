import { Card, Checkbox, Grid, GridItem, Stack, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, SelectField, TextField } from '@/shared/form/fields';
import {
  CATEGORIES,
  CUSTOMER_CLASSES,
  type CustomerErrors,
  type CustomerType,
  type CustomerValues,
  digitsOnly,
  FLAGS_WITHOUT_NOTES,
  NEW_CUSTOMER_TYPE,
} from '../customer.schema';

export interface CustomerFieldsProps {
  values: CustomerValues;
  onChange: (change: Partial<CustomerValues>) => void;
  errors: CustomerErrors;
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
export function ContactCard({ values, onChange, errors, disabled }: CustomerFieldsProps) {
  const { t } = useTranslation();
  const f = (key: keyof CustomerValues, type?: string) => (
    <TextField
      label={t(`customers.fields.${key}` as 'customers.fields.name')}
      value={values[key] as string}
      onChange={(v) => onChange({ [key]: v })}
      error={errors[key]}
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
export function CustomerInfoCard({ values, onChange, errors, types, rewe, disabled }: CustomerFieldsProps) {
  const { t } = useTranslation();
  const typeOptions = [
    ...types.map((ty) => ({ value: String(ty.id), label: ty.name })),
    { value: NEW_CUSTOMER_TYPE, label: t('customers.fields.newCustomerTypeOption') },
  ];
  const digitField = (key: 'region' | 'sellingArea' | 'costCenter', max: number) => (
    <TextField
      label={t(`customers.fields.${key}`)}
      value={values[key]}
      onChange={(v) => onChange({ [key]: digitsOnly(v, max) })}
      error={errors[key]}
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
            label={t('customers.fields.customerType')}
            value={values.customerTypeId}
            onChange={(v) => onChange({ customerTypeId: v })}
            options={typeOptions}
            placeholder={t('customers.fields.customerTypePlaceholder')}
            error={errors.customerTypeId}
            required
            disabled={disabled}
            testId="field-customerTypeId"
          />
        </GridItem>
        {values.customerTypeId === NEW_CUSTOMER_TYPE && (
          <GridItem colSpan={{ base: 1, sm: 2 }}>
            <TextField
              label={t('customers.fields.newCustomerType')}
              value={values.newCustomerType}
              onChange={(v) => onChange({ newCustomerType: v })}
              error={errors.newCustomerType}
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
              label={t('customers.fields.customerNumber')}
              value={values.customerId}
              onChange={(v) => onChange({ customerId: v })}
              error={errors.customerId}
              disabled={disabled}
              testId="field-customerId"
            />
          </GridItem>
        )}
        <SelectField
          label={t('customers.fields.customerClass')}
          value={values.customerClass}
          onChange={(v) => onChange({ customerClass: v as CustomerValues['customerClass'] })}
          options={CUSTOMER_CLASSES.map((c) => ({ value: c, label: c }))}
          placeholder={t('customers.fields.noClass')}
          error={errors.customerClass}
          disabled={disabled}
          testId="field-customerClass"
        />
        <TextField
          label={t('customers.fields.positions')}
          value={values.positions}
          onChange={(v) => onChange({ positions: v })}
          error={errors.positions}
          disabled={disabled}
          testId="field-positions"
          inputProps={{ inputMode: 'numeric' }}
        />
        <GridItem colSpan={{ base: 1, sm: 2 }}>
          <TextField
            label={t('customers.fields.inventoryValue')}
            value={values.inventoryValue}
            onChange={(v) => onChange({ inventoryValue: v })}
            error={errors.inventoryValue}
            disabled={disabled}
            testId="field-inventoryValue"
            inputProps={{ inputMode: 'decimal' }}
          />
        </GridItem>
      </Grid>
    </FormCard>
  );
}

function Flag({ label, checked, onChange, disabled, testId }: { label: string; checked: boolean; onChange: (v: boolean) => void; disabled?: boolean; testId: string }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} disabled={disabled} colorPalette="brand" data-testid={testId}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** Card "Allgemeine Informationen": category flags with notes, door code, store staff, free text. */
export function GeneralCard({ values, onChange, errors, disabled }: CustomerFieldsProps) {
  const { t } = useTranslation();
  const text = (key: 'doorcode' | 'storeManager' | 'storeAssistant') => (
    <TextField
      label={t(`customers.fields.${key}`)}
      value={values[key]}
      onChange={(v) => onChange({ [key]: v })}
      error={errors[key]}
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
                <Flag label={label} checked={values[flag]} onChange={(v) => onChange({ [flag]: v })} disabled={disabled} testId={`field-${flag}`} />
                {values[flag] && (
                  <TextField
                    label={t('customers.fields.notes', { category: label })}
                    value={values[notes]}
                    onChange={(v) => onChange({ [notes]: v })}
                    error={errors[notes]}
                    disabled={disabled}
                    testId={`field-${notes}`}
                  />
                )}
              </Stack>
            );
          })}
          {FLAGS_WITHOUT_NOTES.map((flag) => (
            <Flag
              key={flag}
              label={t(`customers.fields.${flag}`)}
              checked={values[flag]}
              onChange={(v) => onChange({ [flag]: v })}
              disabled={disabled}
              testId={`field-${flag}`}
            />
          ))}
        </Grid>
        <Grid templateColumns={GRID} gap="3">
          {text('storeManager')}
          {text('storeAssistant')}
          {text('doorcode')}
        </Grid>
        <FormField label={t('customers.fields.additionalInformation')} error={errors.additionalInformation} disabled={disabled}>
          <Textarea
            value={values.additionalInformation}
            onChange={(e) => onChange({ additionalInformation: e.currentTarget.value })}
            rows={3}
            autoresize
            data-testid="field-additionalInformation"
          />
        </FormField>
      </Stack>
    </FormCard>
  );
}
