import { Box, Field, HStack, IconButton, NativeSelect, Spinner, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFallback } from '@/shared/list-fallback';
import { LuCheck, LuChevronLeft, LuChevronRight, LuExternalLink, LuLink, LuPencil, LuUserPen } from 'react-icons/lu';
import { type ConfirmationRowFieldsFragment, useConfirmationsQuery } from '@/generated/orders';
import { byDateDescending } from '@/shared/confirmations/confirmation-rules';
import { formatDate } from '@/shared/format';
import { orderInfoPath } from '../components/order-views';
import { RangePicker } from '../components/range-picker';
import type { OrderGates } from '../gates';
import { type DateRange, presetRange } from '../range';
import { ConfirmationEditDialog } from './confirmation-edit-dialog';
import { ConfirmationStateBadge, ConfirmationStateIcon } from './confirmation-state';
import { copyConfirmationLink } from './copy-link';
import { useSideScroll } from './side-scroll';

type Row = ConfirmationRowFieldsFragment;

export const STATUS_FILTERS = ['all', 'CONFIRMED', 'UNCONFIRMED'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The `confirmed` argument of a status filter (omitted for all, spec 3 §7). */
export const confirmedArg = (s: StatusFilter): boolean | undefined => (s === 'all' ? undefined : s === 'CONFIRMED');

const FLAG_COLUMNS = ['flowers', 'fruitAndVegetables', 'labels', 'storage', 'targetActualComparison'] as const;
const SHORT_HEADERS: readonly string[] = [...FLAG_COLUMNS, 'confirmed', 'changedByCustomer', 'storageRollCageCount', 'storageFreezerRollCageCount'];

/**
 * The row actions stay at the right edge while the columns scroll beneath them; a shade on their left
 * shows that columns lie hidden there (the table's data-more-after).
 */
const stickyActions = (bg: string) =>
  ({
    position: 'sticky',
    right: 0,
    zIndex: 1,
    bg,
    'tr:hover > &': { bg: 'colorPalette.subtle' },
    '&::before': {
      content: '""',
      position: 'absolute',
      top: 0,
      bottom: 0,
      left: '-12px',
      width: '12px',
      pointerEvents: 'none',
      background: 'linear-gradient(to left, rgba(0, 0, 0, 0.12), transparent)',
      opacity: 0,
      transition: 'opacity 0.15s',
    },
    '[data-more-after] &::before': { opacity: 1 },
  }) as const;

/**
 * Planning tab of /v2/orders (spec 3 §2.2): the inventory confirmations of a range (default today to
 * +14 days) with a status filter, sorted by date descending; a table from `md` up, cards on phones.
 */
export function PlanningTab({ gates }: { gates: OrderGates }) {
  const { t } = useTranslation();
  const statusId = useId();
  const [range, setRange] = useState<DateRange>(() => presetRange('nextTwoWeeks'));
  const [status, setStatus] = useState<StatusFilter>('all');
  const [editing, setEditing] = useState<Row | null>(null);
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;

  const { data, previousData, loading, error, refetch } = useConfirmationsQuery({
    variables: { from: range.from, to: range.to, confirmed: confirmedArg(status) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const loaded = (data ?? previousData)?.confirmations;
  const rows = useMemo(() => (loaded ? byDateDescending(loaded) : null), [loaded]);
  const onEdit = gates.canEdit ? setEditing : undefined;

  return (
    <Stack gap="3" pt="2" data-testid="planning-tab">
      <Stack direction={{ base: 'column', lg: 'row' }} gap="3" align={{ base: 'stretch', lg: 'flex-end' }} flexWrap="wrap">
        <RangePicker value={range} onChange={setRange} />
        <Field.Root w={{ base: 'full', lg: '48' }}>
          <Field.Label htmlFor={statusId}>{t('orders.planning.status')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field id={statusId} data-testid="planning-status" value={status} onChange={(e) => setStatus(e.currentTarget.value as StatusFilter)}>
              {STATUS_FILTERS.map((s) => (
                <option key={s} value={s}>
                  {t(`orders.planning.statuses.${s}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>
      <HStack justify="space-between" gap="2">
        <Text fontSize="sm" color="fg.muted" data-testid="planning-count">
          {rows ? t('orders.planning.count', { count: rows.length }) : '\u00a0'}
        </Text>
        {loading && <Spinner role="status" size="sm" color="brand.solid" aria-label={t('table.loading')} />}
      </HStack>
      <ListFallback failed={!!error && !rows} loading={!rows} empty={rows?.length === 0} emptyText={t('orders.planning.empty')} onRetry={() => void refetch()}>
        {/* A one-column grid with a 0 minimum: the wide table scrolls inside instead of widening the page. */}
        <Box opacity={loading ? 0.6 : 1} display="grid" gridTemplateColumns="minmax(0, 1fr)">
          {phone ? <PlanningCards rows={rows ?? []} onEdit={onEdit} /> : <PlanningTable rows={rows ?? []} onEdit={onEdit} />}
        </Box>
      </ListFallback>
      <ConfirmationEditDialog row={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

interface ViewProps {
  rows: readonly Row[];
  /** Absent without Order_Overview_EditOrders / Superadmin: no edit button. */
  onEdit?: (row: Row) => void;
}

function Flag({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return on ? (
    <Box as="span" display="inline-flex" color="green.fg" role="img" aria-label={t('orders.planning.yes')}>
      <LuCheck aria-hidden />
    </Box>
  ) : (
    <Box as="span" color="fg.subtle" aria-label={t('orders.planning.no')}>
      –
    </Box>
  );
}

function RowActions({ row, onEdit }: { row: Row; onEdit?: (row: Row) => void }) {
  const { t } = useTranslation();
  return (
    <HStack gap="0.5" justify="flex-end">
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={t('orders.planning.copyLink', { name: row.name })}
        title={t('orders.planning.columns.link')}
        data-testid="planning-copy-link"
        data-uuid={row.uuid}
        onClick={() => void copyConfirmationLink(row.uuid, t)}
      >
        <LuLink />
      </IconButton>
      {onEdit && (
        <IconButton size="xs" variant="ghost" aria-label={t('orders.planning.editRow', { name: row.name })} data-testid="planning-edit" onClick={() => onEdit(row)}>
          <LuPencil />
        </IconButton>
      )}
      <IconButton asChild size="xs" variant="ghost" aria-label={t('orders.planning.openOrder', { name: row.name })}>
        <a href={orderInfoPath(row.orderId)} target="_blank" rel="noopener" data-testid="planning-open-order">
          <LuExternalLink />
        </a>
      </IconButton>
    </HStack>
  );
}

function PlanningTable({ rows, onEdit }: ViewProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const side = useSideScroll(area);
  const c = (k: string) => t(`orders.planning.columns.${k as 'date'}`);
  // The narrow columns carry a short header (full name as tooltip and for screen readers).
  const head = (k: string, align?: 'end' | 'center') => {
    const short = SHORT_HEADERS.includes(k) ? t(`orders.planning.columnsShort.${k as 'labels'}`) : null;
    return (
      <Table.ColumnHeader key={k} fontSize="xs" textAlign={align} whiteSpace={align ? 'nowrap' : undefined} title={short ? c(k) : undefined}>
        {short ? (
          <>
            <span aria-hidden>{short}</span>
            <Box srOnly>{c(k)}</Box>
          </>
        ) : (
          c(k)
        )}
      </Table.ColumnHeader>
    );
  };
  return (
    <Stack gap="1">
      {(side.before || side.after) && (
        // Overlay scrollbars show nothing until one scrolls: this says that columns lie hidden, and moves there.
        <HStack justify="flex-end" gap="1" data-testid="planning-scroll-hint">
          <Text fontSize="xs" color="fg.muted">
            {t('orders.planning.moreColumns')}
          </Text>
          <IconButton size="xs" variant="outline" aria-label={t('orders.planning.scrollLeft')} disabled={!side.before} onClick={() => side.scroll(-1)} data-testid="planning-scroll-left">
            <LuChevronLeft />
          </IconButton>
          <IconButton size="xs" variant="outline" aria-label={t('orders.planning.scrollRight')} disabled={!side.after} onClick={() => side.scroll(1)} data-testid="planning-scroll-right">
            <LuChevronRight />
          </IconButton>
        </HStack>
      )}
      {/* position relative: the screen-reader-only header texts (position absolute) stay inside the scroll area. */}
      <Table.ScrollArea
        ref={area}
        borderWidth="1px"
        rounded="lg"
        bg="bg"
        position="relative"
        // Scrolling by keyboard: the area takes the focus while columns lie hidden.
        {...(side.before || side.after ? { tabIndex: 0, role: 'region', 'aria-label': t('orders.planning.tableLabel') } : {})}
      >
        <Table.Root
          size="sm"
          aria-label={t('orders.planning.tableLabel')}
          interactive
          data-testid="planning-table"
          data-more-before={side.before || undefined}
          data-more-after={side.after || undefined}
        >
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {['date', 'startTime', 'name', 'address', 'zip', 'city'].map((k) => head(k))}
              {head('confirmed', 'center')}
              {FLAG_COLUMNS.map((k) => head(k, 'center'))}
              {head('changedByCustomer', 'center')}
              {head('storageRollCageCount', 'end')}
              {head('storageFreezerRollCageCount', 'end')}
              {head('comment')}
              <Table.ColumnHeader w="24" css={stickyActions('bg.subtle')}>
                <Box srOnly>
                  {c('link')}, {c('edit')}, {c('open')}
                </Box>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.uuid} data-testid="planning-row" data-uuid={r.uuid}>
                <Table.Cell whiteSpace="nowrap">{formatDate(r.date)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{r.startTime.slice(0, 5)}</Table.Cell>
                {/* The scroll area keeps cells on one line; names and addresses may wrap to save width. */}
                <Table.Cell fontWeight="medium" minW="32" whiteSpace="normal">
                  {r.name}
                </Table.Cell>
                <Table.Cell minW="28" whiteSpace="normal">
                  {r.address}
                </Table.Cell>
                <Table.Cell>{r.zip}</Table.Cell>
                <Table.Cell minW="20" whiteSpace="normal">
                  {r.city}
                </Table.Cell>
                <Table.Cell textAlign="center">
                  <ConfirmationStateIcon row={r} />
                </Table.Cell>
                {FLAG_COLUMNS.map((k) => (
                  <Table.Cell key={k} textAlign="center">
                    <Flag on={r.categories[k]} />
                  </Table.Cell>
                ))}
                <Table.Cell textAlign="center">
                  <Flag on={r.changedByCustomer} />
                </Table.Cell>
                <Table.Cell textAlign="end">{r.storageRollCageCount ?? ''}</Table.Cell>
                <Table.Cell textAlign="end">{r.storageFreezerRollCageCount ?? ''}</Table.Cell>
                <Table.Cell>
                  {/* A cell's own max width does not hold in a table: the box inside caps the column. */}
                  <Box maxW="44" minW="24" lineClamp="2" whiteSpace="normal" title={r.comment || undefined} data-testid="planning-comment">
                    {r.comment}
                  </Box>
                </Table.Cell>
                <Table.Cell css={stickyActions('bg')}>
                  <RowActions row={r} onEdit={onEdit} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

/** Phones: one card per confirmation with the chosen categories as chips. */
function PlanningCards({ rows, onEdit }: ViewProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="0" borderWidth="1px" rounded="lg" bg="bg" overflow="hidden" data-testid="planning-list">
      {rows.map((r, i) => {
        const chosen = FLAG_COLUMNS.filter((k) => r.categories[k]);
        return (
          <Stack key={r.uuid} gap="1.5" px="3" py="3" borderTopWidth={i === 0 ? 0 : '1px'} data-testid="planning-row" data-uuid={r.uuid}>
            <HStack justify="space-between" align="start" gap="2">
              <Stack gap="0.5" minW="0">
                <Text fontWeight="semibold" lineClamp={2}>
                  {r.name}
                </Text>
                <Text fontSize="sm" color="fg.muted" truncate>
                  {[r.address, `${r.zip} ${r.city}`.trim()].filter(Boolean).join(', ')}
                </Text>
              </Stack>
              <Text fontSize="sm" whiteSpace="nowrap" fontWeight="medium">
                {formatDate(r.date)} · {r.startTime.slice(0, 5)}
              </Text>
            </HStack>
            <HStack gap="1.5" flexWrap="wrap">
              <ConfirmationStateBadge row={r} />
              {r.changedByCustomer && (
                <Text as="span" fontSize="xs" color="fg.muted" display="inline-flex" alignItems="center" gap="1">
                  <LuUserPen aria-hidden />
                  {t('orders.planning.changedByCustomer')}
                </Text>
              )}
            </HStack>
            {chosen.length > 0 && (
              <Text fontSize="sm">
                {chosen.map((k) => t(`orders.planning.columns.${k}`)).join(' · ')}
              </Text>
            )}
            {r.categories.storage && (
              <Text fontSize="sm" color="fg.muted">
                {t('orders.planning.rollCages', { storage: r.storageRollCageCount ?? '–', freezer: r.storageFreezerRollCageCount ?? '–' })}
              </Text>
            )}
            {r.comment && (
              <Text fontSize="sm" color="fg.muted" lineClamp={3}>
                {r.comment}
              </Text>
            )}
            <RowActions row={r} onEdit={onEdit} />
          </Stack>
        );
      })}
    </Stack>
  );
}
