import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MeDocument } from '@/generated/graphql';
import { useDisableSecondFactorMutation } from '@/generated/second-factor';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import type { Auth } from '@/shared/session/auth';
import { SecondFactorEnrolment } from './second-factor-enrolment';
import './texts';

/** The profile dialog's "Zweiter Faktor" part (lazy): status, enrolment, removal with a valid code. */
export default function SecondFactorSection({ auth }: { auth: Auth }) {
  const { t } = useTranslation();
  const [enrolling, setEnrolling] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [disable, { loading }] = useDisableSecondFactorMutation({ refetchQueries: [MeDocument], awaitRefetchQueries: true });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!code.trim()) {
      setError(t('secondFactor.codeRequired'));
      return;
    }
    try {
      await disable({ variables: { code: code.trim() } });
      notify.success(t('secondFactor.removed'));
      setRemoving(false);
      setCode('');
      setError(null);
    } catch (err) {
      const { fieldErrors, messages } = errorCodes(err);
      setCode('');
      setError(fieldErrors[0]?.message ?? messages.TOO_MANY_REQUESTS ?? null);
    }
  }

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
        <Stack asChild gap="2">
          <form onSubmit={submit} noValidate aria-label={t('secondFactor.disable')}>
            <Field.Root invalid={Boolean(error)} required>
              <Field.Label>{t('secondFactor.disableCode')}</Field.Label>
              <Input name="code" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
            <HStack justify="flex-end">
              <Button variant="ghost" size="sm" onClick={() => setRemoving(false)}>
                {t('secondFactor.cancel')}
              </Button>
              <Button type="submit" size="sm" colorPalette="red" loading={loading}>
                {t('secondFactor.disable')}
              </Button>
            </HStack>
          </form>
        </Stack>
      ) : (
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setRemoving(true)}>
          {t('secondFactor.disable')}
        </Button>
      )}
    </Stack>
  );
}
