import { Card, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { type EmployeeDetailsFieldsFragment, useUpdateEmployeeMutation } from '@/generated/employees';
import { SwitchField } from '@/shared/form/fields';
import { notify } from '@/shared/notify';
import { EMPLOYEE_TOAST_MS } from '../feedback';

/** Superadmin: whether the employee goes into the payroll export (spec 1 §2.5 "export card"). */
export function ExportCard({ employee, editable }: { employee: EmployeeDetailsFieldsFragment; editable: boolean }) {
  const { t } = useTranslation();
  const [update, { loading }] = useUpdateEmployeeMutation();
  const change = async (exported: boolean) => {
    try {
      await update({ variables: { id: employee.employeeId, input: { export: exported } } });
      notify.success(t('employees.details.saved'), { duration: EMPLOYEE_TOAST_MS });
    } catch {
      // 422/409 cannot arise from a flag; anything else the shell reports.
    }
  };
  return (
    <Card.Root variant="outline" size={{ base: 'sm', md: 'md' }} data-testid="export-card">
      <Card.Header>
        <Card.Title as="h2" fontSize="lg">
          {t('employees.history.exportCard')}
        </Card.Title>
      </Card.Header>
      <Card.Body gap="2">
        <SwitchField
          label={t('employees.fields.export')}
          checked={employee.export}
          onChange={(v) => void change(v)}
          disabled={!editable || loading}
          testId="export-switch"
        />
        <Text fontSize="sm" color="fg.muted">
          {employee.export ? t('employees.history.exportHint') : t('employees.history.exportHintOff')}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
