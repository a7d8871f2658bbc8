import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFileText } from 'react-icons/lu';
import { type FetchedFile, saveBlob } from './download';
import { notify } from './notify';
import { recheckSession } from './rest-session';

/**
 * One file of a list as a full-width row that downloads it: the name (wrapping, never cut), an optional
 * line of details, a spinner while it loads. Refusals are told the way every download tells them: a lost
 * session goes back to the login, 403 is "access denied", the server's own message where it gave one.
 */
export function DownloadRow({
  fileName,
  fetch,
  ariaLabel,
  failedText,
  notFoundText,
  details,
  testId,
  nameTestId,
}: {
  fileName: string;
  fetch: () => Promise<FetchedFile>;
  ariaLabel: string;
  /** Said when the download failed without a message of the server's. */
  failedText: string;
  /** Said for a 404 without a message of the server's (defaults to failedText). */
  notFoundText?: string;
  details?: string;
  testId?: string;
  nameTestId?: string;
}) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const answer = await fetch();
      if (answer.kind === 'ok') saveBlob(answer.blob, answer.fileName);
      else if (answer.kind === 'refused' && answer.status === 401) recheckSession(client);
      else if (answer.kind === 'refused' && answer.status === 403) notify.error(t('errors.accessDenied'), { id: 'forbidden' });
      else if (answer.kind === 'refused' && answer.message) notify.error(answer.message);
      else if (answer.kind === 'refused' && answer.status === 404) notify.error(notFoundText ?? failedText);
      else notify.error(answer.kind === 'failed' && answer.timeout ? t('errors.timeout') : failedText);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="ghost"
      w="full"
      h="auto"
      minH="12"
      py="2"
      px="3"
      rounded="none"
      justifyContent="start"
      textAlign="start"
      whiteSpace="normal"
      aria-label={ariaLabel}
      onClick={() => void download()}
      disabled={busy}
      data-testid={testId}
    >
      <HStack gap="3" w="full" align="start">
        <Box pt="0.5" color="brand.solid">
          {busy ? <Spinner size="sm" /> : <LuFileText />}
        </Box>
        <Stack gap="0" minW="0" flex="1">
          <Text fontWeight="medium" overflowWrap="anywhere" color="brand.fg" data-testid={nameTestId}>
            {fileName}
          </Text>
          {details && (
            <Text fontSize="xs" color="fg.muted" fontWeight="normal">
              {details}
            </Text>
          )}
        </Stack>
      </HStack>
    </Button>
  );
}
