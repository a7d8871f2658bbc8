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
 * An end may be 24:00 (the end of the day). A new entry may end on the next day ('Ende am nächsten
 * Tag'): sent as `endsNextDay`, the server saves start–24:00 and 00:00–end on the next day and answers
 * the first. Editing changes one entry, so the option is offered on create only.
 *
 * Errors: the form's rules (worklogSchema) and 422 field errors appear on their fields, a 409 title
 * (overlap, closed month) and 422 errors of no field above the form.
 * For deleting from a list without opening the dialog use `useWorklogDelete()` (shared/worklogs/worklog-delete.ts).
 */
import { Alert, Box, Button, CloseButton, Dialog, Flex, Grid, HStack, Input, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { Formik, type FormikHelpers, useFormikContext } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';
import {
  useCreateWorklogMutation,
  useUpdateWorklogMutation,
  useWorklogDialogAvailableOrdersQuery,
  useWorklogDialogOrderQuery,
} from '@/generated/worklogs';
import { DateField } from '@/shared/date/date-field';
import { useCloseWithAllDialogs } from '@/shared/dialogs/dialog-store';
import { EmployeePicker, type PickedEmployee } from '@/shared/employee-picker';
import { useBinding } from '@/shared/form/binding';
import { FormField, SelectField, TextareaField } from '@/shared/form/fields';
import { applyServerErrors } from '@/shared/form/server-errors';
import { isIsoDate } from '@/shared/form/yup';
import { formatDate, formatMinutes, todayIso } from '@/shared/format';
import { nextDay } from '@inv/domain';
import { notify } from '@/shared/notify';
import type { EditableWorklog, WorklogDialogProps } from '@/shared/offered-dialogs';
import { useAuth } from '@/shared/session/auth';
import { useEarliestValidFrom } from '@/shared/session/defaults';
import { isAutomaticPause, WORKLOG_TYPES } from '@/shared/worklogs/day-totals';
import { useWorklogDelete } from '@/shared/worklogs/worklog-delete';
import {
  bookableRange,
  canLoadAvailableOrders,
  clampDate,
  durationMinutes,
  isClosedDate,
  toWorklogInput,
  WORKLOG_PATHS,
  type WorklogValues,
  worklogRights,
  worklogSchema,
} from '../worklog-form';
import { CheckField, Notice, OrderSelect, TimeField } from './worklog-fields';
import '../texts';

export type { EditableWorklog, WorklogDialogProps };
export type WorklogEmployee = PickedEmployee;

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
          <Dialog.Content data-testid="worklog-dialog">{open && <WorklogForm key={props.worklog?.id ?? 'new'} {...props} title={title} />}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function initialValues(p: WorklogDialogProps): WorklogValues {
  if (p.worklog) {
    const w = p.worklog;
    const employee = w.employee ? { employeeId: w.employeeId, firstName: w.employee.firstName, lastName: w.employee.lastName } : null;
    return { date: w.date, employee, orderId: w.orderId, worklogType: w.worklogType, start: w.start, end: w.end ?? '', endsNextDay: false, comment: w.comment };
  }
  return {
    date: p.date ?? todayIso(),
    employee: p.employee ?? null,
    orderId: p.orderId ?? null,
    worklogType: 'WORK',
    start: '',
    end: '',
    endsNextDay: false,
    comment: '',
  };
}

function WorklogForm(props: WorklogDialogProps & { title: string }) {
  const { worklog, orderId: fixedOrderId, onClose, onSaved } = props;
  const { t } = useTranslation();
  const earliest = useEarliestValidFrom();
  const today = todayIso();
  const mode = worklog ? 'edit' : 'create';
  const [problems, setProblems] = useState<string[]>([]);

  // The order of an order screen: its validity bounds the day.
  const fixedOrderQuery = useWorklogDialogOrderQuery({ variables: { id: fixedOrderId ?? 0 }, skip: mode === 'edit' || !fixedOrderId });
  const fixedOrder = fixedOrderQuery.data?.order ?? null;
  const schema = useMemo(() => worklogSchema({ mode, today, earliest, order: fixedOrder }), [mode, today, earliest, fixedOrder]);

  const [create] = useCreateWorklogMutation({ context: { handleErrors: ['CONFLICT'] } });
  const [update] = useUpdateWorklogMutation({ context: { handleErrors: ['CONFLICT'] } });

  const submit = async (values: WorklogValues, form: FormikHelpers<WorklogValues>) => {
    setProblems([]);
    try {
      const result =
        mode === 'edit'
          ? (await update({ variables: { id: worklog!.id, input: toWorklogInput(values, 'edit') } })).data?.updateWorklog
          : (await create({ variables: { input: toWorklogInput(values, 'create') } })).data?.createWorklog;
      notify.success(t('common.saved'));
      onSaved?.(result ?? undefined);
      onClose();
    } catch (err) {
      const { codes, messages, unplaced } = applyServerErrors(err, values, form, WORKLOG_PATHS);
      if (codes.includes('VALIDATION')) setProblems(unplaced.map((e) => e.message));
      else if (codes.includes('CONFLICT')) setProblems([messages.CONFLICT]);
    }
  };

  return (
    <Formik<WorklogValues> initialValues={initialValues(props)} validationSchema={schema} onSubmit={submit}>
      <WorklogFormBody {...props} fixedOrder={fixedOrder} fixedOrderLoading={fixedOrderQuery.loading} problems={problems} />
    </Formik>
  );
}

interface BodyProps extends WorklogDialogProps {
  title: string;
  fixedOrder: { name: string; validFrom: string; validTo: string } | null;
  fixedOrderLoading: boolean;
  problems: string[];
}

function WorklogFormBody({ worklog, employee, orderId: fixedOrderId, onClose, onSaved, title, fixedOrder, fixedOrderLoading, problems }: BodyProps) {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const abilities = auth?.abilities;
  const earliest = useEarliestValidFrom();
  const today = todayIso();
  const mode = worklog ? 'edit' : 'create';
  const { values, setFieldValue, handleSubmit, isSubmitting } = useFormikContext<WorklogValues>();

  const range = useMemo(() => bookableRange(fixedOrder, earliest, today), [fixedOrder, earliest, today]);
  const noBookableDay = mode === 'create' && range.min > range.max;
  const dayFixed = mode === 'create' && !!fixedOrderId && range.min === range.max;
  useEffect(() => {
    // Once the order's validity is known, the prefilled day moves into it.
    if (!fixedOrder || range.min > range.max || !values.date) return;
    const clamped = clampDate(values.date, range);
    if (clamped !== values.date) void setFieldValue('date', clamped);
    // Only when the order arrives, not on every typed day.
  }, [fixedOrder, range]);

  // The orders running on the chosen day (spec 1 §4): reloaded with the day; a single one is preselected.
  const validDay = isIsoDate(values.date);
  const ordersAllowed = canLoadAvailableOrders(abilities, auth?.employeeId);
  const ordersQuery = useWorklogDialogAvailableOrdersQuery({
    variables: { date: values.date },
    skip: mode === 'edit' || !!fixedOrderId || !validDay || !ordersAllowed,
    fetchPolicy: 'cache-and-network',
  });
  const orders = validDay && ordersQuery.data ? ordersQuery.data.availableOrders : null;
  useEffect(() => {
    if (!orders || ordersQuery.loading) return;
    if (orders.length === 1) {
      if (values.orderId !== orders[0].id) void setFieldValue('orderId', orders[0].id);
    } else if (values.orderId !== null && !orders.some((o) => o.id === values.orderId)) void setFieldValue('orderId', null);
    // Only when the list arrives: a choice made afterwards stays.
  }, [orders, ordersQuery.loading]);

  const employeeId = worklog?.employeeId ?? values.employee?.employeeId ?? null;
  const rights = worklogRights(abilities, auth?.employeeId, employeeId);
  const closed = mode === 'edit' && isClosedDate(values.date, earliest);
  const autoPause = !!worklog && isAutomaticPause(worklog);
  const allowed = mode === 'edit' ? rights.edit : rights.create;
  const editable = allowed && !closed && !autoPause && !noBookableDay;
  const deletable = mode === 'edit' && rights.delete && !closed && !autoPause;

  const remove = useWorklogDelete();
  const [deleting, setDeleting] = useState(false);
  const busy = isSubmitting || deleting;

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

  const endsNextDay = mode === 'create' && values.endsNextDay;
  const minutes = durationMinutes(values.start, values.end, { date: values.date, endsNextDay });
  const duration = minutes === null ? t('common.none') : minutes < 0 ? t('worklogs.dialog.invalid') : formatMinutes(minutes);
  const readOnly = !editable;

  const employeeLabel = (() => {
    const e = values.employee;
    if (!e) return worklog ? String(worklog.employeeId) : '';
    return `${e.lastName}, ${e.firstName} (${e.employeeId})`;
  })();
  const employeeError = useBinding<PickedEmployee | null>({ name: 'employee' }).error;
  const orderError = useBinding<number | null>({ name: 'orderId' }).error;

  let orderControl;
  if (mode === 'edit') {
    orderControl = <Input value={worklog!.order.name} readOnly data-testid="worklog-order" />;
  } else if (fixedOrderId) {
    orderControl = fixedOrderLoading ? <Spinner size="sm" /> : <Input value={fixedOrder?.name ?? ''} readOnly data-testid="worklog-order" />;
  } else {
    orderControl = null;
  }

  return (
    <>
      <Dialog.Header borderBottomWidth="1px" px={{ base: '4', md: '6' }} pe="12">
        <Dialog.Title>{editable || mode === 'create' ? title : t('worklogs.dialog.viewTitle')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body px={{ base: '4', md: '6' }} py="5">
        <Stack gap="4" maxW="2xl" mx="auto" as="form" onSubmit={(e) => (e.preventDefault(), handleSubmit())} id="worklog-form">
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
            <EmployeePicker name="employee" disabled={readOnly} />
          ) : (
            <FormField label={t('worklogs.dialog.employee')} error={employeeError} readOnly>
              <Input value={employeeLabel} readOnly data-testid="worklog-employee" />
            </FormField>
          )}

          <Grid templateColumns={{ base: '1fr', sm: '1fr 2fr' }} gap="4">
            <DateField
              name="date"
              label={t('worklogs.dialog.date')}
              min={range.min}
              max={range.max}
              required
              readOnly={mode === 'edit' || dayFixed || readOnly}
              testId="worklog-date"
            />
            {orderControl ? (
              <FormField label={t('worklogs.dialog.order')} error={orderError} readOnly>
                {orderControl}
              </FormField>
            ) : (
              <OrderSelect name="orderId" orders={orders} loading={ordersQuery.loading && !ordersQuery.data} disabled={readOnly || !validDay} />
            )}
          </Grid>

          <SelectField
            name="worklogType"
            label={t('worklogs.dialog.type')}
            options={WORKLOG_TYPES.map((k) => ({ value: k, label: t(`worklogs.types.${k}`) }))}
            placeholder={values.worklogType ? undefined : t('worklogs.dialog.typeChoose')}
            required
            readOnly={readOnly}
            testId="worklog-type"
          />

          <Grid templateColumns="1fr 1fr 1fr" gap={{ base: '2', sm: '4' }} alignItems="start">
            <TimeField name="start" label={t('worklogs.dialog.start')} readOnly={readOnly} testId="worklog-start" />
            <TimeField name="end" label={t('worklogs.dialog.end')} readOnly={readOnly} testId="worklog-end" />
            <Box>
              <Text fontSize="sm" fontWeight="medium" mb="1.5">
                {t('worklogs.dialog.duration')}
              </Text>
              <Flex h="10" align="center" px="3" rounded="l2" bg="bg.muted" fontVariantNumeric="tabular-nums" color={minutes !== null && minutes < 0 ? 'fg.error' : undefined} data-testid="worklog-duration">
                {duration}
              </Flex>
            </Box>
          </Grid>
          {mode === 'create' && (
            // A night in one go: the server books start–24:00 on the day and 00:00–end on the next.
            <CheckField
              name="endsNextDay"
              label={t('worklogs.dialog.endsNextDay')}
              hint={validDay ? t('worklogs.dialog.endsNextDayHint', { date: formatDate(nextDay(values.date)) }) : null}
              readOnly={readOnly}
              testId="worklog-ends-next-day"
            />
          )}

          <TextareaField name="comment" label={t('worklogs.dialog.comment')} readOnly={readOnly} textareaProps={{ readOnly, rows: 3 }} testId="worklog-comment" />
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
            // A submit button of the form (by its id): Enter in a field saves too.
            <Button type="submit" form="worklog-form" colorPalette="brand" loading={isSubmitting} disabled={busy} data-testid="worklog-save">
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
