import { Badge, Box, Button, Card, Flex, HStack, Link as ChakraLink, Stack, Table, Tabs, Text, useBreakpointValue } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';
import { Link, useSearchParams } from 'react-router';
import {
  type TimeControllingClockedInQuery,
  type TimeControllingWithoutTeamLeaderQuery,
  useTimeControllingClockedInQuery,
  useTimeControllingWithoutTeamLeaderQuery,
} from '@/generated/timecontrolling';
import { DayField } from '@/shared/date/day-field';
import { useLiveClock } from '@/shared/live/use-live-clock';
import { formatDate, formatDateTime, todayIso } from '@/shared/format';
import { ListState } from '@/shared/list-states';
import { useEarliestValidFrom } from '@/shared/session/defaults';
import './texts';

type Tab = 'clockedIn' | 'withoutTeamLeader';
type ClockedIn = TimeControllingClockedInQuery['timeControllingClockedIn'][number];
type WithoutLeader = TimeControllingWithoutTeamLeaderQuery['timeControllingWithoutTeamLeader'][number];
const isDay = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);

/** /timecontrolling (spec 3 §2.12, Superadmin): who is clocked in now, and order days without their team leader. */
export default function TimeControllingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'withoutTeamLeader' ? 'withoutTeamLeader' : 'clockedIn';
  const desktop = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
  return (
    <Box p={{ base: '3', md: '6' }} pb={{ base: '8', md: '10' }} data-testid="time-controlling">
      <Tabs.Root
        value={tab}
        onValueChange={(e) => setParams(e.value === 'clockedIn' ? {} : { tab: e.value }, { replace: true })}
        variant="line"
        colorPalette="brand"
        lazyMount
        unmountOnExit
        maxW="6xl"
      >
        <Tabs.List>
          {(['clockedIn', 'withoutTeamLeader'] as const).map((k) => (
            <Tabs.Trigger key={k} value={k} minH="11" data-testid={`tc-tab-${k}`}>
              {t(`timeclock.controlling.tabs.${k}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="clockedIn">
          <ClockedInTab desktop={desktop} />
        </Tabs.Content>
        <Tabs.Content value="withoutTeamLeader">
          <WithoutTeamLeaderTab desktop={desktop} />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}

function ReloadButton({ onClick, loading }: { onClick: () => void; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" size="sm" minH="11" bg="bg" onClick={onClick} loading={loading}>
      <LuRefreshCw />
      {t('timeclock.controlling.reload')}
    </Button>
  );
}

function ClockedInTab({ desktop }: { desktop: boolean }) {
  const { t } = useTranslation();
  const { data, error, loading, refetch } = useTimeControllingClockedInQuery({ fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  // The live board: a clock action anywhere refetches the list, without reload.
  useLiveClock(undefined, () => void refetch());
  const rows = data?.timeControllingClockedIn;
  const today = todayIso();
  const since = (r: ClockedIn) => (r.date === today ? r.time : `${formatDate(r.date)} ${r.time}`);
  const type = (r: ClockedIn) => t(`timeclock.types.${r.worklogType}`);
  const orderLink = (r: ClockedIn) => (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to={`/timeclock/${r.orderId}${r.date === today ? '' : `?date=${r.date}`}`}>{r.orderName}</Link>
    </ChakraLink>
  );
  const by = (r: ClockedIn) => t('timeclock.controlling.clockedIn.byAt', { user: r.clockInUsername, time: formatDateTime(r.clockInTime) });

  return (
    <Stack gap="3" pt="3">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Text color="fg.muted" fontSize="sm" data-testid="tc-count">
          {rows ? t('timeclock.controlling.clockedIn.count', { count: rows.length }) : t('timeclock.controlling.clockedIn.intro')}
        </Text>
        <ReloadButton onClick={() => void refetch()} loading={loading && Boolean(rows)} />
      </Flex>
      {!rows?.length ? (
        <ListState items={rows} error={error} onRetry={() => void refetch()} framed />
      ) : desktop ? (
        <Table.Root size="sm" bg="bg" rounded="lg" borderWidth="1px" data-testid="tc-clocked-in-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('timeclock.controlling.clockedIn.employee')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('timeclock.controlling.clockedIn.order')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('timeclock.controlling.clockedIn.type')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('timeclock.controlling.clockedIn.since')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('timeclock.controlling.clockedIn.by')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.worklogId} data-testid="tc-clocked-in-row">
                <Table.Cell>
                  {r.lastName}, {r.firstName}{' '}
                  <Text as="span" color="fg.muted">
                    ({r.employeeId})
                  </Text>
                </Table.Cell>
                <Table.Cell>{orderLink(r)}</Table.Cell>
                <Table.Cell>{type(r)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {since(r)}
                  {r.date !== today && (
                    <Badge ms="2" colorPalette="orange" size="sm">
                      {t('timeclock.controlling.clockedIn.otherDay')}
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell>{by(r)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : (
        <Stack gap="2">
          {rows.map((r) => (
            <Card.Root key={r.worklogId} size="sm" data-testid="tc-clocked-in-row">
              <Card.Body gap="1">
                <HStack justify="space-between" align="start" gap="2">
                  <Text fontWeight="semibold">
                    {r.lastName}, {r.firstName}{' '}
                    <Text as="span" color="fg.muted" fontWeight="normal">
                      ({r.employeeId})
                    </Text>
                  </Text>
                  <Badge colorPalette={r.worklogType === 'PAUSE' ? 'gray' : 'brand'} flexShrink={0}>
                    {type(r)}
                  </Badge>
                </HStack>
                <Box>{orderLink(r)}</Box>
                <Text fontSize="sm">
                  {t('timeclock.controlling.clockedIn.since')}: <strong>{since(r)}</strong>
                  {r.date !== today && (
                    <Badge ms="2" colorPalette="orange" size="sm">
                      {t('timeclock.controlling.clockedIn.otherDay')}
                    </Badge>
                  )}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('timeclock.controlling.clockedIn.by')}: {by(r)}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function WithoutTeamLeaderTab({ desktop }: { desktop: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The server's default range (earliest valid date up to today), shown and sent explicitly.
  const earliest = useEarliestValidFrom();
  const from = isDay(params.get('from')) ?? earliest;
  const to = isDay(params.get('to')) ?? todayIso();
  const { data, error, loading, refetch } = useTimeControllingWithoutTeamLeaderQuery({
    variables: { from, to },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const rows = data?.timeControllingWithoutTeamLeader;
  const setRange = (key: 'from' | 'to', value: string) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        if (isDay(value)) q.set(key, value);
        else q.delete(key);
        return q;
      },
      { replace: true },
    );
  const time = (r: WithoutLeader) => `${r.start} – ${r.end ?? t('timeclock.controlling.withoutTeamLeader.stillOpen')}`;
  const leader = (r: WithoutLeader) =>
    r.teamLeader ? `${r.teamLeader.lastName}, ${r.teamLeader.firstName}` : t('timeclock.controlling.withoutTeamLeader.noTeamLeader');
  const address = (r: WithoutLeader) => [r.address, [r.zip, r.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const orderLink = (r: WithoutLeader) => (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to={`/timeclock/${r.orderId}?date=${r.date}`}>{r.orderName}</Link>
    </ChakraLink>
  );

  return (
    <Stack gap="3" pt="3">
      <Flex gap="3" align="end" wrap="wrap">
        {(['from', 'to'] as const).map((k) => (
          <Box key={k} w="48" css={{ '& input': { background: 'bg' } }}>
            <DayField label={t(`timeclock.controlling.withoutTeamLeader.${k}`)} value={k === 'from' ? from : to} onChange={(v) => setRange(k, v)} testId={`tc-${k}`} />
          </Box>
        ))}
        <ReloadButton onClick={() => void refetch()} loading={loading && Boolean(rows)} />
      </Flex>
      {rows && (
        <Text color="fg.muted" fontSize="sm" data-testid="tc-count">
          {t('timeclock.controlling.withoutTeamLeader.count', { count: rows.length })}
        </Text>
      )}
      {!rows?.length ? (
        <ListState items={rows} error={error} onRetry={() => void refetch()} framed />
      ) : desktop ? (
        <Table.Root size="sm" bg="bg" rounded="lg" borderWidth="1px" data-testid="tc-without-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('timeclock.controlling.withoutTeamLeader.date')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('timeclock.controlling.withoutTeamLeader.order')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('timeclock.controlling.withoutTeamLeader.address')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('timeclock.controlling.withoutTeamLeader.time')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('timeclock.controlling.withoutTeamLeader.teamLeader')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={`${r.orderId}-${r.date}`} data-testid="tc-without-row">
                <Table.Cell whiteSpace="nowrap">{formatDate(r.date)}</Table.Cell>
                <Table.Cell>{orderLink(r)}</Table.Cell>
                <Table.Cell>{address(r)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{time(r)}</Table.Cell>
                <Table.Cell color={r.teamLeader ? undefined : 'fg.muted'}>{leader(r)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : (
        <Stack gap="2">
          {rows.map((r) => (
            <Card.Root key={`${r.orderId}-${r.date}`} size="sm" data-testid="tc-without-row">
              <Card.Body gap="1">
                <HStack justify="space-between" align="start" gap="2">
                  <Box minW="0">{orderLink(r)}</Box>
                  <Text fontWeight="semibold" flexShrink={0}>
                    {formatDate(r.date)}
                  </Text>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {address(r)}
                </Text>
                <Text fontSize="sm">
                  {t('timeclock.controlling.withoutTeamLeader.time')}: {time(r)}
                </Text>
                <Text fontSize="sm" color={r.teamLeader ? undefined : 'fg.muted'}>
                  {t('timeclock.controlling.withoutTeamLeader.teamLeader')}: {leader(r)}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
