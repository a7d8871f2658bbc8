import { Box, Button, Code, HStack, Image, List, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MeDocument } from '@/generated/graphql';
import { useConfirmSecondFactorEnrolmentMutation, useStartSecondFactorEnrolmentMutation } from '@/generated/second-factor';
import { SubmitButton, TextField } from '@/shared/form/fields';
import { applyServerErrors } from '@/shared/form/server-errors';
import { notify } from '@/shared/notify';
import { codeOf, type CodeValues, EMPTY_CODE, enrolmentCodeSchema } from './second-factor.schema';
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
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const enrolment = started.data?.startSecondFactorEnrolment;
  const schema = useMemo(() => enrolmentCodeSchema(), []);

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
    <Formik<CodeValues>
      initialValues={EMPTY_CODE}
      validationSchema={schema}
      onSubmit={async (values, form) => {
        try {
          const { data } = await confirm({ variables: { code: codeOf(values) } });
          if (data) setRecoveryCodes(data.confirmSecondFactorEnrolment);
        } catch (err) {
          const { messages } = applyServerErrors(err, values, form);
          // A used code is worthless: the field starts empty, with the server's word (or the rate limit's).
          if (messages.TOO_MANY_REQUESTS) form.setStatus({ serverErrors: { code: messages.TOO_MANY_REQUESTS } });
          await form.setFieldValue('code', '', false);
        }
      }}
    >
      <Stack asChild gap="3">
        <Form noValidate aria-label={t('secondFactor.title')}>
          <Text fontSize="sm">{t('secondFactor.scan')}</Text>
          <Box alignSelf="center" bg="white" p="2" rounded="l2" borderWidth="1px">
            <Image src={enrolment.qrCodeDataUrl} alt={t('secondFactor.qrAlt')} w="220px" h="220px" data-testid="second-factor-qr" />
          </Box>
          <Text fontSize="sm">{t('secondFactor.manual')}</Text>
          <Code wordBreak="break-all" fontSize="sm" data-testid="second-factor-secret">
            {enrolment.secret}
          </Code>
          <TextField
            name="code"
            label={t('secondFactor.code')}
            required
            inputProps={{ inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6, fontSize: 'xl', letterSpacing: 'widest', textAlign: 'center' }}
          />
          <HStack justify="flex-end">
            <SubmitButton>{t('secondFactor.confirm')}</SubmitButton>
          </HStack>
        </Form>
      </Stack>
    </Formik>
  );
}
