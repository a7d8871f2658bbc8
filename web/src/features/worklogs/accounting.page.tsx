import { Box } from '@chakra-ui/react';
import { Navigate, useLocation, useParams } from 'react-router';
import { can } from '@/shared/session/abilities';
import { useAuth } from '@/shared/session/auth';
import { AccountingOverview } from './components/accounting-overview';
import { EmployeeAccounting, type EmployeeTab } from './components/employee-accounting';
import './texts';

const TABS: readonly string[] = ['worklogs', 'perdiems'];

/**
 * /accounting, /accounting/employees and /accounting/employees/{employeeId}[/worklogs|/perdiems]
 * (spec 1 §2.6): the monthly overview, and per employee the worklogs and per-diems tabs. Users without
 * Accounting_Overview_ViewOther go to their own worklogs.
 */
export default function AccountingPage() {
  const { employeeId: param } = useParams();
  const { pathname, search } = useLocation();
  const { auth } = useAuth();
  const abilities = auth?.abilities;
  if (param) {
    const employeeId = /^\d{1,9}$/.test(param) ? Number(param) : null;
    if (employeeId === null) return <Navigate to="/accounting/employees" replace />;
    const tab = pathname.split('/').filter(Boolean)[3] ?? null;
    return <EmployeeAccounting key={employeeId} employeeId={employeeId} tab={tab && TABS.includes(tab) ? (tab as EmployeeTab) : null} />;
  }
  if (!can(abilities, 'seeAllEmployeesInAccounting') && auth?.employeeId) {
    return <Navigate to={`/accounting/employees/${auth.employeeId}/worklogs${search}`} replace />;
  }
  return (
    <Box p={{ base: '3', md: '6' }} pb={{ base: '6', md: '8' }} data-testid="accounting-overview">
      <AccountingOverview
        showPassenger={can(abilities, 'seePassengerTimes')}
        showWage={can(abilities, 'seeWages')}
        canCreateEmployee={can(abilities, 'createEmployees')}
      />
    </Box>
  );
}
