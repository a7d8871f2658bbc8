import { Badge, Box, Button, Center, Heading, HStack, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft } from 'react-icons/lu';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { type OrderDetailsFieldsFragment, useOrderQuery } from '@/generated/orders';
import { errorCodes } from '@/shared/graphql-errors';
import { formatDate } from '@/shared/format';
import { infoEditable, type OrderGates, type OrderTab, visibleTabs } from '../gates';
import { AssignmentsTab } from './assignments-tab';
import { EditHistoryTab } from './edit-history-tab';
import { InfoTab } from './info-tab';
import { OperatorsTab } from './operators-tab';
import { OrderTypeBadge } from './order-badges';
import { PerDiemsTab } from './perdiems-tab';
import { WorklogsTab } from './worklogs-tab';

/** The tab (and day) a path names: /orders/{id}[/tab[/date]]. */
export function tabOfPath(pathname: string): { tab: OrderTab | null; date: string | null } {
  const parts = pathname.split('/').filter(Boolean);
  const tab = (parts[2] ?? 'info') as OrderTab;
  return { tab: visibleTabNames.includes(tab) ? tab : null, date: parts[3] ?? null };
}
const visibleTabNames: readonly string[] = ['info', 'worklogs', 'assignments', 'perdiems', 'operators', 'editHistory'];

/** /orders/new and /orders/{orderId}/… (spec 3 §2.4). */
export function OrderScreen({ gates }: { gates: OrderGates }) {
  const { t } = useTranslation();
  const { orderId: param } = useParams();
  const id = /^\d{1,9}$/.test(param ?? '') ? Number(param) : null;
  const { data, loading, error, refetch } = useOrderQuery({ variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  const order = data?.order;

  if (!param) return <OrderLayout gates={gates} order={null} />;
  if (id === null || (error && errorCodes(error).codes.includes('NOT_FOUND'))) {
    return (
      <Stack p={{ base: '4', md: '8' }} gap="3" align="start">
        <Text fontWeight="semibold" data-testid="order-not-found">
          {t('orders.screen.notFound')}
        </Text>
        <BackLink />
      </Stack>
    );
  }
  if (error && !order) {
    return (
      <Stack p={{ base: '4', md: '8' }} gap="3" align="start">
        <Text color="fg.error">{t('common.loadFailed')}</Text>
        <Button variant="outline" onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  }
  if (loading && !order) {
    return (
      <Center py="16">
        <Spinner role="status" color="brand.solid" aria-label={t('app.loading')} />
      </Center>
    );
  }
  return order ? <OrderLayout gates={gates} order={order} /> : null;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" size="sm" ms="-2" alignSelf="start">
      <Link to="/v2/orders">
        <LuArrowLeft />
        {t('orders.screen.back')}
      </Link>
    </Button>
  );
}

function OrderLayout({ gates, order }: { gates: OrderGates; order: OrderDetailsFieldsFragment | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const createMode = order === null;
  const tabs = visibleTabs(gates, createMode);
  const { tab, date } = createMode ? { tab: 'info' as OrderTab, date: null } : tabOfPath(pathname);
  if (!createMode && (!tab || !tabs.includes(tab))) return <Navigate to={`/orders/${order.id}/info`} replace />;
  const current = tab ?? 'info';
  const tabLabel = (k: OrderTab) => t(`orders.screen.tabs.${k}`);

  return (
    <Box p={{ base: '3', md: '6' }} pb="16">
      <Stack gap="3" maxW="6xl">
        <Stack gap="1">
          <BackLink />
          {createMode ? (
            <Heading as="h2" size={{ base: 'lg', md: 'xl' }} data-testid="order-title">
              {t('orders.screen.newTitle')}
            </Heading>
          ) : (
            <HStack gap="3" flexWrap="wrap">
              <OrderTypeBadge orderType={order.orderType} />
              <Heading as="h2" size={{ base: 'lg', md: 'xl' }} data-testid="order-title" wordBreak="break-word">
                {order.name}
              </Heading>
              <Badge variant="outline">{t(`orders.kinds.${order.type}`)}</Badge>
              <Text color="fg.muted" fontSize="sm">
                {formatDate(order.validFrom)}
                {order.validTo !== order.validFrom && ` – ${formatDate(order.validTo)}`}
              </Text>
            </HStack>
          )}
        </Stack>
        <Tabs.Root
          value={current}
          onValueChange={(e) => !createMode && navigate(`/orders/${order.id}/${e.value}`)}
          variant="line"
          colorPalette="brand"
          lazyMount
          unmountOnExit
        >
          <Tabs.List overflowX="auto" overflowY="hidden" data-testid="order-tabs">
            {tabs.map((k) => (
              <Tabs.Trigger key={k} value={k} whiteSpace="nowrap" flexShrink={0}>
                {tabLabel(k)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="info">
            <InfoTab key={order?.id ?? 'new'} order={order} gates={gates} editable={infoEditable(gates, createMode)} />
          </Tabs.Content>
          {!createMode && (
            <>
              <Tabs.Content value="assignments">
                <AssignmentsTab order={order} gates={gates} />
              </Tabs.Content>
              <Tabs.Content value="editHistory">
                <EditHistoryTab orderId={order.id} />
              </Tabs.Content>
              <Tabs.Content value="worklogs">
                <WorklogsTab order={order} pathDate={current === 'worklogs' ? date : null} />
              </Tabs.Content>
              <Tabs.Content value="perdiems">
                <PerDiemsTab order={order} pathDate={current === 'perdiems' ? date : null} />
              </Tabs.Content>
              <Tabs.Content value="operators">
                <OperatorsTab order={order} gates={gates} />
              </Tabs.Content>
            </>
          )}
        </Tabs.Root>
      </Stack>
    </Box>
  );
}
