import { Alert, Box, Button, Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PerDiemFieldsFragment, useSetEmployeePerDiemMutation, useWorklogDialogAvailableOrdersQuery } from '@/generated/worklogs';
import { DateField } from '@/shared/date/date-field';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { fieldErrorsFor } from '@/shared/field-errors';
import { FormField, SelectField, SwitchField } from '@/shared/form/fields';
import { formatCurrency, todayIso } from '@/shared/format';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { useAuth } from '@/shared/session/auth';
import { useEarliestValidFrom } from '@/shared/session/defaults';
import {
  BREAKFAST_DEDUCTION,
  CATERING_CHOICES,
  canEditPerDiems,
  MISC_CHOICES,
  type PerDiemField,
  type PerDiemValues,
  perDiemReadOnly,
  perDiemTotal,
  validatePerDiem,
} from '../perdiem-form';
import { bookableRange, canLoadAvailableOrders, isClosedDate } from '../worklog-form';
import type { PickedEmployee } from '@/shared/employee-picker';

interface PerDiemDialogProps {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
  employee: PickedEmployee;
  /** Edit mode: the existing per diem (its day and order stay). */
  perDiem: PerDiemFieldsFragment | null;
  /** Create mode: the day to start with. */
  date: string;
}

/**
 * The per-diem dialog of an employee (spec 1 §4 "Per-diem dialog", §5 "Per diem", §8): catering and misc
 * from the allowed sets, the breakfast flag with the 4.80 EUR deduction shown, and the total.
 */
export function PerDiemDialog({ open, onClose, onSaved, employee, perDiem, date }: PerDiemDialogProps) {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const authorities = auth?.authorities ?? [];
  const earliest = useEarliestValidFrom();
  const [values, setValues] = useState<PerDiemValues>({ date, orderId: null, catering: null, misc: null, breakfast: false });
  const [errors, setErrors] = useState<Partial<Record<PerDiemField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setValues(
      perDiem
        ? { date: perDiem.date, orderId: perDiem.order.id, catering: perDiem.catering, misc: perDiem.misc, breakfast: perDiem.breakfast }
        : { date, orderId: null, catering: 0, misc: 0, breakfast: false },
    );
    setErrors({});
    setProblem(null);
  }, [open, perDiem, date]);

  const set = (patch: Partial<PerDiemValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch) as PerDiemField[]) delete next[k];
      return next;
    });
  };

  const validDay = /^\d{4}-\d{2}-\d{2}$/.test(values.date);
  const ordersAllowed = canLoadAvailableOrders(authorities, auth?.employeeId);
  const ordersQuery = useWorklogDialogAvailableOrdersQuery({ variables: { date: values.date }, skip: !open || !validDay || !ordersAllowed, fetchPolicy: 'cache-and-network' });
  const orders = validDay ? ordersQuery.data?.availableOrders : undefined;
  useEffect(() => {
    if (perDiem || !orders || ordersQuery.loading) return;
    setValues((v) => {
      if (orders.length === 1) return v.orderId === orders[0].id ? v : { ...v, orderId: orders[0].id };
      if (v.orderId !== null && !orders.some((o) => o.id === v.orderId)) return { ...v, orderId: null };
      return v;
    });
  }, [orders, ordersQuery.loading, perDiem]);

  const canEdit = canEditPerDiems(authorities);
  // Without the list (not loaded, or not answered to this user) the order counts as available: the server decides.
  const orderAvailable = !perDiem || !orders || orders.some((o) => o.id === perDiem.order.id);
  const readOnly = perDiemReadOnly({ canEdit, existing: !!perDiem, date: values.date, earliest, orderAvailable });
  const reason = !canEdit ? 'readOnlyRight' : perDiem && isClosedDate(perDiem.date, earliest) ? 'readOnlyClosed' : 'readOnlyOrder';
  const range = bookableRange(null, earliest, todayIso());

  const [save, saving] = useSetEmployeePerDiemMutation({ context: { handleErrors: ['CONFLICT'] } });
  const submit = async () => {
    const found = validatePerDiem(values);
    setErrors(Object.fromEntries(Object.entries(found).map(([k, key]) => [k, t(`worklogs.perDiem.errors.${key}` as 'worklogs.perDiem.errors.dateRequired')])));
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    try {
      await save({ variables: { employeeId: employee.employeeId, input: { ...values } } });
      notify.success(t('worklogs.perDiem.saved'));
      onSaved();
      onClose();
    } catch (err) {
      const { codes, messages, fieldErrors } = errorCodes(err);
      if (codes.includes('VALIDATION')) {
        notify.warning(t('worklogs.perDiem.failed'));
        const byField = fieldErrorsFor(fieldErrors);
        setErrors(byField);
        const unplaced = fieldErrors.filter((e) => !['date', 'orderId', 'catering', 'misc'].includes(e.path));
        if (unplaced.length) setProblem(unplaced.map((e) => e.message).join('\n'));
      } else if (codes.includes('CONFLICT')) {
        setProblem(messages.CONFLICT);
      }
    }
  };

  const euro = (n: number) => formatCurrency(n);
  const title = perDiem ? (readOnly ? t('worklogs.perDiem.viewTitle') : t('worklogs.perDiem.editTitle')) : t('worklogs.perDiem.createTitle');
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      testId="perdiem-dialog"
      footer={
        <>
          <Box flex="1" />
          <Button variant="outline" onClick={onClose} disabled={saving.loading}>
            {readOnly ? t('common.close') : t('common.cancel')}
          </Button>
          {!readOnly && (
            <Button colorPalette="brand" loading={saving.loading} onClick={() => void submit()} data-testid="perdiem-save">
              {t('common.save')}
            </Button>
          )}
        </>
      }
    >
      <Stack gap="4">
        {readOnly && (
          <Alert.Root status="info" size="sm">
            <Alert.Indicator />
            <Alert.Title>{t(`worklogs.perDiem.${reason}`)}</Alert.Title>
          </Alert.Root>
        )}
        {problem && (
          <Alert.Root status="error" data-testid="perdiem-problem">
            <Alert.Indicator />
            <Alert.Description whiteSpace="pre-line">{problem}</Alert.Description>
          </Alert.Root>
        )}
        <FormField label={t('worklogs.dialog.employee')} readOnly>
          <Input value={`${employee.lastName}, ${employee.firstName} (${employee.employeeId})`} readOnly />
        </FormField>
        <DateField
          label={t('worklogs.perDiem.date')}
          value={values.date}
          onChange={(d) => set({ date: d })}
          min={range.min}
          max={range.max}
          error={errors.date}
          required
          readOnly={readOnly || !!perDiem}
          testId="perdiem-date"
        />
        {perDiem ? (
          <FormField label={t('worklogs.perDiem.order')} readOnly>
            <Input value={perDiem.order.name} readOnly data-testid="perdiem-order" />
          </FormField>
        ) : (
          <SelectField
            label={t('worklogs.perDiem.order')}
            value={values.orderId === null ? '' : String(values.orderId)}
            onChange={(v) => set({ orderId: v === '' ? null : Number(v) })}
            options={(orders ?? []).map((o) => ({ value: String(o.id), label: o.city ? `${o.name} (${o.city})` : o.name }))}
            placeholder={ordersQuery.loading && !orders ? t('worklogs.dialog.ordersLoading') : t('worklogs.dialog.orderChoose')}
            error={errors.orderId ?? (orders && orders.length === 0 ? t('worklogs.dialog.noOrders') : undefined)}
            required
            disabled={readOnly || !orders || orders.length === 0}
            testId="perdiem-order"
          />
        )}
        <Grid templateColumns="1fr 1fr" gap="4">
          <SelectField
            label={t('worklogs.perDiem.catering')}
            value={values.catering === null ? '' : String(values.catering)}
            onChange={(v) => set({ catering: v === '' ? null : Number(v) })}
            options={CATERING_CHOICES.map((c) => ({ value: String(c), label: euro(c) }))}
            error={errors.catering}
            required
            readOnly={readOnly}
            testId="perdiem-catering"
          />
          <SelectField
            label={t('worklogs.perDiem.misc')}
            value={values.misc === null ? '' : String(values.misc)}
            onChange={(v) => set({ misc: v === '' ? null : Number(v) })}
            options={MISC_CHOICES.map((c) => ({ value: String(c), label: euro(c) }))}
            error={errors.misc}
            required
            readOnly={readOnly}
            testId="perdiem-misc"
          />
        </Grid>
        <SwitchField label={t('worklogs.perDiem.breakfast')} checked={values.breakfast} onChange={(breakfast) => set({ breakfast })} disabled={readOnly} testId="perdiem-breakfast" />
        <Box bg="bg.muted" rounded="md" p="3" data-testid="perdiem-total">
          {values.breakfast && (
            <HStack justify="space-between" color="fg.muted" data-testid="perdiem-deduction">
              <Text>{t('worklogs.perDiem.deduction')}</Text>
              <Text fontVariantNumeric="tabular-nums">−{euro(BREAKFAST_DEDUCTION)}</Text>
            </HStack>
          )}
          <HStack justify="space-between" fontWeight="semibold">
            <Text>{t('worklogs.perDiem.total')}</Text>
            <Text fontVariantNumeric="tabular-nums">{euro(perDiemTotal(values.catering, values.misc, values.breakfast))}</Text>
          </HStack>
        </Box>
      </Stack>
    </FormDialog>
  );
}
