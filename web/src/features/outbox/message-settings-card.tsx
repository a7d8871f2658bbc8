import { Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type MessageSettingsFieldsFragment, useMessageSettingsQuery, useUpdateMessageSettingsMutation } from '@/generated/outbox';
import { SubmitButton, SwitchField, TextField } from '@/shared/form/fields';
import { applyServerErrors } from '@/shared/form/server-errors';
import { optionalEmail, yup } from '@/shared/form/yup';
import { ListState } from '@/shared/list-states';
import { notify } from '@/shared/notify';

/** The per-kind switches, in the order the messages happen. */
export const SETTING_SWITCHES = ['inventoryConfirmation', 'confirmationReminder', 'officeNotice', 'registrationCode', 'newDocument', 'forgottenClockOut'] as const;

type Values = Omit<MessageSettingsFieldsFragment, '__typename'>;

export const messageSettingsSchema = () => yup.object({ officeEmail: optionalEmail() });

const valuesOf = (s: MessageSettingsFieldsFragment): Values => ({
  ...(Object.fromEntries(SETTING_SWITCHES.map((k) => [k, s[k]])) as Record<(typeof SETTING_SWITCHES)[number], boolean>),
  officeEmail: s.officeEmail,
});

/** Which messages go out and the office's address; the server's 422 stands under the field. */
export function MessageSettingsCard() {
  const { t } = useTranslation();
  const { data, error, refetch } = useMessageSettingsQuery({ fetchPolicy: 'cache-and-network' });
  const [save] = useUpdateMessageSettingsMutation();
  const settings = data?.messageSettings;
  const initial = useMemo(() => (settings ? valuesOf(settings) : null), [settings]);
  const warn = () => notify.warning(t('outbox.settings.checkInput'), { id: 'outbox-settings-check' });

  return (
    <Card.Root variant="outline" size={{ base: 'sm', md: 'md' }} data-testid="message-settings-card">
      <Card.Header>
        <Card.Title as="h2" fontSize="lg">
          {t('outbox.settings.title')}
        </Card.Title>
        <Text color="fg.muted" fontSize="sm">
          {t('outbox.settings.intro')}
        </Text>
      </Card.Header>
      <Card.Body pt="1">
        {!initial ? (
          <ListState items={undefined} error={error} onRetry={() => void refetch()} />
        ) : (
          <Formik<Values>
            initialValues={initial}
            enableReinitialize
            initialStatus={{}}
            validationSchema={messageSettingsSchema}
            onSubmit={async (values, form) => {
              try {
                await save({ variables: { input: { ...values, officeEmail: values.officeEmail.trim() } } });
                notify.success(t('outbox.settings.saved'));
              } catch (err) {
                if (applyServerErrors(err, values, form).validation) warn();
              }
            }}
          >
            <Stack gap="3">
              <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="6" rowGap="0" data-testid="message-settings-switches">
                {SETTING_SWITCHES.map((k) => (
                  <SwitchField key={k} name={k} label={t(`outbox.settings.${k}`)} testId={`message-settings-${k}`} />
                ))}
              </SimpleGrid>
              <TextField
                name="officeEmail"
                label={t('outbox.settings.officeEmail')}
                helperText={t('outbox.settings.officeEmailHint')}
                inputProps={{ type: 'email', inputMode: 'email', autoComplete: 'off', maxW: { md: 'md' } }}
                testId="message-settings-officeEmail"
              />
              <SubmitButton alignSelf="start" onInvalid={warn} data-testid="message-settings-save">
                {t('outbox.settings.save')}
              </SubmitButton>
            </Stack>
          </Formik>
        )}
      </Card.Body>
    </Card.Root>
  );
}
