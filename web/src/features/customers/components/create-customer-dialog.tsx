import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { Formik, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateCustomerMutation, useCustomerTypesQuery } from '@/generated/customers';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { CancelButton, SubmitButton } from '@/shared/form/fields';
import { applyServerErrors } from '@/shared/form/server-errors';
import { notify } from '@/shared/notify';
import { customerSchema, type CustomerType, type CustomerValues, emptyCustomer, isRewe, toCustomerInput } from '../customer.schema';
import { CUSTOMER_TOAST_MS, HANDLED_GLOBALLY, warnCheckInput } from '../feedback';
import { ContactCard, CustomerInfoCard, GeneralCard } from './customer-fields';
import { useOpeningKey } from '@/shared/form/opening-key';

/** Create a customer (spec 3 §2.7, §4, §8): cards Kontakt, Kundeninfo, Allgemeine Informationen. */
export function CreateCustomerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const opening = useOpeningKey(open);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const types = useCustomerTypesQuery({ skip: !open, fetchPolicy: 'cache-and-network' });
  const typeList = useMemo(() => types.data?.customerTypes ?? [], [types.data]);
  const [create] = useCreateCustomerMutation({ refetchQueries: ['Customers', 'CustomerTypes'] });
  const schema = useMemo(() => customerSchema(typeList), [typeList]);

  return (
    <Formik<CustomerValues>
      key={opening}
      initialValues={emptyCustomer()}
      validationSchema={schema}
      onSubmit={async (values, form) => {
        const rewe = isRewe(values, typeList);
        try {
          const { data } = await create({ variables: { input: toCustomerInput(values, rewe) } });
          notify.success(t('customers.create.success'), { duration: CUSTOMER_TOAST_MS });
          onClose();
          if (data) void navigate(`/customers/${data.createCustomer.id}/info`);
        } catch (err) {
          const { codes, validation } = applyServerErrors(err, values, form);
          if (validation) warnCheckInput();
          else if (!codes.some((c) => HANDLED_GLOBALLY.includes(c))) notify.error(t('customers.create.failed'));
        }
      }}
    >
      <FormDialog
        open={open}
        onClose={onClose}
        title={t('customers.create.title')}
        size="xl"
        testId="create-customer-dialog"
        footer={
          <>
            <CancelButton onClick={onClose} />
            <SubmitButton disabled={!types.data} onInvalid={() => warnCheckInput()}>{t('customers.create.submit')}</SubmitButton>
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
          <CustomerCards types={typeList} />
        )}
      </FormDialog>
    </Formik>
  );
}

function CustomerCards({ types }: { types: readonly CustomerType[] }) {
  const { values } = useFormikContext<CustomerValues>();
  const props = { types, rewe: isRewe(values, types) };
  return (
    <Stack gap="4">
      <ContactCard {...props} />
      <CustomerInfoCard {...props} />
      <GeneralCard {...props} />
    </Stack>
  );
}
