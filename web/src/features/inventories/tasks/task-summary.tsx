import { Box, Grid, HStack, Progress, Stat, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TaskDailyStatisticQuery } from '@/generated/inventories';
import { formatCount, formatMinutes } from '@/shared/format';
import { timeLeftText } from './task-gates';

interface Props {
  done: number;
  left: number;
  stats: TaskDailyStatisticQuery['dailyStatistic'] | null | undefined;
}

/**
 * The summary bar: positions done / left with progress and the day's statistic. Shown only to whom may see
 * the statistic (spec 3 §6: task managers; others when exactly their own tasks are shown).
 */
export function TaskSummary({ done, left, stats }: Props) {
  const { t } = useTranslation();
  const total = done + left;
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  const none = t('inventories.tasks.summary.none');
  const timeLeft = stats ? timeLeftText(stats.timeLeftMinutes) : null;
  return (
    <Box bg="bg" borderWidth="1px" rounded="lg" p="4" data-testid="task-summary">
      <HStack gap="6" align="center" flexWrap="wrap">
        <Box flex="1" minW={{ base: 'full', md: '16rem' }}>
          <HStack justify="space-between" mb="1">
            <Text fontWeight="semibold">{t('inventories.tasks.summary.positions')}</Text>
            <Text fontSize="sm" data-testid="task-positions-progress">
              {t('inventories.tasks.summary.positionsProgress', { done: formatCount(done), left: formatCount(left) })}
            </Text>
          </HStack>
          <Progress.Root value={percent} colorPalette="brand" size="md" aria-label={t('inventories.tasks.summary.positions')}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Box>
        <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }} gap="3" flex="2" data-testid="task-stats">
          <Item label={t('inventories.tasks.summary.timeLeft')} value={timeLeft ? t(timeLeft.key, timeLeft.values) : none} testId="task-time-left" />
          <Item label={t('inventories.tasks.summary.firstClockIn')} value={stats?.firstClockInTime ? t('inventories.tasks.time.clock', { time: stats.firstClockInTime }) : none} />
          <Item label={t('inventories.tasks.summary.minutesToday')} value={stats ? formatMinutes(stats.minutesToday) : none} />
          <Item label={t('inventories.tasks.summary.avgPerHour')} value={stats?.avgPosPerHourPast != null ? formatCount(stats.avgPosPerHourPast) : none} />
        </Grid>
      </HStack>
    </Box>
  );
}

function Item({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stat.Root size="sm">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText fontSize="md" data-testid={testId}>
        {value}
      </Stat.ValueText>
    </Stat.Root>
  );
}
