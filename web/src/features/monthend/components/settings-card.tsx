import { Button, Card, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type PayrollExportProfile,
  type PayrollExportSettingsFieldsFragment,
  usePayrollExportSettingsQuery,
  useUpdatePayrollExportSettingsMutation,
} from '@/generated/monthend';
import { SelectField, TextField } from '@/shared/form/fields';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { PROFILES } from '../month-end';
import { CardState } from './card-state';

export const WAGE_TYPES = ['hourlyWork', 'salary', 'travel', 'passenger', 'cateringTaxFree', 'miscPerDiem', 'breakfastDeduction'] as const;
type WageType = (typeof WAGE_TYPES)[number];

interface Form {
  profile: PayrollExportProfile;
  consultantNumber: string;
  clientNumber: string;
  wageTypes: Record<WageType, string>;
}

const formOf = (s: PayrollExportSettingsFieldsFragment): Form => ({
  profile: s.profile,
  consultantNumber: s.consultantNumber,
  clientNumber: s.clientNumber,
  wageTypes: Object.fromEntries(WAGE_TYPES.map((w) => [w, s.wageTypes[w]])) as Record<WageType, string>,
});

/** A server path of the settings input as the form's field name: 'input.wageTypes.salary' → 'wageTypes.salary'. */
export const settingsField = (path: string) => path.replace(/^input\./, '');

/**
 * The export settings (issue 13): profile, DATEV consultant and client number, and the wage type
 * numbers per component. The server checks them; its 422 messages stand under the fields.
 */
export function SettingsCard({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const { data, error, refetch } = usePayrollExportSettingsQuery({ fetchPolicy: 'cache-and-network' });
  const [save, saving] = useUpdatePayrollExportSettingsMutation();
  const settings = data?.payrollExportSettings;
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (settings) setForm(formOf(settings));
  }, [settings]);

  const dirty = Boolean(settings && form && JSON.stringify(formOf(settings)) !== JSON.stringify(form));
  const set = (patch: Partial<Form>) => setForm((f) => (f ? { ...f, ...patch } : f));
  const setWage = (w: WageType, v: string) => setForm((f) => (f ? { ...f, wageTypes: { ...f.wageTypes, [w]: v } } : f));

  const submit = async () => {
    if (!form) return;
    setErrors({});
    try {
      const trimmed = Object.fromEntries(WAGE_TYPES.map((w) => [w, form.wageTypes[w].trim()]));
      await save({ variables: { input: { profile: form.profile, consultantNumber: form.consultantNumber.trim(), clientNumber: form.clientNumber.trim(), wageTypes: trimmed } } });
      notify.success(t('monthend.settings.saved'));
      onSaved();
    } catch (err) {
      const { fieldErrors } = errorCodes(err);
      if (fieldErrors.length > 0) {
        const byField: Record<string, string> = {};
        for (const e of fieldErrors) byField[settingsField(e.path)] ??= e.message;
        setErrors(byField);
        notify.warning(t('monthend.settings.checkInput'), { id: 'monthend-settings-check' });
      }
    }
  };

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
        {!form ? (
          <CardState error={error} onRetry={() => void refetch()} />
        ) : (
          <Stack
            as="form"
            gap="4"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
              <SelectField
                label={t('monthend.settings.profile')}
                value={form.profile}
                onChange={(v) => set({ profile: v as PayrollExportProfile })}
                options={PROFILES.map((p) => ({ value: p, label: t(`monthend.profiles.${p}`) }))}
                error={errors.profile}
                testId="monthend-settings-profile"
              />
              <TextField
                label={t('monthend.settings.consultantNumber')}
                value={form.consultantNumber}
                onChange={(v) => set({ consultantNumber: v })}
                error={errors.consultantNumber}
                helperText={t('monthend.settings.datevHint')}
                inputProps={{ inputMode: 'numeric' }}
                testId="monthend-settings-consultantNumber"
              />
              <TextField
                label={t('monthend.settings.clientNumber')}
                value={form.clientNumber}
                onChange={(v) => set({ clientNumber: v })}
                error={errors.clientNumber}
                helperText={t('monthend.settings.datevHint')}
                inputProps={{ inputMode: 'numeric' }}
                testId="monthend-settings-clientNumber"
              />
            </Grid>
            <Text fontWeight="semibold">{t('monthend.settings.wageTypes')}</Text>
            <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="4">
              {WAGE_TYPES.map((w) => (
                <TextField
                  key={w}
                  label={t(`monthend.settings.${w}`)}
                  value={form.wageTypes[w]}
                  onChange={(v) => setWage(w, v)}
                  error={errors[`wageTypes.${w}`] ?? errors[w]}
                  inputProps={{ inputMode: 'numeric' }}
                  testId={`monthend-settings-${w}`}
                />
              ))}
            </Grid>
            <HStack gap="3" justify="end" flexWrap="wrap">
              <Button variant="ghost" minH="11" disabled={!dirty || saving.loading} onClick={() => settings && (setForm(formOf(settings)), setErrors({}))}>
                {t('monthend.settings.reset')}
              </Button>
              <Button type="submit" colorPalette="brand" minH="11" disabled={!dirty} loading={saving.loading} data-testid="monthend-settings-save">
                {t('monthend.settings.save')}
              </Button>
            </HStack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
