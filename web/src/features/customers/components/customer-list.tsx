import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ListState, LoadMoreFooter } from '@/shared/list-states';
import { appendPage, useLoadMore } from '@/shared/use-load-more';
import { Link } from 'react-router';
import { type CustomerRowFieldsFragment, type CustomersQueryVariables, useCustomersQuery } from '@/generated/customers';
import { formatCount, formatCurrency } from '@/shared/format';
import { CustomerClassBadge, CustomerStatusBadge } from './customer-badges';
import { customerNumber } from './customer-table';

const PAGE = 25;

/** List view of customers (query view=list; the only view on phones): search, infinite scroll. */
export function CustomerList({ search, showInactive }: { search: string; showInactive: boolean }) {
  const { t } = useTranslation();
  const variables: CustomersQueryVariables = {
    filter: { search: search.trim() || undefined, active: showInactive ? undefined : true },
    page: 0,
    size: PAGE,
    sort: 'name',
  };
  const { data, previousData, loading, error, fetchMore, refetch } = useCustomersQuery({
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.customers;
  const items = page?.items ?? [];
  const hasMore = !!page && items.length < page.totalElements;
  const { sentinel, loadingMore } = useLoadMore(hasMore, items.length, () =>
    fetchMore({
      variables: { ...variables, page: Math.floor(items.length / PAGE) },
      updateQuery: (prev, { fetchMoreResult }) => ({
        customers: { ...fetchMoreResult.customers, items: appendPage(prev.customers.items, fetchMoreResult.customers.items, (r) => r.id) },
      }),
    }),
  );

  return (
    <Stack gap="3" data-testid="customer-list">
      <Text fontSize="sm" color="fg.muted" data-testid="customer-count" minH="5">
        {page ? t('customers.list.count', { count: page.totalElements }) : ''}
      </Text>
      {items.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" opacity={loading && !loadingMore ? 0.6 : 1}>
          {items.map((row) => (
            <CustomerItem key={row.id} row={row} />
          ))}
        </Stack>
      ) : (
        <ListState items={page?.items} error={error} onRetry={() => void refetch()} framed />
      )}
      <LoadMoreFooter
        sentinel={sentinel}
        loadingMore={loadingMore}
        done={!!page && !hasMore && items.length > PAGE}
        loadingMoreText={t('customers.list.loadingMore')}
        doneText={t('customers.list.end')}
      />
    </Stack>
  );
}

function CustomerItem({ row }: { row: CustomerRowFieldsFragment }) {
  const { t } = useTranslation();
  const number = customerNumber(row);
  return (
    <Box as="li">
      <Link to={`/customers/${row.id}/info`} data-testid={`customer-item-${row.id}`}>
        <Box bg="bg" borderWidth="1px" rounded="lg" px="4" py="3" _hover={{ bg: 'bg.muted' }}>
          <HStack justify="space-between" gap="2" align="start">
            <Text fontWeight="semibold" minW="0" truncate>
              {row.name}
            </Text>
            <HStack gap="1.5" flexShrink={0}>
              {!row.active && <CustomerStatusBadge active={false} />}
              <CustomerClassBadge value={row.customerClass} />
            </HStack>
          </HStack>
          <Text fontSize="sm" color="fg.muted" truncate>
            {row.addressAsString}
          </Text>
          <Text fontSize="sm">
            {[row.customerTypeName, number, row.positions != null ? `${formatCount(row.positions)} ${t('customers.list.columns.positions')}` : null, formatCurrency(row.inventoryValue) || null]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Box>
      </Link>
    </Box>
  );
}
