import { Center, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <Center h="100dvh" aria-busy="true">
      <Spinner role="status" size="lg" color="brand.solid" aria-label={t('app.loading')} />
    </Center>
  );
}
