import { Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { ApolloError } from '@apollo/client';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStartRegistrationMutation } from '@/generated/registrations';
import { useBinding } from '@/shared/form/binding';
import { applyServerErrors } from '@/shared/form/server-errors';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { CODE_LENGTH, startSchema } from '../registration-validation';
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
  const [start] = useStartRegistrationMutation();

  const submit = async (values: StartValues, form: FormikHelpers<StartValues>) => {
    try {
      const { data } = await start({ variables: { registrationCode: values.registrationCode.trim().toUpperCase() } });
      void navigate(`/register/${data!.startRegistration.uuid}`);
    } catch (err) {
      // A 422 lands on the field by its path ('registrationCode'); the other answers are said there too.
      const { codes, messages, unplaced } = applyServerErrors(err, values, form);
      const say = (message: string) => form.setStatus({ serverErrors: { registrationCode: message } });
      if (codes.includes('NOT_FOUND') || hasKey(err, CODE_INVALID_KEY)) say(t('registration.start.codeInvalid'));
      else if (codes.includes('VALIDATION')) {
        if (unplaced.length) say(unplaced[0]!.message);
        else if (!errorCodes(err).fieldErrors.length) say(t('registration.start.codeFormat'));
      } else if (codes.includes('TOO_MANY_REQUESTS')) say(messages.TOO_MANY_REQUESTS ?? t('errors.technical'));
      else if (codes.includes('GONE')) notify.error(t('errors.technical'));
      // Anything else (network, server fault) the global error handler has reported already.
    }
  };

  return (
    <PublicFrame>
      <Formik<StartValues> initialValues={{ registrationCode: '' }} initialStatus={{}} validationSchema={startSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
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
            <Form noValidate aria-label={t('registration.start.title')}>
              <Stack gap="2">
                <Heading as="h1" size="2xl">
                  {t('registration.start.title')}
                </Heading>
                <Text fontWeight="medium">{t('registration.start.welcome')}</Text>
                <Text color="fg.muted">{t('registration.start.intro')}</Text>
              </Stack>
              <CodeField />
              <Button type="submit" size="xl" colorPalette="brand" loading={isSubmitting} w="full">
                {t('registration.start.submit')}
              </Button>
            </Form>
          </Stack>
        )}
      </Formik>
    </PublicFrame>
  );
}

interface StartValues {
  registrationCode: string;
}

/** The code, large and upper-cased as typed. */
function CodeField() {
  const { t } = useTranslation();
  const { value, onChange, onBlur, error } = useBinding<string>({ name: 'registrationCode' });
  return (
    <Field.Root invalid={!!error}>
      <Field.Label fontSize="md">{t('registration.start.code')}</Field.Label>
      <Input
        size="xl"
        bg="bg"
        name="registrationCode"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value.toUpperCase())}
        onBlur={onBlur}
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
  );
}
