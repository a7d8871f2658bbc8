import { Alert, Box, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { Formik, useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCashFlowDefaultLazyQuery, useSaveCashFlowMutation } from '@/generated/statistics';
import { MonthPicker } from '@/shared/date/month-picker';
import { openLoading } from '@/shared/dialogs/dialog-store';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { SelectField, SubmitButton, TextareaField, TextField } from '@/shared/form/fields';
import { applyServerErrors } from '@/shared/form/server-errors';
import type { FieldError } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { CASH_FLOW_PREFIXES, type CashFlow, cashFlowSchema, type CashFlowValues, cashFlowValues, toCashFlowInput } from './order-statistic';
import { writeCashFlowAnswer } from './cache';
import { useOpeningKey } from '@/shared/form/opening-key';

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
 * (month, type IN); saving shows the loading dialog, then a success toast. Client rules first (docs/decisions/statistics.md#STA-9),
 * the server's 422 lands on the same fields.
 */
export function CashFlowDialog({ orderId, entry, open, onClose }: CashFlowDialogProps) {
  const opening = useOpeningKey(open);
  const { t } = useTranslation();
  // What the form starts from: the entry, or the server's default once it arrives (the form takes it over).
  const [start, setStart] = useState<CashFlowValues>(EMPTY);
  const [unplaced, setUnplaced] = useState<FieldError[]>([]);
  const [loadDefault, defaults] = useCashFlowDefaultLazyQuery({ fetchPolicy: 'network-only' });
  const [save] = useSaveCashFlowMutation({ update: (cache, { data }) => data && writeCashFlowAnswer(cache, orderId, data.saveCashFlow) });

  useEffect(() => {
    if (!open) return;
    setUnplaced([]);
    if (entry) {
      setStart(cashFlowValues(entry));
      return;
    }
    setStart(EMPTY);
    void loadDefault({ variables: { orderId } }).then(({ data }) => {
      if (data) setStart(cashFlowValues(data.cashFlowDefault));
    });
  }, [open, entry, orderId, loadDefault]);

  const waitingForDefault = !entry && (defaults.loading || (!defaults.data && !defaults.error));
  const defaultFailed = !entry && Boolean(defaults.error) && !defaults.data;

  return (
    <Formik<CashFlowValues>
      key={opening}
      initialValues={start}
      enableReinitialize
      validationSchema={cashFlowSchema}
      onSubmit={async (values, form) => {
        setUnplaced([]);
        const loading = openLoading(t('statistics.orderStatistic.dialog.saving'));
        try {
          await save({ variables: { orderId, id: entry?.id ?? null, input: toCashFlowInput(values) } });
          loading.close();
          notify.success(t('statistics.orderStatistic.dialog.saved'));
          onClose();
        } catch (err) {
          loading.close();
          const answer = applyServerErrors(err, values, form, CASH_FLOW_PREFIXES);
          if (!answer.validation) return; // the shell has said what went wrong
          setUnplaced(answer.unplaced);
          notify.warning(t('statistics.orderStatistic.dialog.checkInput'));
        }
      }}
    >
      <FormDialog
        open={open}
        onClose={onClose}
        title={entry ? t('statistics.orderStatistic.dialog.editTitle') : t('statistics.orderStatistic.dialog.createTitle')}
        testId="cash-flow-dialog"
        footer={<Footer onClose={onClose} waiting={waitingForDefault} />}
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
            <MonthPicker name="date" label={t('statistics.orderStatistic.dialog.date')} required testId="cash-flow-date" />
            <TextField
              name="amount"
              label={t('statistics.orderStatistic.dialog.amount')}
              required
              helperText={t('statistics.orderStatistic.dialog.amountHint')}
              testId="cash-flow-amount"
              inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
            />
            <SelectField
              name="cashFlowType"
              label={t('statistics.orderStatistic.dialog.type')}
              options={[
                { value: 'IN', label: t('statistics.orderStatistic.cashFlows.types.IN') },
                { value: 'OUT', label: t('statistics.orderStatistic.cashFlows.types.OUT') },
              ]}
              testId="cash-flow-type"
            />
            <TextareaField name="description" label={t('statistics.orderStatistic.dialog.description')} textareaProps={{ rows: 3, autoresize: false }} testId="cash-flow-description" />
          </Stack>
        )}
      </FormDialog>
    </Formik>
  );
}

function Footer({ onClose, waiting }: { onClose: () => void; waiting: boolean }) {
  const { t } = useTranslation();
  const { isSubmitting } = useFormikContext();
  return (
    <>
      <Box flex="1" />
      <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
        {t('common.cancel')}
      </Button>
      <SubmitButton disabled={waiting} data-testid="cash-flow-save">
        {t('common.save')}
      </SubmitButton>
    </>
  );
}
