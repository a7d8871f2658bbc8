import { Alert, Button, Checkbox, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormikProvider, useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import {
  type OrderCustomerFieldsFragment,
  useCalendarCustomerOrdersQuery,
  useCalendarDaysQuery,
  useCreateOrderMutation,
  useOrderCustomerQuery,
} from '@/generated/orders';
import { DateField } from '@/shared/date/date-field';
import { confirmDialog } from '@/shared/dialogs/dialog-store';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { SwitchField, TextField } from '@/shared/form/fields';
import { formatDate, todayIso } from '@/shared/format';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { CustomerCard } from '../components/customer-card';
import { reportOrderFormError, submitOrWarn } from '../feedback';
import { CATEGORY_FLAGS, newOrderValues, type OrderFormValues, orderSchema, toOrderInput, withCustomer, withoutCustomer } from '../order-form';
import { bookingDay, capacityProblem, type CapacityProblem, formatCount, latestPositions, parsePositions, pickerMinimum, validDay } from './calendar-logic';

interface Props {
  /** The clicked day; null closes the dialog. */
  day: string | null;
  /** A customer handed over by the customer screen (query customerId / positions). */
  handover: { customerId: number; positions: number | null } | null;
  onClose: () => void;
}

/** Create-inventory dialog (spec 3 §2.3, §5), opened from a day of the calendar or the plus button. */
export function CreateInventoryDialog({ day, handover, onClose }: Props) {
  if (!day) return null;
  return <InventoryForm day={day} handover={handover} onClose={onClose} />;
}

function InventoryForm({ day, handover, onClose }: { day: string; handover: Props['handover']; onClose: () => void }) {
  const { t } = useTranslation();
  const today = todayIso();
  const [initial] = useState<OrderFormValues>(() => newOrderValues(bookingDay(day, today)));
  const [conflict, setConflict] = useState<string | null>(null);
  // The dialog starts with sendMail true (spec 3 §2.2): the customer gets the confirmation link by e-mail.
  const [sendMail, setSendMail] = useState(true);
  /**
   * The customer whose latest order still has to fill in the positions, with the positions the field
   * had then: what the user typed meanwhile is kept.
   */
  const [prefill, setPrefill] = useState<{ id: number; base: string } | null>(null);
  const prefillFor = prefill?.id ?? null;
  const [create] = useCreateOrderMutation({
    context: { handleErrors: ['CONFLICT'] },
    refetchQueries: ['CalendarDays', 'CalendarOrders'],
    awaitRefetchQueries: true,
  });

  const problemText = (p: CapacityProblem) =>
    p.kind === 'past'
      ? t('orders.calendar.createDialog.past', { day: formatDate(p.date) })
      : t('orders.calendar.createDialog.full', { day: formatDate(p.date), used: formatCount(p.used), max: formatCount(p.max), positions: formatCount(p.positions) });

  const schema = useMemo(() => orderSchema({ positionsRequired: t('orders.calendar.createDialog.positionsRequired') }), [t]);
  const form = useFormik<OrderFormValues>({
    initialValues: initial,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const problem = capacityProblem({
        date: values.validFrom,
        today,
        used: capacity?.positions ?? 0,
        max: capacity?.effectiveMaxPositions ?? Number.POSITIVE_INFINITY,
        positions: parsePositions(values.positions)!,
      });
      if (problem) {
        setConflict(problemText(problem));
        return;
      }
      try {
        await create({ variables: { input: { ...toOrderInput(values, { notes: '', costCenterId: null }), orderType: 'INV', sendMail } } });
        notify.success(t('orders.calendar.createDialog.created'));
        onClose();
      } catch (err) {
        const { codes, messages } = errorCodes(err);
        if (codes.includes('CONFLICT')) setConflict(messages.CONFLICT ?? null);
        else reportOrderFormError(err, values, helpers, t);
      }
    },
  });
  const { values, setValues } = form;

  // The handed-over customer (the customer's "Auftrag planen") is preselected once.
  const { data: handed } = useOrderCustomerQuery({ variables: { id: handover?.customerId ?? 0 }, skip: !handover });
  const applied = useRef(false);
  useEffect(() => {
    if (!handed || applied.current) return;
    applied.current = true;
    const next = withCustomer(values, handed.customer, handover?.positions);
    void setValues(next);
    if (handover?.positions == null) setPrefill({ id: handed.customer.id, base: next.positions });
  }, [handed]);

  const { data: history } = useCalendarCustomerOrdersQuery({ variables: { id: prefillFor ?? 0 }, skip: prefillFor === null, fetchPolicy: 'network-only' });
  useEffect(() => {
    if (!history || !prefill || values.customerId !== prefill.id) return;
    setPrefill(null);
    if (values.positions !== prefill.base) return;
    const latest = latestPositions(history.customerOrders.past, prefill.base ? Number(prefill.base) : null);
    if (latest !== null) void form.setFieldValue('positions', String(latest));
  }, [history]);

  // The capacity of the chosen counting day, read fresh for the check before sending.
  const from = values.validFrom;
  const { data: dayData, loading: dayLoading } = useCalendarDaysQuery({
    variables: { from, to: from },
    skip: !validDay(from),
    fetchPolicy: 'network-only',
  });
  const capacity = validDay(from) ? dayData?.calendarDays.find((d) => d.date === from) : undefined;

  // A changed field clears the capacity message; the end follows the start while both were the same day.
  const changed = () => setConflict(null);
  const followStart = (from: string) => {
    changed();
    if (values.validTo === values.validFrom && validDay(from)) void form.setFieldValue('validTo', from);
  };

  const chooseCustomer = (c: OrderCustomerFieldsFragment) => {
    setConflict(null);
    const next = withCustomer(values, c);
    void setValues(next);
    setPrefill({ id: c.id, base: next.positions });
  };

  const removeCustomer = async () => {
    const ok = await confirmDialog({
      title: t('orders.info.removeCustomerTitle'),
      message: t('orders.calendar.createDialog.removeCustomerMessage', { name: values.customerName }),
      confirmLabel: t('orders.info.removeCustomer'),
    });
    if (ok) {
      setPrefill(null);
      void setValues(withoutCustomer(form.values));
    }
  };

  const submit = () => submitOrWarn(form, () => notify.warning(t('orders.info.checkInput')));

  const f = (k: string) => t(`orders.info.fields.${k as 'name'}`);
  const text = (k: 'name' | 'address' | 'zip' | 'city' | 'positions' | 'startTime', required = true, numeric = false) => (
    <TextField
      name={k}
      label={f(k)}
      required={required}
      testId={`inventory-${k}`}
      inputProps={{ inputMode: numeric ? 'numeric' : undefined, autoComplete: 'off' }}
      onChange={changed}
    />
  );

  return (
    <FormikProvider value={form}>
      <FormDialog
        open
        onClose={onClose}
        title={t('orders.calendar.createDialog.title')}
        size="lg"
        testId="create-inventory-dialog"
        footer={
          <>
            <Button variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button colorPalette="brand" loading={form.isSubmitting} onClick={() => void submit()} data-testid="inventory-save">
              <LuPlus />
              {t('orders.calendar.createDialog.submit')}
            </Button>
          </>
        }
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="4">
            {conflict && (
              <Alert.Root status="error" data-testid="inventory-conflict">
                <Alert.Indicator />
                <Alert.Title fontWeight="normal">{conflict}</Alert.Title>
              </Alert.Root>
            )}
            <CustomerCard customerId={values.customerId} customerName={values.customerName} editable onChoose={chooseCustomer} onRemove={() => void removeCustomer()} />
            {/* Beside the customer: the mail goes to the chosen customer's address. */}
            <Checkbox.Root checked={sendMail} onCheckedChange={(e) => setSendMail(e.checked === true)} colorPalette="brand" data-testid="inventory-sendMail">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('orders.calendar.createDialog.sendMail')}</Checkbox.Label>
            </Checkbox.Root>
            {sendMail && (
              <Text fontSize="sm" color="fg.muted" mt="-2" data-testid="inventory-sendMail-hint">
                {t('orders.calendar.createDialog.sendMailHint')}
              </Text>
            )}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              <DateField name="validFrom" label={f('validFrom')} required testId="inventory-validFrom" min={pickerMinimum(today)} onChange={followStart} />
              <DateField
                name="validTo"
                label={f('validTo')}
                required
                testId="inventory-validTo"
                min={validDay(values.validFrom) ? values.validFrom : pickerMinimum(today)}
                onChange={changed}
              />
            </SimpleGrid>
            <Text fontSize="sm" color={capacity && capacity.positions >= capacity.effectiveMaxPositions ? 'fg.error' : 'fg.muted'} data-testid="inventory-capacity" minH="5">
              {capacity
                ? t('orders.calendar.createDialog.dayCapacity', {
                    day: formatDate(capacity.date),
                    used: formatCount(capacity.positions),
                    max: formatCount(capacity.effectiveMaxPositions),
                    free: formatCount(Math.max(0, capacity.effectiveMaxPositions - capacity.positions)),
                  })
                : dayLoading
                  ? '…'
                  : ''}
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              {text('startTime')}
              {text('positions', true, true)}
              {text('name')}
              {text('address')}
              {text('zip', true, true)}
              {text('city')}
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="1" data-testid="inventory-categories">
              {CATEGORY_FLAGS.map((k) => (
                <SwitchField key={k} name={k} label={t(`orders.info.flags.${k}`)} testId={`inventory-flag-${k}`} onChange={changed} />
              ))}
            </SimpleGrid>
          </Stack>
        </form>
      </FormDialog>
    </FormikProvider>
  );
}
