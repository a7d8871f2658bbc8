import { Box, Grid, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronRight, LuEye } from 'react-icons/lu';
import type { WorklogFieldsFragment } from '@/generated/worklogs';
import { formatDate, formatMinutes } from '@/shared/format';
import { type Day, type DayTotals } from '@/shared/worklogs/day-totals';
import type { MarkerFinding } from '../compliance-markers';
import { DayFindingsLines, DayFindingsMarker } from './compliance-marker';

type WDay = Day<WorklogFieldsFragment>;

interface HourDaysProps {
  days: readonly WDay[];
  sum: DayTotals;
  showPassenger: boolean;
  onOpen: (day: WDay) => void;
  /** The open compliance findings per day (empty without the right to see them). */
  findingsByDay?: ReadonlyMap<string, readonly MarkerFinding[]>;
}

const range = (d: WDay) => `${d.start}–${d.end ?? ''}`;

function columns(showPassenger: boolean) {
  return [
    ['work', (t: DayTotals) => t.minutesWork],
    ['travel', (t: DayTotals) => t.minutesTravel],
    ...(showPassenger ? [['passenger', (t: DayTotals) => t.minutesPassenger] as const] : []),
    ['pause', (t: DayTotals) => t.minutesPause],
  ] as const;
}

/** The month's days as a table (spec 2 §2.7): a row or its detail button opens the day. */
export function HourTable({ days, sum, showPassenger, onOpen, findingsByDay }: HourDaysProps) {
  const { t } = useTranslation();
  const cols = columns(showPassenger);
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="md" bg="bg">
      <Table.Root size="sm" interactive aria-label={t('worklogs.hours.table')} data-testid="hour-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('worklogs.hours.date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('worklogs.hours.startEnd')}</Table.ColumnHeader>
            {cols.map(([key]) => (
              <Table.ColumnHeader key={key} textAlign="end">
                {t(`worklogs.hours.${key}`)}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader w="1" />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {days.map((d) => (
            <Table.Row key={d.date} cursor="pointer" onClick={() => onOpen(d)} data-testid="hour-row">
              <Table.Cell whiteSpace="nowrap">
                {formatDate(d.date)}
                {findingsByDay?.get(d.date) && <DayFindingsMarker findings={findingsByDay.get(d.date)!} />}
              </Table.Cell>
              <Table.Cell fontVariantNumeric="tabular-nums">{range(d)}</Table.Cell>
              {cols.map(([key, get]) => (
                <Table.Cell key={key} textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatMinutes(get(d.totals))}
                </Table.Cell>
              ))}
              <Table.Cell py="0.5">
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t('worklogs.hours.detailsOf', { date: formatDate(d.date) })}
                  onClick={(e) => {
                    e.stopPropagation();
                    onOpen(d);
                  }}
                >
                  <LuEye />
                </IconButton>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="semibold" data-testid="hour-sum">
            <Table.Cell colSpan={2}>{t('worklogs.hours.sum')}</Table.Cell>
            {cols.map(([key, get]) => (
              <Table.Cell key={key} textAlign="end" fontVariantNumeric="tabular-nums">
                {formatMinutes(get(sum))}
              </Table.Cell>
            ))}
            <Table.Cell />
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function Figures({ totals, showPassenger }: { totals: DayTotals; showPassenger: boolean }) {
  const { t } = useTranslation();
  const cols = columns(showPassenger);
  return (
    <Grid templateColumns={`repeat(${cols.length}, 1fr)`} gap="1" mt="1">
      {cols.map(([key, get]) => (
        <Box key={key} minW="0">
          <Text fontSize="xs" color="fg.muted" truncate>
            {t(`worklogs.hours.${key}`)}
          </Text>
          <Text fontVariantNumeric="tabular-nums">{formatMinutes(get(totals))}</Text>
        </Box>
      ))}
    </Grid>
  );
}

/** Phones: one card per day, the month's sum on top. */
export function HourCards({ days, sum, showPassenger, onOpen, findingsByDay }: HourDaysProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="2" data-testid="hour-cards">
      <Box bg="brand.subtle" rounded="md" p="3" data-testid="hour-sum">
        <Text fontWeight="semibold">{t('worklogs.hours.sum')}</Text>
        <Figures totals={sum} showPassenger={showPassenger} />
      </Box>
      {days.map((d) => (
        // The day's findings sit under its button, not in it: a button's content is its name.
        <Box key={d.date} bg="bg" borderWidth="1px" borderColor="border" rounded="md" data-testid="hour-day">
          <Box
            as="button"
            w="full"
            textAlign="start"
            rounded="md"
            p="3"
            onClick={() => onOpen(d)}
            aria-label={t('worklogs.hours.detailsOf', { date: formatDate(d.date) })}
            data-testid="hour-row"
          >
            <HStack justify="space-between">
              <Text fontWeight="semibold">{formatDate(d.date)}</Text>
              <HStack gap="1" color="fg.muted">
                <Text fontVariantNumeric="tabular-nums">{range(d)}</Text>
                <LuChevronRight aria-hidden />
              </HStack>
            </HStack>
            <Figures totals={d.totals} showPassenger={showPassenger} />
          </Box>
          {findingsByDay?.get(d.date) && (
            <Box px="3" pb="3" mt="-1.5">
              <DayFindingsLines findings={findingsByDay.get(d.date)!} />
            </Box>
          )}
        </Box>
      ))}
    </Stack>
  );
}
