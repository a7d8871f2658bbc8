import { Badge, Box, Card, Center, Field, HStack, IconButton, Input, Spinner, Stack, Text, Button, SimpleGrid } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCrown, LuSearch, LuTrash2, LuTriangleAlert, LuUserPlus } from 'react-icons/lu';
import {
  type AssignmentFieldsFragment,
  type AssignmentType,
  type OrderDetailsFieldsFragment,
  OrderAssignmentsDocument,
  OrderHistoryDocument,
  useAssignOrderEmployeeMutation,
  useAssignOrderTeamLeaderMutation,
  useOrderAssignmentsQuery,
  useOrderFindEmployeeQuery,
  useUnassignOrderEmployeeMutation,
} from '@/generated/orders';
import { notify } from '@/shared/notify';
import { useDebouncedEffect } from '@/shared/use-debounced';
import { reportOrderError } from '../feedback';
import type { OrderGates } from '../gates';
import { LOOKUP_DEBOUNCE_MS } from './customer-card';

const CLEAR = -1;
const GROUPS: readonly AssignmentType[] = ['EMP', 'SUP'];

/** spec 3 §2.4: more than 2 characters, or a personnel number. */
export const employeeLookupReady = (term: string) => term.trim().length > 2 || /^\d+$/.test(term.trim());

/** Assignments tab (spec 3 §2.4): Marktmitarbeiter (EMP) and Marktverantwortliche (SUP). */
export function AssignmentsTab({ order, gates }: { order: OrderDetailsFieldsFragment; gates: OrderGates }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useOrderAssignmentsQuery({ variables: { orderId: order.id }, fetchPolicy: 'cache-and-network' });
  const list = data?.orderAssignments ?? [];
  const refetchQueries = [
    { query: OrderAssignmentsDocument, variables: { orderId: order.id } },
    { query: OrderHistoryDocument, variables: { orderId: order.id, page: 0, size: 10 } },
  ];
  const [unassign] = useUnassignOrderEmployeeMutation({ refetchQueries });
  const [setLeader, leaderState] = useAssignOrderTeamLeaderMutation({ refetchQueries });
  const [pending, setPending] = useState<number | null>(null);

  if (error && !data) {
    return (
      <Center py="10" flexDirection="column" gap="3">
        <Text color="fg.error">{t('common.loadFailed')}</Text>
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </Center>
    );
  }
  if (loading && !data) {
    return (
      <Center py="10">
        <Spinner color="brand.solid" />
      </Center>
    );
  }

  const remove = async (a: AssignmentFieldsFragment) => {
    setPending(a.employee.id);
    try {
      await unassign({ variables: { orderId: order.id, employeeId: a.employee.id } });
      notify.snackbar(t('orders.assignments.removed'));
    } catch (err) {
      reportOrderError(err, t);
    } finally {
      setPending(null);
    }
  };

  const toggleLeader = async (a: AssignmentFieldsFragment) => {
    setPending(a.employee.id);
    try {
      // Clicking the current leader again clears it (-1).
      await setLeader({ variables: { orderId: order.id, employeeId: a.teamLeader ? CLEAR : a.employee.id } });
      notify.success(t(a.teamLeader ? 'orders.assignments.leaderCleared' : 'orders.assignments.leaderSet'));
    } catch (err) {
      // A failed team-leader update is errors.generalError (spec 3 §8) unless the shell already spoke.
      reportOrderError(err, t);
    } finally {
      setPending(null);
    }
  };

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" pt="2">
      {GROUPS.map((g) => {
        const canAdd = g === 'EMP' ? gates.canAddEmployee : gates.canAddAdmin;
        const canRemove = g === 'EMP' ? gates.canRemoveEmployee : gates.canRemoveAdmin;
        const members = list.filter((a) => a.assignmentType === g);
        return (
          <Card.Root key={g} size="sm" data-testid={`assignments-${g}`}>
            <Card.Header>
              <HStack justify="space-between">
                <Card.Title>{t(`orders.assignments.${g}`)}</Card.Title>
                <Badge variant="subtle">{members.length}</Badge>
              </HStack>
            </Card.Header>
            <Card.Body gap="3">
              {canAdd && <EmployeeLookup orderId={order.id} type={g} refetchQueries={refetchQueries} />}
              {members.length === 0 ? (
                <Text color="fg.muted" fontSize="sm" py="2" data-testid="assignments-empty">
                  {t('orders.assignments.empty')}
                </Text>
              ) : (
                <Stack gap="0" borderWidth="1px" rounded="md">
                  {members.map((a, i) => {
                    const name = `${a.employee.firstName} ${a.employee.lastName}`;
                    return (
                      <HStack key={a.id} px="3" py="2" gap="2" borderTopWidth={i === 0 ? 0 : '1px'} data-testid="assignment-row">
                        <Stack gap="0" flex="1" minW="0">
                          <Text fontWeight="medium" truncate>
                            {name}
                          </Text>
                          <HStack gap="2">
                            <Text fontSize="sm" color="fg.muted">
                              {a.employee.employeeId}
                            </Text>
                            {a.warnings.length > 0 && (
                              <Box
                                as="span"
                                color="orange.fg"
                                role="img"
                                aria-label={t('orders.assignments.warningsOf', { name, messages: a.warnings.map((w) => w.message).join(' ') })}
                                title={a.warnings.map((w) => w.message).join('\n')}
                                data-testid="assignment-warning"
                              >
                                <LuTriangleAlert />
                              </Box>
                            )}
                            {a.teamLeader && (
                              <Badge colorPalette="yellow" size="sm" data-testid="team-leader-badge">
                                {t('orders.assignments.leader')}
                              </Badge>
                            )}
                          </HStack>
                        </Stack>
                        {gates.canSetTeamLeader ? (
                          <IconButton
                            size="sm"
                            variant={a.teamLeader ? 'solid' : 'ghost'}
                            colorPalette={a.teamLeader ? 'yellow' : 'gray'}
                            aria-pressed={a.teamLeader}
                            aria-label={t(a.teamLeader ? 'orders.assignments.clearLeader' : 'orders.assignments.makeLeader', { name })}
                            title={t(a.teamLeader ? 'orders.assignments.clearLeader' : 'orders.assignments.makeLeader', { name })}
                            disabled={pending !== null || leaderState.loading}
                            onClick={() => void toggleLeader(a)}
                            data-testid="leader-button"
                          >
                            <LuCrown />
                          </IconButton>
                        ) : null}
                        {canRemove && (
                          <IconButton
                            size="sm"
                            variant="ghost"
                            colorPalette="red"
                            aria-label={t('orders.assignments.remove', { name })}
                            title={t('orders.assignments.remove', { name })}
                            disabled={pending !== null}
                            onClick={() => void remove(a)}
                            data-testid="unassign-button"
                          >
                            <LuTrash2 />
                          </IconButton>
                        )}
                      </HStack>
                    );
                  })}
                </Stack>
              )}
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}

type Refetch = { query: unknown; variables: Record<string, unknown> }[];

function EmployeeLookup({ orderId, type, refetchQueries }: { orderId: number; type: AssignmentType; refetchQueries: Refetch }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useDebouncedEffect(text, LOOKUP_DEBOUNCE_MS, (v) => setTerm(v.trim()));
  const ready = employeeLookupReady(term);
  const { data, loading } = useOrderFindEmployeeQuery({
    variables: { orderId, term, assignmentType: type },
    skip: !ready,
    fetchPolicy: 'network-only',
  });
  const [assign, assignState] = useAssignOrderEmployeeMutation({ refetchQueries: refetchQueries as never });
  const hits = ready ? (data?.orderFindEmployee ?? []) : [];

  const add = async (employeeId: number) => {
    try {
      const { data: answer } = await assign({ variables: { orderId, employeeId, assignmentType: type } });
      // What the assignment would cause under the compliance rules: said, not refused (the office decides).
      const assigned = answer?.assignEmployee.find((a) => a.employee.id === employeeId);
      notify.success(t('orders.assignments.added'));
      if (assigned?.warnings.length) {
        notify.warning(t('orders.assignments.addedWithWarnings', { name: `${assigned.employee.firstName} ${assigned.employee.lastName}` }), {
          description: assigned.warnings.map((w) => w.message).join('\n'),
        });
      }
      setText('');
      setTerm('');
    } catch (err) {
      reportOrderError(err, t);
    }
  };

  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label htmlFor={id}>{t('orders.assignments.search')}</Field.Label>
        <HStack w="full">
          <Box position="relative" flex="1">
            <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="fg.muted" pointerEvents="none">
              <LuSearch />
            </Box>
            <Input
              id={id}
              ps="9"
              type="search"
              autoComplete="off"
              value={text}
              data-testid={`employee-search-${type}`}
              onChange={(e) => setText(e.currentTarget.value)}
            />
          </Box>
          {(loading || assignState.loading) && <Spinner size="sm" color="brand.solid" />}
        </HStack>
        <Field.HelperText>{t('orders.assignments.searchHint')}</Field.HelperText>
      </Field.Root>
      {ready && data && !loading && (
        <Stack gap="0" borderWidth="1px" rounded="md" maxH="56" overflowY="auto">
          {hits.length === 0 ? (
            <Text px="3" py="2" fontSize="sm" color="fg.muted">
              {t('orders.assignments.noMatches')}
            </Text>
          ) : (
            hits.map((e, i) => (
              <HStack key={e.id} px="3" py="1.5" borderTopWidth={i === 0 ? 0 : '1px'} justify="space-between" data-testid="employee-option">
                <Text truncate>
                  {e.firstName} {e.lastName} <Text as="span" color="fg.muted">({e.employeeId})</Text>
                </Text>
                <Button size="xs" variant="outline" colorPalette="brand" disabled={assignState.loading} onClick={() => void add(e.id)}>
                  <LuUserPlus />
                  {t('orders.assignments.add')}
                </Button>
              </HStack>
            ))
          )}
        </Stack>
      )}
    </Stack>
  );
}
