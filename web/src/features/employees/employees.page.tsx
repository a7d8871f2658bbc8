import { Box, useBreakpointValue } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useAuth } from '@/shared/session/auth';
import { CreateEmployeeDialog } from './components/create-employee-dialog';
import { EmployeePhoneList } from './components/employee-phone-list';
import { EmployeeTable } from './components/employee-table';
import { listGates } from './gates';
import './texts';

/** /employees (spec 1 §2.4): a table from `md` up, a list on phones; create with Employee_Create_Create. */
export default function EmployeesPage() {
  const { auth } = useAuth();
  const abilities = auth?.abilities;
  const gates = useMemo(() => listGates(abilities ?? []), [abilities]);
  const desktop = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
  const [createOpen, setCreateOpen] = useState(false);
  const openCreate = () => setCreateOpen(true);

  return (
    <Box p={{ base: '3', md: '6' }} pb={{ base: '6', md: '8' }}>
      {desktop ? <EmployeeTable gates={gates} onCreate={openCreate} /> : <EmployeePhoneList gates={gates} onCreate={openCreate} />}
      {gates.canCreate && <CreateEmployeeDialog open={createOpen} onClose={() => setCreateOpen(false)} />}
    </Box>
  );
}
