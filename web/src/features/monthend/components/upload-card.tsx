import { Button, Card, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuUpload } from 'react-icons/lu';

/** The upload card (spec 3 §2.9): the button; dropping a file anywhere on the page does the same. */
export function UploadCard({ onUpload }: { onUpload: () => void }) {
  const { t } = useTranslation();
  return (
    <Card.Root variant="outline" size={{ base: 'sm', md: 'md' }} data-testid="monthend-upload-card">
      <Card.Header>
        <Card.Title as="h2" fontSize="lg">
          {t('monthend.upload.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body pt="1">
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {t('monthend.upload.intro')}
          </Text>
          <Button colorPalette="brand" variant="outline" minH="11" alignSelf={{ base: 'stretch', sm: 'start' }} onClick={onUpload} data-testid="monthend-upload-open">
            <LuUpload />
            {t('monthend.upload.button')}
          </Button>
          <Text fontSize="sm" color="fg.muted" hideBelow="md">
            {t('monthend.upload.dropHint')}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
