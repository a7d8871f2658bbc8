import { Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { ApolloError } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStartRegistrationMutation } from '@/generated/registrations';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { CODE_LENGTH, isRegistrationCode } from '../registration-validation';
import { PublicFrame } from './public-frame';

/** The server's key for an unknown, used or expired code (spec 2 §8). */
const CODE_INVALID_KEY = 'REGISTRATION_CODE_INVALID';

function hasKey(err: unknown, key: string): boolean {
  return err instanceof ApolloError && err.graphQLErrors.some((e) => e.extensions?.key === key);
}

/**
 * /register (spec 2 §2.1, §5, §8): a welcome text, the four-letter code (upper-cased as typed) and
 * "Registrierung starten". A started registration continues at /register/{uuid}.
 */
export function StartForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [start, { loading }] = useStartRegistrationMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isRegistrationCode(code)) {
      setError(t('registration.start.codeFormat'));
      return;
    }
    setError(null);
    try {
      const { data } = await start({ variables: { registrationCode: code.trim().toUpperCase() } });
      void navigate(`/register/${data!.startRegistration.uuid}`);
    } catch (err) {
      const { codes, messages, fieldErrors } = errorCodes(err);
      if (codes.includes('NOT_FOUND') || hasKey(err, CODE_INVALID_KEY)) setError(t('registration.start.codeInvalid'));
      else if (codes.includes('VALIDATION')) setError(fieldErrors[0]?.message ?? t('registration.start.codeFormat'));
      else if (codes.includes('TOO_MANY_REQUESTS')) setError(messages.TOO_MANY_REQUESTS ?? t('errors.technical'));
      else if (codes.includes('GONE')) notify.error(t('errors.technical'));
      // Anything else (network, server fault) the global error handler has reported already.
    }
  };

  return (
    <PublicFrame>
      <Stack
        asChild
        gap="5"
        bg="bg"
        borderWidth="1px"
        borderTopWidth="4px"
        borderTopColor="brand.solid"
        rounded="xl"
        p={{ base: '5', md: '8' }}
        maxW="md"
        mx="auto"
        mt={{ base: '2', md: '8' }}
      >
        <form onSubmit={submit} noValidate aria-label={t('registration.start.title')}>
          <Stack gap="2">
            <Heading as="h1" size="2xl">
              {t('registration.start.title')}
            </Heading>
            <Text fontWeight="medium">{t('registration.start.welcome')}</Text>
            <Text color="fg.muted">{t('registration.start.intro')}</Text>
          </Stack>
          <Field.Root invalid={!!error}>
            <Field.Label fontSize="md">{t('registration.start.code')}</Field.Label>
            <Input
              size="xl"
              bg="bg"
              value={code}
              onChange={(e) => {
                setCode(e.currentTarget.value.toUpperCase());
                setError(null);
              }}
              maxLength={CODE_LENGTH}
              autoCapitalize="characters"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              autoFocus
              textAlign="center"
              fontFamily="mono"
              fontSize="2xl"
              letterSpacing="0.4em"
              textTransform="uppercase"
              placeholder="ABCD"
              data-testid="registration-code"
            />
            {error ? <Field.ErrorText fontSize="sm">{error}</Field.ErrorText> : <Field.HelperText>{t('registration.start.codeHint')}</Field.HelperText>}
          </Field.Root>
          <Button type="submit" size="xl" colorPalette="brand" loading={loading} w="full">
            {t('registration.start.submit')}
          </Button>
        </form>
      </Stack>
    </PublicFrame>
  );
}
