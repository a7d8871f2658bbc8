import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCloudOff, LuRefreshCw } from 'react-icons/lu';
import { formatDate } from '@/shared/format';
import type { QueuedAction } from '../offline/queue';
import type { OfflineQueueState } from '../offline/use-offline-queue';

/**
 * The header's connection badge: offline with the queue's length ('Offline · 3 wartend'),
 * online while the queue is sent ('Wird übertragen …'), waiting for a login after a 401. Nothing when
 * online with an empty queue.
 */
export function OfflineBadge({ queue }: { queue: OfflineQueueState }) {
  const { t } = useTranslation();
  const count = queue.actions.filter((a) => a.state === 'waiting').length;
  let text: string | null = null;
  let palette = 'orange';
  if (!queue.online) text = count ? t('timeclock.offline.badge', { count }) : t('timeclock.offline.badgeEmpty');
  else if (count && queue.needsLogin) text = t('timeclock.offline.loginNeeded', { count });
  else if (count) {
    text = t('timeclock.offline.sending');
    palette = 'blue';
  }
  if (!text) return null;
  return (
    <Badge size="lg" colorPalette={palette} variant="solid" gap="1.5" role="status" data-testid="offline-badge" data-count={count}>
      {queue.online ? <LuRefreshCw /> : <LuCloudOff />}
      {text}
    </Badge>
  );
}

/** Refused actions with their reason, each until dismissed: nothing made offline is dropped silently. */
export function RefusedPanel({ actions, orderId, onDismiss }: { actions: readonly QueuedAction[]; orderId: number; onDismiss: (seq: number) => void }) {
  const { t } = useTranslation();
  const refused = actions.filter((a) => a.state === 'refused');
  if (refused.length === 0) return null;
  return (
    <Box borderWidth="1px" borderStartWidth="4px" borderColor="border.error" bg="bg" rounded="lg" p="3" data-testid="refused-panel">
      <Heading as="h3" size="sm" color="fg.error">
        {t('timeclock.offline.refusedTitle')}
      </Heading>
      <Text fontSize="sm" mb="2">
        {t('timeclock.offline.refusedIntro')}
      </Text>
      <Stack gap="2">
        {refused.map((a) => (
          <HStack key={a.seq} align="start" justify="space-between" gap="2" bg="bg" rounded="md" p="2" borderWidth="1px" data-testid="refused-action" data-client-id={a.clientId}>
            <Stack gap="0.5" minW="0">
              <Text fontWeight="semibold">{a.employeeName}</Text>
              <Text fontSize="sm" color="fg.muted">
                {[
                  t('timeclock.offline.refusedLine', { action: t(`timeclock.offline.action.${a.clockingAction}`), date: formatDate(a.date), time: a.time }),
                  a.orderId !== orderId ? (a.orderName ?? t('timeclock.offline.refusedOrder', { id: a.orderId })) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Text fontSize="sm" color="fg.error" fontWeight="medium" data-testid="refused-message">
                {a.message}
              </Text>
            </Stack>
            <Button size="sm" variant="outline" minH="11" flexShrink={0} aria-label={t('timeclock.offline.dismissOf', { name: a.employeeName })} onClick={() => onDismiss(a.seq!)} data-testid="refused-dismiss">
              {t('timeclock.offline.dismiss')}
            </Button>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
