import { Box, Button, ButtonGroup, HStack, IconButton, Input, InputGroup, Stack, Switch, useBreakpointValue } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuList, LuPlus, LuSearch, LuTable } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import { FILTER_DEBOUNCE_MS } from '@/shared/data-table/table-state';
import { useAuth } from '@/shared/session/auth';
import { useScrolledToBottom } from '@/shared/use-scrolled-to-bottom';
import { useDebouncedEffect } from '@/shared/use-debounced';
import { CreateCustomerDialog } from './components/create-customer-dialog';
import { CustomerList } from './components/customer-list';
import { CustomerTable } from './components/customer-table';
import { customerGates } from './gates';

/** /customers (spec 3 §2.7): table view, or the list view (view=list; always on phones). */
export default function CustomerListPage() {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const gates = customerGates(auth?.abilities ?? []);
  const desktop = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
  const [params, setParams] = useSearchParams();
  const listView = !desktop || params.get('view') === 'list';
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  const [showInactive, setShowInactive] = useState(false);
  const [createOpen, setCreateOpen] = useState(false);
  useDebouncedEffect(search, FILTER_DEBOUNCE_MS, (v) => setTerm(v.trim()));
  const atBottom = useScrolledToBottom();

  const searchBox = (
    <InputGroup flex={{ base: '1', md: '0 1 20rem' }} startElement={<LuSearch />}>
      <Input
        bg="bg"
        size={desktop ? 'sm' : 'md'}
        type="search"
        aria-label={t('customers.list.search')}
        placeholder={t('customers.list.searchPlaceholder')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
    </InputGroup>
  );
  const viewToggle = desktop && (
    <ButtonGroup size="sm" variant="outline" attached aria-label={t('customers.list.viewLabel')}>
      <IconButton aria-label={t('customers.list.tableView')} aria-pressed={!listView} variant={listView ? 'outline' : 'subtle'} onClick={() => setParams({}, { replace: true })}>
        <LuTable />
      </IconButton>
      <IconButton aria-label={t('customers.list.listView')} aria-pressed={listView} variant={listView ? 'subtle' : 'outline'} onClick={() => setParams({ view: 'list' }, { replace: true })}>
        <LuList />
      </IconButton>
    </ButtonGroup>
  );

  return (
    <Box p={{ base: '3', md: '6' }} pb={{ base: '24', md: '8' }}>
      {listView ? (
        <Stack gap="3" maxW="3xl">
          <HStack gap="2">
            {searchBox}
            {viewToggle}
          </HStack>
          <Switch.Root checked={showInactive} onCheckedChange={(e) => setShowInactive(e.checked)} colorPalette="brand" size="sm">
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{t('customers.list.showInactive')}</Switch.Label>
          </Switch.Root>
          <CustomerList search={term} showInactive={showInactive} />
        </Stack>
      ) : (
        <CustomerTable
          search={term}
          canCreate={gates.canEdit}
          onCreate={() => setCreateOpen(true)}
          toolbar={
            <>
              {searchBox}
              {viewToggle}
            </>
          }
        />
      )}
      {/* Phones: a floating create button (the list view of the desktop offers none), hidden when scrolled
          to the bottom so it does not cover the last entries (spec 3 §2.7). */}
      {gates.canEdit && !desktop && !atBottom && (
        <Button
          position="fixed"
          // Above the sticky footer (h 10), which would cover its lower half.
          bottom="14"
          right="5"
          zIndex="docked"
          colorPalette="brand"
          rounded="full"
          shadow="lg"
          size="lg"
          onClick={() => setCreateOpen(true)}
          data-testid="customer-create-fab"
        >
          <LuPlus />
          {t('customers.list.create')}
        </Button>
      )}
      {gates.canEdit && <CreateCustomerDialog open={createOpen} onClose={() => setCreateOpen(false)} />}
    </Box>
  );
}
