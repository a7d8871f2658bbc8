import { Grid, Stack, Text } from '@chakra-ui/react';
import { Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePerDiemSettingsQuery } from '@/generated/graphql';
import { useUpdatePerDiemSettingsMutation } from '@/generated/monthend';
import { TextField } from '@/shared/form/fields';
import { applyServerErrors } from '@/shared/form/server-errors';
import { notify } from '@/shared/notify';
import { PER_DIEM_SETTINGS_PREFIXES, type PerDiemSettingsValues, perDiemSettingsSchema, perDiemSettingsValues, toPerDiemSettingsInput } from '../per-diem-settings-form';
import { CardState } from './card-state';
import { SettingsFormFrame } from './settings-form-frame';

/**
 * "Spesen": the catering and misc amounts the per-diem dialogs offer and the breakfast deduction, the
 * company's own allowance (the spec's amounts are the defaults). Checked by @inv/domain's rules before
 * sending; the server's 422 messages stand under the fields.
 */
export function PerDiemSettingsSection() {
  const { t } = useTranslation();
  const { data, error, refetch } = usePerDiemSettingsQuery({ fetchPolicy: 'cache-and-network' });
  const [save] = useUpdatePerDiemSettingsMutation();
  const settings = data?.perDiemSettings;
  const initial = useMemo(() => (settings ? perDiemSettingsValues(settings) : null), [settings]);
  const warn = () => notify.warning(t('monthend.settings.checkInput'), { id: 'monthend-perdiem-settings-check' });

  return (
    <Stack gap="3" borderTopWidth="1px" pt="5" mt="5" data-testid="monthend-perdiem-settings">
      <Text as="h3" fontWeight="semibold" fontSize="md">
        {t('monthend.perDiems.title')}
      </Text>
      <Text color="fg.muted" fontSize="sm">
        {t('monthend.perDiems.intro')}
      </Text>
      {!initial ? (
        <CardState error={error} onRetry={() => void refetch()} />
      ) : (
        <Formik<PerDiemSettingsValues>
          initialValues={initial}
          enableReinitialize
          validationSchema={perDiemSettingsSchema}
          onSubmit={async (values, form) => {
            const input = toPerDiemSettingsInput(values);
            try {
              // The dialogs read the choices from the stored settings, so they are fetched again.
              await save({ variables: { input }, refetchQueries: ['PerDiemSettings'], awaitRefetchQueries: true });
              notify.success(t('monthend.perDiems.saved'));
            } catch (err) {
              if (applyServerErrors(err, values, form, PER_DIEM_SETTINGS_PREFIXES).validation) warn();
            }
          }}
        >
          <PerDiemSettingsForm onInvalid={warn} />
        </Formik>
      )}
    </Stack>
  );
}

function PerDiemSettingsForm({ onInvalid }: { onInvalid: () => void }) {
  const { t } = useTranslation();
  return (
    <SettingsFormFrame onInvalid={onInvalid} saveLabel={t('monthend.perDiems.save')} saveTestId="monthend-perdiem-save">
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
        <TextField name="cateringChoices" label={t('monthend.perDiems.cateringChoices')} helperText={t('monthend.perDiems.choicesHint')} testId="monthend-perdiem-cateringChoices" />
        <TextField name="miscChoices" label={t('monthend.perDiems.miscChoices')} helperText={t('monthend.perDiems.choicesHint')} testId="monthend-perdiem-miscChoices" />
        <TextField name="breakfastDeduction" label={t('monthend.perDiems.breakfastDeduction')} inputProps={{ inputMode: 'decimal' }} testId="monthend-perdiem-breakfastDeduction" />
      </Grid>
    </SettingsFormFrame>
  );
}
