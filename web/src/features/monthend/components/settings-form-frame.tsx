import { Button, HStack, Stack } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { submitOrWarn } from '@/shared/form/submit-or-warn';

/** A settings form of the card: submitted through submitOrWarn, closed by "reset" and "save" (enabled once something changed). */
export function SettingsFormFrame({ onInvalid, saveLabel, saveTestId, children }: { onInvalid: () => void; saveLabel: string; saveTestId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const form = useFormikContext();
  const { dirty, isSubmitting, resetForm } = form;
  return (
    <Stack
      as="form"
      gap="4"
      onSubmit={(e) => {
        e.preventDefault();
        void submitOrWarn(form, onInvalid);
      }}
    >
      {children}
      <HStack gap="3" justify="end" flexWrap="wrap">
        <Button variant="ghost" minH="11" disabled={!dirty || isSubmitting} onClick={() => resetForm()}>
          {t('monthend.settings.reset')}
        </Button>
        <Button type="submit" colorPalette="brand" minH="11" disabled={!dirty} loading={isSubmitting} data-testid={saveTestId}>
          {saveLabel}
        </Button>
      </HStack>
    </Stack>
  );
}
