import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSave, LuTrash2, LuUndo2 } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { type CustomerDetailsFieldsFragment, useCustomerTypesQuery, useDeleteCustomerMutation, useUpdateCustomerMutation } from '@/generated/customers';
import { confirmDialog } from '@/shared/dialogs/dialog-store';
import { fieldErrorsFor } from '@/shared/field-errors';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { type CustomerErrors, type CustomerValues, customerValues, hasErrors, isRewe, toCustomerInput, validateCustomer } from '../customer.schema';
import { CUSTOMER_TOAST_MS, HANDLED_GLOBALLY } from '../feedback';
import { ContactCard, CustomerInfoCard, GeneralCard } from './customer-fields';
import { TravelTimesCard } from './travel-times-card';

interface Props {
  customer: CustomerDetailsFieldsFragment;
  editable: boolean;
  canDelete: boolean;
  canEditTravelTimes: boolean;
}

/** Tab "Übersicht": the four cards, save and delete (spec 3 §2.7, §4, §8). */
export function CustomerOverview({ customer, editable, canDelete, canEditTravelTimes }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const types = useCustomerTypesQuery({ fetchPolicy: 'cache-and-network' });
  const typeList = types.data?.customerTypes ?? [];
  const initial = useMemo(() => customerValues(customer), [customer]);
  const [values, setValues] = useState<CustomerValues>(initial);
  const [errors, setErrors] = useState<CustomerErrors>({});
  const [update, { loading: saving }] = useUpdateCustomerMutation({ refetchQueries: ['CustomerTypes'] });
  const [remove, { loading: deleting }] = useDeleteCustomerMutation();
  const rewe = isRewe(values, typeList);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);

  useEffect(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  const onChange = (change: Partial<CustomerValues>) => {
    setValues((v) => ({ ...v, ...change }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(change)) delete next[key as keyof CustomerValues];
      return next;
    });
  };

  const save = async () => {
    const found = validateCustomer(values, rewe);
    setErrors(found);
    if (hasErrors(found)) {
      notify.warning(t('customers.create.checkInput'), { id: 'customer-check-input' });
      return;
    }
    try {
      await update({ variables: { id: customer.id, input: toCustomerInput(values, rewe) } });
      notify.success(t('customers.edit.success'), { duration: CUSTOMER_TOAST_MS });
    } catch (err) {
      const { codes, fieldErrors } = errorCodes(err);
      if (codes.includes('VALIDATION')) {
        setErrors(fieldErrorsFor(fieldErrors));
        notify.warning(t('customers.create.checkInput'), { id: 'customer-check-input' });
      } else if (!codes.some((c) => HANDLED_GLOBALLY.includes(c))) {
        notify.error(t('customers.edit.failed'));
      }
    }
  };

  const del = async () => {
    const ok = await confirmDialog({ title: t('customers.details.deleteTitle'), message: t('customers.details.deleteMessage', { name: customer.name }) });
    if (!ok) return;
    try {
      const { data } = await remove({ variables: { id: customer.id }, refetchQueries: ['Customers'] });
      if (data?.deleteCustomer.active === false) {
        // Orders refer to it: the server kept it as inactive. The answer updates the cached customer, so this
        // page turns to the inactive state by itself.
        notify.snackbar(t('customers.details.keptInactive'));
        return;
      }
      notify.success(t('customers.details.deleted'), { duration: CUSTOMER_TOAST_MS });
      void navigate('/customers');
    } catch (err) {
      if (!errorCodes(err).codes.some((c) => HANDLED_GLOBALLY.includes(c))) notify.error(t('customers.details.deleteFailed'));
    }
  };

  const props = { values, onChange, errors, types: typeList, rewe, disabled: !editable };
  return (
    <Stack gap="4" pb={editable && dirty ? '20' : undefined}>
      <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="start">
        <Stack gap="4">
          <ContactCard {...props} />
          <TravelTimesCard customerId={customer.id} editable={canEditTravelTimes} />
        </Stack>
        <Stack gap="4">
          <CustomerInfoCard {...props} />
          <GeneralCard {...props} />
        </Stack>
      </Grid>
      {(editable || canDelete) && (
        <HStack gap="2" justify="flex-end" flexWrap="wrap">
          {canDelete && (
            <Button variant="outline" colorPalette="red" loading={deleting} onClick={() => void del()} me="auto">
              <LuTrash2 />
              {t('customers.details.delete')}
            </Button>
          )}
          {editable && (
            <>
              <Button variant="ghost" disabled={!dirty} onClick={() => setValues(initial)}>
                <LuUndo2 />
                {t('common.cancel')}
              </Button>
              <Button colorPalette="brand" loading={saving} onClick={() => void save()} data-testid="customer-save">
                <LuSave />
                {t('common.save')}
              </Button>
            </>
          )}
        </HStack>
      )}
      {editable && dirty && (
        <Box position="fixed" bottom="4" insetX="4" zIndex="docked" display="flex" justifyContent="center" pointerEvents="none">
          <HStack bg="bg.panel" borderWidth="1px" shadow="lg" rounded="full" ps="4" pe="1.5" py="1.5" gap="3" pointerEvents="auto">
            <Text fontSize="sm">{t('customers.details.unsaved')}</Text>
            <Button size="sm" rounded="full" colorPalette="brand" loading={saving} onClick={() => void save()}>
              {t('common.save')}
            </Button>
          </HStack>
        </Box>
      )}
    </Stack>
  );
}
