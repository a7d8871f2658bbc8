import { Alert, Box, Button, Center, Checkbox, Grid, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { DateTime } from 'luxon';
import { type ReactNode, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { LuCalendar, LuCheck, LuClock, LuSave } from 'react-icons/lu';
import { useParams } from 'react-router';
import {
  type PublicConfirmationFieldsFragment,
  useConfirmationContactQuery,
  usePublicConfirmationQuery,
  useSavePublicConfirmationMutation,
} from '@/generated/confirmations';
import { applyServerErrors } from '@/shared/form/server-errors';
import { errorCodes } from '@/shared/graphql-errors';
import { submitOrWarn } from '@/shared/form/submit-or-warn';
import { formatDate } from '@/shared/format';
import { notify } from '@/shared/notify';
import { withFullTheme } from '@/shared/theme/with-full-theme';
import { ConfirmationFields } from '@/shared/confirmations/confirmation-fields';
import { ConfirmationFrame, StateCard } from './components/confirmation-frame';
import {
  CONFIRMATION_PREFIXES,
  type ConfirmationFormValues,
  confirmationSchema,
  formValuesOf,
  type PageFailure,
  pageFailure,
  toConfirmationInput,
} from '@/shared/confirmations/confirmation-rules';
import '@/shared/confirmations/texts';

type Confirmation = PublicConfirmationFieldsFragment;

/**
 * /confirmations/{uuid} (spec 3 §2.5): public, no shell, phone first. States: loading, not found (404),
 * already confirmed and expired (410), the form, confirmed successfully.
 */
function ConfirmationPage() {
  const { uuid = '' } = useParams();
  const { t } = useTranslation();
  const query = usePublicConfirmationQuery({ variables: { uuid }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  // A save can find the link gone meanwhile (confirmed elsewhere, expired at midnight): that wins.
  const [saveFailure, setSaveFailure] = useState<PageFailure | null>(null);
  const [done, setDone] = useState<Confirmation | null>(null);
  const loaded = query.data?.publicConfirmation;
  const failure = saveFailure ?? (loaded ? null : pageFailure(query.error));

  let body: ReactNode;
  if (done) body = <SuccessState confirmation={done} />;
  else if (failure === 'notFound') body = <NotFoundState />;
  else if (failure === 'alreadyConfirmed' || loaded?.confirmed) body = <AlreadyConfirmedState />;
  else if (failure === 'expired') body = <ExpiredState />;
  else if (failure === 'failed' || failure === 'tooMany')
    body = (
      <StateCard title={t('confirmations.failed.title')} tone="red" testId="confirmation-failed">
        <Text>{failure === 'tooMany' ? t('confirmations.tooMany') : t('confirmations.failed.text')}</Text>
        <Box>
          <Button variant="outline" loading={query.loading} onClick={() => void query.refetch().catch(() => {})}>
            {t('common.retry')}
          </Button>
        </Box>
      </StateCard>
    );
  else if (!loaded)
    body = (
      <Center py="16" flexDirection="column" gap="3" data-testid="confirmation-loading">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{t('confirmations.loading')}</Text>
      </Center>
    );
  else body = <ConfirmationForm key={loaded.uuid} confirmation={loaded} onDone={setDone} onGone={setSaveFailure} />;

  return <ConfirmationFrame>{body}</ConfirmationFrame>;
}

export default withFullTheme(ConfirmationPage);

const weekdayDate = (iso: string) => {
  const d = DateTime.fromISO(iso, { locale: 'de-DE' });
  return d.isValid ? `${d.toFormat('cccc')}, ${formatDate(iso)}` : iso;
};
const clock = (time: string) => time.slice(0, 5);

function When({ confirmation }: { confirmation: Confirmation }) {
  const { t } = useTranslation();
  return (
    <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
      <HStack gap="3" bg="brand.subtle" rounded="lg" px="4" py="3">
        <LuCalendar aria-hidden />
        <Stack gap="0">
          <Text fontSize="xs" color="fg.muted">
            {t('confirmations.date')}
          </Text>
          <Text fontWeight="semibold" data-testid="confirmation-date">
            {weekdayDate(confirmation.date)}
          </Text>
        </Stack>
      </HStack>
      <HStack gap="3" bg="brand.subtle" rounded="lg" px="4" py="3">
        <LuClock aria-hidden />
        <Stack gap="0">
          <Text fontSize="xs" color="fg.muted">
            {t('confirmations.startTime')}
          </Text>
          <Text fontWeight="semibold" data-testid="confirmation-start">
            {t('confirmations.startTimeValue', { time: clock(confirmation.startTime) })}
          </Text>
        </Stack>
      </HStack>
    </Grid>
  );
}

function ReadOnlyValue({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium" data-testid={testId} wordBreak="break-word">
        {value || '–'}
      </Text>
    </Stack>
  );
}

function Market({ confirmation: c }: { confirmation: Confirmation }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3" as="section" aria-label={t('confirmations.market')}>
      <Text fontWeight="semibold">{t('confirmations.market')}</Text>
      <Grid templateColumns={{ base: '1fr 2fr', sm: '2fr 1fr 2fr' }} gap="3">
        <Box gridColumn={{ base: '1 / -1', sm: '1 / -1' }}>
          <ReadOnlyValue label={t('confirmations.fields.name')} value={c.name} testId="confirmation-name" />
        </Box>
        <Box gridColumn={{ base: '1 / -1', sm: 'auto' }}>
          <ReadOnlyValue label={t('confirmations.fields.address')} value={c.address} testId="confirmation-address" />
        </Box>
        <ReadOnlyValue label={t('confirmations.fields.zip')} value={c.zip} testId="confirmation-zip" />
        <ReadOnlyValue label={t('confirmations.fields.city')} value={c.city} testId="confirmation-city" />
      </Grid>
    </Stack>
  );
}

function ConfirmationForm({ confirmation, onDone, onGone }: { confirmation: Confirmation; onDone: (c: Confirmation) => void; onGone: (f: PageFailure) => void }) {
  const { t } = useTranslation();
  // Which of the two buttons submitted: saving keeps the form, confirming ends it.
  const [intent, setIntent] = useState<'save' | 'confirm'>('save');
  const intentRef = useRef(intent);
  const [save] = useSavePublicConfirmationMutation();

  const submit = async (values: ConfirmationFormValues, form: FormikHelpers<ConfirmationFormValues>) => {
    const confirm = intentRef.current === 'confirm';
    try {
      const res = await save({ variables: { uuid: confirmation.uuid, input: toConfirmationInput(values, confirm) } });
      const saved = res.data?.savePublicConfirmation;
      if (!saved) return;
      if (confirm) {
        onDone(saved);
        window.scrollTo({ top: 0 });
      } else {
        form.resetForm({ values: formValuesOf(saved) });
        notify.success(t('confirmations.saved'));
      }
    } catch (err) {
      const { messages, unplaced, validation } = applyServerErrors(err, values, form, CONFIRMATION_PREFIXES);
      if (validation) {
        // Without field errors the server's message says what is wrong; errors of no field are said too.
        const description = errorCodes(err).fieldErrors.length === 0 ? Object.values(messages)[0] : unplaced.map((e) => e.message).join(' ') || undefined;
        notify.warning(t('confirmations.checkInput'), { description });
        return;
      }
      const failure = pageFailure(err);
      if (failure === 'tooMany') notify.warning(t('confirmations.tooMany'));
      else if (failure === 'notFound' || failure === 'alreadyConfirmed' || failure === 'expired') onGone(failure);
      // Anything else the app's error link has already reported ('Ein technischer Fehler …').
    }
  };

  return (
    <Formik<ConfirmationFormValues> initialValues={formValuesOf(confirmation)} validationSchema={confirmationSchema} onSubmit={submit}>
      {(form) => {
        const press = (which: 'save' | 'confirm') => {
          intentRef.current = which;
          setIntent(which);
          void submitOrWarn(form, () => notify.warning(t('confirmations.checkInput')));
        };
        const pending = form.isSubmitting ? intent : null;
        return (
          // Enter in a field does not confirm: confirming is binding, so only the button does it.
          <form onSubmit={(e) => e.preventDefault()}>
            <Stack gap="5" bg="bg" borderWidth="1px" rounded="xl" p={{ base: '4', md: '8' }} data-testid="confirmation-form">
              <Stack gap="2">
                <Text as="h1" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold">
                  {t('confirmations.pageTitle')}
                </Text>
                <Text color="fg.muted">{t('confirmations.intro')}</Text>
              </Stack>
              <When confirmation={confirmation} />
              <Market confirmation={confirmation} />
              <ConfirmationFields
                orderable={{ storage: confirmation.storageOrderable, targetActualComparison: confirmation.targetActualComparisonOrderable }}
                lockUnorderable
                disabled={pending !== null}
                testPrefix="confirmation-"
              />
              <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="flex-end" pt="2" borderTopWidth="1px">
                <Button variant="outline" size="lg" loading={pending === 'save'} disabled={pending !== null} onClick={() => press('save')} data-testid="confirmation-save">
                  <LuSave />
                  {t('confirmations.save')}
                </Button>
                <Button colorPalette="brand" size="lg" loading={pending === 'confirm'} disabled={pending !== null} onClick={() => press('confirm')} data-testid="confirmation-confirm">
                  <LuCheck />
                  {t('confirmations.confirm')}
                </Button>
              </Stack>
            </Stack>
          </form>
        );
      }}
    </Formik>
  );
}

function LockedConfirmed() {
  const { t } = useTranslation();
  return (
    <Checkbox.Root checked disabled colorPalette="green" size="lg" data-testid="confirmation-confirmed-box">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{t('confirmations.confirmedBox')}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function SuccessState({ confirmation }: { confirmation: Confirmation }) {
  const { t } = useTranslation();
  const chosen = (['fruitAndVegetables', 'flowers', 'storage', 'targetActualComparison', 'labels'] as const).filter((k) => confirmation.categories[k]);
  return (
    <StateCard title={t('confirmations.success.title')} tone="green" testId="confirmation-success">
      <Text>{t('confirmations.success.text', { date: formatDate(confirmation.date), time: clock(confirmation.startTime) })}</Text>
      <Text fontWeight="medium">{confirmation.name}</Text>
      <Text color="fg.muted">{[confirmation.address, `${confirmation.zip} ${confirmation.city}`.trim()].filter(Boolean).join(', ')}</Text>
      {chosen.length > 0 && (
        <Text>
          {t('confirmations.categoriesTitle')}: {chosen.map((k) => t(`confirmations.categories.${k}`)).join(', ')}
        </Text>
      )}
      {confirmation.categories.storage && (
        <Text>
          {t('confirmations.fields.storageRollCageCount')}: {confirmation.storageRollCageCount ?? 0} · {t('confirmations.fields.storageFreezerRollCageCount')}:{' '}
          {confirmation.storageFreezerRollCageCount ?? 0}
        </Text>
      )}
      <LockedConfirmed />
    </StateCard>
  );
}

function NotFoundState() {
  const { t } = useTranslation();
  return (
    <StateCard title={t('confirmations.notFound.title')} tone="red" testId="confirmation-not-found">
      <Text>{t('confirmations.notFound.text')}</Text>
    </StateCard>
  );
}

function AlreadyConfirmedState() {
  const { t } = useTranslation();
  return (
    <StateCard title={t('confirmations.alreadyConfirmed.title')} tone="green" testId="confirmation-already-confirmed">
      <Text>{t('confirmations.alreadyConfirmed.text')}</Text>
      <LockedConfirmed />
    </StateCard>
  );
}

/** 410 x-expired: the expired text and the office's mailbox (the public contact the app already has). */
function ExpiredState() {
  const { t } = useTranslation();
  const contact = useConfirmationContactQuery({ fetchPolicy: 'cache-first' });
  const email = contact.data?.registrationInfo.contactEmail;
  return (
    <StateCard title={t('confirmations.expired.title')} tone="orange" testId="confirmation-expired">
      <Text>{t('confirmations.expired.text')}</Text>
      {email ? (
        <Text data-testid="confirmation-contact">
          <Trans i18nKey="confirmations.expired.contact" values={{ email }} components={{ mail: <Link href={`mailto:${email}`} color="brand.fg" fontWeight="medium" /> }} />
        </Text>
      ) : contact.loading ? null : (
        <Alert.Root status="info" variant="subtle">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t('confirmations.expired.contactFallback')}</Alert.Title>
        </Alert.Root>
      )}
    </StateCard>
  );
}
