import { Button, Stack, Text } from '@chakra-ui/react';
import { Formik, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type EmployeeDetailsFieldsFragment, useReactivateEmployeeMutation } from '@/generated/employees';
import { DateField } from '@/shared/date/date-field';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { SubmitButton } from '@/shared/form/fields';
import { applyServerErrors } from '@/shared/form/server-errors';
import { formatDecimalInput, todayIso } from '@/shared/format';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { reactivateSchema, type ReactivateValues, toReactivateInput } from '../employee.schema';
import { EMPLOYEE_TOAST_MS } from '../feedback';
import { byValidFrom } from '@inv/domain';
import { WageFields } from './wage-fields';
import { useOpeningKey } from '@/shared/form/opening-key';

interface ReactivateDialogProps {
  employee: EmployeeDetailsFieldsFragment;
  open: boolean;
  onClose: () => void;
  earliest: string;
}

/** The last wage again, starting today (or at the earliest valid date), no contract end. */
function initialValues(employee: EmployeeDetailsFieldsFragment, earliest: string): ReactivateValues {
  const last = [...employee.wages].sort(byValidFrom).at(-1);
  const today = todayIso();
  return {
    wage: last ? formatDecimalInput(last.wage) : '',
    wageType: last?.wageType ?? 'WAG',
    validFrom: today > earliest ? today : earliest,
    targetHours: last?.targetHours != null ? formatDecimalInput(last.targetHours) : '',
    contractExpiryDate: '',
  };
}

/**
 * Reactivation (spec 1 §4, §5, §8): wage, wage type, start date, target hours for SAL and an optional
 * contract end after the start ('Vetragsende muss nach dem Startdatum sein').
 */
export function ReactivateDialog({ employee, open, onClose, earliest }: ReactivateDialogProps) {
  const opening = useOpeningKey(open);
  const { t } = useTranslation();
  const [reactivate] = useReactivateEmployeeMutation({ refetchQueries: ['Employee', 'EmployeeCompetency'] });
  const schema = useMemo(() => reactivateSchema(earliest), [earliest]);

  return (
    <Formik<ReactivateValues>
      key={opening}
      initialValues={initialValues(employee, earliest)}
      validationSchema={schema}
      onSubmit={async (values, form) => {
        try {
          await reactivate({ variables: { id: employee.employeeId, input: toReactivateInput(values) } });
          notify.success(t('employees.reactivate.success'), { duration: EMPLOYEE_TOAST_MS });
          onClose();
        } catch (err) {
          const { validation } = applyServerErrors(err, values, form);
          if (!validation) return;
          const messages = errorCodes(err).fieldErrors.map((e) => e.message);
          notify.warning(t('employees.reactivate.failed'), { description: messages.join('\n') });
        }
      }}
    >
      <FormDialog
        open={open}
        onClose={onClose}
        title={t('employees.reactivate.title')}
        testId="reactivate-dialog"
        footer={
          <>
            <ReactivateCancel onClose={onClose} />
            <SubmitButton>{t('employees.reactivate.submit')}</SubmitButton>
          </>
        }
      >
        <Stack gap="4">
          <Text color="fg.muted">{t('employees.reactivate.intro')}</Text>
          <WageFields
            start={<DateField name="validFrom" label={t('employees.fields.startDate')} min={earliest} required testId="field-reactivate-validFrom" />}
            extra={<ContractEnd earliest={earliest} />}
          />
        </Stack>
      </FormDialog>
    </Formik>
  );
}

/** The contract end's picker opens at the start date. */
function ContractEnd({ earliest }: { earliest: string }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<ReactivateValues>();
  return (
    <DateField
      name="contractExpiryDate"
      label={t('employees.fields.contractExpiryDate')}
      min={values.validFrom || earliest}
      testId="field-reactivate-contractExpiryDate"
    />
  );
}

/** 'Abbrechen', not while the reactivation is on its way. */
function ReactivateCancel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { isSubmitting } = useFormikContext();
  return (
    <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
      {t('common.cancel')}
    </Button>
  );
}
