import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GlobalSearchQuery } from '@/generated/search';
import { ORDER_TYPE_COLORS } from '@/shared/order-types';

type Result = GlobalSearchQuery['globalSearch'];
type SearchEmployee = Result['employees'][number];
type SearchOrder = Result['orders'][number];

/** One hit as the keyboard walks them: employees first, then orders (the order on screen). */
export interface SearchHit {
  key: string;
  to: string;
}

export const RESULTS_ID = 'search-results';
export const hitId = (key: string) => `search-hit-${key}`;

/** The hits in screen order, for arrow keys and Enter. */
export function flattenHits(result: Result | undefined): SearchHit[] {
  if (!result) return [];
  return [
    ...result.employees.map((e) => ({ key: `employee-${e.id}`, to: `/employees/${e.id}` })),
    ...result.orders.map((o) => ({ key: `order-${o.id}`, to: `/orders/${o.id}/info` })),
  ];
}

/**
 * The two result groups (Mitarbeiter, Aufträge) as one listbox; `highlighted` is the key the arrow keys
 * reached (the caret stays in the search field, which names it as its active descendant).
 */
export function SearchResults({ result, highlighted }: { result: Result; highlighted: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap="5" id={RESULTS_ID} role="listbox" aria-label={t('search.results')} data-testid="search-results">
      {result.employees.length > 0 && (
        <Group title={t('search.groups.employees')} testId="search-group-employees">
          {result.employees.map((e) => (
            <EmployeeHit key={e.id} employee={e} highlighted={highlighted === `employee-${e.id}`} />
          ))}
        </Group>
      )}
      {result.orders.length > 0 && (
        <Group title={t('search.groups.orders')} testId="search-group-orders">
          {result.orders.map((o) => (
            <OrderHit key={o.id} order={o} highlighted={highlighted === `order-${o.id}`} />
          ))}
        </Group>
      )}
    </Stack>
  );
}

function Group({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <Box role="group" aria-label={title} data-testid={testId}>
      <Heading as="h2" size="sm" color="fg.muted" mb="2" textTransform="uppercase" letterSpacing="wide">
        {title}
      </Heading>
      <Stack gap="0" bg="bg" borderWidth="1px" rounded="lg" overflow="hidden">
        {children}
      </Stack>
    </Box>
  );
}

function Hit({ hitKey, to, highlighted, children }: { hitKey: string; to: string; highlighted: boolean; children: React.ReactNode }) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // happy-dom and old browsers lack scrollIntoView; the highlight stays correct without it.
    if (highlighted) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [highlighted]);
  return (
    <Box
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      px="4"
      py="3"
      minH="12"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      bg={highlighted ? 'brand.subtle' : undefined}
      _hover={{ bg: highlighted ? 'brand.subtle' : 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' }}
    >
      <Link ref={ref} to={to} id={hitId(hitKey)} role="option" aria-selected={highlighted} data-testid="search-hit" data-highlighted={highlighted || undefined}>
        {children}
      </Link>
    </Box>
  );
}

function EmployeeHit({ employee: e, highlighted }: { employee: SearchEmployee; highlighted: boolean }) {
  const { t } = useTranslation();
  return (
    <Hit hitKey={`employee-${e.id}`} to={`/employees/${e.id}`} highlighted={highlighted}>
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="medium" truncate>
          {e.fullName}
        </Text>
        <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
          {t('search.employeeId', { id: e.employeeId })}
        </Text>
      </Stack>
      {!e.active && (
        <Badge colorPalette="gray" data-testid="search-inactive">
          {t('search.inactive')}
        </Badge>
      )}
    </Hit>
  );
}

function OrderHit({ order: o, highlighted }: { order: SearchOrder; highlighted: boolean }) {
  const { t } = useTranslation();
  return (
    <Hit hitKey={`order-${o.id}`} to={`/orders/${o.id}/info`} highlighted={highlighted}>
      <Badge colorPalette={ORDER_TYPE_COLORS[o.orderType] ?? 'gray'} variant="solid" minW="10" justifyContent="center" flexShrink={0}>
        {o.orderType}
      </Badge>
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="medium" truncate>
          {o.name}
        </Text>
        <HStack gap="2" fontSize="sm" color="fg.muted" minW="0">
          <Text truncate>{o.city}</Text>
          <Text flexShrink={0} fontVariantNumeric="tabular-nums">
            {t('search.orderId', { id: o.id })}
          </Text>
        </HStack>
      </Stack>
    </Hit>
  );
}
