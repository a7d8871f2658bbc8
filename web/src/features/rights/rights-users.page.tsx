import { Box, Button, HStack, Input, InputGroup, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight, LuSearch } from 'react-icons/lu';
import { useRightsUsersQuery } from '@/generated/rights';
import { ListState } from '@/shared/list-states';
import { useDebouncedEffect } from '@/shared/use-debounced';
import { RightsFrame } from './components/rights-frame';
import { UserList } from './components/user-list';
import { USER_SEARCH_DEBOUNCE_MS, USERS_PAGE_SIZE, userSearchTerm } from './gates';
import './texts';

/** /rights/users (spec 3 §2.11): the accounts with their roles, searchable, paged; a row opens the user. */
export default function RightsUsersPage() {
  const { t } = useTranslation();
  const desktop = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
  const [input, setInput] = useState('');
  const [term, setTerm] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  useDebouncedEffect(input, USER_SEARCH_DEBOUNCE_MS, (v) => {
    const next = userSearchTerm(v);
    // Two characters search nothing yet: the list keeps showing the last result.
    if (next !== undefined) {
      setTerm(next);
      setPage(0);
    }
  });
  const { data, previousData, loading, error, refetch } = useRightsUsersQuery({
    variables: { term, page, size: USERS_PAGE_SIZE, sort: 'lastName' },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.rightsUsers;
  const users = result?.items;
  const short = input.trim().length > 0 && input.trim().length < 3;

  return (
    <RightsFrame trail={[{ label: t('rights.users.title') }]} title={t('rights.users.title')}>
      <Stack gap="3" minW="0">
        <InputGroup maxW={{ md: 'md' }} startElement={<LuSearch />}>
          <Input
            bg="bg"
            type="search"
            aria-label={t('rights.users.search')}
            placeholder={t('rights.users.searchPlaceholder')}
            value={input}
            onChange={(e) => setInput(e.currentTarget.value)}
            data-testid="rights-user-search"
          />
        </InputGroup>
        <Text fontSize="sm" color="fg.muted" minH="5" data-testid="rights-user-count">
          {short ? t('rights.users.searchHint') : result ? t('rights.users.count', { count: result.totalElements }) : ''}
        </Text>
        {users?.length ? (
          <Box opacity={loading ? 0.6 : 1}>
            <UserList users={users} desktop={desktop} testId="rights-users" />
          </Box>
        ) : (
          <ListState items={users} error={error} onRetry={() => void refetch()} framed emptyText={t('rights.users.empty')} />
        )}
        {result && result.totalPages > 1 && (
          <HStack justify="center" gap="3">
            <Button size="sm" variant="outline" bg="bg" aria-label={t('rights.users.previous')} disabled={page === 0} onClick={() => setPage(page - 1)}>
              <LuChevronLeft />
            </Button>
            <Text fontSize="sm">{t('rights.users.page', { page: result.number + 1, pages: result.totalPages })}</Text>
            <Button
              size="sm"
              variant="outline"
              bg="bg"
              aria-label={t('rights.users.next')}
              disabled={page + 1 >= result.totalPages}
              onClick={() => setPage(page + 1)}
            >
              <LuChevronRight />
            </Button>
          </HStack>
        )}
      </Stack>
    </RightsFrame>
  );
}
