import { Badge, Box, Button, HStack, IconButton, Input, InputGroup, Menu, Portal, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState, LoadMoreFooter } from '@/shared/list-states';
import { appendPage, useLoadMore } from '@/shared/use-load-more';
import { LuArrowDownUp, LuPlus, LuSearch } from 'react-icons/lu';
import { Link } from 'react-router';
import { type EmployeeRowFieldsFragment, type EmployeesQueryVariables, useEmployeesQuery } from '@/generated/employees';
import { FILTER_DEBOUNCE_MS, sortParam, type SortState } from '@/shared/data-table/table-state';
import { formatCurrency } from '@/shared/format';
import { useDebouncedEffect } from '@/shared/use-debounced';
import type { ListGates } from '../gates';
import { employmentTypeLabel, wageTypeLabel } from '../labels';

/** spec 1 §9: 25 per page in the mobile list. */
const PAGE = 25;
type SortField = 'lastName' | 'employeeId' | 'wage';

/** Phone list of employees (spec 1 §2.4): search, sort menu, inactive switch, infinite scroll. */
export function EmployeePhoneList({ gates, onCreate }: { gates: ListGates; onCreate: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  const [sort, setSort] = useState<SortState>({ field: 'lastName', desc: false });
  const [showInactive, setShowInactive] = useState(false);
  useDebouncedEffect(search, FILTER_DEBOUNCE_MS, (v) => setTerm(v.trim()));

  const variables: EmployeesQueryVariables = {
    filter: { search: term || undefined, status: showInactive ? undefined : 'ACTIVE' },
    page: 0,
    size: PAGE,
    sort: sortParam(sort),
  };
  const { data, previousData, loading, error, fetchMore, refetch } = useEmployeesQuery({
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.employees;
  const items = page?.items ?? [];
  const hasMore = !!page && items.length < page.totalElements;
  const { sentinel, loadingMore } = useLoadMore(hasMore, items.length, () =>
    fetchMore({
      variables: { ...variables, page: Math.floor(items.length / PAGE) },
      updateQuery: (prev, { fetchMoreResult }) => ({
        employees: { ...fetchMoreResult.employees, items: appendPage(prev.employees.items, fetchMoreResult.employees.items, (r) => r.employeeId) },
      }),
    }),
  );

  const sortFields: SortField[] = gates.canSeeWages ? ['lastName', 'employeeId', 'wage'] : ['lastName', 'employeeId'];

  return (
    <Stack gap="3" data-testid="employee-phone-list">
      <HStack gap="2">
        <InputGroup flex="1" startElement={<LuSearch />}>
          <Input
            bg="bg"
            type="search"
            aria-label={t('employees.list.search')}
            placeholder={t('employees.list.searchPlaceholder')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
        </InputGroup>
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <IconButton variant="outline" bg="bg" aria-label={t('employees.list.sort')}>
              <LuArrowDownUp />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="48">
                <Menu.RadioItemGroup value={sort.field} onValueChange={(e) => setSort({ ...sort, field: e.value })}>
                  <Menu.ItemGroupLabel>{t('employees.list.sort')}</Menu.ItemGroupLabel>
                  {sortFields.map((f) => (
                    <Menu.RadioItem key={f} value={f}>
                      {t(`employees.list.sortBy.${f}`)}
                      <Menu.ItemIndicator />
                    </Menu.RadioItem>
                  ))}
                </Menu.RadioItemGroup>
                <Menu.Separator />
                <Menu.RadioItemGroup value={sort.desc ? 'desc' : 'asc'} onValueChange={(e) => setSort({ ...sort, desc: e.value === 'desc' })}>
                  <Menu.RadioItem value="asc">
                    {t('employees.list.ascending')}
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                  <Menu.RadioItem value="desc">
                    {t('employees.list.descending')}
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                </Menu.RadioItemGroup>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </HStack>
      {gates.canSeeInactive && (
        <Switch.Root checked={showInactive} onCheckedChange={(e) => setShowInactive(e.checked)} colorPalette="brand" size="sm">
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{t('employees.list.showInactive')}</Switch.Label>
        </Switch.Root>
      )}
      <HStack gap="3" justify="space-between" minH="8">
        <Text fontSize="sm" color="fg.muted" data-testid="employee-count">
          {page ? t('employees.list.count', { count: page.totalElements }) : ''}
        </Text>
        {gates.canCreate && (
          <Button size="sm" colorPalette="brand" onClick={onCreate}>
            <LuPlus />
            {t('employees.list.create')}
          </Button>
        )}
      </HStack>

      {items.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" opacity={loading && !loadingMore ? 0.6 : 1}>
          {items.map((row) => (
            <EmployeeItem key={row.employeeId} row={row} showWage={gates.canSeeWages} />
          ))}
        </Stack>
      ) : (
        <ListState items={page?.items} error={error} onRetry={() => void refetch()} framed />
      )}
      <LoadMoreFooter
        sentinel={sentinel}
        loadingMore={loadingMore}
        done={!!page && !hasMore && items.length > PAGE}
        loadingMoreText={t('employees.list.loadingMore')}
        doneText={t('employees.list.end')}
      />
    </Stack>
  );
}

function EmployeeItem({ row, showWage }: { row: EmployeeRowFieldsFragment; showWage: boolean }) {
  const { t } = useTranslation();
  return (
    <Box as="li">
      <Link to={`/employees/${row.employeeId}`} data-testid={`employee-item-${row.employeeId}`}>
        <Box bg="bg" borderWidth="1px" rounded="lg" px="4" py="3" _hover={{ bg: 'bg.muted' }}>
          <HStack justify="space-between" gap="2" align="start">
            <Text fontWeight="semibold" minW="0" truncate>
              {t('employees.list.itemTitle', { lastName: row.lastName, firstName: row.firstName, employeeId: row.employeeId })}
            </Text>
            {!row.active && (
              <Badge colorPalette="gray" flexShrink={0}>
                {t('employees.enums.status.INACTIVE')}
              </Badge>
            )}
          </HStack>
          {showWage && row.wageType && (
            <Text fontSize="sm">
              {wageTypeLabel(t, row.wageType)} · {formatCurrency(row.wage)}
            </Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            {employmentTypeLabel(t, row.employmentType)}
          </Text>
        </Box>
      </Link>
    </Box>
  );
}
