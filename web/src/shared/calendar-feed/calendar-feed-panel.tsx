import { Button, HStack, IconButton, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCalendarPlus, LuCopy } from 'react-icons/lu';
import {
  type CalendarFeedFieldsFragment,
  useMyCalendarFeedLazyQuery,
  useOfficeCalendarFeedLazyQuery,
  useRenewMyCalendarFeedMutation,
  useRenewOfficeCalendarFeedMutation,
  useRevokeMyCalendarFeedMutation,
  useRevokeOfficeCalendarFeedMutation,
} from '@/generated/graphql';
import { copyText } from '@/shared/clipboard';
import { confirmDialog } from '@/shared/dialogs/dialog-store';
import { formatDateTime } from '@/shared/format';
import { notify } from '@/shared/notify';
import { feedDisplay } from './calendar-feed';

/** `own`: the account's assignments (profile dialog); `office`: every inventory (orders calendar tab). */
export type FeedScope = 'own' | 'office';

/**
 * A calendar subscription: made on request (not by opening the dialog), its address shown once with
 * copy and "open in calendar app", a new address (the old one stops) and revoking, each confirmed.
 */
export default function CalendarFeedPanel({ scope }: { scope: FeedScope }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<CalendarFeedFieldsFragment | null>(null);
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [loadOwn] = useMyCalendarFeedLazyQuery({ fetchPolicy: 'network-only' });
  const [loadOffice] = useOfficeCalendarFeedLazyQuery({ fetchPolicy: 'network-only' });
  const [renewOwn] = useRenewMyCalendarFeedMutation();
  const [renewOffice] = useRenewOfficeCalendarFeedMutation();
  const [revokeOwn] = useRevokeMyCalendarFeedMutation();
  const [revokeOffice] = useRevokeOfficeCalendarFeedMutation();
  const display = feedDisplay(answer);
  const testId = `calendar-feed-${scope}`;

  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    try {
      await step();
    } catch {
      notify.error(t('profile.calendarFeed.failed'));
    } finally {
      setBusy(false);
    }
  };

  const load = () =>
    run(async () => {
      const r = scope === 'own' ? (await loadOwn()).data?.myCalendarFeed : (await loadOffice()).data?.officeCalendarFeed;
      if (!r) throw new Error('no answer');
      setAnswer(r);
      setAsked(true);
    });

  const renew = async () => {
    if (display.kind !== 'none') {
      const ok = await confirmDialog({
        title: t('profile.calendarFeed.renewTitle'),
        message: t('profile.calendarFeed.renewMessage'),
        confirmLabel: t('profile.calendarFeed.renew'),
        tone: 'primary',
      });
      if (!ok) return;
    }
    await run(async () => {
      const r = scope === 'own' ? (await renewOwn()).data?.renewMyCalendarFeed : (await renewOffice()).data?.renewOfficeCalendarFeed;
      if (!r) throw new Error('no answer');
      setAnswer(r);
      notify.success(t('profile.calendarFeed.renewed'));
    });
  };

  const revoke = async () => {
    const ok = await confirmDialog({
      title: t('profile.calendarFeed.revokeTitle'),
      message: t('profile.calendarFeed.revokeMessage'),
      confirmLabel: t('profile.calendarFeed.revoke'),
    });
    if (!ok) return;
    await run(async () => {
      if (scope === 'own') await revokeOwn();
      else await revokeOffice();
      setAnswer({ url: '', active: false, createdAt: null });
      notify.success(t('profile.calendarFeed.revoked'));
    });
  };

  const copy = async (url: string) => {
    if (await copyText(url)) notify.success(t('profile.calendarFeed.copied'), { id: 'calendar-feed-copy' });
    else notify.error(t('profile.calendarFeed.copyFailed'), { id: 'calendar-feed-copy' });
  };

  return (
    <Stack gap="2" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted">
        {t(scope === 'own' ? 'profile.calendarFeed.intro' : 'profile.calendarFeed.officeIntro')}
      </Text>
      {!asked ? (
        <Button size="sm" variant="outline" alignSelf="flex-start" loading={busy} onClick={() => void load()} data-testid={`${testId}-open`}>
          <LuCalendarPlus />
          {t('profile.calendarFeed.setUp')}
        </Button>
      ) : (
        <>
          {display.kind === 'url' && (
            <Stack gap="2">
              <HStack gap="2">
                <Input
                  size="sm"
                  readOnly
                  value={display.url}
                  aria-label={t('profile.calendarFeed.address')}
                  data-testid={`${testId}-url`}
                  onFocus={(e) => e.currentTarget.select()}
                />
                <IconButton size="sm" variant="outline" aria-label={t('profile.calendarFeed.copy')} title={t('profile.calendarFeed.copy')} onClick={() => void copy(display.url)} data-testid={`${testId}-copy`}>
                  <LuCopy />
                </IconButton>
              </HStack>
              <Text fontSize="sm">{t('profile.calendarFeed.onlyOnce')}</Text>
              {display.webcal && (
                <Link href={display.webcal} fontSize="sm" colorPalette="brand" alignSelf="flex-start">
                  {t('profile.calendarFeed.openInApp')}
                </Link>
              )}
            </Stack>
          )}
          {display.kind === 'hidden' && (
            <Text fontSize="sm" data-testid={`${testId}-hidden`}>
              {t('profile.calendarFeed.hidden', { date: formatDateTime(display.createdAt, '–') })}
            </Text>
          )}
          {display.kind === 'none' && (
            <Text fontSize="sm" data-testid={`${testId}-none`}>
              {t('profile.calendarFeed.none')}
            </Text>
          )}
          <HStack gap="2" flexWrap="wrap">
            <Button size="sm" variant="outline" loading={busy} onClick={() => void renew()} data-testid={`${testId}-renew`}>
              {t('profile.calendarFeed.renew')}
            </Button>
            {display.kind !== 'none' && (
              <Button size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={() => void revoke()} data-testid={`${testId}-revoke`}>
                {t('profile.calendarFeed.revoke')}
              </Button>
            )}
          </HStack>
        </>
      )}
    </Stack>
  );
}
