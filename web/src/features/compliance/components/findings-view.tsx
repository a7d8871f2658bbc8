import { Badge, Box, Button, Card, Field, Flex, HStack, Link, NativeSelect, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCircleCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { type ComplianceFindingFieldsFragment, useComplianceFindingsQuery } from '@/generated/compliance';
import { MonthPicker } from '@/shared/date/month-picker';
import { formatDate, formatMonth } from '@/shared/format';
import { ListState } from '@/shared/list-states';
import { PATHS } from '@/shared/paths';
import { employeesOf, filterFindings, RULES, ruleKey, severityPalette } from '../findings';
import { AcknowledgeDialog } from './acknowledge-dialog';
import { EmployeeFilter } from './employee-filter';

type Finding = ComplianceFindingFieldsFragment;
const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export interface FindingsFilter {
  yearMonth: string;
  rule: string | null;
  employeeId: number | null;
}

/**
 * The month's findings: the whole month is loaded once and filtered here, so the employee filter offers
 * every employee of the month whatever the rule filter says, and a filter change needs no request.
 */
export function FindingsView({
  filter,
  maxMonth,
  onFilter,
  linkHours,
}: {
  filter: FindingsFilter;
  maxMonth: string;
  onFilter: (next: Partial<FindingsFilter>) => void;
  /** The employee name links to the hour overview of the month (needs the right to see others' months). */
  linkHours: boolean;
}) {
  const { t } = useTranslation();
  const desktop = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
  const { data, error, refetch } = useComplianceFindingsQuery({ variables: { yearMonth: filter.yearMonth }, fetchPolicy: 'cache-and-network' });
  const all = data?.complianceFindings;
  const employees = useMemo(() => employeesOf(all ?? []), [all]);
  const { rule, employeeId } = filter;
  const rows = useMemo(() => (all ? filterFindings(all, { rule, employeeId }) : undefined), [all, rule, employeeId]);
  const [acknowledging, setAcknowledging] = useState<Finding | null>(null);
  const [monthText, setMonthText] = useState(filter.yearMonth);
  const [resets, setResets] = useState(0);
  const filtered = rule != null || employeeId != null;

  const ruleLabel = (code: string) => {
    const key = ruleKey(code);
    return key ? t(key) : code;
  };
  const severity = (f: Finding) => (
    <Badge colorPalette={severityPalette(f.severity)} variant="solid" size="sm" flexShrink={0} data-testid="compliance-severity">
      {t(f.severity === 'VIOLATION' ? 'compliance.severity.VIOLATION' : 'compliance.severity.WARNING')}
    </Badge>
  );
  const name = (f: Finding) =>
    linkHours ? (
      <Link asChild colorPalette="brand" fontWeight="medium" aria-label={t('compliance.hoursOf', { name: f.employeeName, month: formatMonth(`${filter.yearMonth}-01`) })}>
        <RouterLink to={`${PATHS.hourOverview(f.employeeId)}?yearMonth=${filter.yearMonth}`} data-testid="compliance-employee-link">
          {f.employeeName}
        </RouterLink>
      </Link>
    ) : (
      <Text as="span" fontWeight="medium">
        {f.employeeName}
      </Text>
    );
  const state = (f: Finding) =>
    f.acknowledged ? (
      <HStack gap="1.5" align="start" color="green.fg" fontSize="sm" data-testid="compliance-state" data-acknowledged="true">
        <Box pt="0.5" flexShrink={0}>
          <LuCircleCheck aria-hidden />
        </Box>
        <Text overflowWrap="anywhere">
          {t('compliance.state.acknowledged', { by: f.acknowledgedBy ?? '', at: formatDate(f.acknowledgedAt), reason: f.acknowledgeReason ?? '' })}
        </Text>
      </HStack>
    ) : (
      <HStack gap="2" justify="space-between" flexWrap="wrap" data-testid="compliance-state" data-acknowledged="false">
        <Text fontSize="sm" color="orange.fg" fontWeight="medium">
          {t('compliance.state.open')}
        </Text>
        <Button
            size="sm"
            variant="outline"
            colorPalette="brand"
            minH="10"
            aria-label={t('compliance.acknowledge.buttonOf', { rule: ruleLabel(f.rule), name: f.employeeName, date: formatDate(f.date) })}
            onClick={() => setAcknowledging(f)}
            data-testid="compliance-acknowledge"
          >
            {t('compliance.acknowledge.button')}
          </Button>
      </HStack>
    );

  return (
    <Stack gap="3">
      <Text color="fg.muted" fontSize="sm">
        {t('compliance.intro')}
      </Text>
      <Flex gap="3" align="end" wrap="wrap" role="group" aria-label={t('compliance.filters.label')}>
        <Box w={{ base: 'full', sm: '48' }} css={{ '& input': { background: 'bg' } }}>
          <MonthPicker
            label={t('compliance.filters.month')}
            value={monthText}
            max={maxMonth}
            testId="compliance-month"
            onChange={(v) => {
              setMonthText(v);
              if (YEAR_MONTH.test(v) && v <= maxMonth) onFilter({ yearMonth: v, employeeId: null });
            }}
          />
        </Box>
        <Field.Root w={{ base: 'full', md: '64' }}>
          <Field.Label>{t('compliance.filters.rule')}</Field.Label>
          <NativeSelect.Root bg="bg">
            <NativeSelect.Field value={filter.rule ?? ''} onChange={(e) => onFilter({ rule: e.currentTarget.value || null })} data-testid="compliance-filter-rule">
              <option value="">{t('compliance.filters.allRules')}</option>
              {RULES.map((r) => (
                <option key={r} value={r}>
                  {ruleLabel(r)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <EmployeeFilter key={`${filter.yearMonth}:${resets}:${employees.length}`} options={employees} value={filter.employeeId} onChange={(employeeId) => onFilter({ employeeId })} />
        {filtered && (
          <Button
            variant="ghost"
            size="sm"
            minH="11"
            onClick={() => {
              setResets((n) => n + 1);
              onFilter({ rule: null, employeeId: null });
            }}
            data-testid="compliance-filter-reset"
          >
            {t('compliance.filters.reset')}
          </Button>
        )}
      </Flex>

      {rows && (
        <Text color="fg.muted" fontSize="sm" data-testid="compliance-count">
          {t('compliance.count', { count: rows.length, open: rows.filter((f) => !f.acknowledged).length })}
        </Text>
      )}

      {!rows?.length ? (
        <ListState
          items={rows}
          error={error}
          onRetry={() => void refetch()}
          framed
          emptyText={t(filtered && all?.length ? 'compliance.emptyFiltered' : 'compliance.empty')}
          emptyTestId="compliance-empty"
        />
      ) : desktop ? (
        <Box overflowX="auto" bg="bg" rounded="lg" borderWidth="1px">
          <Table.Root size="sm" aria-label={t('compliance.tableLabel')} data-testid="compliance-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('compliance.columns.employee')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('compliance.columns.date')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('compliance.columns.rule')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('compliance.columns.severity')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('compliance.columns.message')}</Table.ColumnHeader>
                <Table.ColumnHeader minW="56">{t('compliance.columns.state')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((f) => (
                <Table.Row key={f.id} verticalAlign="top" data-testid="compliance-row" data-rule={f.rule} data-finding-id={f.id}>
                  <Table.Cell whiteSpace="nowrap">{name(f)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDate(f.date)}</Table.Cell>
                  <Table.Cell>{ruleLabel(f.rule)}</Table.Cell>
                  <Table.Cell>{severity(f)}</Table.Cell>
                  <Table.Cell minW="64">
                    <Text fontSize="sm">{f.message}</Text>
                  </Table.Cell>
                  <Table.Cell>{state(f)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : (
        <Stack gap="2" as="ul" listStyleType="none" aria-label={t('compliance.tableLabel')}>
          {rows.map((f) => (
            <Card.Root as="li" key={f.id} size="sm" data-testid="compliance-row" data-rule={f.rule} data-finding-id={f.id}>
              <Card.Body gap="1.5">
                <HStack justify="space-between" align="start" gap="2">
                  <Stack gap="0" minW="0">
                    {name(f)}
                    <Text fontSize="sm" color="fg.muted">
                      {formatDate(f.date)} · {ruleLabel(f.rule)}
                    </Text>
                  </Stack>
                  {severity(f)}
                </HStack>
                <Text fontSize="sm">{f.message}</Text>
                {state(f)}
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      <AcknowledgeDialog finding={acknowledging} yearMonth={filter.yearMonth} ruleLabel={ruleLabel} onClose={() => setAcknowledging(null)} />
    </Stack>
  );
}
