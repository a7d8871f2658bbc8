import { Box, Field, Grid, Input, Stack, Text } from '@chakra-ui/react';
import { getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { RegistrationFileContext } from '@/generated/registrations';
import { useBinding } from '@/shared/form/binding';
import { serverErrorOf, withoutServerError } from '@/shared/form/server-errors';
import { compactUpper, type FormValues, isMaskedIban, withoutFile, withUploaded } from '../registration-form';
import { answersOf, requiredUploads } from '../registration-steps';
import { FlowInput, FlowSelect, StepHeading } from './form-parts';
import type { StepProps } from './step-props';
import { UploadArea } from './upload-area';

export const SEXES = ['male', 'female', 'diverse', 'undefined'] as const;
export const MARITAL_STATUSES = ['single', 'married', 'widowed', 'divorced', 'living_apart', 'civil_union'] as const;

/** Personal data (spec 2 §2.2): sex, last name, birth name, first name, marital status, birth date as day, month, year. */
export function PersonalStep(_: StepProps) {
  const { t } = useTranslation();
  const f = (key: string) => t(`registration.fields.${key}` as 'registration.fields.firstName');
  return (
    <Stack gap="5">
      <StepHeading title={t('registration.steps.personal')} />
      <FlowSelect
        label={f('sex')}
        required
        name="personal.sex"
        options={SEXES.map((v) => ({ value: v, label: t(`registration.enums.sex.${v}`) }))}
      />
      <FlowInput
        label={f('lastName')}
        required
        name="personal.lastName"
        inputProps={{ autoComplete: 'family-name' }}
      />
      <FlowInput
        label={f('birthName')}
        name="personal.birthName"
        hint={t('registration.hints.birthName')}
        inputProps={{ autoComplete: 'off' }}
      />
      <FlowInput
        label={f('firstName')}
        required
        name="personal.firstName"
        inputProps={{ autoComplete: 'given-name' }}
      />
      <FlowSelect
        label={f('maritalStatus')}
        required
        name="personal.maritalStatus"
        options={MARITAL_STATUSES.map((v) => ({ value: v, label: t(`registration.enums.maritalStatus.${v}`) }))}
      />
      <BirthdateField />
    </Stack>
  );
}

const BIRTHDATE_PARTS = [
  { key: 'day', width: '1fr', max: 2, auto: 'bday-day', placeholder: 'TT' },
  { key: 'month', width: '1fr', max: 2, auto: 'bday-month', placeholder: 'MM' },
  { key: 'year', width: '1.6fr', max: 4, auto: 'bday-year', placeholder: 'JJJJ' },
] as const;

/**
 * The birth date as three number fields (spec 2 §2.2, §5): day, month, year, each with its own rule;
 * once all three are fine, the date they make ('personal.birthdate', as the server names it too).
 */
function BirthdateField() {
  const { t } = useTranslation();
  const form = useFormikContext<FormValues>();
  const parts = BIRTHDATE_PARTS.map((x) => ({ ...x, error: partError(form, `personal.${x.key}`) }));
  const partErrors = parts.map((x) => x.error).filter((e): e is string => !!e);
  const whole = partError(form, 'personal.birthdate', BIRTHDATE_PARTS.every((x) => getIn(form.touched, `personal.${x.key}`)));
  const messages = partErrors.length ? partErrors : [whole].filter((e): e is string => !!e);
  return (
    <Box as="fieldset" data-testid="birthdate">
      <Text as="legend" fontSize="md" fontWeight="medium" mb="1.5">
        {t('registration.fields.birthdate')}
        <Text as="span" color="fg.error" ms="1" aria-hidden>
          *
        </Text>
      </Text>
      <Grid templateColumns={parts.map((x) => x.width).join(' ')} gap="2">
        {parts.map((x) => (
          <BirthdatePart key={x.key} part={x} invalid={!!x.error || (!partErrors.length && !!whole)} />
        ))}
      </Grid>
      {messages.length ? (
        <Stack gap="0.5" mt="1.5" role="alert">
          {messages.map((m) => (
            <Text key={m} fontSize="sm" color="fg.error">
              {m}
            </Text>
          ))}
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted" mt="1.5">
          {t('registration.hints.birthdate')}
        </Text>
      )}
    </Box>
  );
}

/** A field's error as a bound field shows it: the server's until changed, its own once left or submitted. */
function partError(form: ReturnType<typeof useFormikContext<FormValues>>, name: string, touched = !!getIn(form.touched, name)): string | undefined {
  const own: unknown = getIn(form.errors, name);
  return serverErrorOf(form.status, name) ?? ((touched || form.submitCount > 0) && typeof own === 'string' ? own : undefined);
}

function BirthdatePart({ part, invalid }: { part: (typeof BIRTHDATE_PARTS)[number]; invalid: boolean }) {
  const { t } = useTranslation();
  const form = useFormikContext<FormValues>();
  const name = `personal.${part.key}`;
  const { value, onChange, onBlur } = useBinding<string>({
    name,
    // A changed part makes the server's verdict on the whole date stale.
    onChange: () => {
      if (serverErrorOf(form.status, 'personal.birthdate') !== undefined) {
        form.setStatus(withoutServerError(withoutServerError(form.status, name), 'personal.birthdate'));
      }
    },
  });
  return (
    <Field.Root invalid={invalid}>
      <Field.Label fontSize="sm" color="fg.muted" fontWeight="normal">
        {t(`registration.fields.${part.key}`)}
      </Field.Label>
      <Input
        size="lg"
        bg="bg"
        inputMode="numeric"
        pattern="[0-9]*"
        name={name}
        maxLength={part.max}
        autoComplete={part.auto}
        placeholder={part.placeholder}
        value={value ?? ''}
        onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, ''))}
        onBlur={onBlur}
      />
    </Field.Root>
  );
}

/** Address and contact (spec 2 §2.2): street, zip, city, e-mail, phone. */
export function AddressStep(_: StepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="5">
      <StepHeading title={t('registration.steps.address')} />
      <FlowInput
        label={t('registration.fields.street')}
        required
        name="addressAndContact.street"
        hint={t('registration.hints.street')}
        inputProps={{ autoComplete: 'street-address' }}
      />
      <Grid templateColumns="minmax(0, 2fr) minmax(0, 3fr)" gap="3" alignItems="start">
        <FlowInput
          label={t('registration.fields.zip')}
          required
          name="addressAndContact.zip"
          normalize={(zip) => zip.replace(/\D/g, '')}
          hint={t('registration.hints.zip')}
          inputProps={{ inputMode: 'numeric', pattern: '[0-9]*', maxLength: 5, autoComplete: 'postal-code' }}
        />
        <FlowInput
          label={t('registration.fields.city')}
          required
          name="addressAndContact.city"
          inputProps={{ autoComplete: 'address-level2' }}
        />
      </Grid>
      <FlowInput
        label={t('registration.fields.email')}
        required
        name="addressAndContact.email"
        inputProps={{ type: 'email', inputMode: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false }}
      />
      <FlowInput
        label={t('registration.fields.phone')}
        required
        name="addressAndContact.phone"
        hint={t('registration.hints.phone')}
        inputProps={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel' }}
      />
    </Stack>
  );
}

/**
 * Banking (spec 2 §2.2): BIC upper-cased with spaces stripped as typed, IBAN upper-cased. A stored
 * IBAN comes back masked (first 4 and last 2); left as it is, the stored one is kept.
 */
export function BankingStep({ values, savedIban }: StepProps) {
  const { t } = useTranslation();
  const b = values.banking;
  const masked = isMaskedIban(savedIban) && compactUpper(b.iban) === compactUpper(savedIban);
  return (
    <Stack gap="5">
      <StepHeading title={t('registration.steps.banking')} />
      <FlowInput
        label={t('registration.fields.bic')}
        required
        name="banking.bic"
        normalize={compactUpper}
        hint={t('registration.hints.bic')}
        inputProps={{ autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false, fontFamily: 'mono' }}
      />
      <FlowInput
        label={t('registration.fields.iban')}
        required
        name="banking.iban"
        normalize={(iban) => iban.toUpperCase()}
        hint={masked ? t('registration.hints.ibanMasked') : t('registration.hints.iban')}
        inputProps={{
          autoCapitalize: 'characters',
          autoComplete: 'off',
          spellCheck: false,
          fontFamily: 'mono',
          // Typing over the masked value replaces it as a whole.
          onFocus: (e) => masked && e.currentTarget.select(),
        }}
      />
    </Stack>
  );
}

/**
 * An upload area of the step's registration, with the type's rule whether it is required; its files are
 * the form's `files.CONTEXT` (the required-upload rule and the server's errors are on that name).
 */
export function ContextUpload({ p, context }: { p: StepProps; context: RegistrationFileContext }) {
  const { t } = useTranslation();
  const form = useFormikContext<FormValues>();
  const name = `files.${context}`;
  const { error } = useBinding<unknown>({ name });
  const required = requiredUploads(p.type, answersOf(form.values)).includes(context);
  // The upload area reports a file a second after it arrived: the form as it is then, not as it was.
  const change = (next: (values: FormValues) => FormValues) => {
    void form.setValues(next);
    if (serverErrorOf(form.status, name) !== undefined) form.setStatus(withoutServerError(form.status, name));
  };
  return (
    <UploadArea
      uuid={p.uuid}
      context={context}
      title={t(`registration.enums.context.${context}`)}
      files={form.values.files[context]}
      maxFiles={p.info.maxFilesPerContext}
      maxBytes={p.info.maxFileSize}
      required={required}
      error={error}
      onUploaded={(file) => change((v) => withUploaded(v, file))}
      onDeleted={(fileName) => change((v) => withoutFile(v, context, fileName))}
      onGone={p.onGone}
    />
  );
}
