import { Button, Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useRouteRule } from '@/shared/route-handle';
import { useAuth } from '@/shared/session/auth';
import { decideAccess } from './access';

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <Center h="100dvh" aria-busy="true">
      <Spinner size="lg" color="brand.solid" aria-label={t('app.loading')} />
    </Center>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center h="100dvh" p="4">
      <VStack gap="4">
        <Text>{t('app.loadFailed')}</Text>
        <Button colorPalette="brand" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      </VStack>
    </Center>
  );
}

/** Shown when a route fails to render, e.g. a lazy chunk that vanished after a deployment. */
export function RouteError() {
  return <LoadFailed onRetry={() => window.location.reload()} />;
}

/**
 * The one guard in front of every route: it waits for the session (`me`), asks decideAccess about the
 * deepest matched route and either redirects or renders the route.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const rule = useRouteRule();
  const location = useLocation();
  const matches = useMatches();
  const params = matches[matches.length - 1]?.params ?? {};
  const { auth, loading, error, refetch } = useAuth();

  useEffect(() => {
    document.title = rule ? `${t(`pages.${rule.titleKey}`)} – ${t('app.name')}` : t('app.name');
  }, [rule, t]);

  if (rule?.access !== 'public' && !auth) {
    return loading || !error ? <FullPageSpinner /> : <LoadFailed onRetry={() => void refetch()} />;
  }
  if (rule) {
    const from = (location.state as { from?: unknown } | null)?.from;
    const decision = decideAccess(auth, rule, params, location.pathname, from);
    if (decision.type === 'redirect') {
      const state = decision.rememberTarget ? { from: location.pathname + location.search + location.hash } : undefined;
      return <Navigate to={decision.to} replace state={state} />;
    }
  }
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
