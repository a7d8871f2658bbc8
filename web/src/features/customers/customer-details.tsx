import { Alert, Badge, Box, CloseButton, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { type CustomerDetailsFieldsFragment, useCustomerQuery } from '@/generated/customers';
import { BackLink as SharedBackLink, RecordGate } from '@/shared/record-gate';
import { useAuth } from '@/shared/session/auth';
import { CustomerClassBadge, CustomerStatusBadge } from './components/customer-badges';
import { CustomerOrders } from './components/customer-orders';
import { CustomerOverview } from './components/customer-overview';
import { customerDetailGates } from './gates';

/** /customers/{id}/info and /orders (spec 3 §2.7, §4). */
export default function CustomerDetails({ param }: { param: string }) {
  const { t } = useTranslation();
  const id = /^\d{1,9}$/.test(param) ? Number(param) : null;
  const { data, loading, error, refetch } = useCustomerQuery({ variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  const customer = data?.customer;

  return (
    <RecordGate
      invalidId={id === null}
      error={error}
      loading={loading}
      hasData={!!customer}
      refetch={refetch}
      notFoundText={t('customers.details.notFound')}
      notFoundTestId="customer-not-found"
      back={<BackLink />}
    >
      {customer && <Details customer={customer} />}
    </RecordGate>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return <SharedBackLink to="/customers" label={t('customers.details.backToList')} />;
}

function Details({ customer }: { customer: CustomerDetailsFieldsFragment }) {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const gates = customerDetailGates(auth?.abilities ?? [], customer);
  const tab = pathname.endsWith('/orders') ? 'orders' : 'info';
  const [alertDismissed, setAlertDismissed] = useState(false);

  return (
    <Box p={{ base: '3', md: '6' }} pb="24">
      <Stack gap="4" maxW="7xl">
        <Stack gap="1">
          <BackLink />
          <HStack gap="3" flexWrap="wrap">
            <Heading as="h2" size={{ base: 'lg', md: 'xl' }} data-testid="customer-name" minW="0" wordBreak="break-word">
              {customer.name}
            </Heading>
            <CustomerClassBadge value={customer.customerClass} />
            <Badge variant="outline">{customer.customerTypeName}</Badge>
            <CustomerStatusBadge active={customer.active} />
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            {customer.addressAsString}
          </Text>
        </Stack>

        {!customer.active && !alertDismissed && (
          <Alert.Root status="warning" colorPalette="orange" data-testid="inactive-alert" alignItems="start">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('customers.details.inactiveTitle')}</Alert.Title>
              <Alert.Description>{t('customers.details.inactiveText')}</Alert.Description>
            </Alert.Content>
            <CloseButton size="sm" aria-label={t('customers.details.dismiss')} onClick={() => setAlertDismissed(true)} />
          </Alert.Root>
        )}

        <Tabs.Root
          value={tab}
          onValueChange={(e) => void navigate(`/customers/${customer.id}/${e.value}`, { replace: true })}
          variant="line"
          colorPalette="brand"
          lazyMount
        >
          <Tabs.List>
            <Tabs.Trigger value="info">{t('customers.details.tabs.info')}</Tabs.Trigger>
            <Tabs.Trigger value="orders">{t('customers.details.tabs.orders')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="info">
            <CustomerOverview customer={customer} editable={gates.editable} canDelete={gates.canDelete} canEditTravelTimes={gates.canEditTravelTimes} />
          </Tabs.Content>
          <Tabs.Content value="orders">
            <CustomerOrders customerId={customer.id} canPlan={gates.canPlanOrder} defaultPositions={customer.positions ?? null} />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Box>
  );
}
