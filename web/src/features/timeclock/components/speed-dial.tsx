import { Box, Button, IconButton, Stack } from '@chakra-ui/react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';

export interface DialAction {
  key: string;
  label: string;
  icon: ReactNode;
  onSelect: () => void;
}

/**
 * A floating action button that opens its actions above it (spec 2 §2.5 speed dial), within reach of
 * the thumb; a tap outside or Escape closes it.
 */
export function SpeedDial({ actions }: { actions: DialAction[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  if (actions.length === 0) return null;

  return (
    <>
      {open && <Box position="fixed" inset="0" bg="blackAlpha.400" zIndex="overlay" onClick={() => setOpen(false)} data-testid="speed-dial-backdrop" />}
      <Stack align="end" gap="2" position="relative" zIndex={open ? 'modal' : undefined} pointerEvents="auto">
        {open && (
          <Stack align="end" gap="2" role="menu" id="speed-dial-actions" data-testid="speed-dial-actions">
            {actions.map((a) => (
              <Button
                key={a.key}
                role="menuitem"
                h="12"
                px="4"
                rounded="full"
                bg="bg"
                color="fg"
                shadow="md"
                variant="outline"
                fontWeight="medium"
                onClick={() => {
                  setOpen(false);
                  a.onSelect();
                }}
                data-testid={`dial-${a.key}`}
              >
                {a.icon}
                {a.label}
              </Button>
            ))}
          </Stack>
        )}
        <IconButton
          aria-label={t(open ? 'timeclock.dial.close' : 'timeclock.dial.open')}
          aria-expanded={open}
          aria-controls="speed-dial-actions"
          colorPalette="brand"
          rounded="full"
          boxSize="14"
          shadow="lg"
          onClick={() => setOpen((o) => !o)}
          data-testid="speed-dial"
        >
          <Box transform={open ? 'rotate(45deg)' : undefined} transition="transform 0.15s" fontSize="xl">
            <LuPlus />
          </Box>
        </IconButton>
      </Stack>
    </>
  );
}
