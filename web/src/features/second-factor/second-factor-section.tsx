import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MeDocument } from '@/generated/graphql';
import { useDisableSecondFactorMutation } from '@/generated/second-factor';
import { SubmitButton, TextField } from '@/shared/form/fields';
import { applyServerErrors } from '@/shared/form/server-errors';
import { notify } from '@/shared/notify';
import type { Auth } from '@/shared/session/auth';
import { SecondFactorEnrolment } from './second-factor-enrolment';
import { codeOf, type CodeValues, disableCodeSchema, EMPTY_CODE } from './second-factor.schema';
import './texts';

/** The profile dialog's "Zweiter Faktor" part (lazy): status, enrolment, removal with a valid code. */
export default function SecondFactorSection({ auth }: { auth: Auth }) {
  const { t } = useTranslation();
  const [enrolling, setEnrolling] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [disable] = useDisableSecondFactorMutation({ refetchQueries: [MeDocument], awaitRefetchQueries: true });
  const schema = useMemo(() => disableCodeSchema(), []);

  if (!auth.secondFactorEnabled) {
    return enrolling ? (
      <SecondFactorEnrolment onDone={() => setEnrolling(false)} />
    ) : (
      <Stack gap="2">
        <Text fontSize="sm" data-testid="second-factor-status">
          {t('secondFactor.notEnabled')}
        </Text>
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setEnrolling(true)}>
          {t('secondFactor.start')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="2">
      <Text fontSize="sm" data-testid="second-factor-status">
        {t('secondFactor.enabled')}
      </Text>
      {removing ? (
        // A new, empty form each time the removal is opened.
        <Formik<CodeValues>
          initialValues={EMPTY_CODE}
          validationSchema={schema}
          onSubmit={async (values, form) => {
            try {
              await disable({ variables: { code: codeOf(values) } });
              notify.success(t('secondFactor.removed'));
              setRemoving(false);
            } catch (err) {
              const { messages } = applyServerErrors(err, values, form);
              if (messages.TOO_MANY_REQUESTS) form.setStatus({ serverErrors: { code: messages.TOO_MANY_REQUESTS } });
              await form.setFieldValue('code', '', false);
            }
          }}
        >
          <Stack asChild gap="2">
            <Form noValidate aria-label={t('secondFactor.disable')}>
              <TextField name="code" label={t('secondFactor.disableCode')} required inputProps={{ autoComplete: 'one-time-code' }} />
              <HStack justify="flex-end">
                <Button variant="ghost" size="sm" onClick={() => setRemoving(false)}>
                  {t('secondFactor.cancel')}
                </Button>
                <SubmitButton size="sm" colorPalette="red">
                  {t('secondFactor.disable')}
                </SubmitButton>
              </HStack>
            </Form>
          </Stack>
        </Formik>
      ) : (
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setRemoving(true)}>
          {t('secondFactor.disable')}
        </Button>
      )}
    </Stack>
  );
}
