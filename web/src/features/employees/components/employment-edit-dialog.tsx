import { Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type EmploymentFieldsFragment,
  useAddEmploymentMutation,
  useDeleteEmploymentMutation,
  useUpdateEmploymentMutation,
} from '@/generated/employees';
import { firstDayOf, monthFromNow } from '@/shared/date/date-input';
import { employmentSchema, type EmploymentValues, toEmploymentInput } from '../employee.schema';
import type { DetailsGates } from '../gates';
import { isDeletable, isEditable } from '@inv/domain';
import { EmploymentFields } from './employment-fields';
import { EntryDialog, runEntryMutation } from './entry-dialog';
import { useOpeningKey } from '@/shared/form/opening-key';

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

/** An entry as it is; a new one starts next month (or at the earliest valid date) with the current type. */
function initialValues(entry: EmploymentFieldsFragment | null, template: EmploymentFieldsFragment | null, earliest: string): EmploymentValues {
  if (entry) return { employmentType: entry.employmentType, validFrom: entry.validFrom, validTo: entry.validTo ?? '' };
  const nextMonth = firstDayOf(monthFromNow(1));
  return { employmentType: template?.employmentType ?? '', validFrom: nextMonth > earliest ? nextMonth : earliest, validTo: '' };
}

/** Add, edit or delete one employment entry; entries starting before the earliest valid date are read-only. */
export function EmploymentEditDialog({ employeeId, entry, template, open, onClose, gates, earliest }: EmploymentEditDialogProps) {
  const opening = useOpeningKey(open);
  const { t } = useTranslation();
  const [add] = useAddEmploymentMutation(REFETCH);
  const [update] = useUpdateEmploymentMutation(REFETCH);
  const [remove, removing] = useDeleteEmploymentMutation(REFETCH);
  const schema = useMemo(() => employmentSchema(earliest), [earliest]);

  const editable = entry ? isEditable(entry, earliest, gates.entriesEditable) : gates.canAddEntries;
  const deletable = gates.canAddEntries && isDeletable(entry, earliest, gates.entriesEditable, gates.superadmin);
  const title = !entry
    ? t('employees.history.newEmployment')
    : editable
      ? t('employees.history.editEmployment')
      : t('employees.history.viewEmployment');

  return (
    <Formik<EmploymentValues>
      key={`${opening}-${entry?.id ?? 'new'}`}
      initialValues={initialValues(entry, template, earliest)}
      validationSchema={schema}
      onSubmit={(values, form) => {
        const input = toEmploymentInput(values);
        return runEntryMutation(
          () =>
            entry
              ? update({ variables: { employeeId, employmentId: entry.id, input: { ...input, version: entry.version } } })
              : add({ variables: { employeeId, input } }),
          t(entry ? 'employees.history.updated' : 'employees.history.added'),
          onClose,
          { values, setStatus: form.setStatus },
        );
      }}
    >
      <EntryDialog<EmploymentValues>
        open={open}
        onClose={onClose}
        title={title}
        editable={editable}
        deletable={deletable}
        deleting={removing.loading}
        remove={() => remove({ variables: { employeeId, employmentId: entry!.id } })}
        testId="employment-edit-dialog"
      >
        <EmploymentFields readOnly={!editable} min={earliest} withValidTo />
      </EntryDialog>
    </Formik>
  );
}
