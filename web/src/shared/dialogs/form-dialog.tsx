import { CloseButton, Dialog, Portal, useBreakpointValue } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseWithAllDialogs } from './dialog-store';
import '../ui-texts';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Width from `md` up; below it the dialog fills the screen. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  testId?: string;
  /** Keep it open on outside clicks (forms with typed data). */
  modalLock?: boolean;
}

/**
 * A feature dialog: full-screen on phones (390 px), centred with a maximum width from `md` up
 * (spec 1 §9 "Modal default max width 500 px"); closes with every dialog on a 401.
 */
export function FormDialog({ open, onClose, title, children, footer, size = 'md', testId, modalLock = true }: FormDialogProps) {
  const { t } = useTranslation();
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  useCloseWithAllDialogs(open, onClose);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      size={phone ? 'full' : size}
      placement={phone ? 'top' : 'center'}
      scrollBehavior="inside"
      closeOnInteractOutside={!modalLock}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} maxW={phone ? undefined : size === 'md' ? '500px' : undefined}>
            <Dialog.Header pe="12" px={{ base: '4', md: '6' }}>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body px={{ base: '4', md: '6' }}>{children}</Dialog.Body>
            {footer && (
              <Dialog.Footer flexWrap="wrap" borderTopWidth="1px" pt="4" px={{ base: '4', md: '6' }}>
                {footer}
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
