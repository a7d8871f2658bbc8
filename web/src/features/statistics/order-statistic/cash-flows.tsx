import { Badge, Box, Card, Heading, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { useDeleteCashFlowMutation, useOrderCashFlowsQuery } from '@/generated/statistics';
import { confirmDialog, openLoading } from '@/shared/dialogs/dialog-store';
import { formatCurrency, formatMonth } from '@/shared/format';
import { ListState } from '@/shared/list-states';
import { notify } from '@/shared/notify';
import { writeCashFlowAnswer } from './cache';
import { CashFlowDialog } from './cash-flow-dialog';
import { type CashFlow, cashFlowBalance, newestFirst } from './order-statistic';

const monthOf = (date: string) => formatMonth(`${date}-01`);

/**
 * The order's cash flows (spec 3 §2.8): date, amount, type, description, edit and delete, the balance in
 * the footer, and the floating add button. Rendered only for users who may read and write cash flows.
 */
export function CashFlowSection({ orderId, phone }: { orderId: number; phone: boolean }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useOrderCashFlowsQuery({ variables: { orderId }, fetchPolicy: 'cache-and-network' });
  const [remove] = useDeleteCashFlowMutation({ update: (cache, { data: answer }) => answer && writeCashFlowAnswer(cache, orderId, answer.deleteCashFlow) });
  const [dialog, setDialog] = useState<{ open: boolean; entry: CashFlow | null }>({ open: false, entry: null });
  const flows = data ? newestFirst(data.orderCashFlows.cashFlows) : undefined;

  const del = async (flow: CashFlow) => {
    const ok = await confirmDialog({
      title: t('statistics.orderStatistic.cashFlows.deleteTitle'),
      message: t('statistics.orderStatistic.cashFlows.deleteMessage', { date: monthOf(flow.date), amount: formatCurrency(flow.amount) }),
      confirmLabel: t('common.delete'),
    });
    if (!ok) return;
    const loading = openLoading(t('statistics.orderStatistic.cashFlows.deleting'));
    try {
      await remove({ variables: { orderId, id: flow.id } });
      loading.close();
      notify.success(t('statistics.orderStatistic.cashFlows.deleted'));
    } catch {
      loading.close(); // the shell has said what went wrong
    }
  };

  const actions = { onEdit: (entry: CashFlow) => setDialog({ open: true, entry }), onDelete: (f: CashFlow) => void del(f) };

  return (
    <Stack gap="3" as="section" aria-labelledby="cash-flows-title" data-testid="cash-flow-section">
      <Heading as="h2" size="md" id="cash-flows-title">
        {t('statistics.orderStatistic.cashFlows.title')}
      </Heading>
      {flows?.length ? (
        phone ? (
          <CashFlowCards flows={flows} {...actions} />
        ) : (
          <CashFlowTable flows={flows} {...actions} />
        )
      ) : (
        <Box bg="bg" borderWidth="1px" rounded="lg">
          <ListState items={flows} error={error} onRetry={() => void refetch()} emptyTestId="cash-flows-empty" />
        </Box>
      )}
      {/* Floating add button, bottom right (spec 3 §2.8); room below the list so it never covers the last entry. */}
      <Box h="16" />
      <IconButton
        position="fixed"
        bottom={{ base: '5', md: '8' }}
        right={{ base: '5', md: '8' }}
        zIndex="docked"
        colorPalette="brand"
        rounded="full"
        shadow="lg"
        size="xl"
        aria-label={t('statistics.orderStatistic.cashFlows.add')}
        title={t('statistics.orderStatistic.cashFlows.add')}
        onClick={() => setDialog({ open: true, entry: null })}
        data-testid="cash-flow-add"
      >
        <LuPlus />
      </IconButton>
      <CashFlowDialog orderId={orderId} entry={dialog.entry} open={dialog.open} onClose={() => setDialog((d) => ({ ...d, open: false }))} />
    </Stack>
  );
}

interface ListProps {
  flows: readonly CashFlow[];
  onEdit: (flow: CashFlow) => void;
  onDelete: (flow: CashFlow) => void;
}

function TypeBadge({ flow }: { flow: CashFlow }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={flow.cashFlowType === 'IN' ? 'green' : 'orange'} variant="subtle" data-testid="cash-flow-type-label">
      {flow.cashFlowType === 'IN' ? t('statistics.orderStatistic.cashFlows.types.IN') : t('statistics.orderStatistic.cashFlows.types.OUT')}
    </Badge>
  );
}

function RowActions({ flow, onEdit, onDelete }: { flow: CashFlow } & Omit<ListProps, 'flows'>) {
  const { t } = useTranslation();
  const date = monthOf(flow.date);
  return (
    <HStack gap="1" justify="end">
      <IconButton size="sm" variant="ghost" aria-label={t('statistics.orderStatistic.cashFlows.edit', { date })} onClick={() => onEdit(flow)} data-testid="cash-flow-edit">
        <LuPencil />
      </IconButton>
      <IconButton
        size="sm"
        variant="ghost"
        colorPalette="red"
        aria-label={t('statistics.orderStatistic.cashFlows.delete', { date })}
        onClick={() => onDelete(flow)}
        data-testid="cash-flow-delete"
      >
        <LuTrash2 />
      </IconButton>
    </HStack>
  );
}

function Balance({ flows }: { flows: readonly CashFlow[] }) {
  const balance = cashFlowBalance(flows);
  return (
    <Text as="span" color={balance < 0 ? 'fg.error' : undefined} data-testid="cash-flow-balance">
      {formatCurrency(balance)}
    </Text>
  );
}

function CashFlowTable({ flows, onEdit, onDelete }: ListProps) {
  const { t } = useTranslation();
  const h = (key: string) => t(`statistics.orderStatistic.cashFlows.columns.${key}`);
  return (
    <Box bg="bg" borderWidth="1px" rounded="lg" overflow="hidden">
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label={t('statistics.orderStatistic.cashFlows.tableLabel')} data-testid="cash-flow-table">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {['date', 'amount', 'type', 'description', 'actions'].map((k) => (
                <Table.ColumnHeader key={k} textAlign={k === 'amount' || k === 'actions' ? 'end' : undefined} fontSize="xs" fontWeight="semibold" whiteSpace="nowrap">
                  {h(k)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {flows.map((f) => (
              <Table.Row key={f.id} data-testid="cash-flow-row" data-id={f.id}>
                <Table.Cell whiteSpace="nowrap">{monthOf(f.date)}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatCurrency(f.amount)}
                </Table.Cell>
                <Table.Cell>
                  <TypeBadge flow={f} />
                </Table.Cell>
                <Table.Cell maxW="md" overflowWrap="anywhere">
                  {f.description}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <RowActions flow={f} onEdit={onEdit} onDelete={onDelete} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row fontWeight="semibold" bg="bg.subtle" data-testid="cash-flow-total">
              <Table.Cell>{t('statistics.orderStatistic.cashFlows.balance')}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                <Balance flows={flows} />
              </Table.Cell>
              <Table.Cell colSpan={3} />
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}

function CashFlowCards({ flows, onEdit, onDelete }: ListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="2" data-testid="cash-flow-list">
      {flows.map((f) => (
        <Card.Root key={f.id} size="sm" variant="outline" data-testid="cash-flow-row" data-id={f.id}>
          <Card.Body gap="1">
            <HStack justify="space-between" align="start" gap="2">
              <Stack gap="1" minW="0">
                <HStack gap="2">
                  <Text fontWeight="semibold">{monthOf(f.date)}</Text>
                  <TypeBadge flow={f} />
                </HStack>
                <Text fontWeight="medium">{formatCurrency(f.amount)}</Text>
                {f.description && (
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                    {f.description}
                  </Text>
                )}
              </Stack>
              <RowActions flow={f} onEdit={onEdit} onDelete={onDelete} />
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
      <Card.Root size="sm" variant="subtle" data-testid="cash-flow-total">
        <Card.Body>
          <HStack justify="space-between" fontWeight="semibold">
            <Text>{t('statistics.orderStatistic.cashFlows.balance')}</Text>
            <Balance flows={flows} />
          </HStack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
