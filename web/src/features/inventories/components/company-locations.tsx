import { Box, Button, HStack, IconButton, Input, InputGroup, Spinner, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListState } from '@/shared/list-states';
import { LuPencil, LuPlus, LuSearch, LuTrash2 } from 'react-icons/lu';
import { type CompanyLocationFieldsFragment, useAdminCompanyLocationsQuery, useDeleteCompanyLocationMutation } from '@/generated/inventories';
import { confirmDialog } from '@/shared/dialogs/dialog-store';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { useDebouncedEffect } from '@/shared/use-debounced';
import { useSetParam } from '@/shared/use-set-param';
import { locationTerm, SEARCH_DEBOUNCE_MS } from '../gates';
import { LocationDialog } from './location-dialog';
import { ViewSwitch, viewOf } from './view-switch';

type Location = CompanyLocationFieldsFragment;

/**
 * Sub-tab "Standorte" (spec 3 §2.6): list and table views (`?view=`, phones start with the list, wider
 * screens with the table, as the tasks tab), search from 3 characters, create, edit, delete.
 */
export function CompanyLocations() {
  const { t } = useTranslation();
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const [params] = useSearchParams();
  const setParam = useSetParam();
  const view = viewOf(params.get('view'), phone);
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState<string | undefined>(undefined);
  useDebouncedEffect(search, SEARCH_DEBOUNCE_MS, (v) => setTerm(locationTerm(v)));
  const { data, previousData, loading, error, refetch } = useAdminCompanyLocationsQuery({
    variables: { term },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [remove] = useDeleteCompanyLocationMutation({ refetchQueries: ['AdminCompanyLocations', 'CustomerCompanyLocations', 'CompanyLocations'] });
  const [dialog, setDialog] = useState<{ location: Location | null } | null>(null);
  const items = (data ?? previousData)?.companyLocations;

  const del = async (l: Location) => {
    const ok = await confirmDialog({ message: t('inventories.locations.deleteMessage', { name: l.name }) });
    if (!ok) return;
    try {
      await remove({ variables: { id: l.id } });
      notify.success(t('inventories.locations.deleted'), { duration: 1000 });
    } catch (err) {
      // 409 "still used" is shown by the shell's error link.
      if (!errorCodes(err).codes.some((c) => ['CONFLICT', 'UNAUTHENTICATED', 'FORBIDDEN'].includes(c))) notify.error(t('inventories.locations.failed'));
    }
  };

  const actions = (l: Location) => (
    <HStack gap="0" justify="flex-end">
      <IconButton size="sm" variant="ghost" aria-label={t('inventories.locations.edit', { name: l.name })} onClick={() => setDialog({ location: l })}>
        <LuPencil />
      </IconButton>
      <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t('inventories.locations.delete', { name: l.name })} onClick={() => void del(l)}>
        <LuTrash2 />
      </IconButton>
    </HStack>
  );

  let body: ReactNode;
  if (!items?.length) {
    body = <ListState items={items} error={error} onRetry={() => void refetch()} />;
  } else if (view === 'table') {
    body = (
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label={t('inventories.admin.locations')} data-testid="location-table">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {(['name', 'street', 'zip', 'city', 'notes'] as const).map((k) => (
                <Table.ColumnHeader key={k} fontSize="xs">
                  {t(`inventories.locations.${k}`)}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader fontSize="xs" textAlign="end">
                {t('inventories.locations.actions')}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body opacity={loading ? 0.6 : 1}>
            {items.map((l) => (
              <Table.Row key={l.id} data-testid={`location-${l.name}`} data-view="table">
                <Table.Cell fontWeight="medium">{l.name}</Table.Cell>
                <Table.Cell>{l.street}</Table.Cell>
                <Table.Cell>{l.zip}</Table.Cell>
                <Table.Cell>{l.city}</Table.Cell>
                <Table.Cell color="fg.muted" maxW="xs" truncate>
                  {l.notes}
                </Table.Cell>
                <Table.Cell py="1">{actions(l)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );
  } else {
    body = (
      <Stack as="ul" gap="0" listStyleType="none" opacity={loading ? 0.6 : 1} aria-label={t('inventories.admin.locations')} data-testid="location-list">
        {items.map((l) => (
          <HStack as="li" key={l.id} px="4" py="3" borderTopWidth="1px" gap="2" data-testid={`location-${l.name}`} data-view="list">
            <Box flex="1" minW="0">
              <Text fontWeight="semibold" truncate>
                {l.name}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {[l.street, [l.zip, l.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
              </Text>
              {l.notes && (
                <Text fontSize="sm" truncate>
                  {l.notes}
                </Text>
              )}
            </Box>
            {actions(l)}
          </HStack>
        ))}
      </Stack>
    );
  }

  return (
    <Box bg="bg" borderWidth="1px" rounded="lg" overflow="hidden" data-testid="company-locations">
      <HStack p="3" gap="2" flexWrap="wrap" borderBottomWidth={view === 'table' ? '1px' : undefined}>
        <InputGroup flex={{ base: '1', md: '0 1 20rem' }} startElement={<LuSearch />}>
          <Input
            size="sm"
            type="search"
            aria-label={t('inventories.locations.search')}
            placeholder={t('inventories.locations.searchHint')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
        </InputGroup>
        <ViewSwitch value={view} onChange={(v) => setParam('view', v)} testId="location-view" />
        <Box flex={{ base: '0', md: '1' }} />
        {loading && items && <Spinner size="sm" color="brand.solid" />}
        <Button size="sm" colorPalette="brand" onClick={() => setDialog({ location: null })}>
          <LuPlus />
          {t('inventories.locations.create')}
        </Button>
      </HStack>
      {body}
      <LocationDialog open={!!dialog} onClose={() => setDialog(null)} location={dialog?.location ?? null} />
    </Box>
  );
}
