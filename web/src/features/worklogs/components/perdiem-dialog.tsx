import { Alert, Box, Button, Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Formik, type FormikHelpers, useFormikContext } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PerDiemFieldsFragment, useSetEmployeePerDiemMutation, useWorklogDialogAvailableOrdersQuery } from '@/generated/worklogs';
import { DateField } from '@/shared/date/date-field';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import type { PickedEmployee } from '@/shared/employee-picker';
import { FormField, SubmitButton, SwitchField } from '@/shared/form/fields';
import { applyServerErrors } from '@/shared/form/server-errors';
import { isIsoDate } from '@/shared/form/yup';
import { formatCurrency, todayIso } from '@/shared/format';
import { notify } from '@/shared/notify';
import { useAuth } from '@/shared/session/auth';
import { useEarliestValidFrom } from '@/shared/session/defaults';
import { amountOptions, type PerDiemChoices, usePerDiemChoices } from '@/shared/per-diem-settings';
import { canEditPerDiems, type PerDiemValues, perDiemReadOnly, perDiemSchema, perDiemTotal } from '../perdiem-form';
import { bookableRange, canLoadAvailableOrders, isClosedDate } from '../worklog-form';
import { AmountField, OrderSelect } from './worklog-fields';
import { useOpeningKey } from '@/shared/form/opening-key';

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
 * from the amounts of the per-diem settings, the breakfast flag with the settings' deduction shown, and
 * the total. Until the settings have arrived the amounts cannot be chosen.
 */
export function PerDiemDialog(props: PerDiemDialogProps) {
  const { open, onClose, onSaved, employee, perDiem, date } = props;
  const opening = useOpeningKey(open);
  const { t } = useTranslation();
  const earliest = useEarliestValidFrom();
  const [problem, setProblem] = useState<string | null>(null);
  const choices = usePerDiemChoices(!open);
  const schema = useMemo(
    () => perDiemSchema({ existing: !!perDiem, earliest, choices: choices.loaded ? choices : undefined }),
    // The settings' lists are new arrays only when they were fetched anew.
    [perDiem, earliest, choices.loaded, choices.catering, choices.misc],
  );
  const initial: PerDiemValues = perDiem
    ? { date: perDiem.date, orderId: perDiem.order.id, catering: perDiem.catering, misc: perDiem.misc, breakfast: perDiem.breakfast }
    : { date, orderId: null, catering: 0, misc: 0, breakfast: false };
  useEffect(() => {
    if (open) setProblem(null);
  }, [open]);

  const [save] = useSetEmployeePerDiemMutation({ context: { handleErrors: ['CONFLICT'] } });
  const submit = async (values: PerDiemValues, form: FormikHelpers<PerDiemValues>) => {
    setProblem(null);
    try {
      await save({ variables: { employeeId: employee.employeeId, input: { ...values } } });
      notify.success(t('worklogs.perDiem.saved'));
      onSaved();
      onClose();
    } catch (err) {
      const { codes, messages, unplaced } = applyServerErrors(err, values, form);
      if (codes.includes('VALIDATION')) {
        notify.warning(t('worklogs.perDiem.failed'));
        if (unplaced.length) setProblem(unplaced.map((e) => e.message).join('\n'));
      } else if (codes.includes('CONFLICT')) {
        setProblem(messages.CONFLICT);
      }
    }
  };

  return (
    <Formik<PerDiemValues> key={`${opening}-${perDiem?.id ?? 'new'}-${date}`} initialValues={initial} validationSchema={schema} onSubmit={submit}>
      <PerDiemForm {...props} problem={problem} choices={choices} />
    </Formik>
  );
}

function PerDiemForm({ open, onClose, employee, perDiem, problem, choices }: PerDiemDialogProps & { problem: string | null; choices: PerDiemChoices & { loaded: boolean } }) {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const abilities = auth?.abilities;
  const earliest = useEarliestValidFrom();
  const { values, setFieldValue, isSubmitting } = useFormikContext<PerDiemValues>();

  const validDay = isIsoDate(values.date);
  const ordersAllowed = canLoadAvailableOrders(abilities, auth?.employeeId);
  const ordersQuery = useWorklogDialogAvailableOrdersQuery({ variables: { date: values.date }, skip: !open || !validDay || !ordersAllowed, fetchPolicy: 'cache-and-network' });
  const orders = validDay ? ordersQuery.data?.availableOrders : undefined;
  useEffect(() => {
    if (perDiem || !orders || ordersQuery.loading) return;
    if (orders.length === 1) {
      if (values.orderId !== orders[0].id) void setFieldValue('orderId', orders[0].id);
    } else if (values.orderId !== null && !orders.some((o) => o.id === values.orderId)) void setFieldValue('orderId', null);
    // Only when the list arrives: a choice made afterwards stays.
  }, [orders, ordersQuery.loading, perDiem]);

  const canEdit = canEditPerDiems(abilities);
  // Without the list (not loaded, or not answered to this user) the order counts as available: the server decides.
  const orderAvailable = !perDiem || !orders || orders.some((o) => o.id === perDiem.order.id);
  const readOnly = perDiemReadOnly({ canEdit, existing: !!perDiem, date: values.date, earliest, orderAvailable });
  const reason = !canEdit ? 'readOnlyRight' : perDiem && isClosedDate(perDiem.date, earliest) ? 'readOnlyClosed' : 'readOnlyOrder';
  const range = bookableRange(null, earliest, todayIso());

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
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            {readOnly ? t('common.close') : t('common.cancel')}
          </Button>
          {!readOnly && <SubmitButton disabled={!choices.loaded} data-testid="perdiem-save">{t('common.save')}</SubmitButton>}
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
        <DateField name="date" label={t('worklogs.perDiem.date')} min={range.min} max={range.max} required readOnly={readOnly || !!perDiem} testId="perdiem-date" />
        {perDiem ? (
          <FormField label={t('worklogs.perDiem.order')} readOnly>
            <Input value={perDiem.order.name} readOnly data-testid="perdiem-order" />
          </FormField>
        ) : (
          <OrderSelect
            name="orderId"
            label={t('worklogs.perDiem.order')}
            orders={orders ?? null}
            loading={ordersQuery.loading && !orders}
            disabled={readOnly || !orders}
            testId="perdiem-order"
          />
        )}
        <Grid templateColumns="1fr 1fr" gap="4">
          <AmountField
            name="catering"
            label={t('worklogs.perDiem.catering')}
            choices={amountOptions(choices.catering, values.catering)}
            readOnly={readOnly}
            disabled={!choices.loaded}
            testId="perdiem-catering"
          />
          <AmountField name="misc" label={t('worklogs.perDiem.misc')} choices={amountOptions(choices.misc, values.misc)} readOnly={readOnly} disabled={!choices.loaded} testId="perdiem-misc" />
        </Grid>
        <SwitchField name="breakfast" label={t('worklogs.perDiem.breakfast')} disabled={readOnly} testId="perdiem-breakfast" />
        <Box bg="bg.muted" rounded="md" p="3" data-testid="perdiem-total">
          {values.breakfast && (
            <HStack justify="space-between" color="fg.muted" data-testid="perdiem-deduction">
              <Text>{t('worklogs.perDiem.deduction')}</Text>
              <Text fontVariantNumeric="tabular-nums">−{euro(choices.breakfastDeduction)}</Text>
            </HStack>
          )}
          <HStack justify="space-between" fontWeight="semibold">
            <Text>{t('worklogs.perDiem.total')}</Text>
            <Text fontVariantNumeric="tabular-nums">{euro(perDiemTotal(values.catering, values.misc, values.breakfast, choices.breakfastDeduction))}</Text>
          </HStack>
        </Box>
      </Stack>
    </FormDialog>
  );
}
