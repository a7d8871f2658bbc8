import { Alert, Button, Card, DataList, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFileDown, LuLockOpen, LuScale } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { type MonthEndStatusQuery, useReopenMonthMutation } from '@/generated/monthend';
import { confirmDialog } from '@/shared/dialogs/dialog-store';
import { saveBlob } from '@/shared/download';
import { notify } from '@/shared/notify';
import { PATHS } from '@/shared/paths';
import { recheckSession } from '@/shared/rest-session';
import { monthName } from '../month-end';
import { createPayrollFile } from '../monthend-rest';
import { CardState } from './card-state';
import { usePreviewProblems } from './preview-card';

type Status = MonthEndStatusQuery['monthEndStatus'];

/**
 * The export card (spec 3 §2.9, §4): which profile, which month the next closing closes, the note
 * that the month is locked afterwards, and the button that closes it and downloads the file. A
 * Superadmin can reopen the last closed month here.
 */
export function ExportCard({ status, error, onRetry, onChanged }: { status: Status | undefined; error: unknown; onRetry: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [reopen, reopening] = useReopenMonthMutation();
  const profile = status?.profileLabel ?? '';
  const problems = usePreviewProblems(status?.nextMonth);

  const create = async (yearMonth: string) => {
    const month = monthName(yearMonth);
    // The office closes knowingly: the dialog names the findings nobody has acknowledged yet.
    const open = status?.openFindings ?? 0;
    const findings = open > 0 ? `\n\n${t('monthend.export.confirmFindings', { month, count: open })}` : '';
    const ok = await confirmDialog({
      title: t('monthend.export.confirmTitle', { month }),
      message: t('monthend.export.confirmMessage', { month, profile }) + findings,
      confirmLabel: t('monthend.export.confirm'),
      tone: 'primary',
    });
    if (!ok) return;
    setBusy(true);
    try {
      const answer = await createPayrollFile(yearMonth);
      if (answer.kind === 'ok') {
        saveBlob(answer.blob, answer.fileName);
        notify.success(t('monthend.export.created', { profile }));
      } else {
        if (answer.kind === 'refused' && answer.status === 401) recheckSession(client);
        // The server's reason (e.g. 409: the month was closed meanwhile) under the spec's message.
        const reason = answer.kind === 'refused' && answer.status !== 401 ? (answer.message ?? undefined) : undefined;
        notify.error(t('monthend.export.failed', { profile }), { description: reason });
      }
    } finally {
      setBusy(false);
      onChanged();
    }
  };

  const reopenMonth = async (yearMonth: string) => {
    const month = monthName(yearMonth);
    const ok = await confirmDialog({
      title: t('monthend.export.reopenTitle', { month }),
      message: t('monthend.export.reopenMessage', { month }),
      confirmLabel: t('monthend.export.reopenConfirm'),
    });
    if (!ok) return;
    try {
      await reopen({ variables: { yearMonth } });
      notify.success(t('monthend.export.reopened', { month }));
    } catch {
      // 403/409 are reported by the app's error handling; nothing else to undo here.
    } finally {
      onChanged();
    }
  };

  return (
    <Card.Root variant="outline" size={{ base: 'sm', md: 'md' }} data-testid="monthend-export-card">
      <Card.Header>
        <Card.Title as="h2" fontSize="lg">
          {t('monthend.export.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body pt="1">
        {!status ? (
          <CardState error={error} onRetry={onRetry} />
        ) : (
          <Stack gap="4">
            <DataList.Root orientation="horizontal" size="md">
              <DataList.Item>
                <DataList.ItemLabel>{t('monthend.export.profile')}</DataList.ItemLabel>
                <DataList.ItemValue data-testid="monthend-profile">{status.profileLabel}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('monthend.export.month')}</DataList.ItemLabel>
                <DataList.ItemValue fontWeight="semibold" data-testid="monthend-next-month">
                  {status.nextMonth ? monthName(status.nextMonth) : t('common.none')}
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            {status.nextMonth && (
              <HStack gap="2" flexWrap="wrap" data-testid="monthend-findings" data-count={status.openFindings}>
                <LuScale aria-hidden />
                <Text fontWeight={status.openFindings > 0 ? 'semibold' : 'normal'} color={status.openFindings > 0 ? 'orange.fg' : 'fg.muted'}>
                  {status.openFindings > 0 ? t('monthend.export.findings', { count: status.openFindings }) : t('monthend.export.noFindings')}
                </Text>
                <Link asChild colorPalette="brand" fontSize="sm">
                  <RouterLink to={`${PATHS.compliance}?month=${status.nextMonth}`} data-testid="monthend-findings-link">
                    {t('monthend.export.findingsLink', { month: monthName(status.nextMonth) })}
                  </RouterLink>
                </Link>
              </HStack>
            )}
            {status.nextMonth ? (
              <Alert.Root status="warning" size="sm">
                <Alert.Indicator />
                <Alert.Title fontWeight="normal" data-testid="monthend-note">
                  {t('monthend.export.note', { profile, month: monthName(status.nextMonth) })}
                </Alert.Title>
              </Alert.Root>
            ) : (
              <Text color="fg.muted" fontSize="sm" data-testid="monthend-nothing-to-close">
                {t('monthend.export.nothingToClose')}
              </Text>
            )}
            {problems.length > 0 && (
              // What the server refuses the closing for (e.g. personnel numbers LODAS cannot read), said before the click.
              <Alert.Root status="error" size="sm" data-testid="monthend-problems">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t('monthend.preview.problemsTitle')}</Alert.Title>
                  <Alert.Description>
                    <Stack gap="1" as="ul" listStyleType="none">
                      {[...new Set(problems.map((p) => p.message))].map((m) => (
                        <Text as="li" key={m} overflowWrap="anywhere" data-testid="monthend-problem">
                          {m}
                        </Text>
                      ))}
                    </Stack>
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <HStack gap="3" flexWrap="wrap">
              <Button
                colorPalette="brand"
                minH="11"
                w={{ base: 'full', sm: 'auto' }}
                disabled={!status.nextMonth || busy}
                loading={busy}
                loadingText={t('monthend.export.creating', { profile })}
                onClick={() => status.nextMonth && void create(status.nextMonth)}
                data-testid="monthend-create"
              >
                <LuFileDown />
                {t('monthend.export.create', { profile })}
              </Button>
            </HStack>
            {status.lastClosedMonth && (
              <HStack gap="3" justify="space-between" flexWrap="wrap" borderTopWidth="1px" pt="3">
                <Text fontSize="sm" color="fg.muted" data-testid="monthend-last-closed">
                  {t('monthend.export.lastClosed', { month: monthName(status.lastClosedMonth) })}
                </Text>
                {status.canReopen && (
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    minH="10"
                    loading={reopening.loading}
                    onClick={() => status.lastClosedMonth && void reopenMonth(status.lastClosedMonth)}
                    data-testid="monthend-reopen"
                  >
                    <LuLockOpen />
                    {t('monthend.export.reopen')}
                  </Button>
                )}
              </HStack>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
