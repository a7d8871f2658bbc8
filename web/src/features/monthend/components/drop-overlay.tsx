import { Center, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuUpload } from 'react-icons/lu';
import { dragHasFiles, firstFile } from '../upload-form';

/**
 * Drag and drop anywhere on the page (spec 3 §2.9): while files are dragged over the window an
 * overlay shows where they go; a drop hands the first file on. Listens on the window, so the
 * header, the menu and the empty space count as "the page" as well. While the upload dialog is open
 * a drop is swallowed (never the browser opening the PDF in place of the app) but not taken.
 */
export function useWindowDrop(enabled: boolean, onFile: (file: File) => void) {
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  const latest = useRef(onFile);
  latest.current = onFile;
  const active = useRef(enabled);
  active.current = enabled;

  useEffect(() => {
    if (!enabled) {
      depth.current = 0;
      setOver(false);
    }
  }, [enabled]);

  useEffect(() => {
    const enter = (e: DragEvent) => {
      if (!dragHasFiles(e.dataTransfer?.types)) return;
      e.preventDefault();
      depth.current += 1;
      if (active.current) setOver(true);
    };
    const overHandler = (e: DragEvent) => {
      if (!dragHasFiles(e.dataTransfer?.types)) return;
      // Without this the browser opens the dropped PDF instead of handing it to the page.
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = active.current ? 'copy' : 'none';
    };
    const leave = (e: DragEvent) => {
      if (!dragHasFiles(e.dataTransfer?.types)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setOver(false);
    };
    const drop = (e: DragEvent) => {
      if (!dragHasFiles(e.dataTransfer?.types)) return;
      e.preventDefault();
      depth.current = 0;
      setOver(false);
      const file = firstFile(e.dataTransfer?.files);
      if (file && active.current) latest.current(file);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragover', overHandler);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragover', overHandler);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, []);

  return over;
}

export function DropOverlay({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <Center
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="blackAlpha.500"
      pointerEvents="none"
      p="6"
      data-testid="monthend-drop-overlay"
    >
      <Stack align="center" gap="3" bg="bg" rounded="xl" borderWidth="3px" borderStyle="dashed" borderColor="brand.solid" px="10" py="8" shadow="lg">
        <LuUpload size={40} />
        <Text fontSize="xl" fontWeight="semibold">
          {t('monthend.upload.dropOverlay')}
        </Text>
      </Stack>
    </Center>
  );
}
