import { Button, CloseButton, Dialog, HStack, Portal, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { withFullTheme } from '../theme/with-full-theme';
import { type DialogEntry, dismissDialog, useDialogEntries } from './dialog-store';

/** Renders the shared dialogs; mounted once at the root. */
export function DialogHost() {
  const entries = useDialogEntries();
  return (
    <>
      {entries.map((entry) => (
        <SharedDialog key={entry.id} entry={entry} />
      ))}
    </>
  );
}

function SharedDialog({ entry }: { entry: DialogEntry }) {
  const { t } = useTranslation();
  const close = () => {
    if (entry.kind === 'confirm') entry.resolve(false);
    else if (entry.kind === 'info') entry.resolve();
    else if (entry.timedOut) dismissDialog(entry.id);
  };
  const blocking = entry.kind === 'loading' && !entry.timedOut;
  const role = entry.kind === 'confirm' ? 'alertdialog' : 'dialog';

  return (
    <Dialog.Root
      open
      role={role}
      placement="center"
      size="sm"
      closeOnInteractOutside={!blocking}
      closeOnEscape={!blocking}
      onOpenChange={(e) => !e.open && close()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="500px" mx="4" data-testid={`dialog-${entry.kind}`}>
            {entry.kind === 'confirm' && (
              <>
                <Dialog.Header>
                  <Dialog.Title>{entry.options.title ?? t('dialogs.confirm.title')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Text whiteSpace="pre-line">{entry.options.message ?? t('dialogs.confirm.message')}</Text>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={() => entry.resolve(false)}>
                    {entry.options.cancelLabel ?? t('dialogs.confirm.cancel')}
                  </Button>
                  <Button colorPalette={entry.options.tone === 'primary' ? 'brand' : 'red'} onClick={() => entry.resolve(true)}>
                    {entry.options.confirmLabel ?? t('dialogs.confirm.ok')}
                  </Button>
                </Dialog.Footer>
              </>
            )}
            {entry.kind === 'info' && (
              <>
                <Dialog.Header>
                  <Dialog.Title>{entry.options.title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Text whiteSpace="pre-line">{entry.options.message}</Text>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button colorPalette="brand" onClick={() => entry.resolve()}>
                    {t('dialogs.info.ok')}
                  </Button>
                </Dialog.Footer>
              </>
            )}
            {entry.kind === 'loading' &&
              (entry.timedOut ? (
                <>
                  <Dialog.Body pt="6">
                    <Text color="fg.error">{t('errors.timeout')}</Text>
                  </Dialog.Body>
                  <Dialog.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label={t('dialogs.close')} />
                  </Dialog.CloseTrigger>
                </>
              ) : (
                <Dialog.Body py="6">
                  <HStack gap="4">
                    <Spinner color="brand.solid" />
                    <Text>{entry.message ?? t('dialogs.loading.message')}</Text>
                  </HStack>
                </Dialog.Body>
              ))}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Loaded lazily by the app root, with the full theme (see shared/theme/root-system.ts). */
export default withFullTheme(DialogHost);
