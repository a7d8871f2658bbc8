import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateCustomerMutation, useCustomerTypesQuery } from '@/generated/customers';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { fieldErrorsFor } from '@/shared/field-errors';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { type CustomerErrors, type CustomerValues, emptyCustomer, hasErrors, isRewe, toCustomerInput, validateCustomer } from '../customer.schema';
import { CUSTOMER_TOAST_MS, HANDLED_GLOBALLY } from '../feedback';
import { ContactCard, CustomerInfoCard, GeneralCard } from './customer-fields';

/** Create a customer (spec 3 §2.7, §4, §8): cards Kontakt, Kundeninfo, Allgemeine Informationen. */
export function CreateCustomerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const types = useCustomerTypesQuery({ skip: !open, fetchPolicy: 'cache-and-network' });
  const typeList = types.data?.customerTypes ?? [];
  const [create, { loading }] = useCreateCustomerMutation({ refetchQueries: ['Customers', 'CustomerTypes'] });
  const [values, setValues] = useState<CustomerValues>(emptyCustomer);
  const [errors, setErrors] = useState<CustomerErrors>({});
  const rewe = isRewe(values, typeList);

  useEffect(() => {
    if (!open) {
      setValues(emptyCustomer());
      setErrors({});
    }
  }, [open]);

  const onChange = (change: Partial<CustomerValues>) => {
    setValues((v) => ({ ...v, ...change }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(change)) delete next[key as keyof CustomerValues];
      return next;
    });
  };

  const submit = async () => {
    const found = validateCustomer(values, rewe);
    setErrors(found);
    if (hasErrors(found)) {
      notify.warning(t('customers.create.checkInput'), { id: 'customer-check-input' });
      return;
    }
    try {
      const { data } = await create({ variables: { input: toCustomerInput(values, rewe) } });
      notify.success(t('customers.create.success'), { duration: CUSTOMER_TOAST_MS });
      onClose();
      if (data) void navigate(`/customers/${data.createCustomer.id}/info`);
    } catch (err) {
      const { codes, fieldErrors } = errorCodes(err);
      if (codes.includes('VALIDATION')) {
        setErrors(fieldErrorsFor(fieldErrors));
        notify.warning(t('customers.create.checkInput'), { id: 'customer-check-input' });
      } else if (!codes.some((c) => HANDLED_GLOBALLY.includes(c))) {
        notify.error(t('customers.create.failed'));
      }
    }
  };

  const props = { values, onChange, errors, types: typeList, rewe };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('customers.create.title')}
      size="xl"
      testId="create-customer-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button colorPalette="brand" loading={loading} disabled={!types.data} onClick={() => void submit()}>
            {t('customers.create.submit')}
          </Button>
        </>
      }
    >
      {types.error && !types.data ? (
        <Stack align="center" py="8" gap="3">
          <Text color="fg.error">{t('common.loadFailed')}</Text>
          <Button variant="outline" onClick={() => void types.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      ) : !types.data ? (
        <Center py="12">
          <Spinner role="status" color="brand.solid" aria-label={t('app.loading')} />
        </Center>
      ) : (
        <Stack gap="4">
          <ContactCard {...props} />
          <CustomerInfoCard {...props} />
          <GeneralCard {...props} />
        </Stack>
      )}
    </FormDialog>
  );
}
