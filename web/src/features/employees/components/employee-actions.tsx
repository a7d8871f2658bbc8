import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuFileText, LuEllipsisVertical, LuUserPlus, LuUserX } from 'react-icons/lu';
import { type EmployeeDetailsFieldsFragment, useIssueWelcomeLetterMutation, useUpdateEmployeeMutation } from '@/generated/employees';
import { confirmDialog } from '@/shared/dialogs/dialog-store';
import { downloadBase64 } from '@/shared/download';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { useAuth } from '@/shared/session/auth';
import { EMPLOYEE_TOAST_MS, HANDLED_GLOBALLY } from '../feedback';

interface EmployeeActionsProps {
  employee: EmployeeDetailsFieldsFragment;
  canCreate: boolean;
  onCreate: () => void;
}

/**
 * The floating action menu of an active employee, for a Superadmin (spec 1 §2.5): recreate the welcome
 * PDF, create an employee, deactivate after a confirmation.
 */
export function EmployeeActions({ employee, canCreate, onCreate }: EmployeeActionsProps) {
  const { t } = useTranslation();
  const { auth } = useAuth();
  // Nobody deactivates the own account (the server refuses it too).
  const own = auth?.employeeId === employee.employeeId;
  const [issue] = useIssueWelcomeLetterMutation();
  const [update] = useUpdateEmployeeMutation({ refetchQueries: ['Employee', 'Employees'], awaitRefetchQueries: true });

  const welcome = async () => {
    try {
      const { data } = await issue({ variables: { id: employee.employeeId } });
      const file = data!.issueWelcomeLetter;
      downloadBase64(file.fileName, file.contentType, file.contentBase64);
    } catch (err) {
      // Technical errors, conflicts and 403 are reported by the shell already.
      const { codes } = errorCodes(err);
      if (codes.some((c) => !HANDLED_GLOBALLY.includes(c) && c !== 'INTERNAL')) notify.error(t('employees.details.welcomePdfFailed'));
    }
  };

  const deactivate = async () => {
    const ok = await confirmDialog({
      title: t('employees.details.deactivateTitle'),
      message: t('employees.details.deactivateMessage', { name: `${employee.firstName} ${employee.lastName}` }),
      confirmLabel: t('employees.details.deactivateConfirm'),
    });
    if (!ok) return;
    try {
      await update({ variables: { id: employee.employeeId, input: { active: false } } });
      notify.success(t('employees.details.deactivated'), { duration: EMPLOYEE_TOAST_MS });
    } catch (err) {
      const { codes, fieldErrors } = errorCodes(err);
      if (codes.includes('VALIDATION')) {
        notify.warning(t('employees.details.deactivateFailed'), { description: fieldErrors.map((e) => e.message).join('\n') });
      }
    }
  };

  return (
    <Menu.Root positioning={{ placement: 'top-end' }}>
      <Menu.Trigger asChild>
        <IconButton
          aria-label={t('employees.details.actions')}
          colorPalette="brand"
          rounded="full"
          size="xl"
          shadow="lg"
          position="fixed"
          insetEnd={{ base: '4', md: '8' }}
          bottom="calc(var(--chakra-sizes-10) + 1rem)"
          zIndex="docked"
          data-testid="employee-actions"
        >
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            <Menu.Item value="welcome" onSelect={() => void welcome()}>
              <LuFileText />
              {t('employees.details.welcomePdf')}
            </Menu.Item>
            {canCreate && (
              <Menu.Item value="create" onSelect={onCreate}>
                <LuUserPlus />
                {t('employees.details.createEmployee')}
              </Menu.Item>
            )}
            {!own && (
              <Menu.Item value="deactivate" color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }} onSelect={() => void deactivate()}>
                <LuUserX />
                {t('employees.details.deactivate')}
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
