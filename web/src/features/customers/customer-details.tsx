import { Alert, Badge, Box, Button, Center, CloseButton, Heading, HStack, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft } from 'react-icons/lu';
import { Link, useLocation, useNavigate } from 'react-router';
import { type CustomerDetailsFieldsFragment, useCustomerQuery } from '@/generated/customers';
import { errorCodes } from '@/shared/graphql-errors';
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

  if (id === null || (error && errorCodes(error).codes.includes('NOT_FOUND'))) {
    return (
      <PageState>
        <Text fontWeight="semibold" data-testid="customer-not-found">
          {t('customers.details.notFound')}
        </Text>
        <BackLink />
      </PageState>
    );
  }
  if (error && !customer) {
    return (
      <PageState>
        <Text color="fg.error">{t('common.loadFailed')}</Text>
        <Button variant="outline" onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </PageState>
    );
  }
  if (loading && !customer) {
    return (
      <Center py="16">
        <Spinner color="brand.solid" aria-label={t('app.loading')} />
      </Center>
    );
  }
  return customer ? <Details customer={customer} /> : null;
}

function PageState({ children }: { children: ReactNode }) {
  return (
    <Stack p={{ base: '4', md: '8' }} gap="3" align="start">
      {children}
    </Stack>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" size="sm" ms="-2" alignSelf="start">
      <Link to="/customers">
        <LuArrowLeft />
        {t('customers.details.backToList')}
      </Link>
    </Button>
  );
}

function Details({ customer }: { customer: CustomerDetailsFieldsFragment }) {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const gates = customerDetailGates(auth?.authorities ?? [], customer);
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
