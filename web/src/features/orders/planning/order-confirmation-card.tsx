import { Button, Card, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCopy } from 'react-icons/lu';
import { useOrderConfirmationQuery } from '@/generated/orders';
import { confirmationLink } from '@/shared/confirmations/confirmation-rules';
import { ConfirmationStateBadge } from './confirmation-state';
import { copyConfirmationLink } from './copy-link';

/**
 * The customer confirmation of an INV order on its info tab: the link, its state
 * (bestätigt am … / offen / abgelaufen) and a copy button; a line saying so when the order has none.
 */
export function OrderConfirmationCard({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const { data, loading, error } = useOrderConfirmationQuery({ variables: { orderId }, fetchPolicy: 'cache-and-network' });
  const c = data?.orderConfirmation;
  return (
    <Card.Root size="sm" data-testid="order-confirmation">
      <Card.Header>
        <HStack justify="space-between" gap="2">
          <Card.Title>{t('orders.planning.link.title')}</Card.Title>
          {c && <ConfirmationStateBadge row={c} />}
        </HStack>
      </Card.Header>
      <Card.Body>
        {c ? (
          <Stack gap="2">
            <Input
              size="sm"
              readOnly
              value={confirmationLink(c.uuid)}
              aria-label={t('orders.planning.link.title')}
              onFocus={(e) => e.currentTarget.select()}
              data-testid="order-confirmation-link"
              fontFamily="mono"
              fontSize="xs"
            />
            <HStack justify="flex-end">
              <Button size="sm" variant="outline" onClick={() => void copyConfirmationLink(c.uuid, t)} data-testid="order-confirmation-copy">
                <LuCopy />
                {t('orders.planning.link.copy')}
              </Button>
            </HStack>
          </Stack>
        ) : loading ? (
          <Spinner role="status" size="sm" color="brand.solid" aria-label={t('table.loading')} />
        ) : (
          <Text fontSize="sm" color={error ? 'fg.error' : 'fg.muted'}>
            {error ? t('orders.planning.link.loadFailed') : t('orders.planning.link.none')}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
