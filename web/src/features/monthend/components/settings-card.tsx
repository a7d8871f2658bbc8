import { Box, Card, Checkbox, Field, Grid, Input, Table, Text } from '@chakra-ui/react';
import { PAYROLL_COMPONENT_LABELS } from '@inv/domain';
import { Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePayrollExportSettingsQuery, useUpdatePayrollExportSettingsMutation } from '@/generated/monthend';
import { type Bindable, useBinding } from '@/shared/form/binding';
import { SelectField, TextField } from '@/shared/form/fields';
import { applyServerErrors } from '@/shared/form/server-errors';
import { notify } from '@/shared/notify';
import { PROFILES } from '../month-end';
import { SETTINGS_PREFIXES, type SettingsValues, settingsSchema, settingsValues, toSettingsInput, WAGE_TYPES } from '../settings-form';
import { CardState } from './card-state';
import { PerDiemSettingsSection } from './per-diem-settings-section';
import { SettingsFormFrame } from './settings-form-frame';

/**
 * The export settings: profile, DATEV consultant and client number, the wage type number and LODAS
 * processing key per component, whether fixed salaries go into the file, and the per-diem settings. The form mirrors the server's rules (settingsSchema); the server's 422 messages
 * stand under the fields too.
 */
export function SettingsCard({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const { data, error, refetch } = usePayrollExportSettingsQuery({ fetchPolicy: 'cache-and-network' });
  const [save] = useUpdatePayrollExportSettingsMutation();
  const settings = data?.payrollExportSettings;
  const initial = useMemo(() => (settings ? settingsValues(settings) : null), [settings]);
  const warn = () => notify.warning(t('monthend.settings.checkInput'), { id: 'monthend-settings-check' });

  return (
    <Card.Root variant="outline" size={{ base: 'sm', md: 'md' }} data-testid="monthend-settings-card">
      <Card.Header>
        <Card.Title as="h2" fontSize="lg">
          {t('monthend.settings.title')}
        </Card.Title>
        <Text color="fg.muted" fontSize="sm">
          {t('monthend.settings.intro')}
        </Text>
      </Card.Header>
      <Card.Body pt="1">
        {!initial ? (
          <CardState error={error} onRetry={() => void refetch()} />
        ) : (
          <Formik<SettingsValues>
            initialValues={initial}
            enableReinitialize
            validationSchema={settingsSchema}
            onSubmit={async (values, form) => {
              try {
                // The preview shows the numbers the file will carry, so it follows the settings.
                await save({ variables: { input: toSettingsInput(values) }, refetchQueries: ['PayrollPreview'] });
                notify.success(t('monthend.settings.saved'));
                onSaved();
              } catch (err) {
                if (applyServerErrors(err, values, form, SETTINGS_PREFIXES).validation) warn();
              }
            }}
          >
            <SettingsForm onInvalid={warn} />
          </Formik>
        )}
        <PerDiemSettingsSection />
      </Card.Body>
    </Card.Root>
  );
}

function SettingsForm({ onInvalid }: { onInvalid: () => void }) {
  const { t } = useTranslation();
  return (
    <SettingsFormFrame onInvalid={onInvalid} saveLabel={t('monthend.settings.save')} saveTestId="monthend-settings-save">
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
        <SelectField
          name="profile"
          label={t('monthend.settings.profile')}
          options={PROFILES.map((p) => ({ value: p, label: t(`monthend.profiles.${p}`) }))}
          testId="monthend-settings-profile"
        />
        <TextField
          name="consultantNumber"
          label={t('monthend.settings.consultantNumber')}
          helperText={t('monthend.settings.datevHint')}
          inputProps={{ inputMode: 'numeric' }}
          testId="monthend-settings-consultantNumber"
        />
        <TextField
          name="clientNumber"
          label={t('monthend.settings.clientNumber')}
          helperText={t('monthend.settings.datevHint')}
          inputProps={{ inputMode: 'numeric' }}
          testId="monthend-settings-clientNumber"
        />
      </Grid>
      <Text fontWeight="semibold">{t('monthend.settings.wageTypes')}</Text>
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label={t('monthend.settings.tableLabel')} data-testid="monthend-settings-wagetypes">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('monthend.settings.component')}</Table.ColumnHeader>
              <Table.ColumnHeader w={{ base: '24', md: '32' }}>{t('monthend.settings.wageType')}</Table.ColumnHeader>
              <Table.ColumnHeader w={{ base: '16', md: '24' }}>{t('monthend.settings.processingKey')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {WAGE_TYPES.map((w) => (
              <Table.Row key={w} verticalAlign="top" data-testid="monthend-settings-component" data-component={w}>
                <Table.Cell pt="4">{PAYROLL_COMPONENT_LABELS[w]}</Table.Cell>
                <Table.Cell>
                  <CellInput name={`wageTypes.${w}`} label={t('monthend.settings.wageTypeOf', { label: PAYROLL_COMPONENT_LABELS[w] })} testId={`monthend-settings-${w}`} />
                </Table.Cell>
                <Table.Cell>
                  <CellInput name={`processingKeys.${w}`} label={t('monthend.settings.processingKeyOf', { label: PAYROLL_COMPONENT_LABELS[w] })} testId={`monthend-settings-bs-${w}`} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {t('monthend.settings.processingKeyHint')}
      </Text>
      <ExportSalaryBox />
    </SettingsFormFrame>
  );
}


/** A number in a table cell: the label is read out, not shown (the column says it). */
function CellInput({ label, testId, ...binding }: Bindable<string> & { label: string; testId: string }) {
  const { value, onChange, onBlur, error } = useBinding(binding);
  return (
    <Field.Root invalid={!!error} gap="1">
      <Field.Label srOnly>{label}</Field.Label>
      <Input size="sm" inputMode="numeric" value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value)} onBlur={onBlur} data-testid={testId} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function ExportSalaryBox() {
  const { t } = useTranslation();
  const { value, onChange } = useBinding<boolean>({ name: 'exportSalary' });
  return (
    <Checkbox.Root checked={!!value} onCheckedChange={(e) => onChange(e.checked === true)} colorPalette="brand" data-testid="monthend-settings-exportSalary">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{t('monthend.settings.exportSalary')}</Checkbox.Label>
    </Checkbox.Root>
  );
}
