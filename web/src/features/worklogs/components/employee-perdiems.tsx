import { Alert, Box, Grid, HStack, IconButton, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '@/shared/list-states';
import { LuEye, LuPencil } from 'react-icons/lu';
import { type PerDiemFieldsFragment, useEmployeePerDiemsQuery } from '@/generated/worklogs';
import { formatCurrency, formatDate, todayIso } from '@/shared/format';
import { errorCodes } from '@/shared/graphql-errors';
import { useAuth } from '@/shared/session/auth';
import { useEarliestValidFrom } from '@/shared/session/defaults';
import { canEditPerDiems } from '../perdiem-form';
import { defaultDayOf, isClosedDate } from '../worklog-form';
import type { PickedEmployee } from '@/shared/employee-picker';
import { PerDiemDialog } from './perdiem-dialog';

type P = PerDiemFieldsFragment;

interface Props {
  employee: PickedEmployee;
  yearMonth: string;
  creating: boolean;
  onCreateClose: () => void;
}

/** The per-diems tab of the accounting employee page (spec 1 §2.6): the month's per diems, each opening the dialog. */
export function EmployeePerDiems({ employee, yearMonth, creating, onCreateClose }: Props) {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const earliest = useEarliestValidFrom();
  const canEdit = canEditPerDiems(auth?.abilities);
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const { data, error, refetch } = useEmployeePerDiemsQuery({ variables: { employeeId: employee.employeeId, yearMonth }, fetchPolicy: 'cache-and-network' });
  const perDiems = data?.employeePerDiems;
  const [editing, setEditing] = useState<P | null>(null);
  const sum = (perDiems ?? []).reduce((s, p) => s + Math.round(p.total * 100), 0) / 100;
  const editable = (p: P) => canEdit && !isClosedDate(p.date, earliest);

  if (error && errorCodes(error).codes.includes('FORBIDDEN')) {
    return (
      <Alert.Root status="error" data-testid="perdiems-forbidden">
        <Alert.Indicator />
        <Alert.Title>{t('worklogs.forbidden')}</Alert.Title>
      </Alert.Root>
    );
  }

  const openButton = (p: P) => (
    <IconButton
      size="xs"
      variant="ghost"
      aria-label={`${t(editable(p) ? 'worklogs.employee.edit' : 'worklogs.employee.view')}: ${t('worklogs.employee.perDiemOf', { date: formatDate(p.date), order: p.order.name })}`}
      onClick={(e) => (e.stopPropagation(), setEditing(p))}
      data-testid="perdiem-open"
    >
      {editable(p) ? <LuPencil /> : <LuEye />}
    </IconButton>
  );
  const yesNo = (b: boolean) => (b ? t('common.yes') : t('common.no'));

  let content;
  if (!perDiems?.length) {
    content = <ListState items={perDiems} error={error} onRetry={() => void refetch()} framed emptyText={t('worklogs.empty')} emptyTestId="perdiems-empty" />;
  } else if (phone) {
    content = (
      <Stack gap="2" data-testid="perdiems-cards">
        {perDiems.map((p) => (
          <Box key={p.id} bg="bg" borderWidth="1px" borderColor="border" rounded="md" p="3" cursor="pointer" onClick={() => setEditing(p)} data-testid="perdiem-row">
            <HStack justify="space-between" align="start">
              <Box minW="0">
                <Text fontWeight="semibold">{formatDate(p.date)}</Text>
                <Text fontSize="sm" color="fg.muted" truncate>
                  {p.order.name}
                </Text>
              </Box>
              {openButton(p)}
            </HStack>
            <Grid templateColumns="repeat(4, 1fr)" gap="1" mt="1" fontSize="sm">
              {(
                [
                  ['catering', formatCurrency(p.catering)],
                  ['misc', formatCurrency(p.misc)],
                  ['breakfast', yesNo(p.breakfast)],
                  ['total', formatCurrency(p.total)],
                ] as const
              ).map(([k, v]) => (
                <Box key={k} minW="0">
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {t(`worklogs.employee.${k}`)}
                  </Text>
                  <Text fontVariantNumeric="tabular-nums">{v}</Text>
                </Box>
              ))}
            </Grid>
          </Box>
        ))}
      </Stack>
    );
  } else {
    content = (
      <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="md" bg="bg">
        <Table.Root size="sm" interactive aria-label={t('worklogs.employee.perDiems')} data-testid="perdiems-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('worklogs.employee.date')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('worklogs.employee.order')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('worklogs.employee.catering')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('worklogs.employee.misc')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('worklogs.employee.breakfast')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('worklogs.employee.total')}</Table.ColumnHeader>
              <Table.ColumnHeader w="1">
                <Box srOnly>{t('worklogs.employee.actions')}</Box>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {perDiems.map((p) => (
              <Table.Row key={p.id} cursor="pointer" onClick={() => setEditing(p)} data-testid="perdiem-row">
                <Table.Cell whiteSpace="nowrap">{formatDate(p.date)}</Table.Cell>
                <Table.Cell maxW="72" truncate title={p.order.name}>
                  {p.order.name}
                </Table.Cell>
                <Table.Cell textAlign="end">{formatCurrency(p.catering)}</Table.Cell>
                <Table.Cell textAlign="end">{formatCurrency(p.misc)}</Table.Cell>
                <Table.Cell>{yesNo(p.breakfast)}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {formatCurrency(p.total)}
                </Table.Cell>
                <Table.Cell py="0.5">{openButton(p)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row fontWeight="semibold" data-testid="perdiems-sum">
              <Table.Cell colSpan={5}>{t('worklogs.employee.sum')}</Table.Cell>
              <Table.Cell textAlign="end">{formatCurrency(sum)}</Table.Cell>
              <Table.Cell />
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Table.ScrollArea>
    );
  }

  return (
    <Stack gap="3" pt="2">
      {phone && !!perDiems?.length && (
        <HStack justify="space-between" bg="brand.subtle" rounded="md" p="3" fontWeight="semibold" data-testid="perdiems-sum">
          <Text>{t('worklogs.employee.sum')}</Text>
          <Text fontVariantNumeric="tabular-nums">{formatCurrency(sum)}</Text>
        </HStack>
      )}
      {content}
      <PerDiemDialog
        open={creating || editing !== null}
        onClose={() => (setEditing(null), onCreateClose())}
        onSaved={() => void refetch()}
        employee={employee}
        perDiem={editing}
        date={defaultDayOf(yearMonth, todayIso())}
      />
    </Stack>
  );
}
