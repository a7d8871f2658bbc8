import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CustomerClass } from '@/generated/customers';

/** Class colours of spec 3 §3: A primary, B yellow, C orange, Z grey. */
export const CLASS_PALETTE: Record<CustomerClass, string> = { A: 'brand', B: 'yellow', C: 'orange', Z: 'gray' };

export function CustomerClassBadge({ value }: { value: CustomerClass | null | undefined }) {
  if (!value) return null;
  return (
    <Badge colorPalette={CLASS_PALETTE[value]} variant="solid" minW="6" justifyContent="center" data-testid="customer-class">
      {value}
    </Badge>
  );
}

export function CustomerStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={active ? 'green' : 'orange'} variant="subtle">
      {t(active ? 'customers.status.active' : 'customers.status.inactive')}
    </Badge>
  );
}
