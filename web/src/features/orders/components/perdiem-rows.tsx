import { Box, Button, Checkbox, Field, Grid, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuHistory } from 'react-icons/lu';
import type { OrderPerDiemDaysQuery } from '@/generated/orders';
import { type Bindable, useBinding } from '@/shared/form/binding';
import { formatCurrency, formatDate, formatMinutes } from '@/shared/format';
import { amountOptions, type PerDiemChoices } from '@/shared/per-diem-settings';
import { EMPTY_PER_DIEM, type PerDiemDayValues, perDiemTotal, type PerDiemValues, rowKey } from '../order-perdiems';

// The rows of the per-diems day view (spec 3 §2.4): a table on wide screens, cards on phones, and the
// fill-for-all form. The rows' fields are bound to the day's formik form (perdiem-day.tsx) by
// `rows.e<id>.<field>`.

/** One employee of a day: the per diem (or none yet) and the time spent on the order. */
export type PerDiemEntry = OrderPerDiemDaysQuery['orderPerDiemDays'][number]['employees'][number];
type Entry = PerDiemEntry;

/** The stored per-diem settings; until they have arrived (`loaded` false) the amount selects are disabled. */
type Choices = PerDiemChoices & { loaded: boolean };

export interface RowProps {
  editable: boolean;
  showPassenger: boolean;
  choices: Choices;
}

/** The field name of an employee's value in the day's form. */
const field = (id: number, name: keyof PerDiemValues) => `rows.${rowKey(id)}.${name}`;

/** The employees' values as the day's form holds them. */
function useRows() {
  const { values } = useFormikContext<PerDiemDayValues>();
  return (id: number) => values.rows[rowKey(id)] ?? EMPTY_PER_DIEM;
}

function AmountSelect({
  label,
  choices,
  testId,
  hideLabel,
  disabled,
  ...binding
}: Bindable<number | null> & {
  label: string;
  choices: readonly number[];
  testId: string;
  hideLabel?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { value: bound, onChange, error } = useBinding(binding);
  const value = bound ?? null;
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled} gap="1">
      <Field.Label htmlFor={id} srOnly={hideLabel} fontSize="xs">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm" disabled={disabled}>
        <NativeSelect.Field id={id} value={value === null ? '' : String(value)} onChange={(e) => onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))} data-testid={testId}>
          <option value="">{t('orders.perdiems.choose')}</option>
          {amountOptions(choices, value).map((c) => (
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

function BreakfastBox(props: {
  /** Bound to the form (editable), or `checked` with `onChange` (editable) or without (read-only). */
  name?: string;
  checked?: boolean;
  onChange?: (v: boolean) => void;
  label: string;
  testId: string;
  hideLabel?: boolean;
  notSet?: boolean;
}) {
  const { label, testId, hideLabel, notSet } = props;
  const { t } = useTranslation();
  const bound = useBinding<boolean>(props.name !== undefined ? { name: props.name } : { value: !!props.checked, onChange: props.onChange ?? (() => {}) });
  const checked = !!bound.value;
  const onChange = props.name !== undefined || props.onChange ? bound.onChange : undefined;
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

function Total({ values, deduction }: { values: PerDiemValues; deduction: number }) {
  const { t } = useTranslation();
  const total = perDiemTotal(values, deduction);
  return (
    <Stack gap="0" align="end">
      <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid="perdiem-total">
        {total === null ? t('common.none') : formatCurrency(total)}
      </Text>
      {values.breakfast && (
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {t('orders.perdiems.breakfastDeduction', { amount: formatCurrency(deduction) })}
        </Text>
      )}
    </Stack>
  );
}

const amount = (v: number | null, none: string) => (v === null ? none : formatCurrency(v));

export function PerDiemTable({ employees, date, editable, showPassenger, choices }: RowProps & { employees: readonly Entry[]; date: string }) {
  const { t } = useTranslation();
  const valuesOf = useRows();
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
          const v = valuesOf(id);
          const name = `${e.employee.lastName}, ${e.employee.firstName}`;
          return (
            <Table.Row key={id} verticalAlign={editable ? 'top' : 'middle'} data-testid="perdiem-row">
              <Table.Cell fontWeight="medium" pt={editable ? '3.5' : undefined}>
                {name}
              </Table.Cell>
              <Table.Cell>
                {editable ? (
                  <AmountSelect hideLabel label={`${t('orders.perdiems.columns.catering')} ${name}`} choices={choices.catering} disabled={!choices.loaded} name={field(id, 'catering')} testId="perdiem-catering" />
                ) : (
                  <Text data-testid="perdiem-catering-value">{amount(v.catering, t('common.none'))}</Text>
                )}
              </Table.Cell>
              <Table.Cell>
                {editable ? (
                  <AmountSelect hideLabel label={`${t('orders.perdiems.columns.misc')} ${name}`} choices={choices.misc} disabled={!choices.loaded} name={field(id, 'misc')} testId="perdiem-misc" />
                ) : (
                  <Text>{amount(v.misc, t('common.none'))}</Text>
                )}
              </Table.Cell>
              <Table.Cell pt={editable ? '3' : undefined}>
                <BreakfastBox
                  hideLabel
                  label={`${t('orders.perdiems.columns.breakfast')} ${name}`}
                  {...(editable ? { name: field(id, 'breakfast') } : { checked: v.breakfast })}
                  notSet={v.catering === null}
                  testId="perdiem-breakfast"
                />
              </Table.Cell>
              <Table.Cell {...num} pt={editable ? '3' : undefined}>
                <Total values={v} deduction={choices.breakfastDeduction} />
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

export function PerDiemCards({ employees, editable, showPassenger, choices }: RowProps & { employees: readonly Entry[] }) {
  const { t } = useTranslation();
  const valuesOf = useRows();
  return (
    <Stack gap="0" data-testid="perdiem-cards">
      {employees.map((e, i) => {
        const id = e.employee.id;
        const v = valuesOf(id);
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
              <Total values={v} deduction={choices.breakfastDeduction} />
            </HStack>
            {editable ? (
              <Grid templateColumns="1fr 1fr" gap="2">
                <AmountSelect label={t('orders.perdiems.columns.catering')} choices={choices.catering} disabled={!choices.loaded} name={field(id, 'catering')} testId="perdiem-catering" />
                <AmountSelect label={t('orders.perdiems.columns.misc')} choices={choices.misc} disabled={!choices.loaded} name={field(id, 'misc')} testId="perdiem-misc" />
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
              <BreakfastBox label={t('orders.perdiems.columns.breakfast')} {...(editable ? { name: field(id, 'breakfast') } : { checked: v.breakfast })}
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
export function BulkFill({ onApply, onRecent, recentDate, choices }: { onApply: (v: PerDiemValues) => void; onRecent: (() => void) | null; recentDate: string | null; choices: Choices }) {
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
          <AmountSelect label={t('orders.perdiems.columns.catering')} choices={choices.catering} disabled={!choices.loaded} value={values.catering} testId="perdiem-bulk-catering" onChange={(c) => setValues({ ...values, catering: c })} />
          <AmountSelect label={t('orders.perdiems.columns.misc')} choices={choices.misc} disabled={!choices.loaded} value={values.misc} testId="perdiem-bulk-misc" onChange={(m) => setValues({ ...values, misc: m })} />
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
