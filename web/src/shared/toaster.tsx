import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { withFullTheme } from './theme/with-full-theme';
import { toaster } from './notify';

/**
 * Toasts never take a tap: they lie over other controls (the header on a phone, buttons on a desktop), and
 * a pointer resting on one would pause it. Only a closable toast's close button is clickable.
 */
// zag sets pointer-events inline on the toasts and their ghost elements: only !important overrides it.
const PASS_THROUGH = { '&, & [data-part=root], & [data-ghost]': { pointerEvents: 'none !important' } };

export function Toaster() {
  const { t } = useTranslation();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} css={PASS_THROUGH}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid={`toast-${toast.type ?? 'info'}`}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title whiteSpace="pre-line">{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description whiteSpace="pre-line">{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label={t('dialogs.close')} css={{ pointerEvents: 'auto !important' }} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

/** Loaded lazily by the app root, with the full theme (see shared/theme/root-system.ts). */
export default withFullTheme(Toaster);
