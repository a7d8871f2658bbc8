import { Box, Button, Code, Field, HStack, Image, Input, List, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MeDocument } from '@/generated/graphql';
import { useConfirmSecondFactorEnrolmentMutation, useStartSecondFactorEnrolmentMutation } from '@/generated/second-factor';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import './texts';

interface Props {
  /** After the recovery codes were acknowledged. */
  onDone: () => void;
}

/**
 * Enrolment in three steps: the server makes a secret (QR code + key for manual entry), the user
 * confirms with a code from the app, then the ten recovery codes are shown this one time.
 */
export function SecondFactorEnrolment({ onDone }: Props) {
  const { t } = useTranslation();
  const [start, started] = useStartSecondFactorEnrolmentMutation();
  // The session state (me) is reloaded only after the codes were acknowledged: reloading it earlier
  // lifts the restriction, re-renders the shell and would drop the codes before anyone saw them.
  const [confirm, confirming] = useConfirmSecondFactorEnrolmentMutation();
  const [finishing, setFinishing] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const enrolment = started.data?.startSecondFactorEnrolment;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t('secondFactor.codeRequired'));
      return;
    }
    setError(null);
    try {
      const { data } = await confirm({ variables: { code: code.trim() } });
      if (data) setRecoveryCodes(data.confirmSecondFactorEnrolment);
    } catch (err) {
      const { fieldErrors, messages } = errorCodes(err);
      setCode('');
      setError(fieldErrors[0]?.message ?? messages.TOO_MANY_REQUESTS ?? null);
    }
  }

  if (recoveryCodes) {
    return (
      <Stack gap="3" data-testid="second-factor-recovery">
        <Text fontWeight="semibold">{t('secondFactor.recoveryTitle')}</Text>
        <Text fontSize="sm">{t('secondFactor.recoveryHint')}</Text>
        <List.Root listStyle="none" display="grid" gridTemplateColumns="repeat(2, minmax(0, 1fr))" gap="1.5">
          {recoveryCodes.map((c) => (
            <List.Item key={c}>
              <Code fontSize="md" data-testid="recovery-code">
                {c}
              </Code>
            </List.Item>
          ))}
        </List.Root>
        <Button
          colorPalette="brand"
          loading={finishing}
          onClick={async () => {
            setFinishing(true);
            await confirming.client.refetchQueries({ include: [MeDocument] }).catch(() => undefined);
            notify.success(t('secondFactor.success'));
            onDone();
          }}
        >
          {t('secondFactor.recoveryDone')}
        </Button>
      </Stack>
    );
  }

  if (!enrolment) {
    return (
      <Stack gap="3">
        <Text fontSize="sm">{t('secondFactor.intro')}</Text>
        <Button colorPalette="brand" loading={started.loading} onClick={() => void start().catch(() => undefined)}>
          {t('secondFactor.start')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack asChild gap="3">
      <form onSubmit={submit} noValidate aria-label={t('secondFactor.title')}>
        <Text fontSize="sm">{t('secondFactor.scan')}</Text>
        <Box alignSelf="center" bg="white" p="2" rounded="l2" borderWidth="1px">
          <Image src={enrolment.qrCodeDataUrl} alt={t('secondFactor.qrAlt')} w="220px" h="220px" data-testid="second-factor-qr" />
        </Box>
        <Text fontSize="sm">{t('secondFactor.manual')}</Text>
        <Code wordBreak="break-all" fontSize="sm" data-testid="second-factor-secret">
          {enrolment.secret}
        </Code>
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>{t('secondFactor.code')}</Field.Label>
          <Input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            fontSize="xl"
            letterSpacing="widest"
            textAlign="center"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={confirming.loading}>
            {t('secondFactor.confirm')}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
