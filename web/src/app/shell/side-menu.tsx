import { Box, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCloseWithAllDialogs } from '@/shared/dialogs/dialog-store';
import type { MenuItem } from './menu-items';
import { NavList } from './nav-list';

/** Permanent side menu at `lg` and wider. */
export function PermanentSideMenu({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation();
  return (
    <Box
      as="nav"
      aria-label={t('shell.mainNav')}
      data-testid="side-menu"
      w="64"
      flexShrink={0}
      bg="bg"
      borderRightWidth="1px"
      position="sticky"
      top="14"
      // Between the sticky header (14) and the sticky footer (10): the page never scrolls for the menu.
      h="calc(100dvh - var(--chakra-sizes-14) - var(--chakra-sizes-10))"
      overflowY="auto"
    >
      <NavList items={items} />
    </Box>
  );
}

/** The same menu as a drawer below `lg`. */
export function DrawerSideMenu({
  items,
  open,
  onClose,
}: {
  items: readonly MenuItem[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  useCloseWithAllDialogs(open, onClose);
  return (
    <Drawer.Root open={open} placement="start" size="xs" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="side-menu">
            <Drawer.Header bg="brand.solid" color="brand.contrast" py="3" px="4">
              <Drawer.Title fontSize="lg">{t('app.name')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton size="sm" color="brand.contrast" aria-label={t('shell.closeMenu')} />
            </Drawer.CloseTrigger>
            <Drawer.Body p="0">
              <Box as="nav" aria-label={t('shell.mainNav')}>
                <NavList items={items} onNavigate={onClose} />
              </Box>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
