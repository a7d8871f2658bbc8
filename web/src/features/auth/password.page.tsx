import { Alert, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { MeDocument, useChangePasswordMutation } from '@/generated/graphql';
import { applyServerErrors } from '@/shared/form/server-errors';
import { notify } from '@/shared/notify';
import { PATHS } from '@/shared/paths';
import { useAuth } from '@/shared/session/auth';
import { PasswordField } from './components/password-field';
import { EMPTY_PASSWORD_FORM, type PasswordForm, passwordSchema } from './password-rules';
import { useLogout } from '@/shared/use-logout';

type FieldName = keyof PasswordForm;
const FIELDS: readonly FieldName[] = ['currentPassword', 'newPassword', 'repeat'];

/** Password change (spec 1 §2.3, §5, §8); for an account with its initial password the only page. */
export default function PasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useLogout();
  const { auth } = useAuth();
  const mustChange = Boolean(auth?.mustChangePassword);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => passwordSchema(), []);
  const [changePassword] = useChangePasswordMutation({
    refetchQueries: [MeDocument],
    awaitRefetchQueries: true,
  });

  const label: Record<FieldName, string> = {
    currentPassword: t('auth.password.current'),
    newPassword: t('auth.password.new'),
    repeat: t('auth.password.repeat'),
  };
  const autoComplete: Record<FieldName, string> = {
    currentPassword: 'current-password',
    newPassword: 'new-password',
    repeat: 'new-password',
  };

  return (
    <Box p={{ base: '4', md: '8' }} display="flex" justifyContent="center">
      <Card.Root w="full" maxW="md" borderTopWidth="4px" borderTopColor="brand.solid">
        <Card.Body>
          <Formik<PasswordForm>
            initialValues={EMPTY_PASSWORD_FORM}
            validationSchema={schema}
            onSubmit={async (values, form) => {
              setFailure(null);
              try {
                await changePassword({ variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } } });
                notify.success(t('auth.password.success'));
                form.resetForm();
                await navigate(PATHS.home, { replace: true });
              } catch (err) {
                const { codes, validation, unplaced } = applyServerErrors(err, values, form);
                if (validation) setFailure(unplaced[0]?.message ?? null);
                // Session and access problems are reported globally (so is a server fault, as a toast);
                // the form adds the spec's advice.
                else if (!codes.includes('UNAUTHENTICATED') && !codes.includes('FORBIDDEN')) setFailure(t('auth.password.failed'));
              }
            }}
          >
            <Stack asChild gap="4">
              <Form noValidate aria-label={t('auth.password.title')}>
                <Heading as="h1" size="lg">
                  {t('auth.password.title')}
                </Heading>
                {mustChange && (
                  <Alert.Root status="info">
                    <Alert.Indicator />
                    <Alert.Title>{t('auth.password.mustChange')}</Alert.Title>
                  </Alert.Root>
                )}
                {FIELDS.map((field) => (
                  <PasswordField
                    key={field}
                    name={field}
                    label={label[field]}
                    autoComplete={autoComplete[field]}
                    showLabel={t('auth.password.show')}
                    hideLabel={t('auth.password.hide')}
                  />
                ))}
                {failure && (
                  <Text role="alert" color="fg.error" fontSize="sm">
                    {failure}
                  </Text>
                )}
                <HStack justify="flex-end" gap="3" flexWrap="wrap">
                  {mustChange ? (
                    <Button variant="outline" onClick={() => void logout()}>
                      {t('auth.password.logout')}
                    </Button>
                  ) : (
                    <Button
                      variant="outline"
                      // Back to where the form was opened from; home when it was the first page of the visit.
                      onClick={() => void (location.key === 'default' ? navigate(PATHS.home) : navigate(-1))}
                    >
                      {t('auth.password.cancel')}
                    </Button>
                  )}
                  <PasswordSubmit />
                </HStack>
              </Form>
            </Stack>
          </Formik>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

/** A real submit button (Enter in a field submits too) that spins while the change is on its way. */
function PasswordSubmit() {
  const { t } = useTranslation();
  const { isSubmitting } = useFormikContext();
  return (
    <Button type="submit" colorPalette="brand" loading={isSubmitting}>
      {t('auth.password.submit')}
    </Button>
  );
}
