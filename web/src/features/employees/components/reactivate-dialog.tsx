import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EmployeeDetailsFieldsFragment, useReactivateEmployeeMutation } from '@/generated/employees';
import { DateField } from '@/shared/date/date-field';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { fieldErrorsFor } from '@/shared/field-errors';
import { formatDecimalInput, todayIso } from '@/shared/format';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { type Errors, hasErrors, type ReactivateValues, toReactivateInput, validateReactivation } from '../employee.schema';
import { EMPLOYEE_TOAST_MS } from '../feedback';
import { byValidFrom } from '../history';
import { WageFields } from './wage-fields';

interface ReactivateDialogProps {
  employee: EmployeeDetailsFieldsFragment;
  open: boolean;
  onClose: () => void;
  earliest: string;
}

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
  const { t } = useTranslation();
  const [values, setValues] = useState(() => initialValues(employee, earliest));
  const [errors, setErrors] = useState<Errors<ReactivateValues>>({});
  const [reactivate, { loading }] = useReactivateEmployeeMutation({ refetchQueries: ['Employee', 'EmployeeCompetency'] });

  useEffect(() => {
    if (!open) return;
    setValues(initialValues(employee, earliest));
    setErrors({});
  }, [open, employee, earliest]);

  const patch = (change: Partial<ReactivateValues>) => {
    setValues((v) => ({ ...v, ...change }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in change))));
  };

  const submit = async () => {
    const found = validateReactivation(values, earliest);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await reactivate({ variables: { id: employee.employeeId, input: toReactivateInput(values) } });
      notify.success(t('employees.reactivate.success'), { duration: EMPLOYEE_TOAST_MS });
      onClose();
    } catch (err) {
      const { codes, fieldErrors } = errorCodes(err);
      if (!codes.includes('VALIDATION')) return;
      setErrors(fieldErrorsFor(fieldErrors));
      notify.warning(t('employees.reactivate.failed'), { description: fieldErrors.map((e) => e.message).join('\n') });
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('employees.reactivate.title')}
      testId="reactivate-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button colorPalette="brand" loading={loading} onClick={() => void submit()}>
            {t('employees.reactivate.submit')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text color="fg.muted">{t('employees.reactivate.intro')}</Text>
        <WageFields
          values={values}
          onChange={patch}
          errors={errors}
          start={
            <DateField
              label={t('employees.fields.startDate')}
              value={values.validFrom}
              onChange={(validFrom) => patch({ validFrom })}
              error={errors.validFrom}
              min={earliest}
              required
              testId="field-reactivate-validFrom"
            />
          }
          extra={
            <DateField
              label={t('employees.fields.contractExpiryDate')}
              value={values.contractExpiryDate}
              onChange={(contractExpiryDate) => patch({ contractExpiryDate })}
              error={errors.contractExpiryDate}
              min={values.validFrom || earliest}
              testId="field-reactivate-contractExpiryDate"
            />
          }
        />
      </Stack>
    </FormDialog>
  );
}
