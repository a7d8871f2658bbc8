import { Badge, Box, Button, HStack, IconButton, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '@/shared/list-states';
import { LuChevronDown, LuChevronRight, LuPencil, LuPlus, LuSearch, LuTrash2 } from 'react-icons/lu';
import { type MarketAreasQuery, useDeleteMarketAreaCategoryMutation, useDeleteMarketAreaMutation, useMarketAreasQuery } from '@/generated/inventories';
import { confirmDialog } from '@/shared/dialogs/dialog-store';
import { useDebouncedEffect } from '@/shared/use-debounced';
import { formatDeviation } from '../admin.schema';
import { marketAreaSearchApplies, SEARCH_DEBOUNCE_MS } from '../gates';
import { AreaDialog, type AreaDialogTarget } from './area-dialog';

type Area = MarketAreasQuery['marketAreas'][number];
type Category = Area['categories'][number];

/** Sub-tab "Marktbereiche" (spec 3 §2.6): areas with expandable category rows, dialogs for both. */
export function MarketAreas() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  useDebouncedEffect(search, SEARCH_DEBOUNCE_MS, (v) => marketAreaSearchApplies(v) && setTerm(v.trim()));
  const { data, previousData, loading, error, refetch } = useMarketAreasQuery({
    variables: { term: term || undefined },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // Delete failures of areas and categories are not reported (spec 3 §8); the list reloads either way.
  const [deleteArea] = useDeleteMarketAreaMutation({ refetchQueries: ['MarketAreas'] });
  const [deleteCategory] = useDeleteMarketAreaCategoryMutation({ refetchQueries: ['MarketAreas'] });
  const [open, setOpen] = useState<Record<number, boolean>>({});
  const [target, setTarget] = useState<AreaDialogTarget | null>(null);
  const areas = (data ?? previousData)?.marketAreas;

  const removeArea = async (a: Area) => {
    if (!(await confirmDialog({ message: t('inventories.areas.deleteMessage', { name: a.name }) }))) return;
    await deleteArea({ variables: { id: a.id } }).catch(() => undefined);
  };
  const removeCategory = async (c: Category) => {
    if (!(await confirmDialog({ message: t('inventories.areas.categoryDeleteMessage', { name: c.name }) }))) return;
    await deleteCategory({ variables: { id: c.id } }).catch(() => undefined);
  };

  const editButtons = (label: string, onEdit: () => void, onDelete: () => void, deleteLabel: string) => (
    <HStack gap="0" flexShrink={0}>
      <IconButton size="sm" variant="ghost" aria-label={label} onClick={onEdit}>
        <LuPencil />
      </IconButton>
      <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={deleteLabel} onClick={onDelete}>
        <LuTrash2 />
      </IconButton>
    </HStack>
  );

  let body: ReactNode;
  if (!areas?.length) {
    body = <ListState items={areas} error={error} onRetry={() => void refetch()} />;
  } else {
    body = (
      <Box as="ul" listStyleType="none" opacity={loading ? 0.6 : 1} aria-label={t('inventories.admin.marketAreas')}>
        {areas.map((a) => {
          const expanded = !!open[a.id];
          return (
            <Fragment key={a.id}>
              <HStack as="li" px={{ base: '2', md: '3' }} py="2" borderTopWidth="1px" gap="2" data-testid={`area-${a.name}`}>
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-expanded={expanded}
                  aria-label={t(expanded ? 'inventories.areas.collapse' : 'inventories.areas.expand', { name: a.name })}
                  onClick={() => setOpen({ ...open, [a.id]: !expanded })}
                >
                  {expanded ? <LuChevronDown /> : <LuChevronRight />}
                </IconButton>
                <Box flex="1" minW="0" cursor="pointer" onClick={() => setOpen({ ...open, [a.id]: !expanded })}>
                  <HStack gap="2" flexWrap="wrap">
                    <Text fontWeight="semibold" truncate>
                      {a.name}
                    </Text>
                    {!a.active && <Badge colorPalette="gray">{t('inventories.areas.inactive')}</Badge>}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {t('inventories.areas.categoryCount', { count: a.categories.length })} · {t('inventories.areas.deviationShort')} {formatDeviation(a.countingSpeedDeviation)}
                  </Text>
                </Box>
                {editButtons(
                  t('inventories.areas.edit', { name: a.name }),
                  () => setTarget({ kind: 'area', id: a.id, name: a.name, active: a.active, deviation: a.countingSpeedDeviation }),
                  () => void removeArea(a),
                  t('inventories.areas.delete', { name: a.name }),
                )}
              </HStack>
              {expanded && (
                <Box as="li" bg="bg.subtle" borderTopWidth="1px" ps={{ base: '6', md: '14' }} pe={{ base: '2', md: '3' }} py="2">
                  <Stack gap="0" as="ul" listStyleType="none">
                    {a.categories.length === 0 && (
                      <Text as="li" fontSize="sm" color="fg.muted" py="1">
                        {t('inventories.areas.noCategories')}
                      </Text>
                    )}
                    {a.categories.map((c) => (
                      <HStack as="li" key={c.id} gap="2" py="0.5" data-testid={`category-${c.name}`}>
                        <Text flex="1" minW="0" truncate>
                          {c.name}
                        </Text>
                        <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                          {formatDeviation(c.countingSpeedDeviation)}
                        </Text>
                        {editButtons(
                          t('inventories.areas.edit', { name: c.name }),
                          () => setTarget({ kind: 'category', id: c.id, marketAreaId: a.id, name: c.name, deviation: c.countingSpeedDeviation }),
                          () => void removeCategory(c),
                          t('inventories.areas.delete', { name: c.name }),
                        )}
                      </HStack>
                    ))}
                  </Stack>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="brand"
                    mt="1"
                    ms="-2"
                    onClick={() => setTarget({ kind: 'category', id: null, marketAreaId: a.id, name: '', deviation: 0 })}
                  >
                    <LuPlus />
                    {t('inventories.areas.addCategory')}
                  </Button>
                </Box>
              )}
            </Fragment>
          );
        })}
      </Box>
    );
  }

  return (
    <Box bg="bg" borderWidth="1px" rounded="lg" overflow="hidden" data-testid="market-areas">
      <HStack p="3" gap="2" flexWrap="wrap">
        <InputGroup flex={{ base: '1', md: '0 1 20rem' }} startElement={<LuSearch />}>
          <Input size="sm" type="search" aria-label={t('inventories.areas.search')} placeholder={t('inventories.areas.searchPlaceholder')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
        </InputGroup>
        <Box flex={{ base: '0', md: '1' }} />
        {loading && areas && <Spinner size="sm" color="brand.solid" />}
        <Button size="sm" colorPalette="brand" onClick={() => setTarget({ kind: 'area', id: null, name: '', active: true, deviation: 0 })}>
          <LuPlus />
          {t('inventories.areas.create')}
        </Button>
      </HStack>
      {body}
      <AreaDialog target={target} onClose={() => setTarget(null)} />
    </Box>
  );
}
