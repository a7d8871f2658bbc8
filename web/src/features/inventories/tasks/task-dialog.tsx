import { Button, Grid, Stack } from '@chakra-ui/react';
import { Formik, useFormikContext } from 'formik';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';
import { type OrderTaskFieldsFragment, useCreateOrderTaskMutation, useDeleteOrderTaskMutation, useUpdateOrderTaskMutation } from '@/generated/inventories';
import { DateField } from '@/shared/date/date-field';
import { confirmDialog } from '@/shared/dialogs/dialog-store';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { EmployeePicker } from '@/shared/employee-picker';
import { CancelButton, SelectField, SubmitButton, TextField } from '@/shared/form/fields';
import { applyServerErrors } from '@/shared/form/server-errors';
import { isIsoDate } from '@/shared/form/yup';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { splitName, TASK_PREFIXES, type TaskFormValues, taskSchema, toTaskInput } from './task-gates';
import { type OrderOption, useTaskOrderOptions } from './task-orders';
import { useOpeningKey } from '@/shared/form/opening-key';

export const TASK_QUERIES = ['InventoryTasks', 'TaskDailyStatistic', 'TaskImports', 'OrderTaskSummary', 'OrderTaskImportSummary'];
const HANDLED = ['CONFLICT', 'UNAUTHENTICATED', 'FORBIDDEN'];

interface Props {
  open: boolean;
  onClose: () => void;
  /** null: create. */
  task: OrderTaskFieldsFragment | null;
  date: string;
  /** Preselected order when creating (the order filter). */
  orderId: number | null;
  knownOrders: readonly OrderOption[];
  abilities: readonly string[];
}

function initial(task: OrderTaskFieldsFragment | null, date: string, orderId: number | null): TaskFormValues {
  if (!task) return { orderId: orderId ? String(orderId) : '', date, label: '', positions: '', employee: null, priority: '' };
  return {
    orderId: String(task.orderId),
    date: task.date,
    label: task.label,
    positions: String(task.positions),
    employee: { employeeId: task.employeeId, ...splitName(task.employeeName) },
    priority: String(task.priority),
  };
}

/** Create or edit a task (managers; spec 3 §2.6, §5): order of the day, label, positions, employee, priority, day; delete when editing. */
export function TaskDialog(props: Props) {
  const { t } = useTranslation();
  const { open, onClose, task, date, orderId } = props;
  const opening = useOpeningKey(open);
  const [create] = useCreateOrderTaskMutation({ refetchQueries: TASK_QUERIES });
  const [update] = useUpdateOrderTaskMutation({ refetchQueries: TASK_QUERIES });
  return (
    <Formik<TaskFormValues>
      key={`${opening}-${task?.id ?? 'new'}-${date}-${orderId ?? ''}`}
      initialValues={initial(task, date, orderId)}
      validationSchema={taskSchema}
      onSubmit={async (values, form) => {
        try {
          if (task) await update({ variables: { id: task.id, input: toTaskInput(values) } });
          else await create({ variables: { input: toTaskInput(values) } });
          notify.success(t(task ? 'inventories.tasks.dialog.saved' : 'inventories.tasks.dialog.created'));
          onClose();
        } catch (err) {
          const { codes, validation, unplaced } = applyServerErrors(err, values, form, TASK_PREFIXES);
          if (validation) {
            if (unplaced[0]) notify.error(t('inventories.tasks.dialog.failed'), { description: unplaced[0].message });
          } else if (!codes.some((c) => HANDLED.includes(c))) notify.error(t('inventories.tasks.dialog.failed'));
        }
      }}
    >
      <TaskForm {...props} />
    </Formik>
  );
}

function TaskForm({ open, onClose, task, date, knownOrders, abilities }: Props) {
  const { t } = useTranslation();
  const { values, isSubmitting } = useFormikContext<TaskFormValues>();
  const [remove, removeState] = useDeleteOrderTaskMutation({ refetchQueries: TASK_QUERIES });
  const known = useMemo(() => (task ? [...knownOrders, { id: task.orderId, name: task.orderName }] : knownOrders), [task, knownOrders]);
  // The orders of the last complete day stay listed while another day is being typed.
  const day = useRef(date);
  if (isIsoDate(values.date)) day.current = values.date;
  const { options } = useTaskOrderOptions(day.current, abilities, known, !open);

  const del = async () => {
    if (!task) return;
    const ok = await confirmDialog({ message: t('inventories.tasks.dialog.deleteMessage', { label: task.label }) });
    if (!ok) return;
    try {
      await remove({ variables: { id: task.id } });
      notify.success(t('inventories.tasks.dialog.deleted'));
      onClose();
    } catch (err) {
      if (!errorCodes(err).codes.some((c) => HANDLED.includes(c))) notify.error(t('inventories.tasks.dialog.failed'));
    }
  };

  const busy = isSubmitting || removeState.loading;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t(task ? 'inventories.tasks.dialog.editTitle' : 'inventories.tasks.dialog.createTitle')}
      testId="task-dialog"
      footer={
        <>
          {task && (
            <Button variant="outline" colorPalette="red" me="auto" onClick={() => void del()} disabled={busy} data-testid="task-delete">
              <LuTrash2 />
              {t('inventories.tasks.dialog.delete')}
            </Button>
          )}
          <CancelButton onClick={onClose} />
          <SubmitButton data-testid="task-save">{t('common.save')}</SubmitButton>
        </>
      }
    >
      <Stack gap="4">
        <DateField name="date" label={t('inventories.tasks.dialog.date')} required testId="task-date" />
        <SelectField
          name="orderId"
          label={t('inventories.tasks.dialog.order')}
          options={options.map((o) => ({ value: String(o.id), label: o.name }))}
          placeholder={t('inventories.tasks.dialog.orderPlaceholder')}
          helperText={options.length === 0 ? t('inventories.tasks.dialog.noOrders') : undefined}
          required
          testId="task-order"
        />
        <TextField name="label" label={t('inventories.tasks.dialog.label')} required testId="task-label" />
        <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3">
          <TextField name="positions" label={t('inventories.tasks.dialog.positions')} required testId="task-positions" inputProps={{ inputMode: 'numeric' }} />
          <TextField
            name="priority"
            label={t('inventories.tasks.dialog.priority')}
            helperText={t('inventories.tasks.dialog.priorityHint')}
            testId="task-priority"
            inputProps={{ inputMode: 'numeric' }}
          />
        </Grid>
        <EmployeePicker name="employee" testId="task" />
      </Stack>
    </FormDialog>
  );
}
