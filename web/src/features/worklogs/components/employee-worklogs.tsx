import { Alert, Box, Grid, HStack, IconButton, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '@/shared/list-states';
import { LuEye, LuPencil, LuTrash2 } from 'react-icons/lu';
import { useEmployeeWorklogsQuery, type WorklogFieldsFragment } from '@/generated/worklogs';
import { formatDate, formatMinutes, todayIso } from '@/shared/format';
import { errorCodes } from '@/shared/graphql-errors';
import { can } from '@/shared/session/abilities';
import { useAuth } from '@/shared/session/auth';
import { useEarliestValidFrom } from '@/shared/session/defaults';
import { isAutomaticPause, totalsOf } from '@/shared/worklogs/day-totals';
import { defaultDayOf, durationMinutes, isClosedDate, worklogRights } from '../worklog-form';
import type { PickedEmployee } from '@/shared/employee-picker';
import { useWorklogDelete } from '@/shared/worklogs/worklog-delete';
import { WorklogDialog } from './worklog-dialog';
import { WorklogTypeLabel } from '@/shared/worklogs/worklog-type';

type W = WorklogFieldsFragment;

interface Props {
  employee: PickedEmployee;
  yearMonth: string;
  creating: boolean;
  onCreateClose: () => void;
}

/** The worklogs tab of the accounting employee page (spec 1 §2.6): a table on desktops, cards on phones. */
export function EmployeeWorklogs({ employee, yearMonth, creating, onCreateClose }: Props) {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const abilities = auth?.abilities;
  const earliest = useEarliestValidFrom();
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const showPassenger = can(abilities, 'seePassengerTimes');
  const rights = worklogRights(abilities, auth?.employeeId, employee.employeeId);
  const { data, error, refetch } = useEmployeeWorklogsQuery({
    variables: { employeeId: employee.employeeId, yearMonth },
    fetchPolicy: 'cache-and-network',
  });
  const worklogs = data?.employeeWorklogs;
  const totals = useMemo(() => totalsOf(worklogs ?? []), [worklogs]);
  const [editing, setEditing] = useState<W | null>(null);
  const remove = useWorklogDelete();

  const changeable = (w: W) => !isClosedDate(w.date, earliest) && !isAutomaticPause(w);
  const actions: RowActions = {
    open: setEditing,
    editable: (w) => rights.edit && changeable(w),
    deletable: (w) => rights.delete && changeable(w),
    remove: async (w) => {
      if (await remove(w.id)) void refetch();
    },
  };
  const durationOf = (w: W) => {
    if (w.worklogType === 'PASSENGER' && !showPassenger) return '';
    const m = w.end ? durationMinutes(w.start, w.end, { date: w.date }) : null;
    return m === null ? t('worklogs.employee.open') : formatMinutes(m);
  };

  if (error && errorCodes(error).codes.includes('FORBIDDEN')) {
    return (
      <Alert.Root status="error" data-testid="worklogs-forbidden">
        <Alert.Indicator />
        <Alert.Title>{t('worklogs.forbidden')}</Alert.Title>
      </Alert.Root>
    );
  }

  const sums: [string, number][] = [
    [t('worklogs.hours.work'), totals.minutesWork],
    [t('worklogs.hours.travel'), totals.minutesTravel],
    ...(showPassenger ? [[t('worklogs.hours.passenger'), totals.minutesPassenger] as [string, number]] : []),
    [t('worklogs.hours.pause'), totals.minutesPause],
  ];

  return (
    <Stack gap="3" pt="2">
      {worklogs?.length ? (
        <>
          <Grid templateColumns={{ base: 'repeat(2, 1fr)', sm: `repeat(${sums.length}, 1fr)` }} gap="2" bg="brand.subtle" rounded="md" p="3" data-testid="worklogs-sum">
            {sums.map(([label, minutes]) => (
              <Box key={label}>
                <Text fontSize="xs" color="fg.muted">
                  {t('worklogs.employee.sum')} {label}
                </Text>
                <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {formatMinutes(minutes)}
                </Text>
              </Box>
            ))}
          </Grid>
          {phone ? <WorklogCards worklogs={worklogs} actions={actions} durationOf={durationOf} /> : <WorklogTable worklogs={worklogs} actions={actions} durationOf={durationOf} />}
        </>
      ) : (
        <ListState items={worklogs} error={error} onRetry={() => void refetch()} framed emptyText={t('worklogs.empty')} emptyTestId="worklogs-empty" />
      )}
      <WorklogDialog
        open={creating || editing !== null}
        onClose={() => (setEditing(null), onCreateClose())}
        onSaved={() => void refetch()}
        worklog={editing}
        employee={employee}
        date={defaultDayOf(yearMonth, todayIso())}
      />
    </Stack>
  );
}

interface RowActions {
  open: (w: W) => void;
  editable: (w: W) => boolean;
  deletable: (w: W) => boolean;
  remove: (w: W) => Promise<void>;
}

interface ListProps {
  worklogs: readonly W[];
  actions: RowActions;
  durationOf: (w: W) => string;
}

function ActionButtons({ w, actions }: { w: W; actions: RowActions }) {
  const { t } = useTranslation();
  const what = t('worklogs.employee.entryOf', { type: t(`worklogs.types.${w.worklogType}`), date: formatDate(w.date), start: w.start, end: w.end ?? '' });
  const editable = actions.editable(w);
  return (
    <HStack gap="0" justify="end" onClick={(e) => e.stopPropagation()}>
      <IconButton size="xs" variant="ghost" aria-label={`${t(editable ? 'worklogs.employee.edit' : 'worklogs.employee.view')}: ${what}`} onClick={() => actions.open(w)} data-testid="worklog-open">
        {editable ? <LuPencil /> : <LuEye />}
      </IconButton>
      {actions.deletable(w) && (
        <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`${t('worklogs.employee.delete')}: ${what}`} onClick={() => void actions.remove(w)} data-testid="worklog-remove">
          <LuTrash2 />
        </IconButton>
      )}
    </HStack>
  );
}

function WorklogTable({ worklogs, actions, durationOf }: ListProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="md" bg="bg">
      <Table.Root size="sm" interactive aria-label={t('worklogs.employee.worklogs')} data-testid="worklogs-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('worklogs.employee.date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('worklogs.employee.order')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('worklogs.employee.type')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('worklogs.employee.startEnd')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('worklogs.employee.duration')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('worklogs.employee.comment')}</Table.ColumnHeader>
            <Table.ColumnHeader w="1">
              <Box srOnly>{t('worklogs.employee.actions')}</Box>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {worklogs.map((w) => (
            <Table.Row key={w.id} cursor="pointer" onClick={() => actions.open(w)} data-testid="worklog-row">
              <Table.Cell whiteSpace="nowrap">{formatDate(w.date)}</Table.Cell>
              <Table.Cell maxW="64" truncate title={w.order.name}>
                {w.order.name}
              </Table.Cell>
              <Table.Cell>
                <WorklogTypeLabel worklog={w} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {w.start}–{w.end ?? ''}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {durationOf(w)}
              </Table.Cell>
              <Table.Cell maxW="48" truncate title={w.comment} color="fg.muted">
                {w.comment}
              </Table.Cell>
              <Table.Cell py="0.5">
                <ActionButtons w={w} actions={actions} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function WorklogCards({ worklogs, actions, durationOf }: ListProps) {
  return (
    <Stack gap="2" data-testid="worklogs-cards">
      {worklogs.map((w) => (
        <Box key={w.id} bg="bg" borderWidth="1px" borderColor="border" rounded="md" p="3" cursor="pointer" onClick={() => actions.open(w)} data-testid="worklog-row">
          <HStack justify="space-between" align="start" gap="2">
            <Box minW="0">
              <Text fontWeight="semibold">{formatDate(w.date)}</Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {w.order.name}
              </Text>
            </Box>
            <ActionButtons w={w} actions={actions} />
          </HStack>
          <HStack justify="space-between" mt="1" gap="2" flexWrap="wrap">
            <WorklogTypeLabel worklog={w} />
            <Text fontVariantNumeric="tabular-nums">
              {w.start}–{w.end ?? ''}
              {durationOf(w) && ` · ${durationOf(w)}`}
            </Text>
          </HStack>
          {w.comment && (
            <Text fontSize="sm" color="fg.muted" mt="1" overflowWrap="anywhere">
              {w.comment}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}
