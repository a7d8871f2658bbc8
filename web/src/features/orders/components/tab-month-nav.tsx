import { Box, Breadcrumb, Flex, HStack, Icon } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLock } from 'react-icons/lu';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isIsoMonth } from '@/shared/date/date-input';
import { MonthPicker } from '@/shared/date/month-picker';
import { formatDate } from '@/shared/format';
import { monthHref, monthTitle, type TabDate } from '../order-worklogs';

interface TabMonthNavProps {
  orderId: number;
  tab: 'worklogs' | 'perdiems';
  at: TabDate;
  bounds: { min: string; max: string };
  /** The month (month view) or day (day view) lies before the earliest valid date. */
  closed: boolean;
  /** Buttons on the right (create, view switch). */
  actions?: ReactNode;
}

/**
 * The head of the worklogs and per-diems tabs (spec 3 §2.4): breadcrumb month → day, the month picker
 * bounded by the order's months and a lock icon for a closed month.
 */
export function TabMonthNav({ orderId, tab, at, bounds, closed, actions }: TabMonthNavProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [text, setText] = useState(at.yearMonth);
  useEffect(() => setText(at.yearMonth), [at.yearMonth]);
  const toMonth = monthHref(orderId, tab, at.yearMonth, params);

  return (
    <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'end' }} justify="space-between" pt="2">
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'end' }}>
        <Box w={{ base: 'full', sm: '48' }}>
          <MonthPicker
            label={t('orders.worklogs.month')}
            value={text}
            min={bounds.min}
            max={bounds.max}
            testId={`${tab}-month`}
            onChange={(v) => {
              setText(v);
              if (isIsoMonth(v) && v >= bounds.min && v <= bounds.max && (v !== at.yearMonth || at.day)) navigate(monthHref(orderId, tab, v, params));
            }}
          />
        </Box>
        <HStack gap="2" minH="10" data-testid={`${tab}-breadcrumb`}>
          <Breadcrumb.Root size="lg" aria-label={t('orders.worklogs.breadcrumb')}>
            <Breadcrumb.List>
              <Breadcrumb.Item>
                {at.day ? (
                  <Breadcrumb.Link asChild>
                    <Link to={toMonth}>{monthTitle(at.yearMonth)}</Link>
                  </Breadcrumb.Link>
                ) : (
                  <Breadcrumb.CurrentLink>{monthTitle(at.yearMonth)}</Breadcrumb.CurrentLink>
                )}
              </Breadcrumb.Item>
              {at.day && (
                <>
                  <Breadcrumb.Separator />
                  <Breadcrumb.Item>
                    <Breadcrumb.CurrentLink>{formatDate(at.day)}</Breadcrumb.CurrentLink>
                  </Breadcrumb.Item>
                </>
              )}
            </Breadcrumb.List>
          </Breadcrumb.Root>
          {closed && (
            <Icon color="fg.muted" aria-label={t('orders.worklogs.closed')} data-testid={`${tab}-closed`}>
              <LuLock title={t('orders.worklogs.closed')} />
            </Icon>
          )}
        </HStack>
      </Flex>
      {actions && (
        <HStack gap="2" flexWrap="wrap" justify={{ base: 'stretch', md: 'flex-end' }}>
          {actions}
        </HStack>
      )}
    </Flex>
  );
}
