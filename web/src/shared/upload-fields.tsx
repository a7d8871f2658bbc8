import { Box, Button, HStack, Input, Progress, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { LuFileText } from 'react-icons/lu';
import type { UploadProgress } from './upload';

/**
 * One file chosen by a button (the native input stays hidden), its name beside it. The input is
 * emptied after each choice, so choosing the same file again still reports it.
 */
export function FilePicker({
  file,
  accept,
  disabled,
  onChange,
  testId,
  labels,
}: {
  file: File | null;
  accept: string;
  disabled?: boolean;
  onChange: (file: File) => void;
  /** The input's test id; the file name gets `<testId>-name`. */
  testId: string;
  labels: { choose: string; change: string; none: string };
}) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <HStack gap="3" w="full" flexWrap="wrap">
      <Input
        ref={picker}
        type="file"
        accept={accept}
        display="none"
        onChange={(e) => {
          const chosen = e.currentTarget.files?.[0] ?? null;
          if (chosen) onChange(chosen);
          e.currentTarget.value = '';
        }}
        data-testid={testId}
      />
      <Button variant="outline" size="sm" minH="10" disabled={disabled} onClick={() => picker.current?.click()}>
        <LuFileText />
        {file ? labels.change : labels.choose}
      </Button>
      <Text fontSize="sm" color={file ? 'fg' : 'fg.muted'} overflowWrap="anywhere" minW="0" flex="1" data-testid={`${testId}-name`}>
        {file ? file.name : labels.none}
      </Text>
    </HStack>
  );
}

/** The transfer's share while bytes are sent, then an indeterminate bar while the server works on the file. */
export function UploadProgressBar({
  progress,
  testId,
  labels,
}: {
  progress: UploadProgress;
  testId: string;
  labels: { uploading: string; processing: string; percent: (percent: number) => string };
}) {
  const percent = progress.sent === null ? null : Math.round(progress.sent * 100);
  return (
    <Box data-testid={testId} aria-live="polite">
      <Progress.Root value={progress.processing || percent === null ? null : percent} colorPalette="brand" size="md">
        <HStack justify="space-between" mb="1">
          <Progress.Label>{progress.processing ? labels.processing : labels.uploading}</Progress.Label>
          {!progress.processing && percent !== null && <Progress.ValueText>{labels.percent(percent)}</Progress.ValueText>}
        </HStack>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
