import { Button, Checkbox, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCloseWithAllDialogs } from '../dialogs/dialog-store';
import '../ui-texts';

interface ColumnChooserProps {
  open: boolean;
  onClose: () => void;
  columns: readonly { id: string; header: string; alwaysVisible?: boolean }[];
  visible: Readonly<Record<string, boolean>>;
  onToggle: (id: string, show: boolean) => void;
  onReset: () => void;
}

/** The dialog that selects which table columns are shown (spec 1 §2.4). */
export function ColumnChooser({ open, onClose, columns, visible, onToggle, onReset }: ColumnChooserProps) {
  const { t } = useTranslation();
  useCloseWithAllDialogs(open, onClose);
  return (
    <Dialog.Root open={open} placement="center" size="xs" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="column-chooser">
            <Dialog.Header>
              <Dialog.Title>{t('table.columnsTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {columns
                  .filter((c) => !c.alwaysVisible)
                  .map((c) => (
                    <Checkbox.Root
                      key={c.id}
                      checked={!!visible[c.id]}
                      onCheckedChange={(e) => onToggle(c.id, e.checked === true)}
                      colorPalette="brand"
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{c.header}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="ghost" onClick={onReset}>
                {t('table.columnsReset')}
              </Button>
              <Button colorPalette="brand" onClick={onClose}>
                {t('common.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
