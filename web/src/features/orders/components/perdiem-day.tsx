import { Alert, Box, Button, HStack, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { FormikProvider, useFormik } from 'formik';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuUndo2 } from 'react-icons/lu';
import {
  OrderPerDiemDaysDocument,
  RecentOrderPerDiemsDocument,
  useRecentOrderPerDiemsQuery,
  useSetOrderPerDiemsMutation,
} from '@/generated/orders';
import { applyServerErrors } from '@/shared/form/server-errors';
import { submitOrWarn } from '@/shared/form/submit-or-warn';
import { notify } from '@/shared/notify';
import { useAuth } from '@/shared/session/auth';
import {
  changedEmployees,
  dayValues,
  EMPTY_PER_DIEM,
  fillFromRecent,
  perDiemBatches,
  type PerDiemDayValues,
  perDiemDayEditable,
  perDiemDaySchema,
  type PerDiemValues,
  rowKey,
  rowsOf,
} from '../order-perdiems';
import { isClosed } from '../order-worklogs';
import { usePerDiemChoices } from '@/shared/per-diem-settings';
import { BulkFill, type PerDiemEntry, PerDiemCards, PerDiemTable } from './perdiem-rows';

type Entry = PerDiemEntry;

interface PerDiemDayProps {
  orderId: number;
  date: string;
  employees: readonly Entry[];
  earliestValidFrom: string;
}

const storedOf = (e: Entry): PerDiemValues => (e.perDiem ? { catering: e.perDiem.catering, misc: e.perDiem.misc, breakfast: e.perDiem.breakfast } : EMPTY_PER_DIEM);

/**
 * One day of the per-diems tab (spec 3 §2.4): every employee with catering, misc, breakfast and the
 * time spent. From the earliest valid date on (and with PerDiem_Edit_Edit) the amounts are chosen from
 * the allowed sets, filled for everyone at once or from the order's recent per diems, and saved through
 * setPerDiemBatches (all or nothing); before it the day is read-only.
 */
export function PerDiemDay({ orderId, date, employees, earliestValidFrom }: PerDiemDayProps) {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const editable = perDiemDayEditable(auth?.abilities ?? [], date, earliestValidFrom);
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const showPassenger = employees.some((e) => e.timeSpent.minutesPassenger !== null);

  const stored = useMemo(() => new Map(employees.map((e) => [e.employee.id, storedOf(e)])), [employees]);
  const initialValues = useMemo(() => dayValues(stored), [stored]);
  // The amounts offered and checked are the stored per-diem settings (read-only days show the stored values only).
  const choices = usePerDiemChoices(!editable);
  const schema = useMemo(() => perDiemDaySchema(stored, choices.loaded ? choices : undefined), [stored, choices.loaded, choices.catering, choices.misc]);

  const recentQuery = useRecentOrderPerDiemsQuery({ variables: { orderId, before: date }, skip: !editable, fetchPolicy: 'cache-and-network' });
  const recent = recentQuery.data?.recentOrderPerDiems ?? [];
  const [save] = useSetOrderPerDiemsMutation({
    refetchQueries: [
      { query: OrderPerDiemDaysDocument, variables: { orderId, yearMonth: date.slice(0, 7) } },
      { query: RecentOrderPerDiemsDocument, variables: { orderId, before: date } },
    ],
    awaitRefetchQueries: true,
  });

  // One form over every employee's row; only the changed rows are checked and saved.
  const form = useFormik<PerDiemDayValues>({
    initialValues,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const current = rowsOf(values);
      const changedIds = changedEmployees(stored, current);
      try {
        // One request, all or nothing, even when employees got different amounts.
        const batches = perDiemBatches(current, changedIds).map((b) => ({ employeeIds: b.employeeIds, input: { orderId, date, ...b.values } }));
        await save({ variables: { batches } });
        notify.success(t('orders.perdiems.success'));
        helpers.resetForm({ values });
      } catch (err) {
        // 422: the spec's warning with the server's message; 409 (closed month) and the rest the shell reports.
        const { validation, unplaced } = applyServerErrors(err, values, helpers);
        if (validation) notify.warning(t('orders.perdiems.failed'), { description: unplaced.map((f) => f.message).join('\n') || undefined });
      }
    },
  });
  // The day's list answered anew (another tab, the refetch after saving): an untouched form follows it.
  useEffect(() => {
    if (!form.dirty) form.resetForm({ values: initialValues });
  }, [initialValues]);

  const current = useMemo(() => new Map([...stored].map(([id, v]) => [id, form.values.rows[rowKey(id)] ?? v])), [stored, form.values]);
  const changed = changedEmployees(stored, current);

  const fillAll = (values: PerDiemValues) => void form.setValues({ rows: Object.fromEntries(employees.map((e) => [rowKey(e.employee.id), { ...values }])) });
  const fillRecent = () => void form.setValues(dayValues(new Map([...stored, ...fillFromRecent(employees.map((e) => e.employee.id), recent)])));
  const revert = () => form.resetForm();
  const submit = () => submitOrWarn(form, () => notify.warning(t('orders.perdiems.failed')));

  const rowProps = { editable, showPassenger, choices };
  return (
    <FormikProvider value={form}>
      <Stack gap="3" data-testid="perdiem-day">
        {!editable && (
          <Alert.Root status="info" size="sm" data-testid="perdiem-readonly">
            <Alert.Indicator />
            <Alert.Title>{t(isClosed(date, earliestValidFrom) ? 'orders.perdiems.closed' : 'orders.perdiems.noRight')}</Alert.Title>
          </Alert.Root>
        )}
        {editable && <BulkFill choices={choices} onApply={fillAll} onRecent={recent.length > 0 ? fillRecent : null} recentDate={recent[0]?.date ?? null} />}
        <Box borderWidth="1px" rounded="lg" bg="bg" overflowX="auto">
          {phone ? <PerDiemCards employees={employees} {...rowProps} /> : <PerDiemTable employees={employees} date={date} {...rowProps} />}
        </Box>
        {editable && (
          <HStack
            position="sticky"
            // Above the shell's sticky footer (h 10), reachable by thumb on a phone.
            bottom="11"
            zIndex="docked"
            bg="bg"
            borderWidth="1px"
            rounded="lg"
            p="3"
            gap="2"
            justify="space-between"
            flexWrap="wrap"
            shadow={changed.length > 0 ? 'md' : undefined}
            data-testid="perdiem-savebar"
          >
            <Text fontSize="sm" color="fg.muted">
              {t('orders.perdiems.changed', { count: changed.length })}
            </Text>
            <HStack gap="2" flex={{ base: '1', md: 'initial' }} justify="flex-end">
              <Button variant="outline" size={{ base: 'md', md: 'sm' }} disabled={changed.length === 0 || form.isSubmitting} onClick={revert} data-testid="perdiem-revert">
                <LuUndo2 />
                {t('orders.perdiems.revert')}
              </Button>
              <Button
                colorPalette="brand"
                size={{ base: 'md', md: 'sm' }}
                flex={{ base: '1', md: 'initial' }}
                disabled={changed.length === 0}
                loading={form.isSubmitting}
                onClick={() => void submit()}
                data-testid="perdiem-save"
              >
                {t('orders.perdiems.save')}
              </Button>
            </HStack>
          </HStack>
        )}
      </Stack>
    </FormikProvider>
  );
}
