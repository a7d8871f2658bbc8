import { Badge, Box, Button, Grid, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuChevronRight, LuHistory, LuPencil, LuTrash2 } from 'react-icons/lu';
import type { OrderWorklogFieldsFragment } from '@/generated/orders';
import { WorklogTypeLabel } from '@/shared/worklogs/worklog-type';
import { crossesMidnight, isAutomaticPause, shortDay } from '@/shared/worklogs/day-totals';
import { shiftTitle } from '@/shared/worklogs/shift-title';
import { formatDate, formatDateTime, formatMinutes } from '@/shared/format';
import { canDeleteWorklog, canEditWorklog, type DateGroup, type EmployeeDay, type WorklogRights } from '../order-worklogs';
import type { ClockingHistoryTarget } from './clocking-history-dialog';

type Worklog = OrderWorklogFieldsFragment;
type Row = EmployeeDay<Worklog>;

export interface WorklogDayProps {
  group: DateGroup<Worklog>;
  rights: WorklogRights;
  ownEmployeeId: number | null;
  earliestValidFrom: string;
  layout: 'table' | 'list';
  onEdit: (w: Worklog) => void;
  onDelete: (w: Worklog) => void;
  onHistory: (target: ClockingHistoryTarget) => void;
}

const fullName = (r: Row) => `${r.employee.firstName} ${r.employee.lastName}`;
const fromTo = (r: Row) => `${r.from}–${r.to ?? ''}`;
/** The row's entries by shift: a night brings its entries of the day before or after. */
const entryCount = (r: Row) => r.shifts.reduce((n, s) => n + s.entries.length, 0);

/** Under the day's from–to: the shifts that cross midnight, e.g. 'Schicht 22:00–06:00 (03.11.–04.11.)'. */
function ShiftNotes({ row }: { row: Row }) {
  const crossing = row.shifts.filter(crossesMidnight);
  if (crossing.length === 0) return null;
  return (
    <>
      {crossing.map((s) => (
        <Text key={`${s.start.date} ${s.start.time}`} fontSize="xs" color="fg.muted" whiteSpace="nowrap" data-testid="worklog-shift-note">
          {shiftTitle(s)}
        </Text>
      ))}
    </>
  );
}

/** A date before an entry of another day than the panel's (the other half of a night). */
function OtherDay({ w, date }: { w: Worklog; date: string }) {
  if (w.date === date) return null;
  return (
    <Text as="span" color="fg.muted" me="1.5" data-testid="worklog-entry-date">
      {shortDay(w.date)}
    </Text>
  );
}

/** One date's employees (spec 3 §2.4): a table on wide screens, cards on phones; each expands to its entries. */
export function WorklogDay(props: WorklogDayProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return props.layout === 'table' ? <DayTable {...props} expanded={expanded} toggle={toggle} /> : <DayCards {...props} expanded={expanded} toggle={toggle} />;
}

interface Expansion {
  expanded: ReadonlySet<number>;
  toggle: (employeeId: number) => void;
}

function AutoBadge() {
  const { t } = useTranslation();
  return (
    <Badge size="sm" colorPalette="orange" title={t('worklogs.autoPause')} aria-label={t('worklogs.autoPause')} data-testid="auto-pause-badge">
      {t('worklogs.autoBadge')}
    </Badge>
  );
}

function HistoryButton({ row, date, onHistory, size = 'sm' }: { row: Row; date: string; onHistory: WorklogDayProps['onHistory']; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const name = fullName(row);
  return (
    <IconButton
      size={size}
      variant="ghost"
      aria-label={t('orders.worklogs.history.open', { name })}
      title={t('orders.worklogs.history.open', { name })}
      data-testid="clocking-history-button"
      onClick={(e) => {
        e.stopPropagation();
        onHistory({ employeeId: row.employee.id, name, date });
      }}
    >
      <LuHistory />
    </IconButton>
  );
}

function EntryActions({ w, props, size = 'sm' }: { w: Worklog; props: WorklogDayProps; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const edit = canEditWorklog(props.rights, w, props.ownEmployeeId, props.earliestValidFrom);
  const del = canDeleteWorklog(props.rights, w, props.earliestValidFrom);
  return (
    <HStack gap="1" justify="flex-end" minH={size === 'md' ? '10' : '8'}>
      {isAutomaticPause(w) && (props.rights.editOwn || props.rights.editOther || props.rights.delete) && (
        <Text srOnly>{t('orders.worklogs.autoPauseFixed')}</Text>
      )}
      {edit && (
        <IconButton size={size} variant="ghost" aria-label={t('orders.worklogs.edit')} title={t('orders.worklogs.edit')} data-testid="entry-edit" onClick={() => props.onEdit(w)}>
          <LuPencil />
        </IconButton>
      )}
      {del && (
        <IconButton
          size={size}
          variant="ghost"
          colorPalette="red"
          aria-label={t('orders.worklogs.delete')}
          title={t('orders.worklogs.delete')}
          data-testid="entry-delete"
          onClick={() => props.onDelete(w)}
        >
          <LuTrash2 />
        </IconButton>
      )}
    </HStack>
  );
}

function ClockedInBy({ w }: { w: Worklog }) {
  return (
    <Stack gap="0">
      <Text>{w.insertUser}</Text>
      <Text fontSize="xs" color="fg.muted">
        {formatDateTime(w.insertTime)}
      </Text>
    </Stack>
  );
}

function DayTable(props: WorklogDayProps & Expansion) {
  const { t } = useTranslation();
  const { group, rights, expanded, toggle } = props;
  const passenger = rights.passenger;
  const columns = 8 + (passenger ? 1 : 0);
  const num = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  return (
    <Table.Root size="sm" aria-label={t('orders.worklogs.tableLabel', { date: formatDate(group.date) })} data-testid="worklog-table">
      <Table.Header>
        <Table.Row bg="bg.subtle">
          <Table.ColumnHeader w="10" />
          <Table.ColumnHeader fontSize="xs">{t('orders.worklogs.columns.lastName')}</Table.ColumnHeader>
          <Table.ColumnHeader fontSize="xs">{t('orders.worklogs.columns.firstName')}</Table.ColumnHeader>
          <Table.ColumnHeader fontSize="xs" {...num}>
            {t('orders.worklogs.columns.work')}
          </Table.ColumnHeader>
          <Table.ColumnHeader fontSize="xs" {...num}>
            {t('orders.worklogs.columns.travel')}
          </Table.ColumnHeader>
          <Table.ColumnHeader fontSize="xs" {...num}>
            {t('orders.worklogs.columns.pause')}
          </Table.ColumnHeader>
          {passenger && (
            <Table.ColumnHeader fontSize="xs" {...num}>
              {t('orders.worklogs.columns.passenger')}
            </Table.ColumnHeader>
          )}
          <Table.ColumnHeader fontSize="xs" whiteSpace="nowrap">
            {t('orders.worklogs.columns.fromTo')}
          </Table.ColumnHeader>
          <Table.ColumnHeader fontSize="xs" textAlign="end">
            {rights.clockingHistory ? t('orders.worklogs.columns.history') : ''}
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {group.employees.map((r) => {
          const open = expanded.has(r.employee.id);
          const name = fullName(r);
          return (
            <Fragment key={r.employee.id}>
              <Table.Row cursor="pointer" onClick={() => toggle(r.employee.id)} _hover={{ bg: 'bg.muted' }} data-testid="worklog-employee-row">
                <Table.Cell>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-expanded={open}
                    aria-label={t(open ? 'orders.worklogs.collapse' : 'orders.worklogs.expand', { name })}
                    data-testid="worklog-expand"
                    onClick={(e) => {
                      e.stopPropagation();
                      toggle(r.employee.id);
                    }}
                  >
                    {open ? <LuChevronDown /> : <LuChevronRight />}
                  </IconButton>
                </Table.Cell>
                <Table.Cell fontWeight="medium">{r.employee.lastName}</Table.Cell>
                <Table.Cell>{r.employee.firstName}</Table.Cell>
                <Table.Cell {...num}>{formatMinutes(r.totals.minutesWork)}</Table.Cell>
                <Table.Cell {...num}>{formatMinutes(r.totals.minutesTravel)}</Table.Cell>
                <Table.Cell {...num}>
                  <HStack gap="1.5" justify="flex-end">
                    {r.hasAutomaticPause && <AutoBadge />}
                    <span>{formatMinutes(r.totals.minutesPause)}</span>
                  </HStack>
                </Table.Cell>
                {passenger && <Table.Cell {...num}>{formatMinutes(r.totals.minutesPassenger)}</Table.Cell>}
                <Table.Cell fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                  {fromTo(r)}
                  <ShiftNotes row={r} />
                </Table.Cell>
                <Table.Cell textAlign="end">{rights.clockingHistory && <HistoryButton row={r} date={group.date} onHistory={props.onHistory} />}</Table.Cell>
              </Table.Row>
              {open && (
                <Table.Row bg="bg.subtle" data-testid="worklog-entries">
                  <Table.Cell colSpan={columns} py="2" ps="12">
                    <Table.Root size="sm" variant="outline" bg="bg" aria-label={t('orders.worklogs.entries.label', { name })}>
                      <Table.Header>
                        <Table.Row>
                          <Table.ColumnHeader fontSize="xs">{t('orders.worklogs.entries.type')}</Table.ColumnHeader>
                          <Table.ColumnHeader fontSize="xs">{t('orders.worklogs.entries.start')}</Table.ColumnHeader>
                          <Table.ColumnHeader fontSize="xs">{t('orders.worklogs.entries.end')}</Table.ColumnHeader>
                          <Table.ColumnHeader fontSize="xs">{t('orders.worklogs.entries.clockedInBy')}</Table.ColumnHeader>
                          <Table.ColumnHeader fontSize="xs" textAlign="end">
                            {t('orders.worklogs.entries.actions')}
                          </Table.ColumnHeader>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {r.shifts.map((shift) => (
                          <Fragment key={`${shift.start.date} ${shift.start.time}`}>
                            <Table.Row bg="bg.subtle" data-testid="worklog-shift">
                              <Table.Cell colSpan={5} py="1.5" fontWeight="semibold" fontSize="sm">
                                {shiftTitle(shift)}
                              </Table.Cell>
                            </Table.Row>
                            {shift.entries.map((w) => (
                              <Table.Row key={w.id} data-testid="worklog-entry">
                                <Table.Cell>
                                  <WorklogTypeLabel worklog={w} />
                                </Table.Cell>
                                <Table.Cell fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                                  <OtherDay w={w} date={group.date} />
                                  {w.start}
                                </Table.Cell>
                                <Table.Cell fontVariantNumeric="tabular-nums">{w.end ?? <OpenBadge />}</Table.Cell>
                                <Table.Cell>
                                  <ClockedInBy w={w} />
                                </Table.Cell>
                                <Table.Cell>
                                  <EntryActions w={w} props={props} />
                                </Table.Cell>
                              </Table.Row>
                            ))}
                          </Fragment>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  </Table.Cell>
                </Table.Row>
              )}
            </Fragment>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}

function OpenBadge() {
  const { t } = useTranslation();
  return (
    <Badge size="sm" colorPalette="green">
      {t('orders.worklogs.entries.open')}
    </Badge>
  );
}

/** Phones: one card per employee, thumb-sized buttons, entries unfold below the figures. */
function DayCards(props: WorklogDayProps & Expansion) {
  const { t } = useTranslation();
  const { group, rights, expanded, toggle } = props;
  const figures = (r: Row): [string, number, boolean][] => [
    [t('orders.worklogs.columns.work'), r.totals.minutesWork, false],
    [t('orders.worklogs.columns.travel'), r.totals.minutesTravel, false],
    [t('orders.worklogs.columns.pause'), r.totals.minutesPause, r.hasAutomaticPause],
    ...(rights.passenger ? [[t('orders.worklogs.columns.passenger'), r.totals.minutesPassenger, false] as [string, number, boolean]] : []),
  ];
  return (
    <Stack gap="2" p="2" data-testid="worklog-cards">
      {group.employees.map((r) => {
        const open = expanded.has(r.employee.id);
        const name = fullName(r);
        return (
          <Box key={r.employee.id} borderWidth="1px" rounded="md" bg="bg" data-testid="worklog-employee-row">
            <Stack gap="2" p="3">
              <HStack justify="space-between" align="start" gap="2">
                <Text fontWeight="semibold" overflowWrap="anywhere">
                  {r.employee.lastName}, {r.employee.firstName}
                </Text>
                <Stack gap="0" align="end" fontVariantNumeric="tabular-nums" color="fg.muted">
                  <Text whiteSpace="nowrap">{fromTo(r)}</Text>
                  <ShiftNotes row={r} />
                </Stack>
              </HStack>
              <Grid templateColumns={`repeat(${figures(r).length}, 1fr)`} gap="2">
                {figures(r).map(([label, minutes, auto]) => (
                  <Box key={label}>
                    <Text fontSize="xs" color="fg.muted">
                      {label}
                    </Text>
                    <HStack gap="1">
                      <Text fontVariantNumeric="tabular-nums">{formatMinutes(minutes)}</Text>
                      {auto && <AutoBadge />}
                    </HStack>
                  </Box>
                ))}
              </Grid>
              <HStack gap="2">
                <Button
                  flex="1"
                  variant="outline"
                  size="md"
                  justifyContent="space-between"
                  aria-expanded={open}
                  aria-label={t(open ? 'orders.worklogs.collapse' : 'orders.worklogs.expand', { name })}
                  data-testid="worklog-expand"
                  onClick={() => toggle(r.employee.id)}
                >
                  {t('orders.worklogs.showEntries', { count: entryCount(r) })}
                  {open ? <LuChevronDown /> : <LuChevronRight />}
                </Button>
                {rights.clockingHistory && <HistoryButton row={r} date={group.date} onHistory={props.onHistory} size="md" />}
              </HStack>
            </Stack>
            {open && (
              <Stack gap="0" borderTopWidth="1px" bg="bg.subtle" data-testid="worklog-entries">
                {r.shifts.map((shift, k) => (
                  <Fragment key={`${shift.start.date} ${shift.start.time}`}>
                    <Text px="3" pt="2" pb="1" fontSize="sm" fontWeight="semibold" borderTopWidth={k === 0 ? 0 : '1px'} data-testid="worklog-shift">
                      {shiftTitle(shift)}
                    </Text>
                    {shift.entries.map((w) => (
                      <HStack key={w.id} px="3" py="2" gap="2" borderTopWidth="1px" data-testid="worklog-entry">
                        <Stack gap="0.5" flex="1" minW="0">
                          <HStack justify="space-between" gap="2">
                            <WorklogTypeLabel worklog={w} />
                            <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                              <OtherDay w={w} date={group.date} />
                              {w.start}–{w.end ?? ''}
                              {!w.end && <OpenBadge />}
                            </Text>
                          </HStack>
                          <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                            {t('orders.worklogs.entries.clockedInBy')}: {w.insertUser}, {formatDateTime(w.insertTime)}
                          </Text>
                        </Stack>
                        <EntryActions w={w} props={props} size="md" />
                      </HStack>
                    ))}
                  </Fragment>
                ))}
              </Stack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
