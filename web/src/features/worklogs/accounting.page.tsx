import { Box } from '@chakra-ui/react';
import { Navigate, useLocation, useParams } from 'react-router';
import { hasAuthority } from '@/shared/permissions';
import { PlaceholderPage } from '@/shared/placeholder-page';
import { useAuth } from '@/shared/session/auth';
import { AccountingOverview } from './components/accounting-overview';
import { canSeePassenger } from './day-totals';
import './texts';

/**
 * /accounting and /accounting/employees (spec 1 §2.6): the monthly overview. Users without
 * Accounting_Overview_ViewOther go to their own worklogs. The per-employee tabs are still placeholders.
 */
export default function AccountingPage() {
  const { employeeId } = useParams();
  const { search } = useLocation();
  const { auth } = useAuth();
  const authorities = auth?.authorities ?? [];
  if (employeeId) return <PlaceholderPage />;
  if (!hasAuthority(authorities, 'Accounting_Overview_ViewOther') && auth?.employeeId) {
    return <Navigate to={`/accounting/employees/${auth.employeeId}/worklogs${search}`} replace />;
  }
  return (
    <Box p={{ base: '3', md: '6' }} pb={{ base: '6', md: '8' }} data-testid="accounting-overview">
      <AccountingOverview showPassenger={canSeePassenger(authorities)} />
    </Box>
  );
}
