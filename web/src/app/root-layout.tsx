import { Button, Center, Text, VStack } from '@chakra-ui/react';
import { Component, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useRoutes } from 'react-router';
import { recordPath } from '@/shared/previous-path';
import { RouteRuleContext } from '@/shared/route-handle';
import { useAuth } from '@/shared/session/auth';
import { decideAccess } from './access';
import { FullPageSpinner } from './full-page-spinner';
import { matchRule, routeObjects } from './router';

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

/** A page that fails to render (e.g. a lazy chunk gone after a deployment) offers a reload. */
class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? <LoadFailed onRetry={() => window.location.reload()} /> : this.props.children;
  }
}

/**
 * The one guard in front of every route: it waits for the session (`me`), asks decideAccess about the
 * route the URL names and either redirects or renders it.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const { rule, params, pathname } = matchRule(location.pathname);
  const { auth, loading, error, refetch } = useAuth();
  const element = useRoutes(routeObjects, location);
  // Before the page renders, so it can tell where the user comes from.
  recordPath(location.pathname);

  useEffect(() => {
    document.title = rule ? `${t(`pages.${rule.titleKey}`)} – ${t('app.name')}` : t('app.name');
  }, [rule, t]);

  // A guest page (the login) draws at once, as for nobody signed in; a session `me` finds later
  // forwards from it as before (the login page's first paint no longer waits for `me`).
  if (rule?.access !== 'public' && rule?.access !== 'guest' && !auth) {
    return loading || !error ? <FullPageSpinner /> : <LoadFailed onRetry={() => void refetch()} />;
  }
  if (rule) {
    const from = (location.state as { from?: unknown } | null)?.from;
    const decision = decideAccess(auth, rule, params, pathname, from);
    if (decision.type === 'redirect') {
      const state = decision.rememberTarget ? { from: location.pathname + location.search + location.hash } : undefined;
      return <Navigate to={decision.to} replace state={state} />;
    }
  }
  return (
    <RouteRuleContext.Provider value={rule}>
      <RouteErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={<FullPageSpinner />}>{element}</Suspense>
      </RouteErrorBoundary>
    </RouteRuleContext.Provider>
  );
}
