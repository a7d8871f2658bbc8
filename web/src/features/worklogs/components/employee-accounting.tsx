import { Box, Button, Flex, HStack, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLock, LuPlus } from 'react-icons/lu';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useEmployeeSearchQuery } from '@/generated/graphql';
import { BackLink } from '@/shared/record-gate';
import { can } from '@/shared/session/abilities';
import { useAuth } from '@/shared/session/auth';
import { useEarliestValidFrom } from '@/shared/session/defaults';
import { canEditPerDiems } from '../perdiem-form';
import { isClosedMonth, worklogRights } from '../worklog-form';
import { useYearMonth } from '../year-month';
import { EmployeePerDiems } from './employee-perdiems';
import type { PickedEmployee } from '@/shared/employee-picker';
import { EmployeeWorklogs } from './employee-worklogs';
import { MonthField } from './month-field';

export type EmployeeTab = 'worklogs' | 'perdiems';

/** The employee's name for the header: the lookup by personnel number every Accounting user may use. */
function useEmployeeName(employeeId: number): PickedEmployee | null {
  const { data } = useEmployeeSearchQuery({ variables: { term: String(employeeId), size: 50 }, fetchPolicy: 'cache-first' });
  const hit = data?.employeeLookup.find((e) => e.employeeId === employeeId);
  return hit ? { employeeId: hit.employeeId, firstName: hit.firstName, lastName: hit.lastName } : null;
}

/**
 * /accounting/employees/{employeeId}/worklogs and …/perdiems (spec 1 §2.6): the employee's month with
 * a month picker (at most the current month), the closed-month icon, and the worklogs or per diems.
 */
export function EmployeeAccounting({ employeeId, tab }: { employeeId: number; tab: EmployeeTab | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { auth } = useAuth();
  const abilities = auth?.abilities;
  const earliest = useEarliestValidFrom();
  const { yearMonth, setYearMonth, max } = useYearMonth();
  const perDiemTab = can(abilities, 'openPerDiemsTab');
  const name = useEmployeeName(employeeId);
  const [creating, setCreating] = useState(false);

  if (tab === null || (tab === 'perdiems' && !perDiemTab)) {
    return <Navigate to={`/accounting/employees/${employeeId}/worklogs${search}`} replace />;
  }
  const closed = isClosedMonth(yearMonth, earliest);
  const rights = worklogRights(abilities, auth?.employeeId, employeeId);
  const canCreate = !closed && (tab === 'worklogs' ? rights.create : canEditPerDiems(abilities));
  const employee: PickedEmployee = name ?? { employeeId, firstName: '', lastName: '' };
  const viewOthers = can(abilities, 'seeAllEmployeesInAccounting');

  return (
    <Box p={{ base: '3', md: '6' }} pb={{ base: '6', md: '8' }} data-testid="employee-accounting">
      <Stack gap="4">
        {viewOthers && <BackLink to={`/accounting/employees?yearMonth=${yearMonth}`} label={t('worklogs.employee.back')} />}
        <Heading as="h2" size={{ base: 'lg', md: 'xl' }} data-testid="employee-accounting-title">
          {name ? t('worklogs.employee.title', { name: `${name.lastName}, ${name.firstName}`, id: employeeId }) : employeeId}
        </Heading>
        <Flex gap="3" align={{ base: 'stretch', sm: 'end' }} direction={{ base: 'column', sm: 'row' }} wrap="wrap">
          <HStack align="end" gap="2">
            <MonthField value={yearMonth} max={max} onChange={setYearMonth} />
            {closed && (
              <HStack gap="1" color="fg.muted" mb="2.5" title={t('worklogs.employee.closedMonthHint')} data-testid="closed-month">
                <LuLock aria-label={t('worklogs.employee.closedMonth')} role="img" />
                <Text fontSize="sm">{t('worklogs.employee.closedMonth')}</Text>
              </HStack>
            )}
          </HStack>
          <Box flex="1" />
          {canCreate && (
            <Button colorPalette="brand" onClick={() => setCreating(true)} data-testid={tab === 'worklogs' ? 'create-worklog' : 'create-perdiem'}>
              <LuPlus />
              {t(tab === 'worklogs' ? 'worklogs.employee.createWorklog' : 'worklogs.employee.createPerDiem')}
            </Button>
          )}
        </Flex>
        <Tabs.Root
          value={tab}
          onValueChange={(e) => navigate(`/accounting/employees/${employeeId}/${e.value}${search}`)}
          variant="line"
          colorPalette="brand"
          lazyMount
          unmountOnExit
        >
          <Tabs.List aria-label={t('worklogs.employee.tabs')}>
            <Tabs.Trigger value="worklogs">{t('worklogs.employee.worklogs')}</Tabs.Trigger>
            {perDiemTab && <Tabs.Trigger value="perdiems">{t('worklogs.employee.perDiems')}</Tabs.Trigger>}
          </Tabs.List>
          <Tabs.Content value="worklogs">
            <EmployeeWorklogs employee={employee} yearMonth={yearMonth} creating={creating && tab === 'worklogs'} onCreateClose={() => setCreating(false)} />
          </Tabs.Content>
          {perDiemTab && (
            <Tabs.Content value="perdiems">
              <EmployeePerDiems employee={employee} yearMonth={yearMonth} creating={creating && tab === 'perdiems'} onCreateClose={() => setCreating(false)} />
            </Tabs.Content>
          )}
        </Tabs.Root>
      </Stack>
    </Box>
  );
}
