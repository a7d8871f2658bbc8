import { Button, Grid, Stack } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';
import { type OrderTaskFieldsFragment, useCreateOrderTaskMutation, useDeleteOrderTaskMutation, useUpdateOrderTaskMutation } from '@/generated/inventories';
import { DayField } from '@/shared/date/day-field';
import { confirmDialog } from '@/shared/dialogs/dialog-store';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { EmployeePicker, type PickedEmployee } from '@/shared/employee-picker';
import { fieldErrorsFor } from '@/shared/field-errors';
import { SelectField, TextField } from '@/shared/form/fields';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { splitName, type TaskFormErrors, type TaskFormValues, toTaskInput, validateTask } from './task-gates';
import { type OrderOption, useTaskOrderOptions } from './task-orders';

export const TASK_QUERIES = ['InventoryTasks', 'TaskDailyStatistic', 'TaskImports', 'OrderTaskSummary', 'OrderTaskImportSummary'];
const HANDLED = ['CONFLICT', 'UNAUTHENTICATED', 'FORBIDDEN'];
const FIELDS = ['orderId', 'date', 'label', 'positions', 'employeeId', 'priority'];

interface Props {
  open: boolean;
  onClose: () => void;
  /** null: create. */
  task: OrderTaskFieldsFragment | null;
  date: string;
  /** Preselected order when creating (the order filter). */
  orderId: number | null;
  knownOrders: readonly OrderOption[];
  authorities: readonly string[];
}

function initial(task: OrderTaskFieldsFragment | null, date: string, orderId: number | null): { values: TaskFormValues; employee: PickedEmployee | null } {
  if (!task) return { values: { orderId: orderId ? String(orderId) : '', date, label: '', positions: '', employeeId: null, priority: '' }, employee: null };
  return {
    values: { orderId: String(task.orderId), date: task.date, label: task.label, positions: String(task.positions), employeeId: task.employeeId, priority: String(task.priority) },
    employee: { employeeId: task.employeeId, ...splitName(task.employeeName) },
  };
}

/** Create or edit a task (managers; spec 3 §2.6, §5): order of the day, label, positions, employee, priority, day; delete when editing. */
export function TaskDialog({ open, onClose, task, date, orderId, knownOrders, authorities }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<TaskFormValues>(() => initial(task, date, orderId).values);
  const [employee, setEmployee] = useState<PickedEmployee | null>(null);
  const [errors, setErrors] = useState<TaskFormErrors>({});
  const [create, createState] = useCreateOrderTaskMutation({ refetchQueries: TASK_QUERIES });
  const [update, updateState] = useUpdateOrderTaskMutation({ refetchQueries: TASK_QUERIES });
  const [remove, removeState] = useDeleteOrderTaskMutation({ refetchQueries: TASK_QUERIES });
  const known = useMemo(() => (task ? [...knownOrders, { id: task.orderId, name: task.orderName }] : knownOrders), [task, knownOrders]);
  const { options } = useTaskOrderOptions(values.date, authorities, known, !open);

  useEffect(() => {
    if (!open) return;
    const i = initial(task, date, orderId);
    setValues(i.values);
    setEmployee(i.employee);
    setErrors({});
  }, [open, task, date, orderId]);

  const set = (change: Partial<TaskFormValues>) => {
    setValues((v) => ({ ...v, ...change }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(change).map((k) => [k, undefined])) }));
  };

  const serverErrors = (err: unknown) => {
    const { codes, fieldErrors } = errorCodes(err);
    if (codes.includes('VALIDATION')) {
      const placed = fieldErrorsFor(fieldErrors);
      setErrors(placed);
      const other = fieldErrors.find((e) => !FIELDS.includes(e.path));
      if (other) notify.error(t('inventories.tasks.dialog.failed'), { description: other.message });
    } else if (!codes.some((c) => HANDLED.includes(c))) notify.error(t('inventories.tasks.dialog.failed'));
  };

  const submit = async () => {
    const found = validateTask(values);
    setErrors(Object.fromEntries(Object.entries(found).map(([k, key]) => [k, t(key)])));
    if (Object.keys(found).length > 0) return;
    try {
      if (task) await update({ variables: { id: task.id, input: toTaskInput(values) } });
      else await create({ variables: { input: toTaskInput(values) } });
      notify.success(t(task ? 'inventories.tasks.dialog.saved' : 'inventories.tasks.dialog.created'));
      onClose();
    } catch (err) {
      serverErrors(err);
    }
  };

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

  const busy = createState.loading || updateState.loading || removeState.loading;
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
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button colorPalette="brand" loading={createState.loading || updateState.loading} onClick={() => void submit()} data-testid="task-save">
            {t('common.save')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <DayField label={t('inventories.tasks.dialog.date')} value={values.date} onChange={(d) => set({ date: d })} error={errors.date} required testId="task-date" />
        <SelectField
          label={t('inventories.tasks.dialog.order')}
          value={values.orderId}
          onChange={(v) => set({ orderId: v })}
          options={options.map((o) => ({ value: String(o.id), label: o.name }))}
          placeholder={t('inventories.tasks.dialog.orderPlaceholder')}
          helperText={options.length === 0 ? t('inventories.tasks.dialog.noOrders') : undefined}
          error={errors.orderId}
          required
          testId="task-order"
        />
        <TextField label={t('inventories.tasks.dialog.label')} value={values.label} onChange={(label) => set({ label })} error={errors.label} required testId="task-label" />
        <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3">
          <TextField
            label={t('inventories.tasks.dialog.positions')}
            value={values.positions}
            onChange={(positions) => set({ positions })}
            error={errors.positions}
            required
            testId="task-positions"
            inputProps={{ inputMode: 'numeric' }}
          />
          <TextField
            label={t('inventories.tasks.dialog.priority')}
            value={values.priority}
            onChange={(priority) => set({ priority })}
            error={errors.priority}
            helperText={t('inventories.tasks.dialog.priorityHint')}
            testId="task-priority"
            inputProps={{ inputMode: 'numeric' }}
          />
        </Grid>
        <EmployeePicker
          value={employee}
          onChange={(e) => {
            setEmployee(e);
            set({ employeeId: e?.employeeId ?? null });
          }}
          error={errors.employeeId}
          testId="task"
        />
      </Stack>
    </FormDialog>
  );
}
