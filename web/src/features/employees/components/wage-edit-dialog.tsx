import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type WageFieldsFragment, useAddWageMutation, useDeleteWageMutation, useUpdateWageMutation } from '@/generated/employees';
import { monthFromNow, monthOf } from '@/shared/date/date-input';
import { MonthPicker } from '@/shared/date/month-picker';
import { type Errors, hasErrors, toWageInput, validateWage, type WageValues, wageValues } from '../employee.schema';
import type { DetailsGates } from '../gates';
import { isDeletable, isEditable } from '../history';
import { confirmEntryDelete, EntryDialog, runEntryMutation } from './entry-dialog';
import { WageFields } from './wage-fields';

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

/** Add, edit or delete one wage entry; months before the earliest valid date are read-only. */
export function WageEditDialog({ employeeId, entry, template, open, onClose, gates, earliest }: WageEditDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<WageValues>(() => wageValues(entry));
  const [errors, setErrors] = useState<Errors<WageValues>>({});
  const [add, adding] = useAddWageMutation(REFETCH);
  const [update, updating] = useUpdateWageMutation(REFETCH);
  const [remove, removing] = useDeleteWageMutation(REFETCH);
  const busy = adding.loading || updating.loading || removing.loading;

  useEffect(() => {
    if (!open) return;
    const laterMonth = [monthFromNow(1), monthOf(earliest)].sort().at(-1)!;
    setValues(entry ? wageValues(entry) : { ...wageValues(template), wage: '', validFrom: laterMonth });
    setErrors({});
  }, [open, entry, template, earliest]);

  const editable = entry ? isEditable(entry, earliest, gates.wagesEditable) : gates.canAddWages;
  const deletable = gates.canAddWages && isDeletable(entry, earliest, gates.wagesEditable, gates.superadmin);

  const save = () => {
    const found = validateWage(values, earliest);
    setErrors(found);
    if (hasErrors(found)) return;
    const input = toWageInput(values);
    void runEntryMutation(
      () => (entry ? update({ variables: { employeeId, wageId: entry.id, input: { ...input, version: entry.version } } }) : add({ variables: { employeeId, input } })),
      t(entry ? 'employees.history.updated' : 'employees.history.added'),
      onClose,
      setErrors,
    );
  };

  const del = async () => {
    if (!entry || !(await confirmEntryDelete(t))) return;
    await runEntryMutation(() => remove({ variables: { employeeId, wageId: entry.id } }), t('employees.history.deleted'), onClose, setErrors);
  };

  const title = !entry ? t('employees.history.newWage') : editable ? t('employees.history.editWage') : t('employees.history.viewWage');
  return (
    <EntryDialog
      open={open}
      onClose={onClose}
      title={title}
      editable={editable}
      deletable={deletable}
      busy={busy}
      onSave={save}
      onDelete={() => void del()}
      testId="wage-edit-dialog"
    >
      <WageFields
        values={values}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
        errors={errors}
        readOnly={!editable}
        start={
          <MonthPicker
            label={t('employees.fields.validFrom')}
            value={values.validFrom}
            onChange={(validFrom) => setValues((v) => ({ ...v, validFrom }))}
            error={errors.validFrom}
            min={monthOf(earliest)}
            required
            readOnly={!editable}
            testId="field-wage-validFrom"
          />
        }
      />
    </EntryDialog>
  );
}
