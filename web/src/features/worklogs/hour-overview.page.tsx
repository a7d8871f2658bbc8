import { Alert, Box, Center, Flex, Spinner, Stack, Switch, Text, useBreakpointValue } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useEmployeeWorklogsQuery, type WorklogFieldsFragment } from '@/generated/worklogs';
import { errorCodes } from '@/shared/graphql-errors';
import { can } from '@/shared/session/abilities';
import { useAuth } from '@/shared/session/auth';
import { HourCards, HourTable } from './components/hour-days';
import { DayDialog } from './components/day-dialog';
import { MonthField } from './components/month-field';
import { addTotals, type Day, groupByDay, neighbourMonths, shiftsOfDay } from '@/shared/worklogs/day-totals';
import { useYearMonth } from './year-month';
import { openByDay, useComplianceMarkers } from './compliance-markers';
import { DayFindingsLines } from './components/compliance-marker';
import './texts';

/** /houroverview/{employeeId} (spec 2 §2.7): the month's hours per day; the landing page of field staff. */
export default function HourOverviewPage() {
  const { t } = useTranslation();
  const { employeeId: param } = useParams();
  const employeeId = Number(param);
  const { auth } = useAuth();
  const passengerAllowed = can(auth?.abilities, 'seePassengerTimes');
  const [passengerShown, setPassengerShown] = useState(true);
  const showPassenger = passengerAllowed && passengerShown;
  const { yearMonth, setYearMonth, max } = useYearMonth();
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const [openDate, setOpenDate] = useState<string | null>(null);

  const valid = Number.isInteger(employeeId) && employeeId > 0;
  const { data, loading, error } = useEmployeeWorklogsQuery({
    variables: { employeeId, yearMonth },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  const days = useMemo(() => groupByDay(data?.employeeWorklogs ?? []), [data]);
  const sum = useMemo(() => addTotals(days.map((d) => d.totals)), [days]);
  const findings = useComplianceMarkers(yearMonth, valid ? employeeId : undefined);
  const marked = useMemo(() => openByDay(findings, employeeId, days.map((d) => d.date)), [findings, employeeId, days]);
  const openDay: Day<WorklogFieldsFragment> | null = days.find((d) => d.date === openDate) ?? null;

  // A night shift of the month's first or last day reaches into the month next to it: its entries there
  // are loaded too, for the day dialog's shifts (the sums stay the month's own).
  const near = useMemo(() => neighbourMonths(data?.employeeWorklogs ?? [], yearMonth, max), [data, yearMonth, max]);
  const previous = useEmployeeWorklogsQuery({ variables: { employeeId, yearMonth: near.previous ?? '' }, skip: !valid || !near.previous });
  const next = useEmployeeWorklogsQuery({ variables: { employeeId, yearMonth: near.next ?? '' }, skip: !valid || !near.next });
  const shifts = useMemo(() => {
    if (!openDate) return [];
    const around = [...(near.previous ? (previous.data?.employeeWorklogs ?? []) : []), ...(data?.employeeWorklogs ?? []), ...(near.next ? (next.data?.employeeWorklogs ?? []) : [])];
    return shiftsOfDay(around, openDate);
  }, [openDate, data, near, previous.data, next.data]);
  const forbidden = !valid || errorCodes(error).codes.includes('FORBIDDEN');

  let content;
  if (forbidden) {
    content = (
      <Alert.Root status="error" data-testid="hour-error">
        <Alert.Indicator />
        <Alert.Title>{t('worklogs.forbidden')}</Alert.Title>
      </Alert.Root>
    );
  } else if (error && !data) {
    content = (
      <Alert.Root status="error" data-testid="hour-error">
        <Alert.Indicator />
        <Alert.Title>{t('common.loadFailed')}</Alert.Title>
      </Alert.Root>
    );
  } else if (loading && !data) {
    content = (
      <Center py="10">
        <Spinner />
      </Center>
    );
  } else if (days.length === 0) {
    content = (
      <Text color="fg.muted" py="6" textAlign="center" data-testid="hour-empty">
        {t('worklogs.empty')}
      </Text>
    );
  } else {
    const props = { days, sum, showPassenger, onOpen: (d: Day<WorklogFieldsFragment>) => setOpenDate(d.date), findingsByDay: marked.byDay };
    content = (
      <>
        {marked.other.length > 0 && (
          <Alert.Root status="warning" data-testid="month-compliance-findings">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('worklogs.compliance.otherFindings')}</Alert.Title>
              <Alert.Description>
                <DayFindingsLines findings={marked.other} />
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {phone ? <HourCards {...props} /> : <HourTable {...props} />}
      </>
    );
  }

  return (
    <Box p={{ base: '3', md: '6' }} pb={{ base: '6', md: '8' }} data-testid="hour-overview">
      <Stack gap="4">
        <Flex gap="4" align={{ base: 'stretch', sm: 'end' }} direction={{ base: 'column', sm: 'row' }}>
          <MonthField value={yearMonth} max={max} onChange={setYearMonth} />
          {passengerAllowed && (
            <Switch.Root checked={passengerShown} onCheckedChange={(e) => setPassengerShown(e.checked)} data-testid="passenger-toggle">
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{t('worklogs.hours.showPassenger')}</Switch.Label>
            </Switch.Root>
          )}
        </Flex>
        {content}
      </Stack>
      <DayDialog day={openDay} shifts={shifts} showPassenger={showPassenger} onClose={() => setOpenDate(null)} />
    </Box>
  );
}
