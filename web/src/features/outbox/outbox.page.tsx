import { Badge, Box, Button, Card, Field, Flex, HStack, NativeSelect, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight, LuEye, LuSend } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import { type OutboxMessageFieldsFragment, useOutboxMessagesQuery, useResendOutboxMessageMutation } from '@/generated/outbox';
import { formatDateTime } from '@/shared/format';
import { errorCodes } from '@/shared/graphql-errors';
import { ListState } from '@/shared/list-states';
import { notify } from '@/shared/notify';
import { MessageSettingsCard } from './message-settings-card';
import { OutboxPreviewDialog } from './outbox-preview-dialog';
import { canResend, OUTBOX_STATES, outboxQueryOf, stateColor, totalPages } from './outbox-view';
import './texts';

type Row = OutboxMessageFieldsFragment;

/**
 * /outbox "E-Mail-Ausgang" (Superadmin): every message the app queued — waiting, sent, failed or kept
 * for want of an SMTP server — with a preview, "Erneut senden" for those that did not go out, and the
 * settings which messages go out at all.
 */
export default function OutboxPage() {
  const { t } = useTranslation();
  const desktop = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
  const [urlParams, setUrlParams] = useSearchParams();
  // The filter is React state mirrored into the URL: the page can be bookmarked and reloaded as it is.
  const [params, setQuery] = useState(() => new URLSearchParams(urlParams));
  useEffect(() => {
    if (params.toString() !== new URLSearchParams(window.location.search).toString()) setUrlParams(params, { replace: true });
  }, [params, setUrlParams]);
  const variables = outboxQueryOf(params);
  const { data, previousData, error, loading, refetch } = useOutboxMessagesQuery({
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.outboxMessages;
  const rows = data?.outboxMessages.items;
  const pages = totalPages(result?.total ?? 0, variables.size);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [resending, setResending] = useState<number | null>(null);
  // 409: the message went out or was queued meanwhile; the page says so itself and reloads.
  const [resendMessage] = useResendOutboxMessageMutation({ context: { handleErrors: ['CONFLICT'] } });

  const set = (key: 'state' | 'page', value: string | undefined) =>
    setQuery((p) => {
      const q = new URLSearchParams(p);
      if (value) q.set(key, value);
      else q.delete(key);
      if (key !== 'page') q.delete('page');
      return q;
    });

  const resend = async (id: number) => {
    setResending(id);
    try {
      await resendMessage({ variables: { id } });
      notify.success(t('outbox.resent'));
      await refetch();
    } catch (err) {
      notify.error(errorCodes(err).messages.CONFLICT ?? t('outbox.resendFailed'));
      await refetch();
    } finally {
      setResending(null);
    }
  };

  const badge = (r: Pick<Row, 'state' | 'stateLabel'>) => (
    <Badge colorPalette={stateColor(r.state)} size="sm" flexShrink={0} data-testid="outbox-state">
      {r.stateLabel}
    </Badge>
  );
  const actions = (r: Row) => (
    <HStack gap="1" justify="end" flexWrap="wrap">
      <Button size="xs" minH="9" variant="outline" onClick={() => setPreviewId(r.id)} data-testid="outbox-preview">
        <LuEye />
        {t('outbox.preview')}
      </Button>
      {canResend(r.state) && (
        <Button size="xs" minH="9" colorPalette="brand" loading={resending === r.id} onClick={() => void resend(r.id)} data-testid="outbox-resend">
          <LuSend />
          {t('outbox.resend')}
        </Button>
      )}
    </HStack>
  );
  const lastError = (r: Row) =>
    r.lastError ? (
      <Text fontSize="sm" color="fg.error" overflowWrap="anywhere" data-testid="outbox-last-error">
        {r.lastError}
      </Text>
    ) : null;

  return (
    <Box p={{ base: '3', md: '6' }} pb={{ base: '8', md: '10' }} data-testid="outbox">
      <Stack gap="4" maxW="7xl">
        <Text color="fg.muted" fontSize="sm">
          {t('outbox.intro')}
        </Text>
        <Flex gap="3" align="end" wrap="wrap" role="group" aria-label={t('outbox.filters.label')}>
          <Field.Root w={{ base: 'full', md: '64' }}>
            <Field.Label>{t('outbox.filters.state')}</Field.Label>
            <NativeSelect.Root size="sm" bg="bg">
              <NativeSelect.Field value={variables.state ?? ''} onChange={(e) => set('state', e.currentTarget.value || undefined)} data-testid="outbox-filter-state">
                <option value="">{t('outbox.filters.all')}</option>
                {OUTBOX_STATES.map((s) => (
                  <option key={s} value={s}>
                    {t(`outbox.states.${s}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {result && (
            <Text color="fg.muted" fontSize="sm" pb="2" data-testid="outbox-count">
              {t('outbox.count', { count: result.total })}
            </Text>
          )}
        </Flex>

        {!rows?.length ? (
          <ListState items={rows} error={error} onRetry={() => void refetch()} framed emptyText={t('outbox.empty')} emptyTestId="outbox-empty" />
        ) : desktop ? (
          <Box overflowX="auto" bg="bg" rounded="lg" borderWidth="1px">
            <Table.Root size="sm" aria-label={t('outbox.tableLabel')} data-testid="outbox-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('outbox.columns.createdAt')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('outbox.columns.recipient')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('outbox.columns.subject')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('outbox.columns.state')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('outbox.columns.attempts')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('outbox.columns.lastError')}</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Box srOnly>{t('outbox.preview')}</Box>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((r) => (
                  <Table.Row key={r.id} data-testid="outbox-row" data-state={r.state} verticalAlign="top">
                    <Table.Cell whiteSpace="nowrap">{formatDateTime(r.createdAt)}</Table.Cell>
                    <Table.Cell overflowWrap="anywhere" data-testid="outbox-recipient">
                      {r.recipient}
                    </Table.Cell>
                    <Table.Cell data-testid="outbox-subject">
                      <Text>{r.subject}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {t(`outbox.kinds.${r.kind as 'NEW_DOCUMENT'}`, { defaultValue: r.kind })}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>{badge(r)}</Table.Cell>
                    <Table.Cell textAlign="end" data-testid="outbox-attempts">
                      {r.attempts}
                    </Table.Cell>
                    <Table.Cell maxW="64">{lastError(r)}</Table.Cell>
                    <Table.Cell>{actions(r)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        ) : (
          <Stack gap="2">
            {rows.map((r) => (
              <Card.Root key={r.id} size="sm" data-testid="outbox-row" data-state={r.state}>
                <Card.Body gap="1">
                  <HStack justify="space-between" align="start" gap="2">
                    <Text fontWeight="semibold" data-testid="outbox-subject">
                      {r.subject}
                    </Text>
                    {badge(r)}
                  </HStack>
                  <Text fontSize="sm" overflowWrap="anywhere" data-testid="outbox-recipient">
                    {r.recipient}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDateTime(r.createdAt)} · <span data-testid="outbox-attempts">{t('outbox.attempts', { count: r.attempts })}</span>
                  </Text>
                  {lastError(r)}
                  {actions(r)}
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        )}

        {result && pages > 1 && (
          <HStack justify="center" gap="3">
            <Button
              size="sm"
              minH="11"
              variant="outline"
              bg="bg"
              aria-label={t('outbox.previous')}
              disabled={variables.page === 0 || loading}
              onClick={() => set('page', variables.page > 1 ? String(variables.page - 1) : undefined)}
            >
              <LuChevronLeft />
            </Button>
            <Text fontSize="sm" data-testid="outbox-page">
              {t('outbox.page', { page: variables.page + 1, pages })}
            </Text>
            <Button
              size="sm"
              minH="11"
              variant="outline"
              bg="bg"
              aria-label={t('outbox.next')}
              disabled={variables.page + 1 >= pages || loading}
              onClick={() => set('page', String(variables.page + 1))}
            >
              <LuChevronRight />
            </Button>
          </HStack>
        )}

        <MessageSettingsCard />
      </Stack>
      <OutboxPreviewDialog id={previewId} onClose={() => setPreviewId(null)} onResend={(id) => resend(id)} resending={resending !== null} />
    </Box>
  );
}
