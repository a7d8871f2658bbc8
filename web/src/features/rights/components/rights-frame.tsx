import { Box, Heading, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type Crumb, RightsBreadcrumbs } from './rights-breadcrumbs';

/** The frame of a rights screen: breadcrumbs, heading with actions on the right, content. */
export function RightsFrame({ trail, title, actions, children }: { trail: readonly Crumb[]; title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Box p={{ base: '3', md: '6' }} pb={{ base: '6', md: '8' }} minW="0">
      <Stack gap="4" minW="0">
        <RightsBreadcrumbs trail={trail} />
        <HStack justify="space-between" align="center" gap="3" flexWrap="wrap">
          <Heading as="h1" size={{ base: 'lg', md: 'xl' }} data-testid="rights-heading" minW="0" overflowWrap="anywhere">
            {title}
          </Heading>
          {actions && (
            <HStack gap="2" flexWrap="wrap">
              {actions}
            </HStack>
          )}
        </HStack>
        {children}
      </Stack>
    </Box>
  );
}
