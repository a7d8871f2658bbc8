import { Box, Flex, Heading, Tabs } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MonthPicker } from '@/shared/date/month-picker';
import { now } from '@/shared/format';
import { useSetParam } from '@/shared/use-set-param';
import { EmployeesTab } from './components/employees-tab';
import { EmployeesV2Tab } from './components/employees-v2-tab';
import { OrdersTab } from './components/orders-tab';
import { PerformanceTab } from './components/performance-tab';
import { ReportsTab } from './components/reports-tab';
import { isYearMonth, STATISTIC_TABS, type StatisticTab, selectedTab, statisticMonth } from './gates';
import './texts';

/**
 * /statistic (spec 3 §2.8): the month picker on top (`?yearMonth=`, at most the current month — the
 * shell has no header month picker, so the page carries it) and five tabs chosen by `?tab=`.
 */
export default function StatisticsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const max = now().toFormat('yyyy-MM');
  const yearMonth = statisticMonth(params.get('yearMonth'), max);
  const tab = selectedTab(params.get('tab'));
  const [monthText, setMonthText] = useState(yearMonth);
  useEffect(() => setMonthText(yearMonth), [yearMonth]);

  const setParam = useSetParam();

  return (
    <Box p={{ base: '3', md: '6' }} pb="16" data-testid="statistics-page">
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'end' }} justify="space-between" mb="3">
        <Heading as="h1" size="lg">
          {t('statistics.title')}
        </Heading>
        <Box w={{ base: 'full', sm: '56' }}>
          <MonthPicker
            label={t('statistics.month')}
            value={monthText}
            max={max}
            testId="statistics-month"
            onChange={(v) => {
              setMonthText(v);
              if (isYearMonth(v) && v <= max && v !== yearMonth) setParam('yearMonth', v);
            }}
          />
        </Box>
      </Flex>
      <Tabs.Root value={tab} onValueChange={(e) => setParam('tab', e.value)} variant="line" colorPalette="brand" lazyMount unmountOnExit>
        <Tabs.List overflowX="auto" overflowY="hidden" data-testid="statistics-tabs">
          {STATISTIC_TABS.map((id) => (
            <Tabs.Trigger
              key={id}
              value={id}
              flexShrink={0}
              px={{ base: '2', md: '4' }}
              fontSize={{ base: 'sm', md: 'md' }}
              ref={id === tab ? (el: HTMLButtonElement | null) => el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' }) : undefined}
            >
              {t(`statistics.tabs.${id}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {STATISTIC_TABS.map((id) => (
          <Tabs.Content key={id} value={id}>
            <TabBody tab={id} yearMonth={yearMonth} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}

function TabBody({ tab, yearMonth }: { tab: StatisticTab; yearMonth: string }) {
  switch (tab) {
    case 'employees':
      return <EmployeesTab yearMonth={yearMonth} />;
    case 'employeesV2':
      return <EmployeesV2Tab yearMonth={yearMonth} />;
    case 'orders':
      return <OrdersTab yearMonth={yearMonth} />;
    case 'reports':
      return <ReportsTab yearMonth={yearMonth} />;
    case 'performance':
      return <PerformanceTab yearMonth={yearMonth} />;
  }
}
