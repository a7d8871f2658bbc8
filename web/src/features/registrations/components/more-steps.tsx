import { Alert, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/shared/date/date-field';
import { todayIso } from '@/shared/format';
import { notify } from '@/shared/notify';
import { answersOf, visibility } from '../registration-steps';
import { ContextUpload } from './data-steps';
import { FlowInput, StepHeading, YesNoField } from './form-parts';
import type { StepProps } from './step-props';

/** Employment (spec 2 §2.2): three yes/no answers; the short-term days only for SHORT_TERM with another employer this year. */
export function EmploymentStep({ type, values }: StepProps) {
  const { t } = useTranslation();
  const v = visibility(type, answersOf(values));
  return (
    <Stack gap="5">
      <StepHeading title={t('registration.steps.employment')} />
      {(['mainEmployer', 'otherEmployments', 'otherEmployerInCurrentYear'] as const).map((key) => (
        <YesNoField
          key={key}
          label={t(`registration.questions.${key}`)}
          name={`employment.${key}`}
          testId={`question-${key}`}
        />
      ))}
      {v.shortTermDays && (
        <FlowInput
          label={t('registration.fields.daysShortTermEmploymentC')}
          required
          name="employment.daysShortTermEmploymentC"
          normalize={(days) => days.replace(/\D/g, '')}
          hint={t('registration.hints.daysShortTermEmploymentC')}
          inputProps={{ inputMode: 'numeric', pattern: '[0-9]*', maxLength: 3 }}
        />
      )}
    </Stack>
  );
}

/**
 * Citizenship (spec 2 §2.2): citizenship, birthplace, country of birth, EU citizen; for non-EU
 * citizens the three permit dates (not before today) and the document upload, and on entering the
 * step the hint that a work permit is required.
 */
export function CitizenshipStep(p: StepProps) {
  const { t } = useTranslation();
  const { type, values } = p;
  const v = visibility(type, answersOf(values));
  const today = todayIso();

  // Once, on entering the step.
  useEffect(() => {
    if (values.citizenship.euCitizen === false) notify.snackbar(t('registration.hints.nonEu'), { id: 'non-eu-hint' });
  }, []);

  return (
    <Stack gap="5">
      <StepHeading title={t('registration.steps.citizenship')} />
      <FlowInput
        label={t('registration.fields.citizenship')}
        required
        name="citizenship.citizenship"
      />
      <FlowInput
        label={t('registration.fields.birthplace')}
        required
        name="citizenship.birthplace"
      />
      <FlowInput
        label={t('registration.fields.countryOfBirth')}
        name="citizenship.countryOfBirth"
        inputProps={{ autoComplete: 'country-name' }}
      />
      <YesNoField
        label={t('registration.questions.euCitizen')}
        name="citizenship.euCitizen"
        testId="question-euCitizen"
      />
      {v.permits && (
        <>
          <Alert.Root status="info" data-testid="non-eu-hint">
            <Alert.Indicator />
            <Alert.Description>{t('registration.hints.nonEu')}</Alert.Description>
          </Alert.Root>
          {(['residencePermitValidTo', 'passportValidTo', 'workPermitValidTo'] as const).map((key) => (
            <DateField
              key={key}
              label={t(`registration.fields.${key}`)}
              required
              size="lg"
              name={`citizenship.${key}`}
              helperText={t('registration.hints.permitDate')}
              min={today}
            />
          ))}
          <ContextUpload p={p} context="CITIZENSHIP" />
        </>
      )}
    </Stack>
  );
}

/**
 * Miscellaneous (spec 2 §2.2): self-employed, disabled (yes shows the disability upload), student
 * (SHORT_TERM, with the proof upload; WORKING_STUDENT always uploads it), three optional numbers.
 */
export function MiscStep(p: StepProps) {
  const { t } = useTranslation();
  const { type, values } = p;
  const v = visibility(type, answersOf(values));
  return (
    <Stack gap="5">
      <StepHeading title={t('registration.steps.misc')} />
      <YesNoField
        label={t('registration.questions.selfEmployed')}
        name="misc.selfEmployed"
        testId="question-selfEmployed"
      />
      <YesNoField
        label={t('registration.questions.disabled')}
        name="misc.disabled"
        testId="question-disabled"
      />
      {v.uploads.DISABILITY && <ContextUpload p={p} context="DISABILITY" />}
      {v.student && (
        <YesNoField
          label={t('registration.questions.student')}
          name="misc.student"
          testId="question-student"
        />
      )}
      {v.uploads.MISC && <ContextUpload p={p} context="MISC" />}
      {(['maxWeeklyHours', 'maxMonthlyCompensation', 'miniJobCompensation'] as const).map((key) => (
        <FlowInput
          key={key}
          label={t(`registration.fields.${key}`)}
          name={`misc.${key}`}
          hint={key === 'maxWeeklyHours' ? t('registration.hints.optional') : t('registration.hints.euro')}
          inputProps={{ inputMode: 'decimal' }}
        />
      ))}
    </Stack>
  );
}
