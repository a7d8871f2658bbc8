import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type EmploymentFieldsFragment,
  useAddEmploymentMutation,
  useDeleteEmploymentMutation,
  useUpdateEmploymentMutation,
} from '@/generated/employees';
import { firstDayOf, monthFromNow } from '@/shared/date/date-input';
import { type EmploymentValues, type Errors, hasErrors, toEmploymentInput, validateEmployment } from '../employee.schema';
import type { DetailsGates } from '../gates';
import { isDeletable, isEditable } from '../history';
import { EmploymentFields } from './employment-fields';
import { confirmEntryDelete, EntryDialog, runEntryMutation } from './entry-dialog';

interface EmploymentEditDialogProps {
  employeeId: number;
  entry: EmploymentFieldsFragment | null;
  template: EmploymentFieldsFragment | null;
  open: boolean;
  onClose: () => void;
  gates: DetailsGates;
  earliest: string;
}

const REFETCH = { refetchQueries: ['Employee'], awaitRefetchQueries: true };

const valuesOf = (e: EmploymentFieldsFragment): EmploymentValues => ({
  employmentType: e.employmentType,
  validFrom: e.validFrom,
  validTo: e.validTo ?? '',
});

/** Add, edit or delete one employment entry; entries starting before the earliest valid date are read-only. */
export function EmploymentEditDialog({ employeeId, entry, template, open, onClose, gates, earliest }: EmploymentEditDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<EmploymentValues>({ employmentType: '', validFrom: '', validTo: '' });
  const [errors, setErrors] = useState<Errors<EmploymentValues>>({});
  const [add, adding] = useAddEmploymentMutation(REFETCH);
  const [update, updating] = useUpdateEmploymentMutation(REFETCH);
  const [remove, removing] = useDeleteEmploymentMutation(REFETCH);
  const busy = adding.loading || updating.loading || removing.loading;

  useEffect(() => {
    if (!open) return;
    const nextMonth = firstDayOf(monthFromNow(1));
    setValues(
      entry
        ? valuesOf(entry)
        : { employmentType: template?.employmentType ?? '', validFrom: nextMonth > earliest ? nextMonth : earliest, validTo: '' },
    );
    setErrors({});
  }, [open, entry, template, earliest]);

  const editable = entry ? isEditable(entry, earliest, gates.entriesEditable) : gates.canAddEntries;
  const deletable = gates.canAddEntries && isDeletable(entry, earliest, gates.entriesEditable, gates.superadmin);

  const save = () => {
    const found = validateEmployment(values, earliest);
    setErrors(found);
    if (hasErrors(found)) return;
    const input = toEmploymentInput(values);
    void runEntryMutation(
      () =>
        entry ? update({ variables: { employeeId, employmentId: entry.id, input: { ...input, version: entry.version } } }) : add({ variables: { employeeId, input } }),
      t(entry ? 'employees.history.updated' : 'employees.history.added'),
      onClose,
      setErrors,
    );
  };

  const del = async () => {
    if (!entry || !(await confirmEntryDelete(t))) return;
    await runEntryMutation(
      () => remove({ variables: { employeeId, employmentId: entry.id } }),
      t('employees.history.deleted'),
      onClose,
      setErrors,
    );
  };

  const title = !entry
    ? t('employees.history.newEmployment')
    : editable
      ? t('employees.history.editEmployment')
      : t('employees.history.viewEmployment');
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
      testId="employment-edit-dialog"
    >
      <EmploymentFields
        values={values}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
        errors={errors}
        readOnly={!editable}
        min={earliest}
        withValidTo
      />
    </EntryDialog>
  );
}
