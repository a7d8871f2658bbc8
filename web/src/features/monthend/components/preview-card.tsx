import { Box, Button, Card, Field, HStack, Input, Link, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFileSpreadsheet, LuScale } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { usePayrollPreviewFileLazyQuery, usePayrollPreviewQuery } from '@/generated/monthend';
import { MonthPicker } from '@/shared/date/month-picker';
import { downloadBase64 } from '@/shared/download';
import { ListState } from '@/shared/list-states';
import { notify } from '@/shared/notify';
import { filterPreviewRows, findingsPath, PREVIEW_CARDS_STEP, type PreviewRow, type PreviewTotal, previewAmount, previewByEmployee, previewDays, previewHours } from '../payroll-preview';

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const num = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * What the payroll file of a month will say before it is written (the same rows as the closing):
 * per employee and wage type the hours, days or amounts, the totals per wage type, the month's open
 * compliance findings, and the preview as an Excel file. A table on wide screens, a card per employee on phones.
 */
export function PreviewCard({ month, onMonth }: { month: string; onMonth: (yearMonth: string) => void }) {
  const { t } = useTranslation();
  const desktop = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
  const [monthText, setMonthText] = useState(month);
  const { data, error, refetch } = usePayrollPreviewQuery({ variables: { yearMonth: month }, fetchPolicy: 'cache-and-network' });
  const [fetchFile, file] = usePayrollPreviewFileLazyQuery({ fetchPolicy: 'network-only' });
  const preview = data?.payrollPreview.yearMonth === month ? data.payrollPreview : undefined;
  const [term, setTerm] = useState('');
  const rows = useMemo(() => (preview ? filterPreviewRows(preview.rows, term) : []), [preview, term]);

  const download = async () => {
    const answer = await fetchFile({ variables: { yearMonth: month } });
    const f = answer.data?.payrollPreviewFile;
    if (f) downloadBase64(f.fileName, f.contentType, f.contentBase64);
    else notify.error(t('monthend.preview.downloadFailed'));
  };

  return (
    <Card.Root variant="outline" size={{ base: 'sm', md: 'md' }} data-testid="monthend-preview-card">
      <Card.Header>
        <Card.Title as="h2" fontSize="lg">
          {t('monthend.preview.title')}
        </Card.Title>
        <Text color="fg.muted" fontSize="sm">
          {t('monthend.preview.intro')}
        </Text>
      </Card.Header>
      <Card.Body pt="1" px={{ base: '3', md: '6' }}>
        <Stack gap="4">
          <HStack gap="4" align="end" flexWrap="wrap" justify="space-between">
            <Box w={{ base: 'full', sm: '48' }}>
              <MonthPicker
                label={t('monthend.preview.month')}
                value={monthText}
                testId="monthend-preview-month"
                onChange={(v) => {
                  setMonthText(v);
                  if (YEAR_MONTH.test(v)) onMonth(v);
                }}
              />
            </Box>
            <Button variant="outline" colorPalette="brand" minH="11" w={{ base: 'full', sm: 'auto' }} loading={file.loading} disabled={!preview} onClick={() => void download()} data-testid="monthend-preview-download">
              <LuFileSpreadsheet />
              {t('monthend.preview.download')}
            </Button>
          </HStack>
          {preview && (
            <HStack gap="2" flexWrap="wrap" data-testid="monthend-preview-findings" data-count={preview.openFindings}>
              <LuScale aria-hidden />
              {preview.openFindings > 0 ? (
                <Link asChild colorPalette="brand" fontWeight="semibold">
                  <RouterLink to={findingsPath(month)} data-testid="monthend-preview-findings-link">
                    {t('monthend.preview.findings', { count: preview.openFindings })}
                  </RouterLink>
                </Link>
              ) : (
                <Text color="fg.muted">{t('monthend.preview.noFindings')}</Text>
              )}
            </HStack>
          )}
          {!preview?.rows.length ? (
            <ListState items={preview?.rows} error={error} onRetry={() => void refetch()} emptyText={t('monthend.preview.empty')} emptyTestId="monthend-preview-empty" />
          ) : (
            <>
              <HStack gap="4" align="end" flexWrap="wrap" justify="space-between">
                <Field.Root w={{ base: 'full', sm: '72' }}>
                  <Field.Label>{t('monthend.preview.filter')}</Field.Label>
                  <Input type="search" value={term} placeholder={t('monthend.preview.filterHint')} onChange={(e) => setTerm(e.currentTarget.value)} data-testid="monthend-preview-filter" />
                </Field.Root>
                <Text color="fg.muted" fontSize="sm" data-testid="monthend-preview-count">
                  {t('monthend.preview.rowCount', { count: rows.length })}
                </Text>
              </HStack>
              {rows.length === 0 ? (
                <Text color="fg.muted" data-testid="monthend-preview-nomatch">
                  {t('monthend.preview.noMatch')}
                </Text>
              ) : desktop ? (
                <PreviewTable rows={rows} />
              ) : (
                // A new search starts again with the first cards.
                <PreviewCards key={term} rows={rows} />
              )}
              {desktop ? <Totals totals={preview.totals} /> : <TotalsCard totals={preview.totals} />}
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The rows in a scroll area of their own (header kept in view), so the closings list and settings below stay near;
 * the area takes the focus, so the keyboard scrolls it too.
 */
function PreviewTable({ rows }: { rows: readonly PreviewRow[] }) {
  const { t } = useTranslation();
  return (
    <Box overflow="auto" maxH="32rem" borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={t('monthend.preview.tableLabel')} data-testid="monthend-preview-scroll">
      <Table.Root size="sm" stickyHeader aria-label={t('monthend.preview.tableLabel')} data-testid="monthend-preview-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('monthend.preview.personnelNumber')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('monthend.preview.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('monthend.preview.wageType')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('monthend.preview.label')}</Table.ColumnHeader>
            <Table.ColumnHeader {...num}>{t('monthend.preview.hours')}</Table.ColumnHeader>
            <Table.ColumnHeader {...num}>{t('monthend.preview.days')}</Table.ColumnHeader>
            <Table.ColumnHeader {...num}>{t('monthend.preview.amount')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('monthend.preview.costCenter')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r, i) => {
            // The employee's number and name only on the first of their rows, so the rows read as groups.
            const first = i === 0 || rows[i - 1]!.employeeId !== r.employeeId;
            return (
              <Table.Row key={`${r.employeeId}-${r.component}-${r.costCenter}-${i}`} data-testid="monthend-preview-row" data-component={r.component} borderTopWidth={first && i > 0 ? '2px' : undefined}>
                <Table.Cell whiteSpace="nowrap">{first ? r.personnelNumber : ''}</Table.Cell>
                <Table.Cell>{first ? r.employeeName : ''}</Table.Cell>
                <Table.Cell whiteSpace="nowrap" data-testid="monthend-preview-wagetype">
                  {r.wageType}
                </Table.Cell>
                <Table.Cell>{r.label}</Table.Cell>
                <Table.Cell {...num}>{previewHours(r.hours)}</Table.Cell>
                <Table.Cell {...num}>{previewDays(r.days)}</Table.Cell>
                <Table.Cell {...num}>{previewAmount(r.amount)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{r.costCenter}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function Totals({ totals }: { totals: readonly PreviewTotal[] }) {
  const { t } = useTranslation();
  if (!totals.length) return null;
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">{t('monthend.preview.totals')}</Text>
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label={t('monthend.preview.totalsLabel')} data-testid="monthend-preview-totals">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('monthend.preview.wageType')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('monthend.preview.label')}</Table.ColumnHeader>
              <Table.ColumnHeader {...num}>{t('monthend.preview.hours')}</Table.ColumnHeader>
              <Table.ColumnHeader {...num}>{t('monthend.preview.days')}</Table.ColumnHeader>
              <Table.ColumnHeader {...num}>{t('monthend.preview.amount')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {totals.map((s) => (
              <Table.Row key={`${s.component}-${s.wageType}`} data-testid="monthend-preview-total" data-component={s.component}>
                <Table.Cell whiteSpace="nowrap">{s.wageType}</Table.Cell>
                <Table.Cell>{s.label}</Table.Cell>
                <Table.Cell {...num}>{previewHours(s.hours)}</Table.Cell>
                <Table.Cell {...num}>{previewDays(s.days)}</Table.Cell>
                <Table.Cell {...num}>{previewAmount(s.amount)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}

/** A row's value on a phone: whichever of hours, days and amount it carries. */
function values(r: PreviewRow | PreviewTotal, t: (k: string) => string) {
  return [
    r.hours != null ? `${previewHours(r.hours)} ${t('monthend.preview.hours')}` : null,
    r.days != null ? `${previewDays(r.days)} ${t('monthend.preview.days')}` : null,
    r.amount != null ? previewAmount(r.amount) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A card per employee, the first ones only (a month has hundreds): "more" adds the next ones. */
function PreviewCards({ rows }: { rows: readonly PreviewRow[] }) {
  const { t } = useTranslation();
  const employees = useMemo(() => previewByEmployee(rows), [rows]);
  const [shown, setShown] = useState(PREVIEW_CARDS_STEP);
  return (
    <Stack gap="3">
      {employees.slice(0, shown).map((e) => (
        <Box key={e.employeeId} borderWidth="1px" rounded="md" p="3" data-testid="monthend-preview-employee">
          <HStack justify="space-between" align="start" gap="2" flexWrap="wrap">
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {e.employeeName}
            </Text>
            <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              {t('monthend.preview.personnelNumber')} {e.personnelNumber}
            </Text>
          </HStack>
          <Stack gap="1" mt="2">
            {e.rows.map((r, i) => (
              <HStack key={`${r.component}-${r.costCenter}-${i}`} justify="space-between" align="start" gap="2" fontSize="sm" data-testid="monthend-preview-row" data-component={r.component}>
                <Box minW="0">
                  <Text>
                    <Text as="span" fontVariantNumeric="tabular-nums" color="fg.muted" data-testid="monthend-preview-wagetype">
                      {r.wageType}
                    </Text>{' '}
                    {r.label}
                  </Text>
                  {r.costCenter && (
                    <Text fontSize="xs" color="fg.muted">
                      {t('monthend.preview.costCenter')} {r.costCenter}
                    </Text>
                  )}
                </Box>
                <Text fontVariantNumeric="tabular-nums" textAlign="end" whiteSpace="nowrap">
                  {values(r, t)}
                </Text>
              </HStack>
            ))}
          </Stack>
        </Box>
      ))}
      {employees.length > shown && (
        <Button variant="outline" minH="11" onClick={() => setShown((n) => n + PREVIEW_CARDS_STEP)} data-testid="monthend-preview-more">
          {t('monthend.preview.more', { count: employees.length - shown })}
        </Button>
      )}
    </Stack>
  );
}

function TotalsCard({ totals }: { totals: readonly PreviewTotal[] }) {
  const { t } = useTranslation();
  if (totals.length === 0) return null;
  return (
    <Box borderWidth="1px" rounded="md" p="3" bg="bg.muted" data-testid="monthend-preview-totals">
      <Text fontWeight="semibold">{t('monthend.preview.totals')}</Text>
      <Stack gap="1" mt="2">
        {totals.map((s) => (
          <HStack key={`${s.component}-${s.wageType}`} justify="space-between" align="start" gap="2" fontSize="sm" data-testid="monthend-preview-total" data-component={s.component}>
            <Text minW="0">
              <Text as="span" color="fg.muted" fontVariantNumeric="tabular-nums">
                {s.wageType}
              </Text>{' '}
              {s.label}
            </Text>
            <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
              {values(s, t)}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}

/** The problems that stop the closing (e.g. personnel numbers LODAS cannot read), as the preview of the month lists them. */
export function usePreviewProblems(yearMonth: string | null | undefined) {
  const { data } = usePayrollPreviewQuery({ variables: { yearMonth: yearMonth ?? '' }, skip: !yearMonth, fetchPolicy: 'cache-first' });
  return data && data.payrollPreview.yearMonth === yearMonth ? data.payrollPreview.problems : [];
}
