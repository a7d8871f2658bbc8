import { Badge, Box, Button, Card, Field, Flex, HStack, Input, NativeSelect, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import { type AuditEventFieldsFragment, type AuditFilterInput, useAuditEventsQuery, useAuditUsersQuery } from '@/generated/audit';
import { auditChangeText, type AuditTexts } from '@/shared/audit-changes';
import { DayField } from '@/shared/date/day-field';
import { formatDateTime } from '@/shared/format';
import { ListState } from '@/shared/list-states';
import './texts';

type Row = AuditEventFieldsFragment;
const PAGE_SIZE = 25;
const TYPES = ['Employee', 'WageEntry', 'EmploymentEntry', 'Worklog', 'PerDiem', 'Order', 'Customer', 'Registration', 'User', 'MonthEndClosing', 'PayrollExportSettings', 'PerDiemSettings', 'EmployeeDocument', 'Role'] as const;
const ACTIONS = ['CREATE', 'UPDATE', 'DELETE', 'LOGIN', 'LOGIN_FAILED', 'LOGIN_LOCKED', 'FORBIDDEN', 'WELCOME_LETTER', 'PASSWORD_CHANGE', 'MONTH_CLOSE', 'MONTH_REOPEN', 'SETTINGS_CHANGE', 'DOCUMENT_READ', 'ROLE_ASSIGN', 'ROLE_UNASSIGN', 'ROLE_CREATE', 'ROLE_UPDATE', 'ROLE_DELETE', 'AUTHORITY_GRANT', 'AUTHORITY_REVOKE'] as const;
/** Changed fields shown per event before "and n more". */
const SHOWN_CHANGES = 6;
const isDay = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

/** The URL's filter as the query's filter: the page can be bookmarked and reloaded as it is. */
function filterOf(p: URLSearchParams): AuditFilterInput {
  const userId = Number(p.get('userId'));
  return {
    userId: p.get('userId') && Number.isInteger(userId) ? userId : undefined,
    entityType: p.get('entityType') || undefined,
    entityId: p.get('entityId')?.trim() || undefined,
    action: p.get('action') || undefined,
    from: isDay(p.get('from')),
    to: isDay(p.get('to')),
  };
}

const actionColor = (a: string) =>
  a === 'DELETE' || a === 'FORBIDDEN' || a === 'LOGIN_LOCKED' || a === 'LOGIN_FAILED' ? 'red' : a === 'CREATE' ? 'green' : a === 'UPDATE' ? 'blue' : 'gray';

/** /auditlog (Superadmin): who changed what, when; filtered by user, record and day; paged. */
export default function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const desktop = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
  const [urlParams, setUrlParams] = useSearchParams();
  // The filter is React state mirrored into the URL: quick successive changes queue up instead of
  // each starting from a stale copy of the URL.
  const [params, setQuery] = useState(() => new URLSearchParams(urlParams));
  useEffect(() => {
    if (params.toString() !== new URLSearchParams(window.location.search).toString()) setUrlParams(params, { replace: true });
  }, [params, setUrlParams]);
  const filter = filterOf(params);
  const page = Math.max(Number(params.get('page')) || 0, 0);
  const users = useAuditUsersQuery({ fetchPolicy: 'cache-first' });
  const { data, previousData, error, loading, refetch } = useAuditEventsQuery({
    variables: { filter, page, size: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.auditEvents;
  const rows = data?.auditEvents.items;

  const set = (key: string, value: string | undefined) =>
    setQuery((p) => {
      const q = new URLSearchParams(p);
      if (value) q.set(key, value);
      else q.delete(key);
      if (key !== 'page') q.delete('page');
      return q;
    });

  const texts: AuditTexts = {
    none: t('common.none'),
    yes: t('common.yes'),
    no: t('common.no'),
    label: (field) => (i18n.exists(`audit.fields.${field}`) ? t(`audit.fields.${field}` as 'audit.fields.name') : undefined),
    value: (field, v) => (field === 'worklogType' && i18n.exists(`audit.worklogTypes.${v}`) ? t(`audit.worklogTypes.${v}` as 'audit.worklogTypes.WORK') : undefined),
  };
  // No user: an anonymous caller (a request) or the system itself (the demo seed, jobs).
  const who = (r: Row) => r.actorUsername ?? (r.requestId ? t('audit.anonymous') : t('audit.system'));
  const action = (r: Row) => (i18n.exists(`audit.actions.${r.action}`) ? t(`audit.actions.${r.action}` as 'audit.actions.CREATE') : r.action);
  const record = (r: Row) =>
    r.entityType ? `${i18n.exists(`audit.types.${r.entityType}`) ? t(`audit.types.${r.entityType}` as 'audit.types.User') : r.entityType}${r.entityId ? ` ${r.entityId}` : ''}` : '';
  const changes = (r: Row) => {
    const list = r.changes.map((c) => auditChangeText(c, texts));
    return (
      <Stack gap="0" fontSize="sm" data-testid="audit-changes">
        {list.slice(0, SHOWN_CHANGES).map((line, i) => (
          <Text key={i} overflowWrap="anywhere">
            {line}
          </Text>
        ))}
        {list.length > SHOWN_CHANGES && <Text color="fg.muted">{t('audit.more', { count: list.length - SHOWN_CHANGES })}</Text>}
      </Stack>
    );
  };
  const badge = (r: Row) => (
    <Badge colorPalette={actionColor(r.action)} size="sm" flexShrink={0}>
      {action(r)}
    </Badge>
  );

  const half = 'calc(50% - 0.375rem)';
  const select = (key: 'userId' | 'entityType' | 'action', label: string, all: string, options: { value: string; label: string }[]) => (
    <Field.Root w={{ base: key === 'entityType' ? half : 'full', md: '48' }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm" bg="bg">
        <NativeSelect.Field value={params.get(key) ?? ''} onChange={(e) => set(key, e.currentTarget.value || undefined)} data-testid={`audit-filter-${key}`}>
          <option value="">{all}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );

  return (
    <Box p={{ base: '3', md: '6' }} pb={{ base: '8', md: '10' }} data-testid="audit-log">
      <Stack gap="3" maxW="7xl">
        <Text color="fg.muted" fontSize="sm">
          {t('audit.intro')}
        </Text>
        <Flex gap="3" align="end" wrap="wrap" role="group" aria-label={t('audit.filters.label')}>
          {select(
            'userId',
            t('audit.filters.user'),
            t('audit.filters.allUsers'),
            (users.data?.auditUsers ?? []).map((u) => ({ value: String(u.id), label: u.username })),
          )}
          {select(
            'entityType',
            t('audit.filters.entityType'),
            t('audit.filters.allTypes'),
            TYPES.map((ty) => ({ value: ty, label: t(`audit.types.${ty}`) })),
          )}
          <Field.Root w={{ base: half, md: '36' }}>
            <Field.Label>{t('audit.filters.entityId')}</Field.Label>
            <Input size="sm" bg="bg" value={params.get('entityId') ?? ''} onChange={(e) => set('entityId', e.currentTarget.value || undefined)} data-testid="audit-filter-entityId" />
          </Field.Root>
          {select(
            'action',
            t('audit.filters.action'),
            t('audit.filters.allActions'),
            ACTIONS.map((a) => ({ value: a, label: t(`audit.actions.${a}`) })),
          )}
          {(['from', 'to'] as const).map((k) => (
            <Box key={k} w={{ base: half, md: '44' }} css={{ '& input': { background: 'bg' } }}>
              <DayField label={t(`audit.filters.${k}`)} value={params.get(k) ?? ''} onChange={(v) => set(k, v || undefined)} testId={`audit-${k}`} />
            </Box>
          ))}
          <Button variant="ghost" size="sm" minH="11" onClick={() => setQuery(new URLSearchParams())}>
            {t('audit.filters.reset')}
          </Button>
        </Flex>

        {result && (
          <Text color="fg.muted" fontSize="sm" data-testid="audit-count">
            {t('audit.count', { count: result.totalElements })}
          </Text>
        )}

        {!rows?.length ? (
          <ListState items={rows} error={error} onRetry={() => void refetch()} framed emptyText={t('audit.empty')} />
        ) : desktop ? (
          <Table.Root size="sm" bg="bg" rounded="lg" borderWidth="1px" aria-label={t('audit.tableLabel')} data-testid="audit-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('audit.columns.time')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('audit.columns.user')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('audit.columns.action')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('audit.columns.record')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('audit.columns.changes')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r) => (
                <Table.Row key={r.id} data-testid="audit-row" verticalAlign="top">
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(r.at)}</Table.Cell>
                  <Table.Cell>{who(r)}</Table.Cell>
                  <Table.Cell>{badge(r)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{record(r)}</Table.Cell>
                  <Table.Cell>{changes(r)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ) : (
          <Stack gap="2">
            {rows.map((r) => (
              <Card.Root key={r.id} size="sm" data-testid="audit-row">
                <Card.Body gap="1">
                  <HStack justify="space-between" align="start" gap="2">
                    <Text fontWeight="semibold">{record(r) || action(r)}</Text>
                    {badge(r)}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDateTime(r.at)} · {who(r)}
                  </Text>
                  {changes(r)}
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        )}

        {result && result.totalPages > 1 && (
          <HStack justify="center" gap="3">
            <Button size="sm" minH="11" variant="outline" bg="bg" aria-label={t('audit.previous')} disabled={page === 0 || loading} onClick={() => set('page', String(page - 1))}>
              <LuChevronLeft />
            </Button>
            <Text fontSize="sm" data-testid="audit-page">
              {t('audit.page', { page: result.number + 1, pages: result.totalPages })}
            </Text>
            <Button size="sm" minH="11" variant="outline" bg="bg" aria-label={t('audit.next')} disabled={page + 1 >= result.totalPages || loading} onClick={() => set('page', String(page + 1))}>
              <LuChevronRight />
            </Button>
          </HStack>
        )}
      </Stack>
    </Box>
  );
}
