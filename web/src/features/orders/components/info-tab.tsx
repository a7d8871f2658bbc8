import { Alert, Box, Button, Card, Grid, GridItem, HStack, Stack, Text } from '@chakra-ui/react';
import { FormikProvider, useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuRotateCcw, LuSave, LuTrash2 } from 'react-icons/lu';
import { useNavigate, useSearchParams } from 'react-router';
import {
  type OrderCustomerFieldsFragment,
  type OrderDetailsFieldsFragment,
  useAssignOrderCustomerMutation,
  useCreateOrderMutation,
  useDeleteOrderMutation,
  useOrderCustomerQuery,
  usePatchOrderMutation,
  useUnassignOrderCustomerMutation,
  useUpdateOrderMutation,
} from '@/generated/orders';
import { confirmDialog } from '@/shared/dialogs/dialog-store';
import { notify } from '@/shared/notify';
import { customerHandover } from '../range';
import { reportOrderError, reportOrderFormError, submitOrWarn } from '../feedback';
import type { OrderGates } from '../gates';
import { newOrderValues, type OrderFormValues, orderSchema, toOrderInput, valuesFromOrder, withCustomer, withoutCustomer } from '../order-form';
import { OrderConfirmationCard } from '../planning/order-confirmation-card';
import { CustomerCard } from './customer-card';
import { OrderFormCards } from './order-form-cards';
import { OrderTasksCard } from './order-tasks-card';
import { CostCenterCard, NotesCard } from './side-cards';

const CLEAR = -1;

interface Props {
  /** null: create mode. */
  order: OrderDetailsFieldsFragment | null;
  gates: OrderGates;
  editable: boolean;
}

/** Info tab (spec 3 §2.4): the order form, customer, cost centre, notes and tasks. */
export function InfoTab({ order, gates, editable }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createMode = order === null;
  const [initial] = useState<OrderFormValues>(() => (order ? valuesFromOrder(order) : newOrderValues()));
  const [notes, setNotes] = useState(order?.notes ?? '');
  const [costCenterId, setCostCenterId] = useState<number | null>(order?.costCenterId ?? null);

  const [createOrder] = useCreateOrderMutation();
  const [updateOrder] = useUpdateOrderMutation();
  const [patchOrder, patchState] = usePatchOrderMutation();
  const [deleteOrder, deleteState] = useDeleteOrderMutation({ update: (cache) => cache.evict({ fieldName: 'orders' }) });
  const [assignCustomer, assignState] = useAssignOrderCustomerMutation();
  const [unassignCustomer, unassignState] = useUnassignOrderCustomerMutation();
  const [patching, setPatching] = useState<'notes' | 'costCenter' | null>(null);

  const schema = useMemo(() => orderSchema(), []);
  const form = useFormik<OrderFormValues>({
    initialValues: initial,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const input = toOrderInput(values, createMode ? { notes, costCenterId } : { notes: order.notes, costCenterId: order.costCenterId ?? null });
      try {
        if (createMode) {
          const res = await createOrder({ variables: { input }, update: (cache) => cache.evict({ fieldName: 'orders' }) });
          notify.success(t('orders.info.created'));
          if (res.data) navigate(`/orders/${res.data.createOrder.id}/info`, { replace: true });
        } else {
          const res = await updateOrder({ variables: { id: order.id, input }, update: (cache) => cache.evict({ fieldName: 'orders' }) });
          // The saved order is the new clean state (the save button waits for the next change).
          if (res.data) helpers.resetForm({ values: valuesFromOrder(res.data.updateOrder) });
          notify.success(t('orders.info.saveSuccessful'));
        }
      } catch (err) {
        reportOrderFormError(err, values, helpers, t);
      }
    },
  });
  const { values, dirty } = form;

  /** The server's answer becomes the clean state while what is typed meanwhile stays. */
  const rebase = (saved: OrderFormValues, current: OrderFormValues) => {
    form.resetForm({ values: saved });
    void form.setValues(current);
  };

  // The customer screen hands over customerId and positions (see range.ts customerHandover).
  const [params] = useSearchParams();
  const handover = createMode ? customerHandover(new URLSearchParams({ positions: '', ...Object.fromEntries(params) })) : null;
  const { data: handed } = useOrderCustomerQuery({ variables: { id: handover?.customerId ?? 0 }, skip: !handover });
  const applied = useRef(false);
  useEffect(() => {
    if (!handed || applied.current) return;
    applied.current = true;
    void form.setValues(withCustomer(form.values, handed.customer, handover?.positions));
  }, [handed]);

  const fail = (err: unknown) => reportOrderFormError(err, form.values, form, t);

  const save = () => submitOrWarn(form, () => notify.warning(t('orders.info.checkInput')));

  const revert = () => form.resetForm();

  const remove = async () => {
    if (!order || !(await confirmDialog())) return;
    try {
      await deleteOrder({ variables: { id: order.id } });
      notify.success(t('orders.info.orderDeleted'));
      navigate('/v2/orders', { replace: true });
    } catch (err) {
      fail(err);
    }
  };

  const chooseCustomer = async (c: OrderCustomerFieldsFragment) => {
    const before = values;
    const next = withCustomer(values, c);
    void form.setValues(next);
    if (createMode) return;
    try {
      const res = await assignCustomer({ variables: { orderId: order.id, customerId: c.id } });
      if (res.data) rebase(valuesFromOrder(res.data.assignCustomer), next);
      notify.success(t('orders.info.customerSaved'));
    } catch (err) {
      void form.setValues(before);
      fail(err);
    }
  };

  const removeCustomer = async () => {
    const ok = await confirmDialog({
      title: t('orders.info.removeCustomerTitle'),
      message: t('orders.info.removeCustomerMessage', { name: values.customerName }),
    });
    if (!ok) return;
    if (createMode || values.customerId == null) {
      void form.setValues(withoutCustomer(values));
      return;
    }
    try {
      const res = await unassignCustomer({ variables: { orderId: order.id, customerId: values.customerId } });
      const next = withoutCustomer(values);
      if (res.data) rebase(valuesFromOrder(res.data.unassignCustomer), next);
      else void form.setValues(next);
      notify.success(t('orders.info.customerRemoved'));
    } catch (err) {
      fail(err);
    }
  };

  const patch = async (what: 'notes' | 'costCenter', input: { notes?: string; costCenterId?: number }) => {
    if (!order) return;
    setPatching(what);
    try {
      await patchOrder({ variables: { id: order.id, input } });
      notify.success(t('orders.info.saveSuccessful'));
    } catch (err) {
      // Notes and cost-centre failures: errors.generalError (spec 3 §8), unless the shell already spoke.
      reportOrderError(err, t);
      if (what === 'costCenter') setCostCenterId(order.costCenterId ?? null);
    } finally {
      setPatching(null);
    }
  };

  const busy = form.isSubmitting || deleteState.loading;

  return (
    <FormikProvider value={form}>
      <Stack gap="4" pt="2" data-testid="order-info">
        {!editable && (
          <Alert.Root status="info" variant="subtle" data-testid="order-read-only">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{t('orders.screen.readOnly')}</Alert.Title>
          </Alert.Root>
        )}
        {editable && (
          <HStack
            gap="2"
            flexWrap="wrap"
            justify="flex-end"
          >
            {!createMode && gates.canEdit && (
              <Button variant="ghost" colorPalette="red" me="auto" aria-label={t('orders.info.delete')} onClick={() => void remove()} loading={deleteState.loading} data-testid="order-delete">
                <LuTrash2 />
                <Box as="span" display={{ base: 'none', sm: 'inline' }}>
                  {t('orders.info.delete')}
                </Box>
              </Button>
            )}
            {!createMode && (
              <Button variant="outline" disabled={!dirty || busy} onClick={revert} data-testid="order-revert">
                <LuRotateCcw />
                {t('orders.info.revert')}
              </Button>
            )}
            <Button colorPalette="brand" disabled={(!createMode && !dirty) || busy} loading={form.isSubmitting} onClick={() => void save()} data-testid="order-save">
              {createMode ? <LuPlus /> : <LuSave />}
              {createMode ? t('orders.info.create') : t('orders.info.save')}
            </Button>
          </HStack>
        )}
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="4" alignItems="start">
          <GridItem asChild>
            <Stack gap="4">
              <OrderFormCards editable={editable} />
            </Stack>
          </GridItem>
          {/* On phones a new order starts with the customer, whose choice fills the form. */}
          <GridItem asChild order={{ base: createMode ? -1 : 0, lg: 0 }}>
            <Stack gap="4">
              <CustomerCard
                customerId={values.customerId}
                customerName={values.customerName}
                editable={editable}
                busy={assignState.loading || unassignState.loading}
                onChoose={(c) => void chooseCustomer(c)}
                onRemove={() => void removeCustomer()}
              />
              <CostCenterCard
                value={costCenterId}
                editable={editable}
                saving={patching === 'costCenter' && patchState.loading}
                onChange={(id) => {
                  setCostCenterId(id);
                  if (!createMode) void patch('costCenter', { costCenterId: id ?? CLEAR });
                }}
              />
              <NotesCard
                value={notes}
                editable={editable}
                dirty={!createMode && notes !== (order?.notes ?? '')}
                saving={patching === 'notes'}
                onChange={setNotes}
                onSave={createMode ? undefined : () => void patch('notes', { notes })}
              />
              {!createMode && order.orderType === 'INV' && <OrderConfirmationCard orderId={order.id} />}
              {values.orderType === 'INV' && (
                <Card.Root size="sm">
                  <Card.Header>
                    <Card.Title>{t('orders.info.tasks')}</Card.Title>
                  </Card.Header>
                  <Card.Body>
                    {createMode ? (
                      <Text color="fg.muted" fontSize="sm" data-testid="order-tasks-after-save">
                        {t('orders.info.tasksAfterSave')}
                      </Text>
                    ) : (
                      <OrderTasksCard orderId={order.id} />
                    )}
                  </Card.Body>
                </Card.Root>
              )}
            </Stack>
          </GridItem>
        </Grid>
      </Stack>
    </FormikProvider>
  );
}
