import { Box, Button, Checkbox, Field, Grid, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuHistory } from 'react-icons/lu';
import type { OrderPerDiemDaysQuery } from '@/generated/orders';
import { formatCurrency, formatDate, formatMinutes } from '@/shared/format';
import { CATERING_CHOICES, EMPTY_PER_DIEM, MISC_CHOICES, perDiemTotal, type PerDiemValues } from '../order-perdiems';

// The rows of the per-diems day view (spec 3 §2.4): a table on wide screens, cards on phones, and the
// fill-for-all form. State and saving live in perdiem-day.tsx.

/** One employee of a day: the per diem (or none yet) and the time spent on the order. */
export type PerDiemEntry = OrderPerDiemDaysQuery['orderPerDiemDays'][number]['employees'][number];
export type RowErrors = { catering?: string; misc?: string };
type Entry = PerDiemEntry;

export interface RowProps {
  editable: boolean;
  current: ReadonlyMap<number, PerDiemValues>;
  errors: ReadonlyMap<number, RowErrors>;
  setRow: (id: number, patch: Partial<PerDiemValues>) => void;
  showPassenger: boolean;
}

function AmountSelect({
  label,
  choices,
  value,
  onChange,
  error,
  testId,
  hideLabel,
}: {
  label: string;
  choices: readonly number[];
  value: number | null;
  onChange: (v: number | null) => void;
  error?: string;
  testId: string;
  hideLabel?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Field.Root invalid={Boolean(error)} gap="1">
      <Field.Label htmlFor={id} srOnly={hideLabel} fontSize="xs">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={id} value={value === null ? '' : String(value)} onChange={(e) => onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))} data-testid={testId}>
          <option value="">{t('orders.perdiems.choose')}</option>
          {choices.map((c) => (
            <option key={c} value={c}>
              {formatCurrency(c)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

function BreakfastBox(props: { checked: boolean; onChange?: (v: boolean) => void; label: string; testId: string; hideLabel?: boolean; notSet?: boolean }) {
  const { checked, onChange, label, testId, hideLabel, notSet } = props;
  const { t } = useTranslation();
  if (!onChange) {
    // Read-only: a plain answer, not a box that looks clickable; '–' where no per diem is set.
    const answer = notSet ? t('common.none') : checked ? t('common.yes') : t('common.no');
    return (
      <Text fontSize={hideLabel ? undefined : 'sm'} data-testid={`${testId}-value`}>
        {hideLabel ? answer : `${label}: ${answer}`}
      </Text>
    );
  }
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} colorPalette="brand" data-testid={testId}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label srOnly={hideLabel}>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function Total({ values }: { values: PerDiemValues }) {
  const { t } = useTranslation();
  const total = perDiemTotal(values);
  return (
    <Stack gap="0" align="end">
      <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid="perdiem-total">
        {total === null ? t('common.none') : formatCurrency(total)}
      </Text>
      {values.breakfast && (
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {t('orders.perdiems.breakfastDeduction')}
        </Text>
      )}
    </Stack>
  );
}

const amount = (v: number | null, none: string) => (v === null ? none : formatCurrency(v));

export function PerDiemTable({ employees, date, editable, current, errors, setRow, showPassenger }: RowProps & { employees: readonly Entry[]; date: string }) {
  const { t } = useTranslation();
  const num = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  return (
    <Table.Root size="sm" aria-label={t('orders.perdiems.tableLabel', { date: formatDate(date) })} data-testid="perdiem-table">
      <Table.Header>
        <Table.Row bg="bg.subtle">
          <Table.ColumnHeader fontSize="xs">{t('orders.perdiems.columns.employee')}</Table.ColumnHeader>
          <Table.ColumnHeader fontSize="xs" minW={editable ? '40' : undefined}>
            {t('orders.perdiems.columns.catering')}
          </Table.ColumnHeader>
          <Table.ColumnHeader fontSize="xs" minW={editable ? '40' : undefined}>
            {t('orders.perdiems.columns.misc')}
          </Table.ColumnHeader>
          <Table.ColumnHeader fontSize="xs">{t('orders.perdiems.columns.breakfast')}</Table.ColumnHeader>
          <Table.ColumnHeader fontSize="xs" {...num}>
            {t('orders.perdiems.columns.total')}
          </Table.ColumnHeader>
          <Table.ColumnHeader fontSize="xs" {...num}>
            {t('orders.perdiems.columns.work')}
          </Table.ColumnHeader>
          <Table.ColumnHeader fontSize="xs" {...num}>
            {t('orders.perdiems.columns.travel')}
          </Table.ColumnHeader>
          {showPassenger && (
            <Table.ColumnHeader fontSize="xs" {...num}>
              {t('orders.perdiems.columns.passenger')}
            </Table.ColumnHeader>
          )}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {employees.map((e) => {
          const id = e.employee.id;
          const v = current.get(id) ?? EMPTY_PER_DIEM;
          const err = errors.get(id);
          const name = `${e.employee.lastName}, ${e.employee.firstName}`;
          return (
            <Table.Row key={id} verticalAlign={editable ? 'top' : 'middle'} data-testid="perdiem-row">
              <Table.Cell fontWeight="medium" pt={editable ? '3.5' : undefined}>
                {name}
              </Table.Cell>
              <Table.Cell>
                {editable ? (
                  <AmountSelect hideLabel label={`${t('orders.perdiems.columns.catering')} ${name}`} choices={CATERING_CHOICES} value={v.catering} error={err?.catering} testId="perdiem-catering" onChange={(c) => setRow(id, { catering: c })} />
                ) : (
                  <Text data-testid="perdiem-catering-value">{amount(v.catering, t('common.none'))}</Text>
                )}
              </Table.Cell>
              <Table.Cell>
                {editable ? (
                  <AmountSelect hideLabel label={`${t('orders.perdiems.columns.misc')} ${name}`} choices={MISC_CHOICES} value={v.misc} error={err?.misc} testId="perdiem-misc" onChange={(m) => setRow(id, { misc: m })} />
                ) : (
                  <Text>{amount(v.misc, t('common.none'))}</Text>
                )}
              </Table.Cell>
              <Table.Cell pt={editable ? '3' : undefined}>
                <BreakfastBox
                  hideLabel
                  label={`${t('orders.perdiems.columns.breakfast')} ${name}`}
                  checked={v.breakfast}
                  onChange={editable ? (b) => setRow(id, { breakfast: b }) : undefined}
                  notSet={v.catering === null}
                  testId="perdiem-breakfast"
                />
              </Table.Cell>
              <Table.Cell {...num} pt={editable ? '3' : undefined}>
                <Total values={v} />
              </Table.Cell>
              <Table.Cell {...num} pt={editable ? '3.5' : undefined}>
                {formatMinutes(e.timeSpent.minutesWork)}
              </Table.Cell>
              <Table.Cell {...num} pt={editable ? '3.5' : undefined}>
                {formatMinutes(e.timeSpent.minutesTravel)}
              </Table.Cell>
              {showPassenger && (
                <Table.Cell {...num} pt={editable ? '3.5' : undefined}>
                  {formatMinutes(e.timeSpent.minutesPassenger)}
                </Table.Cell>
              )}
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}

export function PerDiemCards({ employees, editable, current, errors, setRow, showPassenger }: RowProps & { employees: readonly Entry[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="0" data-testid="perdiem-cards">
      {employees.map((e, i) => {
        const id = e.employee.id;
        const v = current.get(id) ?? EMPTY_PER_DIEM;
        const err = errors.get(id);
        const times: [string, number | null][] = [
          [t('orders.perdiems.columns.work'), e.timeSpent.minutesWork],
          [t('orders.perdiems.columns.travel'), e.timeSpent.minutesTravel],
          ...(showPassenger ? [[t('orders.perdiems.columns.passenger'), e.timeSpent.minutesPassenger] as [string, number | null]] : []),
        ];
        return (
          <Stack key={id} gap="2" p="3" borderTopWidth={i === 0 ? 0 : '1px'} data-testid="perdiem-row">
            <HStack justify="space-between" align="start">
              <Text fontWeight="semibold">
                {e.employee.lastName}, {e.employee.firstName}
              </Text>
              <Total values={v} />
            </HStack>
            {editable ? (
              <Grid templateColumns="1fr 1fr" gap="2">
                <AmountSelect label={t('orders.perdiems.columns.catering')} choices={CATERING_CHOICES} value={v.catering} error={err?.catering} testId="perdiem-catering" onChange={(c) => setRow(id, { catering: c })} />
                <AmountSelect label={t('orders.perdiems.columns.misc')} choices={MISC_CHOICES} value={v.misc} error={err?.misc} testId="perdiem-misc" onChange={(m) => setRow(id, { misc: m })} />
              </Grid>
            ) : (
              <Grid templateColumns="1fr 1fr" gap="2" fontSize="sm">
                <Box>
                  <Text fontSize="xs" color="fg.muted">
                    {t('orders.perdiems.columns.catering')}
                  </Text>
                  <Text data-testid="perdiem-catering-value">{amount(v.catering, t('common.none'))}</Text>
                </Box>
                <Box>
                  <Text fontSize="xs" color="fg.muted">
                    {t('orders.perdiems.columns.misc')}
                  </Text>
                  <Text>{amount(v.misc, t('common.none'))}</Text>
                </Box>
              </Grid>
            )}
            <HStack justify="space-between" gap="3" flexWrap="wrap">
              <BreakfastBox label={t('orders.perdiems.columns.breakfast')} checked={v.breakfast} onChange={editable ? (b) => setRow(id, { breakfast: b }) : undefined}
                  notSet={v.catering === null} testId="perdiem-breakfast" />
              <HStack gap="3" fontSize="sm" color="fg.muted">
                {times.map(([label, minutes]) => (
                  <Text key={label} fontVariantNumeric="tabular-nums">
                    {label} {formatMinutes(minutes)}
                  </Text>
                ))}
              </HStack>
            </HStack>
          </Stack>
        );
      })}
    </Stack>
  );
}

/** Values for every employee of the day at once, or the order's recent per diems (saved only with the save button). */
export function BulkFill({ onApply, onRecent, recentDate }: { onApply: (v: PerDiemValues) => void; onRecent: (() => void) | null; recentDate: string | null }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<PerDiemValues>(EMPTY_PER_DIEM);
  const complete = values.catering !== null && values.misc !== null;
  return (
    <Box borderWidth="1px" rounded="lg" bg="bg" p="3" data-testid="perdiem-bulk">
      <Stack gap="3">
        <Text fontWeight="semibold" fontSize="sm">
          {t('orders.perdiems.all')}
        </Text>
        <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(2, minmax(10rem, 14rem)) auto auto' }} gap="3" alignItems="end">
          <AmountSelect label={t('orders.perdiems.columns.catering')} choices={CATERING_CHOICES} value={values.catering} testId="perdiem-bulk-catering" onChange={(c) => setValues({ ...values, catering: c })} />
          <AmountSelect label={t('orders.perdiems.columns.misc')} choices={MISC_CHOICES} value={values.misc} testId="perdiem-bulk-misc" onChange={(m) => setValues({ ...values, misc: m })} />
          <Box pb="2">
            <BreakfastBox label={t('orders.perdiems.columns.breakfast')} checked={values.breakfast} onChange={(b) => setValues({ ...values, breakfast: b })} testId="perdiem-bulk-breakfast" />
          </Box>
          <Button variant="outline" size="sm" justifySelf="start" disabled={!complete} onClick={() => onApply(values)} data-testid="perdiem-apply-all">
            {t('orders.perdiems.applyAll')}
          </Button>
        </Grid>
        {onRecent && recentDate && (
          <HStack gap="3" flexWrap="wrap">
            <Button variant="ghost" colorPalette="brand" size="sm" onClick={onRecent} data-testid="perdiem-recent">
              <LuHistory />
              {t('orders.perdiems.recent', { date: formatDate(recentDate) })}
            </Button>
            <Text fontSize="xs" color="fg.muted">
              {t('orders.perdiems.recentHint')}
            </Text>
          </HStack>
        )}
      </Stack>
    </Box>
  );
}
