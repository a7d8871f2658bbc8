import { Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type WageFieldsFragment, useAddWageMutation, useDeleteWageMutation, useUpdateWageMutation } from '@/generated/employees';
import { monthFromNow, monthOf } from '@/shared/date/date-input';
import { MonthPicker } from '@/shared/date/month-picker';
import { toWageInput, type WageValues, wageSchema, wageValues } from '../employee.schema';
import type { DetailsGates } from '../gates';
import { isDeletable, isEditable } from '@inv/domain';
import { EntryDialog, runEntryMutation } from './entry-dialog';
import { WageFields } from './wage-fields';
import { useOpeningKey } from '@/shared/form/opening-key';

interface WageEditDialogProps {
  employeeId: number;
  /** null: a new entry. */
  entry: WageFieldsFragment | null;
  /** Prefill of a new entry (the current wage). */
  template: WageFieldsFragment | null;
  open: boolean;
  onClose: () => void;
  gates: DetailsGates;
  earliest: string;
}

const REFETCH = { refetchQueries: ['Employee'], awaitRefetchQueries: true };

/** A new entry starts next month (or at the earliest valid month) with the current wage's type. */
function initialValues(entry: WageFieldsFragment | null, template: WageFieldsFragment | null, earliest: string): WageValues {
  if (entry) return wageValues(entry);
  const laterMonth = [monthFromNow(1), monthOf(earliest)].sort().at(-1)!;
  return { ...wageValues(template), wage: '', validFrom: laterMonth };
}

/** Add, edit or delete one wage entry; months before the earliest valid date are read-only. */
export function WageEditDialog({ employeeId, entry, template, open, onClose, gates, earliest }: WageEditDialogProps) {
  const opening = useOpeningKey(open);
  const { t } = useTranslation();
  const [add] = useAddWageMutation(REFETCH);
  const [update] = useUpdateWageMutation(REFETCH);
  const [remove, removing] = useDeleteWageMutation(REFETCH);
  const schema = useMemo(() => wageSchema(earliest), [earliest]);

  const editable = entry ? isEditable(entry, earliest, gates.wagesEditable) : gates.canAddWages;
  const deletable = gates.canAddWages && isDeletable(entry, earliest, gates.wagesEditable, gates.superadmin);
  const title = !entry ? t('employees.history.newWage') : editable ? t('employees.history.editWage') : t('employees.history.viewWage');

  return (
    <Formik<WageValues>
      key={`${opening}-${entry?.id ?? 'new'}`}
      initialValues={initialValues(entry, template, earliest)}
      validationSchema={schema}
      onSubmit={(values, form) => {
        const input = toWageInput(values);
        return runEntryMutation(
          async () =>
            entry
              ? (await update({ variables: { employeeId, wageId: entry.id, input: { ...input, version: entry.version } } })).data?.updateWage.warning
              : (await add({ variables: { employeeId, input } })).data?.addWage.warning,
          t(entry ? 'employees.history.updated' : 'employees.history.added'),
          onClose,
          { values, setStatus: form.setStatus },
          // Below the minimum wage the wage is saved all the same (MiLoG §22 exemptions): a warning, not an error.
          (warning) => (typeof warning === 'string' ? { title: t('employees.history.savedBelowMinimumWage'), description: t('employees.history.savedAnyway', { warning }) } : null),
        );
      }}
    >
      <EntryDialog<WageValues>
        open={open}
        onClose={onClose}
        title={title}
        editable={editable}
        deletable={deletable}
        deleting={removing.loading}
        remove={() => remove({ variables: { employeeId, wageId: entry!.id } })}
        testId="wage-edit-dialog"
      >
        <WageFields
          readOnly={!editable}
          start={
            <MonthPicker
              name="validFrom"
              label={t('employees.fields.validFrom')}
              min={monthOf(earliest)}
              required
              readOnly={!editable}
              testId="field-wage-validFrom"
            />
          }
        />
      </EntryDialog>
    </Formik>
  );
}
