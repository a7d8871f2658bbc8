import { Badge, Box, Icon } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCircle, LuCircleCheck, LuTriangleAlert } from 'react-icons/lu';
import { type ConfirmationState, confirmationState } from '@/shared/confirmations/confirmation-rules';
import { formatDateTime } from '@/shared/format';

interface Source {
  confirmationTimestamp: string | null;
  expired: boolean;
}

/** The planning "confirmed" cell (spec 3 §2.2): a check when confirmed, an alert icon when expired. */
export function ConfirmationStateIcon({ row }: { row: Source }) {
  const { t } = useTranslation();
  const state = confirmationState(row);
  const label = stateLabel(state, row, t);
  const icon = state === 'confirmed' ? LuCircleCheck : state === 'expired' ? LuTriangleAlert : LuCircle;
  const color = state === 'confirmed' ? 'green.fg' : state === 'expired' ? 'orange.fg' : 'fg.subtle';
  return (
    <Box as="span" display="inline-flex" title={label} aria-label={label} role="img" data-state={state} data-testid="confirmation-state">
      <Icon as={icon} boxSize="5" color={color} aria-hidden />
    </Box>
  );
}

/** The same as a labelled badge (phone cards, order info tab). */
export function ConfirmationStateBadge({ row }: { row: Source }) {
  const { t } = useTranslation();
  const state = confirmationState(row);
  const palette = state === 'confirmed' ? 'green' : state === 'expired' ? 'orange' : 'gray';
  const icon = state === 'confirmed' ? LuCircleCheck : state === 'expired' ? LuTriangleAlert : LuCircle;
  return (
    <Badge colorPalette={palette} variant="subtle" gap="1" data-state={state} data-testid="confirmation-state">
      <Icon as={icon} aria-hidden />
      {stateLabel(state, row, t)}
    </Badge>
  );
}

function stateLabel(state: ConfirmationState, row: Source, t: (k: string, o?: Record<string, unknown>) => string): string {
  if (state === 'confirmed') return t('orders.planning.state.confirmed', { at: formatDateTime(row.confirmationTimestamp) });
  return t(state === 'expired' ? 'orders.planning.state.expired' : 'orders.planning.state.open');
}
