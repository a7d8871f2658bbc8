/**
 * The full-screen worklog dialog (spec 1 §2.6, §4 "Worklog dialog", §5 "Worklog", §8 "Worklog"),
 * shared by the accounting page and the order screen.
 *
 * Props (all but `open`/`onClose` optional; the combination picks the mode):
 * - `open`, `onClose()` — visibility; the dialog closes itself after a save or delete.
 * - `onSaved(worklog?)` — after a successful create/update (with the saved worklog) or delete (without);
 *   refetch the caller's lists here.
 * - `worklog` — edit mode: an existing worklog (`WorklogFieldsFragment` or any object of the
 *   `EditableWorklog` shape). Date, employee and order are then fixed; type, times and comment change.
 *   Read-only when the date lies in a closed month, the user lacks the self/other edit authority, or it is
 *   an 'Automatische Pause'. A delete button appears with a delete authority (asks for confirmation).
 * - `employee` — create for this fixed employee (accounting page): the order list comes from the orders
 *   running on the chosen day, is reloaded when the day changes, and a single order is preselected.
 * - `orderId` — create on this fixed order (order screen): the employee is searched (more than 2
 *   characters, 200 ms delay); the day is limited to the order's validity, the earliest valid date and
 *   today, and fixed when that range is one day.
 * - `date` — the day to start with (YYYY-MM-DD; default today, clamped into the bookable range).
 *
 * Errors: 422 field errors appear on their fields, a 409 title (overlap, closed month) above the form.
 * For deleting from a list without opening the dialog use `useWorklogDelete()`.
 */
import { Alert, Box, Button, CloseButton, Dialog, Flex, Grid, HStack, Input, Portal, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';
import {
  useCreateWorklogMutation,
  useUpdateWorklogMutation,
  useWorklogDialogAvailableOrdersQuery,
  useWorklogDialogOrderQuery,
  type WorklogFieldsFragment,
  type WorklogType,
} from '@/generated/worklogs';
import { DateField } from '@/shared/date/date-field';
import { useCloseWithAllDialogs } from '@/shared/dialogs/dialog-store';
import { fieldErrorsFor } from '@/shared/field-errors';
import { FormField, SelectField } from '@/shared/form/fields';
import { formatMinutes, todayIso } from '@/shared/format';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { useAuth } from '@/shared/session/auth';
import { useEarliestValidFrom } from '@/shared/session/defaults';
import { isAutomaticPause, WORKLOG_TYPES } from '../day-totals';
import {
  bookableRange,
  canLoadAvailableOrders,
  clampDate,
  durationMinutes,
  isClosedDate,
  normalizeTime,
  toWorklogInput,
  validateWorklog,
  type WorklogField,
  type WorklogValues,
  worklogRights,
} from '../worklog-form';
import { EmployeePicker, type PickedEmployee } from '@/shared/employee-picker';
import { useWorklogDelete } from './worklog-delete';
import { Notice, OrderSelect, TimeField } from './worklog-fields';
import '../texts';

export { confirmWorklogDelete, useWorklogDelete } from './worklog-delete';

/** What the dialog needs of an existing worklog; the order screen may pass its own fragment. */
export interface EditableWorklog {
  id: number;
  date: string;
  start: string;
  end: string | null;
  worklogType: WorklogType;
  comment: string;
  orderId: number;
  order: { name: string };
  employeeId: number;
  employee?: { firstName: string; lastName: string } | null;
}

export type WorklogEmployee = PickedEmployee;

export interface WorklogDialogProps {
  open: boolean;
  onClose: () => void;
  onSaved?: (worklog?: WorklogFieldsFragment) => void;
  worklog?: EditableWorklog | null;
  employee?: WorklogEmployee | null;
  orderId?: number | null;
  date?: string | null;
}

const FIELDS: readonly WorklogField[] = ['date', 'employeeId', 'orderId', 'worklogType', 'start', 'end', 'comment'];
/** Where the server's 422 paths land (it also says `employees` in bulk calls). */
const PATH_TO_FIELD: Record<string, WorklogField> = { employee: 'employeeId', order: 'orderId', type: 'worklogType' };

export function WorklogDialog(props: WorklogDialogProps) {
  const { open, onClose } = props;
  const { t } = useTranslation();
  useCloseWithAllDialogs(open, onClose);
  const title = props.worklog ? t('worklogs.dialog.editTitle') : t('worklogs.dialog.createTitle');
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="full" scrollBehavior="inside" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="worklog-dialog">{open && <WorklogForm {...props} title={title} />}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function initialValues(p: WorklogDialogProps): WorklogValues {
  if (p.worklog) {
    const w = p.worklog;
    return { date: w.date, employeeId: w.employeeId, orderId: w.orderId, worklogType: w.worklogType, start: w.start, end: w.end ?? '', comment: w.comment };
  }
  return {
    date: p.date ?? todayIso(),
    employeeId: p.employee?.employeeId ?? null,
    orderId: p.orderId ?? null,
    worklogType: 'WORK',
    start: '',
    end: '',
    comment: '',
  };
}

function WorklogForm(props: WorklogDialogProps & { title: string }) {
  const { worklog, employee, orderId: fixedOrderId, onClose, onSaved, title } = props;
  const { t } = useTranslation();
  const { auth } = useAuth();
  const authorities = auth?.authorities ?? [];
  const earliest = useEarliestValidFrom();
  const today = todayIso();
  const mode = worklog ? 'edit' : 'create';

  const [values, setValues] = useState<WorklogValues>(() => initialValues(props));
  const [errors, setErrors] = useState<Partial<Record<WorklogField, string>>>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [picked, setPicked] = useState<PickedEmployee | null>(employee ?? null);
  const set = (patch: Partial<WorklogValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch) as WorklogField[]) delete next[k];
      if ('start' in patch || 'end' in patch) {
        delete next.start;
        delete next.end;
      }
      return next;
    });
  };

  // The order of an order screen: its validity bounds the day.
  const fixedOrderQuery = useWorklogDialogOrderQuery({ variables: { id: fixedOrderId ?? 0 }, skip: mode === 'edit' || !fixedOrderId });
  const fixedOrder = fixedOrderQuery.data?.order ?? null;
  const range = useMemo(() => bookableRange(fixedOrder, earliest, today), [fixedOrder, earliest, today]);
  const noBookableDay = mode === 'create' && range.min > range.max;
  const dayFixed = mode === 'create' && !!fixedOrderId && range.min === range.max;
  useEffect(() => {
    // Once the order's validity is known, the prefilled day moves into it.
    if (!fixedOrder || range.min > range.max) return;
    setValues((v) => (v.date ? { ...v, date: clampDate(v.date, range) } : v));
  }, [fixedOrder, range]);

  // The orders running on the chosen day (spec 1 §4): reloaded with the day; a single one is preselected.
  const validDay = /^\d{4}-\d{2}-\d{2}$/.test(values.date);
  const ordersAllowed = canLoadAvailableOrders(authorities, auth?.employeeId);
  const ordersQuery = useWorklogDialogAvailableOrdersQuery({
    variables: { date: values.date },
    skip: mode === 'edit' || !!fixedOrderId || !validDay || !ordersAllowed,
    fetchPolicy: 'cache-and-network',
  });
  const orders = validDay && ordersQuery.data ? ordersQuery.data.availableOrders : null;
  useEffect(() => {
    if (!orders || ordersQuery.loading) return;
    setValues((v) => {
      if (orders.length === 1) return v.orderId === orders[0].id ? v : { ...v, orderId: orders[0].id };
      if (v.orderId !== null && !orders.some((o) => o.id === v.orderId)) return { ...v, orderId: null };
      return v;
    });
  }, [orders, ordersQuery.loading]);

  const employeeId = worklog?.employeeId ?? values.employeeId;
  const rights = worklogRights(authorities, auth?.employeeId, employeeId);
  const closed = mode === 'edit' && isClosedDate(values.date, earliest);
  const autoPause = !!worklog && isAutomaticPause(worklog);
  const allowed = mode === 'edit' ? rights.edit : rights.create;
  const editable = allowed && !closed && !autoPause && !noBookableDay;
  const deletable = mode === 'edit' && rights.delete && !closed && !autoPause;

  const [create, creating] = useCreateWorklogMutation({ context: { handleErrors: ['CONFLICT'] } });
  const [update, updating] = useUpdateWorklogMutation({ context: { handleErrors: ['CONFLICT'] } });
  const remove = useWorklogDelete();
  const [deleting, setDeleting] = useState(false);
  const busy = creating.loading || updating.loading || deleting;

  const save = async () => {
    const current = { ...values, start: normalizeTime(values.start), end: normalizeTime(values.end) };
    setValues(current);
    const found = validateWorklog(current, mode);
    const messages = Object.fromEntries(Object.entries(found).map(([k, key]) => [k, t(`worklogs.dialog.errors.${key}` as 'worklogs.dialog.errors.dateRequired')]));
    setErrors(messages);
    setProblems([]);
    if (Object.keys(messages).length > 0) return;
    try {
      const result =
        mode === 'edit'
          ? (await update({ variables: { id: worklog!.id, input: toWorklogInput(current, 'edit') } })).data?.updateWorklog
          : (await create({ variables: { input: toWorklogInput(current, 'create') } })).data?.createWorklog;
      notify.success(t('common.saved'));
      onSaved?.(result ?? undefined);
      onClose();
    } catch (err) {
      const { codes, messages: byCode, fieldErrors } = errorCodes(err);
      if (codes.includes('VALIDATION')) {
        const mapped = fieldErrors.map((e) => ({ ...e, path: PATH_TO_FIELD[e.path] ?? e.path }));
        const byField = fieldErrorsFor(mapped) as Partial<Record<WorklogField, string>>;
        setErrors(byField);
        setProblems(mapped.filter((e) => !FIELDS.includes(e.path as WorklogField)).map((e) => e.message));
      } else if (codes.includes('CONFLICT')) {
        setProblems([byCode.CONFLICT]);
      }
    }
  };

  const del = async () => {
    if (!worklog) return;
    setDeleting(true);
    const done = await remove(worklog.id);
    setDeleting(false);
    if (done) {
      onSaved?.();
      onClose();
    }
  };

  const minutes = durationMinutes(values.start, values.end);
  const duration = minutes === null ? t('common.none') : minutes < 0 ? t('worklogs.dialog.invalid') : formatMinutes(minutes);
  const readOnly = !editable;

  const employeeLabel = (() => {
    const e = worklog?.employee ?? picked;
    if (!e) return worklog ? String(worklog.employeeId) : '';
    return `${e.lastName}, ${e.firstName} (${worklog?.employeeId ?? (picked as PickedEmployee).employeeId})`;
  })();

  let orderControl;
  if (mode === 'edit') {
    orderControl = <Input value={worklog!.order.name} readOnly data-testid="worklog-order" />;
  } else if (fixedOrderId) {
    orderControl = fixedOrderQuery.loading ? <Spinner size="sm" /> : <Input value={fixedOrder?.name ?? ''} readOnly data-testid="worklog-order" />;
  } else {
    orderControl = null;
  }

  return (
    <>
      <Dialog.Header borderBottomWidth="1px" px={{ base: '4', md: '6' }} pe="12">
        <Dialog.Title>{editable || mode === 'create' ? title : t('worklogs.dialog.viewTitle')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body px={{ base: '4', md: '6' }} py="5">
        <Stack gap="4" maxW="2xl" mx="auto" as="form" onSubmit={(e) => (e.preventDefault(), void save())} id="worklog-form">
          {closed && <Notice status="info" text={t('worklogs.dialog.closed')} testId="worklog-closed" />}
          {autoPause && <Notice status="info" text={t('worklogs.dialog.autoPause')} />}
          {!allowed && !closed && !autoPause && <Notice status="info" text={t('worklogs.dialog.noEditRight')} />}
          {noBookableDay && <Notice status="warning" text={t('worklogs.dialog.noBookableDay')} />}
          {problems.length > 0 && (
            <Alert.Root status="error" data-testid="worklog-problem">
              <Alert.Indicator />
              <Alert.Description>
                {problems.map((p) => (
                  <Text key={p}>{p}</Text>
                ))}
              </Alert.Description>
            </Alert.Root>
          )}

          {mode === 'create' && !employee ? (
            <EmployeePicker value={picked} onChange={(e) => (setPicked(e), set({ employeeId: e?.employeeId ?? null }))} error={errors.employeeId} disabled={readOnly} />
          ) : (
            <FormField label={t('worklogs.dialog.employee')} error={errors.employeeId} readOnly>
              <Input value={employeeLabel} readOnly data-testid="worklog-employee" />
            </FormField>
          )}

          <Grid templateColumns={{ base: '1fr', sm: '1fr 2fr' }} gap="4">
            <DateField
              label={t('worklogs.dialog.date')}
              value={values.date}
              onChange={(date) => set({ date })}
              min={range.min}
              max={range.max}
              error={errors.date}
              required
              readOnly={mode === 'edit' || dayFixed || readOnly}
              testId="worklog-date"
            />
            {orderControl ? (
              <FormField label={t('worklogs.dialog.order')} error={errors.orderId} readOnly>
                {orderControl}
              </FormField>
            ) : (
              <OrderSelect
                orders={orders}
                loading={ordersQuery.loading && !ordersQuery.data}
                value={values.orderId}
                onChange={(orderId) => set({ orderId })}
                error={errors.orderId}
                disabled={readOnly || !validDay}
              />
            )}
          </Grid>

          <SelectField
            label={t('worklogs.dialog.type')}
            value={values.worklogType}
            onChange={(v) => set({ worklogType: v as WorklogType })}
            options={WORKLOG_TYPES.map((k) => ({ value: k, label: t(`worklogs.types.${k}`) }))}
            placeholder={values.worklogType ? undefined : t('worklogs.dialog.typeChoose')}
            error={errors.worklogType}
            required
            readOnly={readOnly}
            testId="worklog-type"
          />

          <Grid templateColumns="1fr 1fr 1fr" gap={{ base: '2', sm: '4' }} alignItems="start">
            <TimeField label={t('worklogs.dialog.start')} value={values.start} onChange={(start) => set({ start })} error={errors.start} readOnly={readOnly} testId="worklog-start" />
            <TimeField label={t('worklogs.dialog.end')} value={values.end} onChange={(end) => set({ end })} error={errors.end} readOnly={readOnly} testId="worklog-end" />
            <Box>
              <Text fontSize="sm" fontWeight="medium" mb="1.5">
                {t('worklogs.dialog.duration')}
              </Text>
              <Flex h="10" align="center" px="3" rounded="l2" bg="bg.muted" fontVariantNumeric="tabular-nums" color={minutes !== null && minutes < 0 ? 'fg.error' : undefined} data-testid="worklog-duration">
                {duration}
              </Flex>
            </Box>
          </Grid>

          <FormField label={t('worklogs.dialog.comment')} error={errors.comment} readOnly={readOnly}>
            <Textarea value={values.comment} onChange={(e) => set({ comment: e.currentTarget.value })} readOnly={readOnly} rows={3} autoresize data-testid="worklog-comment" />
          </FormField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer borderTopWidth="1px" px={{ base: '4', md: '6' }} flexWrap="wrap">
        <HStack maxW="2xl" w="full" mx="auto" gap="2" flexWrap="wrap">
          {deletable && (
            <Button variant="outline" colorPalette="red" onClick={() => void del()} disabled={busy} data-testid="worklog-delete">
              <LuTrash2 />
              {t('common.delete')}
            </Button>
          )}
          <Box flex="1" />
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {editable ? t('common.cancel') : t('common.close')}
          </Button>
          {editable && (
            <Button type="submit" form="worklog-form" colorPalette="brand" loading={creating.loading || updating.loading} disabled={busy} data-testid="worklog-save">
              {t('common.save')}
            </Button>
          )}
        </HStack>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('common.close')} />
      </Dialog.CloseTrigger>
    </>
  );
}
