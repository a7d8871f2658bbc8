import { Button, Card, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { Formik, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePayrollExportSettingsQuery, useUpdatePayrollExportSettingsMutation } from '@/generated/monthend';
import { SelectField, TextField } from '@/shared/form/fields';
import { submitOrWarn } from '@/shared/form/submit-or-warn';
import { applyServerErrors } from '@/shared/form/server-errors';
import { notify } from '@/shared/notify';
import { PROFILES } from '../month-end';
import { SETTINGS_PREFIXES, type SettingsValues, settingsSchema, settingsValues, toSettingsInput, WAGE_TYPES } from '../settings-form';
import { CardState } from './card-state';

/**
 * The export settings: profile, DATEV consultant and client number, and the wage type
 * numbers per component. The form mirrors the server's rules (settingsSchema); the server's 422 messages
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
                await save({ variables: { input: toSettingsInput(values) } });
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
      </Card.Body>
    </Card.Root>
  );
}

function SettingsForm({ onInvalid }: { onInvalid: () => void }) {
  const { t } = useTranslation();
  const form = useFormikContext<SettingsValues>();
  const { dirty, isSubmitting, resetForm } = form;
  return (
    <Stack
      as="form"
      gap="4"
      onSubmit={(e) => {
        e.preventDefault();
        void submitOrWarn(form, onInvalid);
      }}
    >
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
      <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="4">
        {WAGE_TYPES.map((w) => (
          <TextField key={w} name={`wageTypes.${w}`} label={t(`monthend.settings.${w}`)} inputProps={{ inputMode: 'numeric' }} testId={`monthend-settings-${w}`} />
        ))}
      </Grid>
      <HStack gap="3" justify="end" flexWrap="wrap">
        <Button variant="ghost" minH="11" disabled={!dirty || isSubmitting} onClick={() => resetForm()}>
          {t('monthend.settings.reset')}
        </Button>
        <Button type="submit" colorPalette="brand" minH="11" disabled={!dirty} loading={isSubmitting} data-testid="monthend-settings-save">
          {t('monthend.settings.save')}
        </Button>
      </HStack>
    </Stack>
  );
}
