import { Alert, Box, Button, Card, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { MeDocument, useChangePasswordMutation } from '@/generated/graphql';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { PATHS } from '@/shared/paths';
import { useAuth } from '@/shared/session/auth';
import { PasswordInput } from './components/password-input';
import { type PasswordErrors, type PasswordForm, validatePasswordForm } from './password-rules';
import { useLogout } from './use-logout';

type FieldName = keyof PasswordForm;
const FIELDS: readonly FieldName[] = ['currentPassword', 'newPassword', 'repeat'];
const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', repeat: '' };

/** Password change (spec 1 §2.3, §5, §8); for an account with its initial password the only page. */
export default function PasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useLogout();
  const { auth } = useAuth();
  const mustChange = Boolean(auth?.mustChangePassword);
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [changePassword, { loading }] = useChangePasswordMutation({
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
  const messageOf = (field: FieldName) =>
    serverErrors[field] ?? (errors[field] ? t(`auth.password.${errors[field]}`) : undefined);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validatePasswordForm(form);
    setErrors(found);
    setServerErrors({});
    setFailure(null);
    if (Object.keys(found).length) return;
    try {
      await changePassword({ variables: { input: { currentPassword: form.currentPassword, newPassword: form.newPassword } } });
      notify.success(t('auth.password.success'));
      setForm(EMPTY);
      await navigate(PATHS.home, { replace: true });
    } catch (err) {
      const { codes, fieldErrors } = errorCodes(err);
      if (codes.includes('VALIDATION') && fieldErrors.length) {
        const byField: Partial<Record<FieldName, string>> = {};
        for (const fe of fieldErrors) {
          const field = FIELDS.find((f) => f === fe.path);
          if (field) byField[field] ??= fe.message;
          else setFailure(fe.message);
        }
        setServerErrors(byField);
      } else if (!codes.includes('UNAUTHENTICATED') && !codes.includes('FORBIDDEN')) {
        // Session and access problems are reported globally (so is a server fault, as a toast);
        // the form adds the spec's advice.
        setFailure(t('auth.password.failed'));
      }
    }
  }

  const set = (field: FieldName) => (e: ChangeEvent<HTMLInputElement>) => {
    setForm((f) => ({ ...f, [field]: e.target.value }));
    setServerErrors((s) => ({ ...s, [field]: undefined }));
  };

  return (
    <Box p={{ base: '4', md: '8' }} display="flex" justifyContent="center">
      <Card.Root w="full" maxW="md" borderTopWidth="4px" borderTopColor="brand.solid">
        <Card.Body>
          <Stack asChild gap="4">
            <form onSubmit={submit} noValidate aria-label={t('auth.password.title')}>
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
                <Field.Root key={field} invalid={Boolean(messageOf(field))} required>
                  <Field.Label>{label[field]}</Field.Label>
                  <PasswordInput
                    inputAs={Input}
                    name={field}
                    autoComplete={autoComplete[field]}
                    value={form[field]}
                    onChange={set(field)}
                    showLabel={t('auth.password.show')}
                    hideLabel={t('auth.password.hide')}
                  />
                  <Field.ErrorText>{messageOf(field)}</Field.ErrorText>
                </Field.Root>
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
                <Button type="submit" colorPalette="brand" loading={loading}>
                  {t('auth.password.submit')}
                </Button>
              </HStack>
            </form>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
