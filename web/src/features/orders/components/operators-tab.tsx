import { Alert, Badge, Box, Button, Card, Field, Grid, HStack, IconButton, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client';
import type { TFunction } from 'i18next';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch, LuTrash2, LuUserPlus, LuX } from 'react-icons/lu';
import {
  type OrderDetailsFieldsFragment,
  type OrderOperatorFieldsFragment,
  OrderOperatorsDocument,
  type OrderOperatorsQuery,
  useCreateOrderOperatorMutation,
  useDeleteOrderOperatorMutation,
  useOperatorEmployeeLookupQuery,
  useOrderOperatorsQuery,
  useUpdateOrderOperatorMutation,
} from '@/generated/orders';
import { confirmDialog } from '@/shared/dialogs/dialog-store';
import { BlurSaveNumberField } from '@/shared/form/blur-save-field';
import { formatDate } from '@/shared/format';
import { errorCodes } from '@/shared/graphql-errors';
import { ListState } from '@/shared/list-states';
import { notify } from '@/shared/notify';
import { operatorNumberProblem, operatorPositionsProblem } from '@inv/domain';
import { useEarliestValidFrom } from '@/shared/session/defaults';
import { useDebouncedEffect } from '@/shared/use-debounced';
import type { OrderGates } from '../gates';
import { employeeLookupReady } from './assignments-tab';
import { LOOKUP_DEBOUNCE_MS } from './customer-card';

/** Spec 3 §8: a 409 on /operators is shown under the field by the caller, not by the shell. */
const OWN_ERRORS = { handleErrors: ['CONFLICT', 'VALIDATION', 'NOT_FOUND'] };

/** The message under a field for a failed save: the response's title (409), the field's 422 message, or a general text. */
function failure(err: unknown, t: TFunction, field: string): string {
  const { messages, fieldErrors } = errorCodes(err);
  return messages.CONFLICT ?? fieldErrors.find((f) => f.path === field)?.message ?? fieldErrors[0]?.message ?? messages.NOT_FOUND ?? t('orders.operators.failed');
}

/** Spec 3 §2.4: editable with the edit right while the order ends on or after the earliest valid date. */
export function operatorsEditable(canEdit: boolean, validTo: string, earliestValidFrom: string): boolean {
  return canEdit && validTo >= earliestValidFrom;
}

type Person = { id: number; employeeId: number; firstName: string; lastName: string };

/**
 * Operators tab of the order screen (spec 3 §2.4, spec 2 §2.6): employee, operator number and number of
 * positions per operator; every field saves when it loses focus and shows loading, success or error
 * (a 409's title under the field). Adding picks an employee, whose row then waits for its number.
 */
export function OperatorsTab({ order, gates }: { order: OrderDetailsFieldsFragment; gates: OrderGates }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const earliest = useEarliestValidFrom();
  const variables = { orderId: order.id };
  const { data, error, refetch } = useOrderOperatorsQuery({ variables, fetchPolicy: 'cache-and-network' });
  const [create] = useCreateOrderOperatorMutation({ context: OWN_ERRORS });
  const [update] = useUpdateOrderOperatorMutation({ context: OWN_ERRORS });
  const [remove] = useDeleteOrderOperatorMutation({ context: OWN_ERRORS });
  const [pending, setPending] = useState<Person[]>([]);
  const operators = data?.orderOperators;
  const editable = operatorsEditable(gates.canEdit, order.validTo, earliest);

  if (order.orderType !== 'INV') {
    return (
      <Alert.Root status="info" variant="subtle" mt="2" data-testid="operators-not-inventory">
        <Alert.Indicator />
        <Alert.Title fontWeight="normal">{t('orders.operators.onlyInventory')}</Alert.Title>
      </Alert.Root>
    );
  }

  const writeList = (change: (list: OrderOperatorFieldsFragment[]) => OrderOperatorFieldsFragment[]) =>
    client.cache.updateQuery<OrderOperatorsQuery>({ query: OrderOperatorsDocument, variables }, (prev) => (prev ? { orderOperators: change(prev.orderOperators) } : prev));

  // @inv/domain's rules and messages, which the server refuses by too.
  const validateNumber = operatorNumberProblem;
  const validatePositions = operatorPositionsProblem;

  const saveNumber = async (op: OrderOperatorFieldsFragment, n: number | null) => {
    try {
      await update({ variables: { orderId: order.id, operatorId: op.id, input: { operatorNumber: n } } });
      return null;
    } catch (err) {
      return failure(err, t, 'operatorNumber');
    }
  };
  const savePositions = async (op: OrderOperatorFieldsFragment, n: number | null) => {
    try {
      await update({ variables: { orderId: order.id, operatorId: op.id, input: { numberOfPositions: n } } });
      return null;
    } catch (err) {
      return failure(err, t, 'numberOfPositions');
    }
  };
  const createFor = async (person: Person, n: number | null) => {
    try {
      const { data: created } = await create({ variables: { orderId: order.id, input: { employeeId: person.id, operatorNumber: n } } });
      const op = created?.createOrderOperator;
      if (op) writeList((list) => [...list.filter((o) => o.id !== op.id), op]);
      setPending((list) => list.filter((p) => p.id !== person.id));
      return null;
    } catch (err) {
      return failure(err, t, 'operatorNumber');
    }
  };
  const deleteOperator = async (op: OrderOperatorFieldsFragment) => {
    const name = `${op.employee.firstName} ${op.employee.lastName}`;
    if (!(await confirmDialog({}))) return;
    try {
      await remove({ variables: { orderId: order.id, operatorId: op.id } });
      writeList((list) => list.filter((o) => o.id !== op.id));
      notify.snackbar(t('orders.operators.deleted'));
    } catch (err) {
      notify.error(failure(err, t, ''), { description: name });
    }
  };

  const taken = new Set([...(operators ?? []).map((o) => o.employeeId), ...pending.map((p) => p.id)]);

  return (
    <Stack gap="4" pt="2" maxW="3xl" data-testid="operators-tab">
      {!editable && gates.canEdit && (
        <Alert.Root status="info" variant="subtle" data-testid="operators-closed">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t('orders.operators.closed', { date: formatDate(earliest) })}</Alert.Title>
        </Alert.Root>
      )}
      {editable && <OperatorLookup taken={taken} onPick={(p) => setPending((list) => [p, ...list])} />}
      <Card.Root size="sm">
        <Card.Header>
          <HStack justify="space-between">
            <Card.Title>{t('orders.screen.tabs.operators')}</Card.Title>
            {operators && <Badge variant="subtle">{t('orders.operators.count', { count: operators.length })}</Badge>}
          </HStack>
        </Card.Header>
        <Card.Body gap="0" px="0" pb="0">
          {pending.map((p) => (
            <OperatorRow key={`pending-${p.id}`} person={p} pending>
              <BlurSaveNumberField
                value={null}
                label={t('orders.operators.numberOf', { name: `${p.firstName} ${p.lastName}` })}
                caption={t('orders.operators.operatorNumber')}
                validate={validateNumber}
                onSave={(n) => createFor(p, n)}
                width="full"
                testId={`operator-new-${p.id}`}
              />
              <Text fontSize="sm" color="fg.muted" mt="6" lineClamp={3}>
                {t('orders.operators.pendingHint')}
              </Text>
              <IconButton
                variant="ghost"
                size="lg"
                mt="6"
                aria-label={t('orders.operators.discard')}
                title={t('orders.operators.discard')}
                onClick={() => setPending((list) => list.filter((x) => x.id !== p.id))}
              >
                <LuX />
              </IconButton>
            </OperatorRow>
          ))}
          {!operators?.length && pending.length === 0 ? (
            operators ? (
              <Text color="fg.muted" px="4" py="6" textAlign="center" data-testid="operators-empty">
                {t('orders.operators.empty')}
              </Text>
            ) : (
              <ListState items={operators} error={error} onRetry={() => void refetch()} />
            )
          ) : (
            (operators ?? []).map((op) => {
              const name = `${op.employee.firstName} ${op.employee.lastName}`;
              return (
                <OperatorRow key={op.id} person={op.employee}>
                  <BlurSaveNumberField
                    value={op.operatorNumber}
                    label={t('orders.operators.numberOf', { name })}
                    caption={t('orders.operators.operatorNumber')}
                    validate={validateNumber}
                    onSave={(n) => saveNumber(op, n)}
                    disabled={!editable}
                    width="full"
                    testId={`operator-number-${op.employeeId}`}
                  />
                  <BlurSaveNumberField
                    value={op.numberOfPositions}
                    label={t('orders.operators.positionsOf', { name })}
                    caption={t('orders.operators.positions')}
                    validate={validatePositions}
                    onSave={(n) => savePositions(op, n)}
                    disabled={!editable}
                    width="full"
                    testId={`operator-positions-${op.employeeId}`}
                  />
                  {editable && (
                    <IconButton
                      variant="ghost"
                      colorPalette="red"
                      size="lg"
                      mt="6"
                      aria-label={t('orders.operators.delete', { name })}
                      title={t('orders.operators.delete', { name })}
                      onClick={() => void deleteOperator(op)}
                      data-testid="operator-delete"
                    >
                      <LuTrash2 />
                    </IconButton>
                  )}
                </OperatorRow>
              );
            })
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

/** Name over two fields and an action on phones; one line from `sm` up. */
function OperatorRow({ person, pending, children }: { person: Person; pending?: boolean; children: ReactNode }) {
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr) minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) 9rem 9rem auto' }}
      columnGap={{ base: '2', sm: '4' }}
      rowGap="2"
      alignItems="start"
      px="4"
      py="3"
      borderTopWidth="1px"
      bg={pending ? 'brand.subtle' : undefined}
      data-testid={pending ? 'operator-pending' : 'operator-row'}
      data-employee-id={person.employeeId}
    >
      <Box minW="0" gridColumn={{ base: '1 / -1', sm: 'auto' }} alignSelf={{ sm: 'center' }} pt={{ sm: '6' }}>
        <Text fontWeight="semibold" truncate>
          {person.lastName}, {person.firstName}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {person.employeeId}
        </Text>
      </Box>
      {children}
    </Grid>
  );
}

function OperatorLookup({ taken, onPick }: { taken: ReadonlySet<number>; onPick: (p: Person) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useDebouncedEffect(text, LOOKUP_DEBOUNCE_MS, (v) => setTerm(v.trim()));
  const ready = employeeLookupReady(term);
  const { data, loading } = useOperatorEmployeeLookupQuery({ variables: { term }, skip: !ready, fetchPolicy: 'network-only' });
  const hits = ready ? (data?.employeeLookup ?? []).filter((e) => !taken.has(e.id)) : [];

  return (
    <Card.Root size="sm">
      <Card.Body gap="2">
        <Field.Root>
          <Field.Label htmlFor={id}>{t('orders.operators.add')}</Field.Label>
          <HStack w="full">
            <Box position="relative" flex="1">
              <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="fg.muted" pointerEvents="none">
                <LuSearch />
              </Box>
              <Input
                id={id}
                ps="9"
                h="11"
                type="search"
                autoComplete="off"
                placeholder={t('orders.operators.search')}
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                data-testid="operator-search"
              />
            </Box>
            {loading && <Spinner size="sm" color="brand.solid" />}
          </HStack>
          <Field.HelperText>{t('orders.operators.searchHint')}</Field.HelperText>
        </Field.Root>
        {ready && data && !loading && (
          <Stack gap="0" borderWidth="1px" rounded="md" maxH="64" overflowY="auto">
            {hits.length === 0 ? (
              <Text px="3" py="2" fontSize="sm" color="fg.muted">
                {t('orders.operators.noMatches')}
              </Text>
            ) : (
              hits.map((e, i) => (
                <HStack key={e.id} px="3" py="1.5" minH="12" borderTopWidth={i === 0 ? 0 : '1px'} justify="space-between" data-testid="operator-option">
                  <Text truncate>
                    {e.lastName}, {e.firstName}{' '}
                    <Text as="span" color="fg.muted">
                      ({e.employeeId})
                    </Text>
                  </Text>
                  <Button
                    size="sm"
                    minH="10"
                    variant="outline"
                    colorPalette="brand"
                    onClick={() => {
                      onPick(e);
                      setText('');
                      setTerm('');
                    }}
                  >
                    <LuUserPlus />
                    {t('orders.operators.pick')}
                  </Button>
                </HStack>
              ))
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
