import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useTranslation } from 'react-i18next';
import { infoDialog } from '@/shared/dialogs/dialog-store';
import { StepHeading, YesNoField } from './form-parts';
import type { StepProps } from './step-props';

/**
 * Welcome (spec 2 §2.2): what is collected, that the contract PDF must be brought signed, this page's
 * address to come back to until the registration is complete, and the support mailbox.
 */
export function WelcomeStep({ type, info }: StepProps) {
  const { t } = useTranslation();
  const address = window.location.href.split('#')[0]!;
  return (
    <Stack gap="4">
      <StepHeading title={t('registration.welcome.title')} intro={t('registration.flow.type', { type: t(`registration.enums.registrationType.${type}`) })} />
      <Text>{t('registration.welcome.data')}</Text>
      <Text>{t('registration.welcome.contract')}</Text>
      <Box bg="bg.subtle" borderWidth="1px" rounded="md" p="3">
        <Text mb="1">{t('registration.welcome.link')}</Text>
        <Link href={address} color="brand.fg" fontWeight="medium" wordBreak="break-all" data-testid="registration-link">
          {address}
        </Link>
        <Text fontSize="sm" color="fg.muted" mt="1">
          {t('registration.welcome.linkHint')}
        </Text>
      </Box>
      <Text>
        <Trans
          i18nKey="registration.welcome.contact"
          values={{ email: info.contactEmail }}
          components={{ mail: <Link href={`mailto:${info.contactEmail}`} color="brand.fg" /> }}
        />
      </Text>
    </Stack>
  );
}

export const QUESTIONS = ['parentalLeave', 'stateBenefits', 'unemployed', 'betweenTrainings'] as const;

/** Informs that short-term employment is not available (any yes in the questionnaire). */
export function showShortTermNotAvailable(t: (key: string, o?: Record<string, unknown>) => string, email: string) {
  return infoDialog({ title: t('registration.questionnaire.notAvailableTitle'), message: t('registration.questionnaire.notAvailable', { email }) });
}

/** The SHORT_TERM questionnaire (spec 2 §2.2): four yes/no questions; a yes means short-term employment is not available. */
export function QuestionnaireStep({ info }: StepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="5">
      <StepHeading title={t('registration.steps.questionnaire')} intro={t('registration.questionnaire.intro')} />
      {QUESTIONS.map((key) => (
        <YesNoField
          key={key}
          label={t(`registration.questionnaire.${key}`)}
          name={`shortTermQuestionnaire.${key}`}
          onChange={(answer) => {
            if (answer) void showShortTermNotAvailable(t, info.contactEmail);
          }}
          testId={`question-${key}`}
        />
      ))}
    </Stack>
  );
}
