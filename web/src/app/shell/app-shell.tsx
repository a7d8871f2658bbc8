import { Box, Center, Flex, Spinner, useBreakpointValue } from '@chakra-ui/react';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useLogout } from '@/shared/use-logout';
import { can } from '@/shared/session/abilities';
import { PATHS } from '@/shared/paths';
import { useRouteRule } from '@/shared/route-handle';
import { fullName, useAuth } from '@/shared/session/auth';
import { useDefaults } from '@/shared/session/defaults';
import { useSessionRefresh } from '@/shared/session/use-session-refresh';
import '@/shared/theme/full-system'; // every recipe, added to the root system
import { FullPageSpinner } from '../full-page-spinner';
import { Footer } from './footer';
import { Header } from './header';
import { menuItems } from './menu-items';
import { ProfileDialog } from './profile-dialog';
import { DrawerSideMenu, PermanentSideMenu } from './side-menu';

/**
 * The logged-in frame (spec 1 §2.3): header, side menu (permanent at `lg`, a drawer below), content,
 * footer with name and clock. An account that must change its password gets the bare form instead.
 */
export default function AppShell() {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const defaults = useDefaults();
  const rule = useRouteRule();
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useLogout();
  // Rights changed by an administrator show up on focus or navigation (decided: an open app learns of them soon).
  useSessionRefresh();
  const isDesktop = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const closeProfile = useCallback(() => setProfileOpen(false), []);

  useEffect(() => {
    if (isDesktop) setDrawerOpen(false);
  }, [isDesktop]);
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  // The guard renders the shell only for a live session.
  if (!auth?.authenticated) return <FullPageSpinner />;

  const content = (
    <Suspense
      fallback={
        <Center py="16">
          <Spinner role="status" color="brand.solid" aria-label={t('app.loading')} />
        </Center>
      }
    >
      <Outlet />
    </Suspense>
  );
  if (auth.mustChangePassword || auth.mustEnrolSecondFactor) {
    return (
      <Box minH="100dvh" bg="bg.subtle">
        {content}
      </Box>
    );
  }

  const items = menuItems(auth, defaults);
  const name = fullName(auth);
  return (
    <Flex direction="column" minH="100dvh">
      <Header
        title={rule ? t(`pages.${rule.titleKey}`) : t('app.name')}
        showMenuToggle={!isDesktop}
        showSearch={can(auth.abilities, 'superadmin')}
        userName={name}
        onOpenMenu={() => setDrawerOpen(true)}
        onOpenProfile={() => setProfileOpen(true)}
        onLogout={() => void logout()}
      />
      <Flex flex="1" minH="0">
        {isDesktop ? (
          <PermanentSideMenu items={items} />
        ) : (
          <DrawerSideMenu items={items} open={drawerOpen} onClose={closeDrawer} />
        )}
        <Box as="main" flex="1" minW="0">
          {content}
        </Box>
      </Flex>
      <Footer name={name} />
      <ProfileDialog
        auth={auth}
        open={profileOpen}
        onClose={closeProfile}
        onChangePassword={() => {
          setProfileOpen(false);
          void navigate(PATHS.password);
        }}
        onLogout={() => {
          setProfileOpen(false);
          void logout();
        }}
      />
    </Flex>
  );
}
