import { Badge, Box, Button, Card, Center, Flex, Heading, HStack, IconButton, LinkBox, LinkOverlay, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMapPin } from 'react-icons/lu';
import { Link, useNavigate } from 'react-router';
import { type TimeclockOrderFieldsFragment, useMyClockedInOrderQuery, useTimeclockOrdersQuery } from '@/generated/timeclock';
import { DayField } from '@/shared/date/day-field';
import { formatDate } from '@/shared/format';
import { ListState } from '@/shared/list-states';
import { ORDER_TYPE_COLORS } from '@/shared/order-types';
import { previousPath } from '@/shared/previous-path';
import type { TimeclockGates } from '../gates';
import { checklistStatus, groupByType, isTimeclockPath, landingRedirect, showsChecklist } from '../order-list';
import { loadOrders, saveOrders } from '../offline/db';
import { preloadOrderView } from '../order-view-loader';
import { prefetched } from '../prefetch';
import { dismiss, useOfflineQueue } from '../offline/use-offline-queue';
import { useDay } from '../use-day';
import { ChecklistDialog } from './checklist-dialog';
import { ChecklistDot } from './checklist-dot';
import { OfflineBadge, RefusedPanel } from './offline-status';

/**
 * /timeclock (spec 2 §2.4): the orders of the chosen day grouped by type, as tiles; inventories with a
 * checklist carry its status dot, which opens the checklist. Entering it forwards to the order the user
 * is clocked into, unless the user comes from a timeclock path (spec 1 §2.1).
 */
export function TimeclockList({ gates }: { gates: TimeclockGates }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { date, setDate, isToday, query } = useDay();
  const [cameFrom] = useState(previousPath);
  const queue = useOfflineQueue();
  const { online } = queue;
  // What the app asked for at its start (prefetch.ts) is read from the cache, not asked again; decided
  // once per mount, so a later render cannot switch the policy and send the landing query again.
  const [startedWith] = useState(() => ({ landing: prefetched('landing'), date: prefetched(`orders:${date}`) ? date : null }));
  const landing = useMyClockedInOrderQuery({
    skip: isTimeclockPath(cameFrom) || !online,
    fetchPolicy: startedWith.landing ? 'cache-first' : 'network-only',
  });
  const target = landingRedirect(cameFrom, landing.data?.myClockedInOrder?.id);
  // Offline the stored list of the day shows; the server is not asked.
  const { data, error, refetch } = useTimeclockOrdersQuery({
    variables: { date },
    fetchPolicy: !online ? 'cache-only' : date === startedWith.date ? 'cache-first' : 'cache-and-network',
  });
  const [stored, setStored] = useState<TimeclockOrderFieldsFragment[] | null>(null);
  const fromServer = data?.timeclockOrders;
  const orders = fromServer ?? (error || !online ? (stored ?? undefined) : undefined);
  useEffect(() => {
    let current = true;
    // A transition: the copy matters only offline; it must not re-render every tile in one blocking task.
    void loadOrders(date).then((o) => current && startTransition(() => setStored(o)));
    return () => {
      current = false;
    };
  }, [date]);
  useEffect(() => {
    if (fromServer) void saveOrders(date, fromServer);
  }, [date, fromServer]);
  const [checklistOf, setChecklistOf] = useState<number | null>(null);
  const checklistOrder = orders?.find((o) => o.id === checklistOf) ?? null;

  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);
  // The order view's code: at once when forwarding there, else once the tiles have drawn (idle time),
  // so it does not compete with what the first screen needs. The day's orders can be in the cache
  // before the landing query has answered; the list (and its tiles) is drawn only after that.
  const drawn = orders !== undefined && !landing.loading;
  useEffect(() => {
    if (target) {
      preloadOrderView();
      return;
    }
    if (!drawn) return;
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(preloadOrderView, 300);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(preloadOrderView, { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }, [target, drawn]);

  if (landing.loading || target) {
    return (
      <Center py="16">
        <Spinner role="status" color="brand.solid" aria-label={t('app.loading')} />
      </Center>
    );
  }

  return (
    <Box p={{ base: '3', md: '6' }} pb={{ base: '8', md: '10' }} data-testid="timeclock-list">
      <Stack gap="5" maxW="6xl">
        <Flex gap="2" align="end" wrap="wrap">
          <Box w="48" css={{ '& input': { background: 'bg' } }}>
            <DayField label={t('timeclock.list.day')} value={date} onChange={(d) => d && setDate(d)} testId="timeclock-day" />
          </Box>
          {!isToday && (
            <Button variant="outline" bg="bg" onClick={() => void navigate('/timeclock', { replace: true })}>
              {t('timeclock.list.today')}
            </Button>
          )}
          <OfflineBadge queue={queue} />
        </Flex>
        <RefusedPanel actions={queue.actions} orderId={0} onDismiss={(seq) => void dismiss(seq)} />

        {!orders?.length ? (
          orders?.length === 0 ? (
            <Text color="fg.muted" py="8" textAlign="center" bg="bg" rounded="lg" borderWidth="1px" data-testid="timeclock-empty">
              {t('timeclock.list.empty')}
            </Text>
          ) : (
            <ListState items={orders} error={error} onRetry={() => void refetch()} framed />
          )
        ) : (
          groupByType(orders).map((group) => (
            <Stack key={group.orderType} gap="2" as="section" data-testid="timeclock-group" data-type={group.orderType}>
              <HStack gap="2">
                <Badge colorPalette={ORDER_TYPE_COLORS[group.orderType] ?? 'gray'} variant="solid" size="lg" minW="12" justifyContent="center">
                  {group.orderType}
                </Badge>
                <Heading as="h2" size="sm" color="fg.muted" fontWeight="medium">
                  {t('timeclock.list.orderCount', { count: group.orders.length })}
                </Heading>
              </HStack>
              <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
                {group.orders.map((o) => (
                  <OrderTile key={o.id} order={o} query={query} onChecklist={() => setChecklistOf(o.id)} />
                ))}
              </SimpleGrid>
            </Stack>
          ))
        )}
      </Stack>
      <ChecklistDialog order={checklistOrder} canTick={gates.canTickChecklist} onClose={() => setChecklistOf(null)} />
    </Box>
  );
}

function OrderTile({ order, query, onChecklist }: { order: TimeclockOrderFieldsFragment; query: string; onChecklist: () => void }) {
  const { t } = useTranslation();
  const status = showsChecklist(order) ? checklistStatus(order.checklist) : null;
  const range =
    order.validFrom === order.validTo
      ? t('timeclock.list.validDay', { from: formatDate(order.validFrom) })
      : t('timeclock.list.validRange', { from: formatDate(order.validFrom), to: formatDate(order.validTo) });
  const address = [order.address, [order.zip, order.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <LinkBox as="article" data-testid="timeclock-tile" data-order-id={order.id}>
      <Card.Root size="sm" h="full" _hover={{ borderColor: 'brand.solid', shadow: 'sm' }} transition="all 0.15s">
        <Card.Body minH="20" pe={status ? '14' : undefined} gap="1">
          <LinkOverlay asChild>
            <Link to={`/timeclock/${order.id}${query}`}>
              <Text fontWeight="semibold" fontSize="md" lineClamp={2} data-testid="tile-name">
                {order.name}
              </Text>
            </Link>
          </LinkOverlay>
          <Text fontSize="sm" color="fg.muted">
            {range}
          </Text>
          {address && (
            <HStack gap="1" fontSize="sm" color="fg.muted" align="start">
              <Box pt="0.5" flexShrink={0}>
                <LuMapPin />
              </Box>
              <Text lineClamp={2}>{address}</Text>
            </HStack>
          )}
        </Card.Body>
      </Card.Root>
      {status && (
        <IconButton
          position="absolute"
          top="1"
          insetEnd="1"
          zIndex="1"
          variant="ghost"
          size="lg"
          minW="11"
          h="11"
          aria-label={t('timeclock.list.openChecklist', { name: order.name, status: t(`timeclock.checklist.status.${status}`) })}
          title={t(`timeclock.checklist.status.${status}`)}
          onClick={onChecklist}
          data-testid="tile-checklist"
        >
          <ChecklistDot status={status} size="4" />
        </IconButton>
      )}
    </LinkBox>
  );
}
