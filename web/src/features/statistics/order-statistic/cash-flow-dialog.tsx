import { Alert, Box, Button, Center, Field, Input, NativeSelect, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CashFlowType, useCashFlowDefaultLazyQuery, useSaveCashFlowMutation } from '@/generated/statistics';
import { MonthPicker } from '@/shared/date/month-picker';
import { openLoading } from '@/shared/dialogs/dialog-store';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { errorCodes, type FieldError } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import {
  type CashFlow,
  cashFlowFieldOf,
  type CashFlowErrors,
  type CashFlowValues,
  cashFlowValues,
  hasErrors,
  toCashFlowInput,
  validateCashFlow,
} from './order-statistic';
import { writeCashFlowAnswer } from './cache';

interface CashFlowDialogProps {
  orderId: number;
  /** null: a new entry (the server's default is loaded first). */
  entry: CashFlow | null;
  open: boolean;
  onClose: () => void;
}

const EMPTY: CashFlowValues = { date: '', amount: '', cashFlowType: 'IN', description: '' };

/**
 * Add or edit one cash flow of the order (spec 3 §4): a new entry starts from GET …/cashflow/default
 * (month, type IN); saving shows the loading dialog, then a success toast. Client rules first (decision 5),
 * the server's 422 lands on the same fields.
 */
export function CashFlowDialog({ orderId, entry, open, onClose }: CashFlowDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<CashFlowValues>(EMPTY);
  const [errors, setErrors] = useState<CashFlowErrors>({});
  const [unplaced, setUnplaced] = useState<FieldError[]>([]);
  const [loadDefault, defaults] = useCashFlowDefaultLazyQuery({ fetchPolicy: 'network-only' });
  const [save, saving] = useSaveCashFlowMutation({ update: (cache, { data }) => data && writeCashFlowAnswer(cache, orderId, data.saveCashFlow) });

  useEffect(() => {
    if (!open) return;
    setErrors({});
    setUnplaced([]);
    if (entry) {
      setValues(cashFlowValues(entry));
      return;
    }
    setValues(EMPTY);
    void loadDefault({ variables: { orderId } }).then(({ data }) => {
      if (data) setValues(cashFlowValues(data.cashFlowDefault));
    });
  }, [open, entry, orderId, loadDefault]);

  const waitingForDefault = !entry && (defaults.loading || (!defaults.data && !defaults.error));
  const defaultFailed = !entry && Boolean(defaults.error) && !defaults.data;
  const set = (patch: Partial<CashFlowValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async () => {
    const found = validateCashFlow(values);
    setErrors(found);
    setUnplaced([]);
    if (hasErrors(found)) return;
    const loading = openLoading(t('statistics.orderStatistic.dialog.saving'));
    try {
      await save({ variables: { orderId, id: entry?.id ?? null, input: toCashFlowInput(values) } });
      loading.close();
      notify.success(t('statistics.orderStatistic.dialog.saved'));
      onClose();
    } catch (err) {
      loading.close();
      const { codes, fieldErrors } = errorCodes(err);
      if (!codes.includes('VALIDATION')) return; // the shell has said what went wrong
      const placed: CashFlowErrors = {};
      const rest: FieldError[] = [];
      for (const e of fieldErrors) {
        const field = cashFlowFieldOf(e.path);
        if (field) placed[field] ??= e.message;
        else rest.push(e);
      }
      setErrors(placed);
      setUnplaced(rest);
      notify.warning(t('statistics.orderStatistic.dialog.checkInput'));
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={entry ? t('statistics.orderStatistic.dialog.editTitle') : t('statistics.orderStatistic.dialog.createTitle')}
      testId="cash-flow-dialog"
      footer={
        <>
          <Box flex="1" />
          <Button variant="outline" onClick={onClose} disabled={saving.loading}>
            {t('common.cancel')}
          </Button>
          <Button colorPalette="brand" loading={saving.loading} disabled={waitingForDefault} onClick={() => void submit()} data-testid="cash-flow-save">
            {t('common.save')}
          </Button>
        </>
      }
    >
      {waitingForDefault ? (
        <Center py="8" gap="3" data-testid="cash-flow-default-loading">
          <Spinner size="sm" color="brand.solid" />
          <Text>{t('statistics.orderStatistic.dialog.loadingDefault')}</Text>
        </Center>
      ) : (
        <Stack gap="4">
          {defaultFailed && (
            <Alert.Root status="warning" size="sm">
              <Alert.Indicator />
              <Alert.Title>{t('statistics.orderStatistic.dialog.defaultFailed')}</Alert.Title>
            </Alert.Root>
          )}
          {unplaced.length > 0 && (
            <Alert.Root status="error" size="sm" data-testid="cash-flow-unplaced">
              <Alert.Indicator />
              <Alert.Title>{unplaced.map((e) => e.message).join('\n')}</Alert.Title>
            </Alert.Root>
          )}
          <MonthPicker
            label={t('statistics.orderStatistic.dialog.date')}
            value={values.date}
            onChange={(date) => set({ date })}
            error={errors.date}
            required
            testId="cash-flow-date"
          />
          <Field.Root required invalid={Boolean(errors.amount)}>
            <Field.Label>
              {t('statistics.orderStatistic.dialog.amount')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              inputMode="decimal"
              value={values.amount}
              onChange={(e) => set({ amount: e.target.value })}
              data-testid="cash-flow-amount"
              autoComplete="off"
            />
            {errors.amount ? <Field.ErrorText>{errors.amount}</Field.ErrorText> : <Field.HelperText>{t('statistics.orderStatistic.dialog.amountHint')}</Field.HelperText>}
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.cashFlowType)}>
            <Field.Label>{t('statistics.orderStatistic.dialog.type')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={values.cashFlowType}
                onChange={(e) => set({ cashFlowType: e.target.value as CashFlowType })}
                data-testid="cash-flow-type"
              >
                <option value="IN">{t('statistics.orderStatistic.cashFlows.types.IN')}</option>
                <option value="OUT">{t('statistics.orderStatistic.cashFlows.types.OUT')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {errors.cashFlowType && <Field.ErrorText>{errors.cashFlowType}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.description)}>
            <Field.Label>{t('statistics.orderStatistic.dialog.description')}</Field.Label>
            <Textarea
              value={values.description}
              onChange={(e) => set({ description: e.target.value })}
              rows={3}
              data-testid="cash-flow-description"
            />
            {errors.description && <Field.ErrorText>{errors.description}</Field.ErrorText>}
          </Field.Root>
        </Stack>
      )}
    </FormDialog>
  );
}
