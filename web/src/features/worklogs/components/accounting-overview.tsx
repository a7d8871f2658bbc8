import { Box, Button, Center, HStack, NativeSelect, Spinner, Stack, Switch, Text, useBreakpointValue } from '@chakra-ui/react';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronRight, LuPlus } from 'react-icons/lu';
import { Link } from 'react-router';
import { useAccountingEmployeesQuery } from '@/generated/worklogs';
import { useLoadMore } from '@/shared/use-load-more';
import { fullName } from '../accounting-filter';
import { ACCOUNTING_SORTS, type AccountingRow, isAccountingSort, sortAccountingRows } from '../accounting-rows';
import { useYearMonth } from '../year-month';
import { AccountingTable } from './accounting-table';
import { MonthField } from './month-field';
import { formatMinutes } from '@/shared/format';
import { CreateEmployeeDialog } from '@/shared/offered-dialogs';
import { compliancePath, openCountByEmployee, useComplianceMarkers } from '../compliance-markers';
import { EmployeeFindingsMarker } from './compliance-marker';


/** spec 1 §9: 25 rows first, up to 25 more on scroll. */
const PAGE = 25;

const worklogsPath = (r: AccountingRow, yearMonth: string) => `/accounting/employees/${r.employee.employeeId}/worklogs?yearMonth=${yearMonth}`;

/** /accounting/employees (spec 1 §2.6): month picker, a sortable list and, from `md` up, a table view. */
export function AccountingOverview({ showPassenger, showWage, canCreateEmployee }: { showPassenger: boolean; showWage: boolean; canCreateEmployee: boolean }) {
  const { t } = useTranslation();
  const [createOpen, setCreateOpen] = useState(false);
  const { yearMonth, setYearMonth, max, params, setParams } = useYearMonth();
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
  const view = wide && params.get('view') === 'table' ? 'table' : 'list';
  const sortParam = params.get('sort');
  const sort = isAccountingSort(sortParam) ? sortParam : 'name';
  const desc = params.get('desc') === '1';
  const setParam = (name: string, value: string | null) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        if (value === null) q.delete(name);
        else q.set(name, value);
        return q;
      },
      { replace: true },
    );

  const { data, loading, error, refetch } = useAccountingEmployeesQuery({ variables: { yearMonth }, fetchPolicy: 'cache-and-network' });
  const rows = useMemo(() => sortAccountingRows(data?.accountingEmployees ?? [], sort, desc), [data, sort, desc]);
  const findings = useComplianceMarkers(yearMonth);
  const findingCounts = useMemo(() => openCountByEmployee(findings), [findings]);
  const marker = (r: AccountingRow) => {
    const count = findingCounts.get(r.employee.employeeId) ?? 0;
    return count > 0 ? <EmployeeFindingsMarker count={count} to={compliancePath(yearMonth, r.employee.employeeId)} /> : null;
  };
  const [limit, setLimit] = useState(PAGE);
  const shown = view === 'table' ? rows : rows.slice(0, limit);
  const { sentinel } = useLoadMore(shown.length < rows.length, shown.length, async () => setLimit((n) => n + PAGE));

  const figures = (r: AccountingRow) => [
    ['work', r.minutes.minutesWork] as const,
    ['travel', r.minutes.minutesTravel] as const,
    ...(showPassenger ? [['passenger', r.minutes.minutesPassenger] as const] : []),
  ];

  let content;
  if (error && !data) {
    content = (
      <Stack align="start">
        <Text color="fg.error">{t('common.loadFailed')}</Text>
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  } else if (loading && !data) {
    content = (
      <Center py="10">
        <Spinner />
      </Center>
    );
  } else if (rows.length === 0) {
    content = <Text color="fg.muted">{t('worklogs.empty')}</Text>;
  } else if (view === 'table') {
    content = <AccountingTable rows={rows} showPassenger={showPassenger} showWage={showWage} linkOf={(r) => worklogsPath(r, yearMonth)} markerOf={marker} />;
  } else {
    content = (
      <Stack gap="2" data-testid="accounting-list">
        {shown.map((r) => (
          // The marker is a link of its own beside the row's link (links do not nest).
          <Box key={r.employee.id} position="relative" data-testid="accounting-item">
            <Box asChild bg="bg" borderWidth="1px" borderColor="border" rounded="md" p="3" display="block">
              <Link to={worklogsPath(r, yearMonth)} data-testid="accounting-row">
                <HStack justify="space-between" gap="2">
                  <Text fontWeight="semibold" truncate>
                    {fullName(r)}
                  </Text>
                  <HStack gap="1" color="fg.muted" flexShrink={0}>
                    <Text>{r.employee.employeeId}</Text>
                    <LuChevronRight aria-hidden />
                  </HStack>
                </HStack>
                <HStack gap="4" mt="1" flexWrap="wrap">
                  {figures(r).map(([k, m]) => (
                    <Box key={k}>
                      <Text fontSize="xs" color="fg.muted">
                        {t(`worklogs.accounting.${k}`)}
                      </Text>
                      <Text fontVariantNumeric="tabular-nums">{formatMinutes(m)}</Text>
                    </Box>
                  ))}
                </HStack>
              </Link>
            </Box>
            {findingCounts.has(r.employee.employeeId) && (
              <Box position="absolute" bottom="3" right="3">
                {marker(r)}
              </Box>
            )}
          </Box>
        ))}
        <div ref={sentinel} />
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      <HStack gap="4" align="end" flexWrap="wrap">
        <MonthField value={yearMonth} max={max} onChange={setYearMonth} />
        <Box w={{ base: 'full', sm: '48' }}>
          <Text fontSize="sm" fontWeight="medium" mb="1.5">
            {t('worklogs.accounting.sortBy')}
          </Text>
          <NativeSelect.Root>
            <NativeSelect.Field aria-label={t('worklogs.accounting.sortBy')} value={sort} onChange={(e) => setParam('sort', e.currentTarget.value)}>
              {ACCOUNTING_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`worklogs.accounting.${s}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <Switch.Root checked={desc} onCheckedChange={(e) => setParam('desc', e.checked ? '1' : null)} mb="2">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t('worklogs.accounting.desc')}</Switch.Label>
        </Switch.Root>
        {wide && (
          <HStack gap="1" mb="0.5">
            {(['list', 'table'] as const).map((v) => (
              <Button key={v} size="sm" colorPalette={view === v ? 'brand' : 'gray'} variant={view === v ? 'solid' : 'outline'} aria-pressed={view === v} onClick={() => setParam('view', v)}>
                {t(v === 'list' ? 'worklogs.accounting.viewList' : 'worklogs.accounting.viewTable')}
              </Button>
            ))}
          </HStack>
        )}
        {canCreateEmployee && (
          <Button size="sm" colorPalette="brand" ms="auto" mb="0.5" onClick={() => setCreateOpen(true)} data-testid="accounting-create-employee">
            <LuPlus />
            {t('worklogs.accounting.createEmployee')}
          </Button>
        )}
      </HStack>
      {content}
      {createOpen && (
        <Suspense fallback={null}>
          <CreateEmployeeDialog open onClose={() => setCreateOpen(false)} onCreated={() => void refetch()} />
        </Suspense>
      )}
    </Stack>
  );
}
