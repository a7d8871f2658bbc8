import { Box, Button, Card, HStack, Input, Spinner, Stack, Text, Field } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch, LuX } from 'react-icons/lu';
import { type OrderCustomerFieldsFragment, useOrderCustomerSearchQuery } from '@/generated/orders';
import { useDebouncedEffect } from '@/shared/use-debounced';

/** spec 3 §5, §9: the customer lookup starts at more than 2 characters, 200 ms after typing stops. */
export const LOOKUP_DEBOUNCE_MS = 200;
export const lookupReady = (term: string) => term.trim().length > 2;

interface Props {
  customerId: number | null;
  customerName: string;
  editable: boolean;
  busy?: boolean;
  onChoose: (c: OrderCustomerFieldsFragment) => void;
  onRemove: () => void;
}

/** Card Kunde: the chosen customer, or a search to pick one. */
export function CustomerCard({ customerId, customerName, editable, busy, onChoose, onRemove }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useDebouncedEffect(text, LOOKUP_DEBOUNCE_MS, (v) => setTerm(v.trim()));
  const ready = lookupReady(term);
  const { data, loading } = useOrderCustomerSearchQuery({ variables: { term }, skip: !ready || !editable, fetchPolicy: 'network-only' });
  const hits = ready ? (data?.customerSearch ?? []).filter((c) => c.active) : [];

  return (
    <Card.Root size="sm" data-testid="customer-card">
      <Card.Header>
        <Card.Title>{t('orders.info.customer')}</Card.Title>
      </Card.Header>
      <Card.Body gap="3">
        {customerId ? (
          <HStack justify="space-between" gap="2" borderWidth="1px" rounded="md" px="3" py="2">
            <Text fontWeight="medium" data-testid="order-customer-name" minW="0" truncate>
              {customerName || `#${customerId}`}
            </Text>
            {editable && (
              <Button size="xs" variant="ghost" colorPalette="red" onClick={onRemove} disabled={busy} data-testid="customer-remove">
                <LuX />
                {t('orders.info.removeCustomer')}
              </Button>
            )}
          </HStack>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            {t('orders.info.noCustomer')}
          </Text>
        )}
        {editable && (
          <Field.Root>
            <Field.Label htmlFor={inputId}>{t('orders.info.customerSearch')}</Field.Label>
            <HStack w="full" gap="2">
              <Box position="relative" flex="1">
                <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="fg.muted" pointerEvents="none">
                  <LuSearch />
                </Box>
                <Input
                  id={inputId}
                  ps="9"
                  type="search"
                  value={text}
                  autoComplete="off"
                  data-testid="customer-search"
                  onChange={(e) => setText(e.currentTarget.value)}
                />
              </Box>
              {(loading || busy) && <Spinner size="sm" color="brand.solid" />}
            </HStack>
            <Field.HelperText>{t('orders.info.customerSearchHint')}</Field.HelperText>
          </Field.Root>
        )}
        {editable && ready && !loading && data && (
          <Stack gap="0" borderWidth="1px" rounded="md" maxH="64" overflowY="auto" role="listbox" aria-label={t('orders.info.customerSearch')}>
            {hits.length === 0 ? (
              <Text px="3" py="2" color="fg.muted" fontSize="sm">
                {t('orders.info.noCustomers')}
              </Text>
            ) : (
              hits.map((c, i) => (
                <Box
                  as="button"
                  key={c.id}
                  role="option"
                  textAlign="start"
                  px="3"
                  py="2"
                  borderTopWidth={i === 0 ? 0 : '1px'}
                  _hover={{ bg: 'bg.muted' }}
                  data-testid="customer-option"
                  onClick={() => {
                    setText('');
                    setTerm('');
                    onChoose(c);
                  }}
                >
                  <Text fontWeight="medium">{c.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {c.street}, {c.zip} {c.city}
                  </Text>
                </Box>
              ))
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
