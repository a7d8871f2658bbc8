import { Badge, Box, Button, Center, Grid, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuSend } from 'react-icons/lu';
import { useOutboxMessageQuery } from '@/generated/outbox';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { formatDateTime } from '@/shared/format';
import { canResend, stateColor } from './outbox-view';

interface Props {
  /** The message shown; null closes the dialog. */
  id: number | null;
  onClose: () => void;
  onResend: (id: number) => Promise<void>;
  resending: boolean;
}

/**
 * A message as the recipient gets it. The HTML runs in an iframe with `sandbox=""`: no scripts, no
 * forms, no access to the app's origin — a template that let a customer's store name through
 * unescaped could not act in the Superadmin's session.
 */
export function OutboxPreviewDialog({ id, onClose, onResend, resending }: Props) {
  const { t } = useTranslation();
  const { data, error, refetch } = useOutboxMessageQuery({ variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'network-only' });
  const m = id !== null && data?.outboxMessage.id === id ? data.outboxMessage : null;

  return (
    <FormDialog
      open={id !== null}
      onClose={onClose}
      title={m ? t('outbox.previewOf', { subject: m.subject }) : t('outbox.preview')}
      size="xl"
      testId="outbox-preview-dialog"
      modalLock={false}
      footer={
        <>
          {m && canResend(m.state) && (
            <Button colorPalette="brand" loading={resending} onClick={() => void onResend(m.id).then(() => refetch())} data-testid="outbox-preview-resend">
              <LuSend />
              {t('outbox.resend')}
            </Button>
          )}
          <Button variant="outline" onClick={onClose}>
            {t('outbox.dialog.close')}
          </Button>
        </>
      }
    >
      {!m ? (
        error ? (
          <Stack align="center" py="8" gap="3">
            <Text color="fg.error">{t('common.loadFailed')}</Text>
            <Button size="sm" variant="outline" onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        ) : (
          <Center py="10">
            <Spinner role="status" color="brand.solid" aria-label={t('table.loading')} />
          </Center>
        )
      ) : (
        <Stack gap="3">
          <Grid templateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm" data-testid="outbox-preview-meta">
            <Text color="fg.muted">{t('outbox.dialog.to')}</Text>
            <Text overflowWrap="anywhere" data-testid="outbox-preview-recipient">
              {m.recipient}
            </Text>
            <Text color="fg.muted">{t('outbox.dialog.kind')}</Text>
            <Text>{t(`outbox.kinds.${m.kind as 'NEW_DOCUMENT'}`, { defaultValue: m.kind })}</Text>
            <Text color="fg.muted">{t('outbox.dialog.state')}</Text>
            <Box>
              <Badge colorPalette={stateColor(m.state)} size="sm">
                {m.stateLabel}
              </Badge>{' '}
              <Text as="span" color="fg.muted">
                {m.sentAt ? t('outbox.sentAt', { at: formatDateTime(m.sentAt) }) : t('outbox.attempts', { count: m.attempts })}
              </Text>
            </Box>
            <Text color="fg.muted">{t('outbox.dialog.created')}</Text>
            <Text>{formatDateTime(m.createdAt)}</Text>
            {m.lastError && (
              <>
                <Text color="fg.muted">{t('outbox.dialog.lastError')}</Text>
                <Text color="fg.error" overflowWrap="anywhere">
                  {m.lastError}
                </Text>
              </>
            )}
          </Grid>
          <Tabs.Root defaultValue="html" variant="line" colorPalette="brand" lazyMount>
            <Tabs.List>
              <Tabs.Trigger value="html" minH="11" data-testid="outbox-preview-tab-html">
                {t('outbox.dialog.html')}
              </Tabs.Trigger>
              <Tabs.Trigger value="text" minH="11" data-testid="outbox-preview-tab-text">
                {t('outbox.dialog.text')}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="html">
              <Box borderWidth="1px" rounded="md" overflow="hidden" bg="white" h={{ base: '60vh', md: '480px' }}>
                {/* An empty sandbox is the strictest one: no scripts, a unique origin. */}
                <iframe sandbox="" srcDoc={m.html} title={t('outbox.dialog.frameTitle')} style={{ width: '100%', height: '100%', border: 0 }} data-testid="outbox-preview-html" />
              </Box>
            </Tabs.Content>
            <Tabs.Content value="text">
              <Box
                as="pre"
                whiteSpace="pre-wrap"
                overflowWrap="anywhere"
                fontFamily="mono"
                fontSize="sm"
                p="3"
                borderWidth="1px"
                rounded="md"
                bg="bg.subtle"
                data-testid="outbox-preview-text"
              >
                {m.text}
              </Box>
            </Tabs.Content>
          </Tabs.Root>
        </Stack>
      )}
    </FormDialog>
  );
}
