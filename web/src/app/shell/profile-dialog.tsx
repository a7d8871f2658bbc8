import { Button, CloseButton, DataList, Dialog, Portal, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { useCloseWithAllDialogs } from '@/shared/dialogs/dialog-store';
import type { Auth } from '@/shared/session/auth';

// Enrolment (QR code, recovery codes) loads only when the dialog opens, never with the login page.
const SecondFactorSection = lazy(() => import('@/features/second-factor/second-factor-section'));
// The calendar subscription likewise: only accounts with an employee record have assignments to subscribe to.
const CalendarFeedPanel = lazy(() => import('@/shared/calendar-feed/calendar-feed-panel'));

interface ProfileDialogProps {
  auth: Auth;
  open: boolean;
  onClose: () => void;
  onChangePassword: () => void;
  onLogout: () => void;
}

/** Employee id, username, last login, second factor, calendar subscription, change password and logout (spec 1 §2.3). */
export function ProfileDialog({ auth, open, onClose, onChangePassword, onLogout }: ProfileDialogProps) {
  const { t } = useTranslation();
  useCloseWithAllDialogs(open, onClose);
  const none = t('profile.none');
  const rows = [
    { label: t('profile.employeeId'), value: auth.employeeId != null ? String(auth.employeeId) : none, id: 'employee-id' },
    { label: t('profile.username'), value: auth.username ?? none, id: 'username' },
    { label: t('profile.lastLogin'), value: formatDateTime(auth.lastLogin, none), id: 'last-login' },
  ];
  return (
    <Dialog.Root open={open} placement="center" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="500px" mx="4" data-testid="profile-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('profile.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <DataList.Root orientation="horizontal" gap="3">
                {rows.map((row) => (
                  <DataList.Item key={row.id}>
                    <DataList.ItemLabel minW="32">{row.label}</DataList.ItemLabel>
                    <DataList.ItemValue data-testid={`profile-${row.id}`}>{row.value}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
              <Separator my="4" />
              <Stack gap="2" data-testid="profile-second-factor">
                <Text fontWeight="semibold">{t('profile.secondFactor')}</Text>
                {open && (
                  <Suspense fallback={<Spinner size="sm" />}>
                    <SecondFactorSection auth={auth} />
                  </Suspense>
                )}
              </Stack>
              {auth.employeeId != null && (
                <>
                  <Separator my="4" />
                  <Stack gap="2" data-testid="profile-calendar-feed">
                    <Text fontWeight="semibold">{t('profile.calendarFeed.title')}</Text>
                    {open && (
                      <Suspense fallback={<Spinner size="sm" />}>
                        <CalendarFeedPanel scope="own" />
                      </Suspense>
                    )}
                  </Stack>
                </>
              )}
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onChangePassword}>
                {t('profile.changePassword')}
              </Button>
              <Button colorPalette="brand" onClick={onLogout}>
                {t('profile.logout')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('profile.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
