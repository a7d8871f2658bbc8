import { Box, Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagePainted } from '@/shared/first-paint';
import { useLoginMutation } from '@/generated/graphql';
import { errorCodes, errorExtension } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { useAuth, writeAuth } from '@/shared/session/auth';
import { ClipboardCheckIcon } from './components/icons';
import { PasswordInput } from './components/password-input';
import { PlainInput } from './components/plain-input';

/**
 * Login (spec 1 §2.2, §5, §8). On success the session is written to the cache; the route guard then
 * forwards to the remembered page, the password form or the landing page. Kept to plain elements: this
 * is the first page most visits load. Accounts with a second factor get a code step after the password
 * (the server answers UNAUTHENTICATED with `secondFactor: REQUIRED`); a note tells while demo accounts exist.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeStep, setCodeStep] = useState(false);
  const [errorLine, setErrorLine] = useState<string | null>(null);
  const [login, { loading, client }] = useLoginMutation();
  const { auth } = useAuth();
  // Until `me` answers, the mark the server puts on <html> while demo accounts exist: the note is part
  // of the first render instead of appearing a round trip later (it is the page's largest paint).
  const demoData = auth ? auth.demoData === true : document.documentElement.hasAttribute('data-demo-accounts');
  // Requests held at start on /login (the session query) go once this first render has painted.
  useEffect(pagePainted, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!username.trim() || !password) {
      setErrorLine(t('auth.login.required'));
      return;
    }
    if (codeStep && !code.trim()) {
      setErrorLine(t('auth.login.codeRequired'));
      return;
    }
    setErrorLine(null);
    try {
      const { data } = await login({ variables: { username: username.trim(), password, code: codeStep ? code.trim() : null } });
      if (!data) return;
      notify.success(t('auth.login.success'));
      writeAuth(client, data.login);
    } catch (err) {
      const { codes, messages } = errorCodes(err);
      const secondFactor = errorExtension(err, 'secondFactor');
      setCode('');
      if (secondFactor === 'REQUIRED' || secondFactor === 'INVALID') {
        // The password was right: keep it for the second request, ask for the code.
        setCodeStep(true);
        setErrorLine(secondFactor === 'INVALID' ? t('auth.login.codeWrong') : null);
        return;
      }
      setPassword('');
      setCodeStep(false);
      if (codes.includes('TOO_MANY_REQUESTS')) {
        setErrorLine(messages.TOO_MANY_REQUESTS ?? t('auth.login.failed'));
      } else if (codes.includes('VALIDATION')) {
        setErrorLine(t('auth.login.required'));
      } else if (codes.includes('UNAUTHENTICATED')) {
        notify.error(t('auth.login.failed'), { id: 'login-failed' });
      }
      // Anything else (network, server fault) was already reported by the global error handler.
    }
  }

  return (
    <Center minH="100dvh" p="4" bgGradient="to-br" gradientFrom="brand.100" gradientTo="bg.subtle">
      <Box
        w="full"
        maxW="sm"
        bg="bg"
        rounded="l3"
        borderWidth="1px"
        borderTopWidth="4px"
        borderTopColor="brand.solid"
        shadow="md"
        p={{ base: '5', sm: '6' }}
      >
        <Stack asChild gap="5">
          <form onSubmit={submit} noValidate aria-label={t('auth.login.title')}>
            <Stack gap="2" align="center" textAlign="center">
              <Box bg="brand.solid" color="brand.contrast" rounded="full" p="3">
                <ClipboardCheckIcon boxSize="7" />
              </Box>
              <Heading as="h1" size="xl">
                {t('app.name')}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {t('auth.login.subtitle')}
              </Text>
            </Stack>
            {demoData && (
              <Box role="note" bg="orange.subtle" color="orange.fg" rounded="l2" px="3" py="2" fontSize="sm" data-testid="demo-note">
                <Text fontWeight="semibold">{t('auth.login.demoTitle')}</Text>
                <Text>{t('auth.login.demoHint')}</Text>
              </Box>
            )}
            {codeStep ? (
              <Stack gap="1.5">
                <Text asChild fontSize="sm" fontWeight="medium">
                  <label htmlFor="login-code">{t('auth.login.code')}</label>
                </Text>
                <PlainInput
                  id="login-code"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  autoCapitalize="none"
                  autoFocus
                  maxLength={11}
                  fontSize="xl"
                  letterSpacing="widest"
                  textAlign="center"
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
                <Text color="fg.muted" fontSize="xs">
                  {t('auth.login.codeHint')}
                </Text>
              </Stack>
            ) : (
              <>
                <Stack gap="1.5">
                  <Text asChild fontSize="sm" fontWeight="medium">
                    <label htmlFor="login-username">{t('auth.login.username')}</label>
                  </Text>
                  <PlainInput
                    id="login-username"
                    name="username"
                    autoComplete="username"
                    autoCapitalize="none"
                    autoFocus
                    value={username}
                    onChange={(e) => setUsername(e.target.value)}
                  />
                </Stack>
                <Stack gap="1.5">
                  <Text asChild fontSize="sm" fontWeight="medium">
                    <label htmlFor="login-password">{t('auth.login.password')}</label>
                  </Text>
                  <PasswordInput
                    id="login-password"
                    name="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    showLabel={t('auth.login.showPassword')}
                    hideLabel={t('auth.login.hidePassword')}
                  />
                </Stack>
              </>
            )}
            <Text role="alert" color="fg.error" fontSize="sm" minH="5" data-testid="login-error">
              {errorLine}
            </Text>
            <Button type="submit" colorPalette="brand" loading={loading} w="full">
              {t('auth.login.submit')}
            </Button>
            {codeStep && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setCodeStep(false);
                  setPassword('');
                  setCode('');
                  setErrorLine(null);
                }}
              >
                {t('auth.login.back')}
              </Button>
            )}
          </form>
        </Stack>
      </Box>
    </Center>
  );
}
