import { Alert, Box, Button, HStack, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuUndo2 } from 'react-icons/lu';
import {
  OrderPerDiemDaysDocument,
  RecentOrderPerDiemsDocument,
  useRecentOrderPerDiemsQuery,
  useSetOrderPerDiemsMutation,
} from '@/generated/orders';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { useAuth } from '@/shared/session/auth';
import { changedEmployees, EMPTY_PER_DIEM, fillFromRecent, perDiemBatches, perDiemDayEditable, type PerDiemValues, validatePerDiems } from '../order-perdiems';
import { isClosed } from '../order-worklogs';
import { BulkFill, type PerDiemEntry, PerDiemCards, PerDiemTable, type RowErrors } from './perdiem-rows';

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
  const authorities = auth?.authorities ?? [];
  const editable = perDiemDayEditable(authorities, date, earliestValidFrom);
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const showPassenger = employees.some((e) => e.timeSpent.minutesPassenger !== null);

  const stored = useMemo(() => new Map(employees.map((e) => [e.employee.id, storedOf(e)])), [employees]);
  const [overrides, setOverrides] = useState<ReadonlyMap<number, PerDiemValues>>(new Map());
  const [errors, setErrors] = useState<ReadonlyMap<number, RowErrors>>(new Map());
  const current = useMemo(() => new Map([...stored].map(([id, v]) => [id, overrides.get(id) ?? v])), [stored, overrides]);
  const changed = changedEmployees(stored, current);

  const recentQuery = useRecentOrderPerDiemsQuery({ variables: { orderId, before: date }, skip: !editable, fetchPolicy: 'cache-and-network' });
  const recent = recentQuery.data?.recentOrderPerDiems ?? [];
  const [save, saving] = useSetOrderPerDiemsMutation({
    refetchQueries: [
      { query: OrderPerDiemDaysDocument, variables: { orderId, yearMonth: date.slice(0, 7) } },
      { query: RecentOrderPerDiemsDocument, variables: { orderId, before: date } },
    ],
    awaitRefetchQueries: true,
  });

  const setRow = (id: number, patch: Partial<PerDiemValues>) => {
    setOverrides((o) => new Map(o).set(id, { ...(current.get(id) ?? EMPTY_PER_DIEM), ...patch }));
    setErrors((e) => {
      if (!e.has(id)) return e;
      const next = new Map(e);
      next.delete(id);
      return next;
    });
  };
  const fillAll = (values: PerDiemValues) => {
    setOverrides(new Map(employees.map((e) => [e.employee.id, { ...values }])));
    setErrors(new Map());
  };
  const fillRecent = () => {
    setOverrides(fillFromRecent(employees.map((e) => e.employee.id), recent));
    setErrors(new Map());
  };
  const revert = () => {
    setOverrides(new Map());
    setErrors(new Map());
  };

  const submit = async () => {
    const found = validatePerDiems(current, changed);
    setErrors(
      new Map(
        [...found].map(([id, e]) => [
          id,
          {
            catering: e.catering && t(`orders.perdiems.errors.${e.catering}`),
            misc: e.misc && t(`orders.perdiems.errors.${e.misc}`),
          },
        ]),
      ),
    );
    if (found.size > 0) {
      notify.warning(t('orders.perdiems.failed'));
      return;
    }
    try {
      // One request, all or nothing, even when employees got different amounts.
      const batches = perDiemBatches(current, changed).map((b) => ({ employeeIds: b.employeeIds, input: { orderId, date, ...b.values } }));
      await save({ variables: { batches } });
      notify.success(t('orders.perdiems.success'));
      setOverrides(new Map());
    } catch (err) {
      // 422: the spec's warning with the server's message; 409 (closed month) and the rest the shell reports.
      const { codes, fieldErrors } = errorCodes(err);
      if (codes.includes('VALIDATION')) notify.warning(t('orders.perdiems.failed'), { description: fieldErrors.map((f) => f.message).join('\n') || undefined });
    }
  };

  const rowProps = { editable, current, errors, setRow, showPassenger };
  return (
    <Stack gap="3" data-testid="perdiem-day">
      {!editable && (
        <Alert.Root status="info" size="sm" data-testid="perdiem-readonly">
          <Alert.Indicator />
          <Alert.Title>{t(isClosed(date, earliestValidFrom) ? 'orders.perdiems.closed' : 'orders.perdiems.noRight')}</Alert.Title>
        </Alert.Root>
      )}
      {editable && <BulkFill onApply={fillAll} onRecent={recent.length > 0 ? fillRecent : null} recentDate={recent[0]?.date ?? null} />}
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
            <Button variant="outline" size={{ base: 'md', md: 'sm' }} disabled={changed.length === 0 || saving.loading} onClick={revert} data-testid="perdiem-revert">
              <LuUndo2 />
              {t('orders.perdiems.revert')}
            </Button>
            <Button
              colorPalette="brand"
              size={{ base: 'md', md: 'sm' }}
              flex={{ base: '1', md: 'initial' }}
              disabled={changed.length === 0}
              loading={saving.loading}
              onClick={() => void submit()}
              data-testid="perdiem-save"
            >
              {t('orders.perdiems.save')}
            </Button>
          </HStack>
        </HStack>
      )}
    </Stack>
  );
}
