import { Box } from '@chakra-ui/react';
import type { ChecklistStatus } from '../order-list';

const COLOR: Record<ChecklistStatus, string> = { GREEN: 'green.500', YELLOW: 'yellow.400', RED: 'red.500' };

/** The checklist status dot (spec 2 §2.4): green, yellow or red. */
export function ChecklistDot({ status, size = '3.5' }: { status: ChecklistStatus; size?: string }) {
  return (
    <Box
      as="span"
      display="inline-block"
      boxSize={size}
      rounded="full"
      bg={COLOR[status]}
      borderWidth="1px"
      borderColor="blackAlpha.300"
      flexShrink={0}
      aria-hidden
      data-testid="checklist-dot"
      data-status={status}
    />
  );
}
