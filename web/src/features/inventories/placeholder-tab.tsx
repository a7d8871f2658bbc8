import { Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuConstruction } from 'react-icons/lu';
import type { InventoryTab } from './gates';

/** A tab whose work package is still open (issue 15). */
export function PlaceholderTab({ tab }: { tab: InventoryTab }) {
  const { t } = useTranslation();
  return (
    <Stack align="start" gap="2" bg="bg" borderWidth="1px" borderTopWidth="4px" borderTopColor="brand.solid" rounded="lg" p={{ base: '5', md: '8' }} maxW="3xl" data-testid="inventory-placeholder">
      <Icon as={LuConstruction} boxSize="7" color="brand.fg" aria-hidden />
      <Heading as="h2" size="lg">
        {t(`inventories.tabs.${tab}`)}
      </Heading>
      <Text>{t('inventories.placeholder')}</Text>
    </Stack>
  );
}
