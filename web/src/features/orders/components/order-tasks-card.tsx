import { Box, HStack, Link, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuListChecks } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { useOrderTaskImportSummaryQuery, useOrderTaskSummaryQuery } from '@/generated/orders';
import { formatDate } from '@/shared/format';
import { can } from '@/shared/session/abilities';
import { useAuth } from '@/shared/session/auth';

const tasksLink = (orderId: number, date?: string) => `/inventories?tab=0${date ? `&date=${date}` : ''}&orderId=${orderId}`;

/** The tasks card of an INV order (spec 3 §2.4): done/total per inventory day, the imports for managers, links to the tasks tab. */
export function OrderTasksCard({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const manager = can(auth?.abilities, 'manageTasks');
  const { data, error } = useOrderTaskSummaryQuery({ variables: { orderId }, fetchPolicy: 'cache-and-network' });
  const imports = useOrderTaskImportSummaryQuery({ variables: { orderId }, skip: !manager, fetchPolicy: 'cache-and-network' });
  const tasks = data?.orderTasks;
  const days = useMemo(() => {
    const byDate = new Map<string, { total: number; done: number; positions: number; positionsDone: number }>();
    for (const x of tasks ?? []) {
      const d = byDate.get(x.date) ?? { total: 0, done: 0, positions: 0, positionsDone: 0 };
      d.total += 1;
      d.positions += x.positions;
      if (x.completed) {
        d.done += 1;
        d.positionsDone += x.positions;
      }
      byDate.set(x.date, d);
    }
    return [...byDate].sort(([a], [b]) => a.localeCompare(b));
  }, [tasks]);

  if (!tasks) {
    return error ? <Text color="fg.error">{t('orders.info.taskCard.loadFailed')}</Text> : <Spinner size="sm" color="brand.solid" />;
  }
  const total = tasks.length;
  const done = tasks.filter((x) => x.completed).length;
  const positions = tasks.reduce((s, x) => s + x.positions, 0);
  const positionsDone = tasks.reduce((s, x) => s + (x.completed ? x.positions : 0), 0);
  return (
    <Stack gap="3" data-testid="order-tasks-card">
      {total === 0 ? (
        <Text color="fg.muted">{t('orders.info.taskCard.empty')}</Text>
      ) : (
        <>
          <Box>
            <HStack justify="space-between" mb="1" flexWrap="wrap">
              <Text fontWeight="semibold">{t('orders.info.taskCard.total', { done, total })}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('orders.info.taskCard.positions', { done: positionsDone, total: positions })}
              </Text>
            </HStack>
            <Progress.Root value={total ? Math.round((done / total) * 100) : 0} colorPalette="brand" size="sm">
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Box>
          <Stack as="ul" gap="1" listStyleType="none">
            {days.map(([date, d]) => (
              <Box as="li" key={date}>
                <Link asChild colorPalette="brand" fontSize="sm" aria-label={t('orders.info.taskCard.openDay', { date: formatDate(date) })}>
                  <RouterLink to={tasksLink(orderId, date)}>{t('orders.info.taskCard.day', { date: formatDate(date), done: d.done, total: d.total, positions: d.positions })}</RouterLink>
                </Link>
              </Box>
            ))}
          </Stack>
        </>
      )}
      {manager && !!imports.data?.orderTaskImports.length && (
        <Stack gap="1">
          <Text fontWeight="semibold" fontSize="sm">
            {t('orders.info.taskCard.imports')}
          </Text>
          {imports.data.orderTaskImports.map((i) => (
            <Text key={i.id} fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              {t('orders.info.taskCard.importRow', { fileName: i.fileName, date: formatDate(i.date), count: i.taskCount, done: i.completedCount })}
            </Text>
          ))}
        </Stack>
      )}
      <Link asChild colorPalette="brand" fontWeight="medium">
        <RouterLink to={tasksLink(orderId, days[0]?.[0])} data-testid="order-tasks-link">
          <LuListChecks />
          {t('orders.info.taskCard.open')}
        </RouterLink>
      </Link>
    </Stack>
  );
}
