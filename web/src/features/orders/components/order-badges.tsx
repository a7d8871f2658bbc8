import { Badge, Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ORDER_TYPE_COLORS as TYPE_COLORS } from '@/shared/order-types';

export function OrderTypeBadge({ orderType }: { orderType: string }) {
  return (
    <Badge colorPalette={TYPE_COLORS[orderType] ?? 'gray'} variant="solid" minW="10" justifyContent="center">
      {orderType}
    </Badge>
  );
}

const DOT: Record<string, string> = { GREEN: 'green.500', YELLOW: 'yellow.400', RED: 'red.500' };

/** Checklist status of an INV order with a checklist (decision Orders / Checklist). */
export function ChecklistDot({ status, orderType }: { status: string | null | undefined; orderType: string }) {
  const { t } = useTranslation();
  if (orderType !== 'INV' || !status || !DOT[status]) return null;
  const label = t(`orders.overview.checklist.${status as 'GREEN'}`);
  return (
    <Box
      as="span"
      display="inline-block"
      boxSize="3"
      rounded="full"
      bg={DOT[status]}
      flexShrink={0}
      title={label}
      aria-label={label}
      role="img"
      data-testid="checklist-dot"
      data-status={status}
    />
  );
}
