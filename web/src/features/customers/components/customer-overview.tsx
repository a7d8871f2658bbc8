import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { Formik, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSave, LuTrash2, LuUndo2 } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { type CustomerDetailsFieldsFragment, useCustomerTypesQuery, useDeleteCustomerMutation, useUpdateCustomerMutation } from '@/generated/customers';
import { confirmDialog } from '@/shared/dialogs/dialog-store';
import { submitOrWarn } from '@/shared/form/submit-or-warn';
import { applyServerErrors } from '@/shared/form/server-errors';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { customerSchema, type CustomerValues, customerValues, isRewe, toCustomerInput } from '../customer.schema';
import { CUSTOMER_TOAST_MS, HANDLED_GLOBALLY, warnCheckInput } from '../feedback';
import { ContactCard, CustomerInfoCard, GeneralCard } from './customer-fields';
import { TravelTimesCard } from './travel-times-card';

interface Props {
  customer: CustomerDetailsFieldsFragment;
  editable: boolean;
  canDelete: boolean;
  canEditTravelTimes: boolean;
}

/** Tab "Übersicht": the four cards, save and delete (spec 3 §2.7, §4, §8). */
export function CustomerOverview(props: Props) {
  const { t } = useTranslation();
  const { customer } = props;
  const types = useCustomerTypesQuery({ fetchPolicy: 'cache-and-network' });
  const typeList = useMemo(() => types.data?.customerTypes ?? [], [types.data]);
  const schema = useMemo(() => customerSchema(typeList), [typeList]);
  const initial = useMemo(() => customerValues(customer), [customer]);
  const [update] = useUpdateCustomerMutation({ refetchQueries: ['CustomerTypes'] });

  // The form starts again from the customer whenever the stored customer changes (after a save, too).
  return (
    <Formik<CustomerValues>
      initialValues={initial}
      enableReinitialize
      validationSchema={schema}
      onSubmit={async (values, form) => {
        try {
          await update({ variables: { id: customer.id, input: toCustomerInput(values, isRewe(values, typeList)) } });
          notify.success(t('customers.edit.success'), { duration: CUSTOMER_TOAST_MS });
        } catch (err) {
          const { codes, validation } = applyServerErrors(err, values, form);
          if (validation) warnCheckInput();
          else if (!codes.some((c) => HANDLED_GLOBALLY.includes(c))) notify.error(t('customers.edit.failed'));
        }
      }}
    >
      <OverviewBody {...props} types={typeList} />
    </Formik>
  );
}

function OverviewBody({ customer, editable, canDelete, canEditTravelTimes, types }: Props & { types: readonly { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useFormikContext<CustomerValues>();
  const [remove, { loading: deleting }] = useDeleteCustomerMutation();
  const { dirty, isSubmitting: saving } = form;
  const save = () => void submitOrWarn(form, warnCheckInput);

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

  const props = { types, rewe: isRewe(form.values, types), disabled: !editable };
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
              <Button variant="ghost" disabled={!dirty} onClick={() => form.resetForm()}>
                <LuUndo2 />
                {t('common.cancel')}
              </Button>
              <Button colorPalette="brand" loading={saving} onClick={save} data-testid="customer-save">
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
            <Button size="sm" rounded="full" colorPalette="brand" loading={saving} onClick={save}>
              {t('common.save')}
            </Button>
          </HStack>
        </Box>
      )}
    </Stack>
  );
}
