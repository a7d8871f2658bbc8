import { ApolloError } from '@apollo/client';
import { Alert, Box, Button, Center, Grid, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Formik, type FormikHelpers, type FormikProps } from 'formik';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { LuArrowLeft, LuArrowRight, LuCheck } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import {
  type RegistrationFileFieldsFragment,
  type RegistrationFormFieldsFragment,
  type RegistrationInfoQuery,
  useFinishRegistrationMutation,
  useRegistrationInfoQuery,
  useRegistrationQuery,
  useUpdateRegistrationMutation,
} from '@/generated/registrations';
import { confirmDialog, openLoading } from '@/shared/dialogs/dialog-store';
import { applyServerErrors, type FormStatus, REGISTRATION_PREFIXES, serverFieldErrors } from '@/shared/form/server-errors';
import { errorCodes, type FieldError } from '@/shared/graphql-errors';
import { todayIso } from '@/shared/format';
import { notify } from '@/shared/notify';
import { errorPlaces, type FormValues, stepChanged, stepPatch, valuesOf, wholePatch, withSavedStep } from '../registration-form';
import { type StepId, stepOfPath, stepsOf } from '../registration-steps';
import { questionnaireBlocks, registrationSchema } from '../registration-validation';
import { AddressStep, BankingStep, PersonalStep } from './data-steps';
import { QuestionnaireStep, showShortTermNotAvailable, WelcomeStep } from './intro-steps';
import { CitizenshipStep, EmploymentStep, MiscStep } from './more-steps';
import { PublicFrame, Stepper } from './public-frame';
import type { StepProps } from './step-props';
import { FinishedStep, SummaryStep } from './summary-step';
import { TaxSocialStep } from './tax-social-step';

type Info = RegistrationInfoQuery['registrationInfo'];

/** A 410 for an expired link (header x-expired, as the REST face sends it) rather than a finished registration. */
const isExpiredLink = (err: unknown) =>
  err instanceof ApolloError && err.graphQLErrors.some((e) => (e.extensions?.headers as Record<string, string> | undefined)?.['x-expired'] === 'true');

/** Codes the global error link does not report itself (spec 1 §8): the flow tells the applicant. */
const CALLER_CODES = ['NOT_FOUND', 'GONE', 'VALIDATION', 'TOO_MANY_REQUESTS'];

/**
 * /register/{registrationUuid} (spec 2 §2.2, §4): loads the registration; 404 goes back to /register,
 * 410 shows the finished state; otherwise the stepper.
 */
export function RegistrationFlow({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useRegistrationInfoQuery();
  const query = useRegistrationQuery({ variables: { uuid }, fetchPolicy: 'network-only' });
  const [gone, setGone] = useState(false);
  const codes = errorCodes(query.error).codes;
  const notFound = codes.includes('NOT_FOUND');

  useEffect(() => {
    if (notFound) void navigate('/register', { replace: true });
  }, [notFound, navigate]);

  let body: ReactNode;
  if ((gone || codes.includes('GONE')) && info.data) {
    body = <GoneState email={info.data.registrationInfo.contactEmail} expired={isExpiredLink(query.error)} />;
  } else if ((query.error && !notFound && !codes.includes('GONE')) || info.error) {
    body = (
      <Stack align="center" py="12" gap="3" textAlign="center">
        <Text color="fg.error">{t('registration.flow.loadFailed')}</Text>
        <Button variant="outline" onClick={() => void Promise.all([query.refetch(), info.refetch()])}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  } else if (!query.data || !info.data) {
    body = (
      <Center py="16">
        <Spinner role="status" size="lg" color="brand.solid" aria-label={t('app.loading')} />
      </Center>
    );
  } else {
    return (
      <Flow
        key={uuid}
        registration={query.data.registration}
        info={info.data.registrationInfo}
        onGone={() => {
          setGone(true);
          // Finished or expired: the reload's answer says which.
          void query.refetch().catch(() => {});
        }}
      />
    );
  }
  return <PublicFrame>{body}</PublicFrame>;
}

/**
 * 410: 'Registrierung bereits abgeschlossen!' with the office's address (spec 2 §2.2); for an expired
 * link (x-expired) the expired text instead.
 */
export function GoneState({ email, expired = false }: { email: string; expired?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3" bg="bg" borderWidth="1px" borderTopWidth="4px" borderTopColor="brand.solid" rounded="xl" p={{ base: '5', md: '8' }} data-testid="registration-gone">
      <Text as="h1" fontSize="2xl" fontWeight="semibold">
        {t(expired ? 'registration.gone.expiredTitle' : 'registration.gone.title')}
      </Text>
      <Text>{t(expired ? 'registration.gone.expiredText' : 'registration.gone.text')}</Text>
      <Text>
        <Trans i18nKey="registration.gone.contact" values={{ email }} components={{ mail: <Link href={`mailto:${email}`} color="brand.fg" /> }} />
      </Text>
    </Stack>
  );
}

const storageKey = (uuid: string) => `registration-step:${uuid}`;

/** The step the applicant was on, kept for a reload of the page (never the finished step). */
function useStepIndex(uuid: string, steps: readonly StepId[]) {
  const [index, setIndex] = useState(() => {
    const stored = sessionStorage.getItem(storageKey(uuid)) as StepId | null;
    const i = stored ? steps.indexOf(stored) : -1;
    return i > 0 && stored !== 'finished' ? i : 0;
  });
  const go = useCallback(
    (next: number) => {
      setIndex(next);
      const step = steps[next]!;
      if (step === 'finished') sessionStorage.removeItem(storageKey(uuid));
      else sessionStorage.setItem(storageKey(uuid), step);
      window.scrollTo({ top: 0 });
    },
    [uuid, steps],
  );
  return [index, go] as const;
}

/** What `Formik`'s submit answers: undefined when the step's rules refused before anything was sent. */
type StepOutcome = 'saved' | 'blocked' | 'failed';

/**
 * The stepper: one formik form for the whole registration, validated step by step with the step's yup
 * schema (registration-validation.ts) on "Weiter"; a step that passes is saved when it changed
 * (spec 2 §4) and the next one starts with its fields untouched.
 */
function Flow({ registration, info, onGone }: { registration: RegistrationFormFieldsFragment; info: Info; onGone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { uuid, registrationType: type } = registration;
  const steps = useMemo(() => stepsOf(type), [type]);
  const [index, go] = useStepIndex(uuid, steps);
  const [initial] = useState<FormValues>(() => valuesOf(registration));
  const [saved, setSaved] = useState<FormValues>(initial);
  const [documents, setDocuments] = useState<RegistrationFileFieldsFragment[]>([]);
  /** Server errors no field shows: said above the step. */
  const [unplaced, setUnplaced] = useState<FieldError[]>([]);
  const [update, { loading: saving }] = useUpdateRegistrationMutation();
  const [finish, { loading: finishing }] = useFinishRegistrationMutation();
  const step = steps[index]!;

  // 'Bitte Eingaben prüfen' right above the buttons (a toast would cover them on a phone), and the
  // first field with an error scrolled into view.
  const [checkHint, setCheckHint] = useState(false);
  const checkInput = () => {
    setCheckHint(true);
    requestAnimationFrame(() =>
      document.querySelector('[data-step-body] [data-invalid], [data-step-body] [role="alert"]')?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
    );
  };
  useEffect(() => setCheckHint(false), [step]);

  /** Another step: its fields start untouched (errors, submit count); server errors only stay when given. */
  const moveTo = (form: FormikHelpers<FormValues>, next: number, values: FormValues, status: FormStatus = {}) => {
    form.resetForm({ values, status });
    setUnplaced([]);
    go(next);
  };

  /** A 422 of the server: its messages on the fields, the first step with one shown, the rest above it. */
  const showServerErrors = (err: unknown, values: FormValues, form: FormikHelpers<FormValues>) => {
    const first = Object.keys(serverFieldErrors(errorCodes(err).fieldErrors, REGISTRATION_PREFIXES))
      .map(stepOfPath)
      .map((s) => (s ? steps.indexOf(s) : -1))
      .filter((i) => i >= 0)
      .sort((a, b) => a - b)[0];
    if (first !== undefined && first !== index) moveTo(form, first, values);
    const placed = applyServerErrors(err, errorPlaces(values), form, REGISTRATION_PREFIXES);
    setUnplaced(placed.unplaced);
  };

  const saveStep = async (values: FormValues, form: FormikHelpers<FormValues>): Promise<StepOutcome> => {
    if (step === 'questionnaire' && questionnaireBlocks(values.shortTermQuestionnaire)) {
      void showShortTermNotAvailable(t, info.contactEmail);
      return 'blocked';
    }
    let next = values;
    if (stepChanged(step, type, values, saved)) {
      try {
        const { data } = await update({ variables: { uuid, input: stepPatch(step, type, values, saved.banking.iban) } });
        const fresh = valuesOf(data!.updateRegistration);
        setSaved((s) => withSavedStep(s, step, fresh));
        next = withSavedStep(values, step, fresh);
      } catch (err) {
        const { codes } = errorCodes(err);
        if (codes.includes('VALIDATION')) {
          showServerErrors(err, values, form);
          checkInput();
        } else if (codes.includes('GONE')) onGone();
        else if (codes.includes('NOT_FOUND')) void navigate('/register', { replace: true });
        else if (codes.some((c) => CALLER_CODES.includes(c))) notify.error(t('registration.flow.saveFailed'));
        return 'failed';
      }
    }
    moveTo(form, index + 1, next);
    return 'saved';
  };

  const finishRegistration = async (form: FormikProps<FormValues>) => {
    const ok = await confirmDialog({
      title: t('registration.finish.confirmTitle'),
      message: t('registration.finish.confirmMessage'),
      confirmLabel: t('registration.finish.confirm'),
      cancelLabel: t('common.cancel'),
      tone: 'primary',
    });
    if (!ok) return;
    const loading = openLoading(t('registration.finish.loading'));
    const values = form.values;
    try {
      const { data } = await finish({
        variables: { uuid, input: wholePatch(steps, type, values, saved.banking.iban) },
        // Any failure here is told as the spec's finish failure, not as a generic technical error.
        context: { handleErrors: ['INTERNAL'] },
      });
      setDocuments(data!.finishRegistration.files);
      moveTo(form, steps.indexOf('finished'), values);
    } catch (err) {
      const { codes } = errorCodes(err);
      if (codes.includes('GONE')) return onGone();
      if (codes.includes('VALIDATION')) showServerErrors(err, values, form);
      notify.error(t('registration.finish.failed'), { id: 'finish-failed' });
    } finally {
      loading.close();
    }
  };

  const busy = saving || finishing;
  return (
    <Formik<FormValues>
      initialValues={initial}
      initialStatus={{}}
      validationSchema={() => registrationSchema(step, type, { today: todayIso(), savedIban: saved.banking.iban })}
      onSubmit={saveStep}
    >
      {(form) => {
        const props: StepProps = { uuid, type, values: form.values, info, savedIban: saved.banking.iban, onGone };
        const serverErrors = Object.keys((form.status as FormStatus | undefined)?.serverErrors ?? {}).length > 0;
        const anyError = Object.keys(form.errors).length > 0 || serverErrors || unplaced.length > 0;
        const next = async () => {
          if (form.isSubmitting || busy) return;
          if (step === 'summary') return void finishRegistration(form);
          // Formik answers nothing when the step's rules refused (and shows their messages).
          const outcome = (await form.submitForm()) as StepOutcome | undefined;
          if (outcome === undefined) checkInput();
        };
        return (
          <PublicFrame wide>
            <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '250px minmax(0, 1fr)' }} gap={{ base: '0', lg: '8' }}>
              <Stepper steps={steps} index={index} />
              <Box minW="0">
                <Box
                  as="section"
                  bg="bg"
                  borderWidth="1px"
                  rounded="xl"
                  p={{ base: '4', md: '6' }}
                  data-testid={`step-${step}`}
                  data-step-body=""
                  aria-busy={busy || undefined}
                >
                  {unplaced.length > 0 && (
                    <Alert.Root status="error" mb="4" data-testid="step-errors">
                      <Alert.Indicator />
                      <Alert.Content>
                        {unplaced.map(({ path, message }, i) => (
                          <Alert.Description key={`${path}-${i}`}>{message}</Alert.Description>
                        ))}
                      </Alert.Content>
                    </Alert.Root>
                  )}
                  <StepBody step={step} props={props} documents={documents} />
                </Box>
                {step !== 'finished' && (
                  <StepNav
                    first={index === 0}
                    finish={step === 'summary'}
                    busy={busy}
                    checkHint={checkHint && anyError}
                    onBack={() => moveTo(form, index - 1, form.values)}
                    onNext={() => void next()}
                  />
                )}
              </Box>
            </Grid>
          </PublicFrame>
        );
      }}
    </Formik>
  );
}

interface StepNavProps {
  first: boolean;
  finish: boolean;
  busy: boolean;
  checkHint: boolean;
  onBack: () => void;
  onNext: () => void;
}

/** Back and next (finish on the summary), sticky at the bottom of a phone's screen, with the input warning above them. */
function StepNav({ first, finish, busy, checkHint, onBack, onNext }: StepNavProps) {
  const { t } = useTranslation();
  return (
    <Stack
      position="sticky"
      bottom="0"
      zIndex="docked"
      gap="2"
      mt="3"
      mx={{ base: '-3', md: '0' }}
      px={{ base: '3', md: '0' }}
      pt="3"
      pb={{ base: 'calc(0.75rem + env(safe-area-inset-bottom))', md: '3' }}
      bg="bg.subtle"
      borderTopWidth={{ base: '1px', md: '0' }}
      data-testid="step-nav"
    >
      {checkHint && (
        <Text role="alert" color="fg.error" fontSize="sm" fontWeight="medium" textAlign={{ base: 'center', md: 'end' }} data-testid="check-input">
          {t('errors.checkInput')}
        </Text>
      )}
      <HStack gap="3">
        {!first && (
          <Button size="lg" variant="outline" bg="bg" flex={{ base: finish ? 'none' : '1', md: 'none' }} disabled={busy} onClick={onBack}>
            <LuArrowLeft />
            {t('registration.flow.back')}
          </Button>
        )}
        <Box flex={{ base: 'none', md: '1' }} />
        <Button size="lg" colorPalette="brand" flex={{ base: first || finish ? '1' : '2', md: 'none' }} px={{ base: '3', md: '5' }} loading={busy} onClick={onNext}>
          {finish ? (
            <>
              <Box as="span" hideBelow="sm">
                <LuCheck />
              </Box>
              {t('registration.summary.finish')}
            </>
          ) : (
            <>
              {t('registration.flow.next')}
              <LuArrowRight />
            </>
          )}
        </Button>
      </HStack>
    </Stack>
  );
}

function StepBody({ step, props, documents }: { step: StepId; props: StepProps; documents: readonly RegistrationFileFieldsFragment[] }) {
  switch (step) {
    case 'welcome':
      return <WelcomeStep {...props} />;
    case 'questionnaire':
      return <QuestionnaireStep {...props} />;
    case 'personal':
      return <PersonalStep {...props} />;
    case 'address':
      return <AddressStep {...props} />;
    case 'banking':
      return <BankingStep {...props} />;
    case 'taxSocial':
      return <TaxSocialStep {...props} />;
    case 'employment':
      return <EmploymentStep {...props} />;
    case 'citizenship':
      return <CitizenshipStep {...props} />;
    case 'misc':
      return <MiscStep {...props} />;
    case 'summary':
      return <SummaryStep {...props} />;
    case 'finished':
      return <FinishedStep uuid={props.uuid} documents={documents} />;
  }
}
