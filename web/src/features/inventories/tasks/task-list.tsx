import { Badge, Box, Checkbox, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPencil } from 'react-icons/lu';
import type { OrderTaskFieldsFragment } from '@/generated/inventories';
import { employeeLabel } from '@/shared/employee-label';
import { formatCount, formatDateTime } from '@/shared/format';
import type { TaskView } from './task-gates';

type Task = OrderTaskFieldsFragment;

interface Props {
  tasks: readonly Task[];
  view: TaskView;
  canToggle: (task: Task) => boolean;
  onToggle: (task: Task) => void;
  /** Managers: opens the edit dialog. */
  onEdit?: (task: Task) => void;
  /** Shown above the rows ('Offen (3)'). */
  title: string;
  emptyText: string;
  testId: string;
}

function Check({ task, enabled, onToggle }: { task: Task; enabled: boolean; onToggle: (task: Task) => void }) {
  const { t } = useTranslation();
  return (
    <Checkbox.Root
      checked={task.completed}
      disabled={!enabled}
      onCheckedChange={() => onToggle(task)}
      colorPalette="brand"
      size="lg"
      data-testid={`task-check-${task.id}`}
    >
      <Checkbox.HiddenInput aria-label={t(task.completed ? 'inventories.tasks.markPending' : 'inventories.tasks.markDone', { label: task.label })} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

const priority = (p: number) => (p === 0 ? '–' : String(p));

/** One section of the tasks tab (pending or completed), in the server's order: a table or phone cards. */
export function TaskList({ tasks, view, canToggle, onToggle, onEdit, title, emptyText, testId }: Props) {
  const { t } = useTranslation();
  const edit = (task: Task) =>
    onEdit && (
      <IconButton size="sm" variant="ghost" aria-label={t('inventories.tasks.edit', { label: task.label })} onClick={() => onEdit(task)} data-testid={`task-edit-${task.id}`}>
        <LuPencil />
      </IconButton>
    );

  let body;
  if (tasks.length === 0) {
    body = (
      <Text px="4" py="4" color="fg.muted" fontSize="sm">
        {emptyText}
      </Text>
    );
  } else if (view === 'table') {
    body = (
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label={title}>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {(['done', 'label', 'order', 'employee', 'positions', 'priority', 'completedDate'] as const).map((k) => (
                <Table.ColumnHeader key={k} fontSize="xs" textAlign={k === 'positions' || k === 'priority' ? 'end' : undefined}>
                  {t(`inventories.tasks.columns.${k}`)}
                </Table.ColumnHeader>
              ))}
              {onEdit && <Table.ColumnHeader fontSize="xs" textAlign="end">{t('inventories.tasks.columns.actions')}</Table.ColumnHeader>}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {tasks.map((task) => (
              <Table.Row key={task.id} data-testid={`task-row-${task.id}`}>
                <Table.Cell w="12">
                  <Check task={task} enabled={canToggle(task)} onToggle={onToggle} />
                </Table.Cell>
                <Table.Cell fontWeight="medium" textDecoration={task.completed ? 'line-through' : undefined}>
                  {task.label}
                </Table.Cell>
                <Table.Cell>{task.orderName}</Table.Cell>
                <Table.Cell>{employeeLabel(task.employeeName, task.employeeId)}</Table.Cell>
                <Table.Cell textAlign="end">{formatCount(task.positions)}</Table.Cell>
                <Table.Cell textAlign="end">{priority(task.priority)}</Table.Cell>
                <Table.Cell color="fg.muted">{formatDateTime(task.completedDate)}</Table.Cell>
                {onEdit && (
                  <Table.Cell py="1" textAlign="end">
                    {edit(task)}
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );
  } else {
    body = (
      <Stack as="ul" gap="0" listStyleType="none">
        {tasks.map((task) => (
          <HStack as="li" key={task.id} px="4" py="3" borderTopWidth="1px" gap="3" align="start" data-testid={`task-row-${task.id}`}>
            <Box pt="0.5">
              <Check task={task} enabled={canToggle(task)} onToggle={onToggle} />
            </Box>
            <Box flex="1" minW="0">
              <Text fontWeight="semibold" overflowWrap="anywhere" textDecoration={task.completed ? 'line-through' : undefined}>
                {task.label}
              </Text>
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {employeeLabel(task.employeeName, task.employeeId)} · {task.orderName}
              </Text>
              <HStack gap="2" mt="1" flexWrap="wrap">
                <Badge variant="subtle">{t('inventories.tasks.positionsShort', { positions: formatCount(task.positions) })}</Badge>
                {task.priority > 0 && <Badge colorPalette="brand" variant="subtle">{t('inventories.tasks.priorityShort', { priority: task.priority })}</Badge>}
                {task.completedDate && (
                  <Text fontSize="xs" color="fg.muted">
                    {t('inventories.tasks.completedAt', { date: formatDateTime(task.completedDate) })}
                  </Text>
                )}
              </HStack>
            </Box>
            {edit(task)}
          </HStack>
        ))}
      </Stack>
    );
  }

  return (
    <Box bg="bg" borderWidth="1px" rounded="lg" overflow="hidden" data-testid={testId}>
      <Text px="4" py="2" fontWeight="semibold" bg="bg.subtle" borderBottomWidth={tasks.length && view === 'table' ? '1px' : undefined}>
        {title}
      </Text>
      {body}
    </Box>
  );
}
