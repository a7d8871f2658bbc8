import { Box, Field, Grid, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RegistrationFileContext } from '@/generated/registrations';
import { compactUpper, isMaskedIban } from '../registration-form';
import { filesOf } from '../registration-files';
import { requiredUploads } from '../registration-steps';
import { FlowInput, FlowSelect, StepHeading } from './form-parts';
import type { StepProps } from './step-props';
import { UploadArea } from './upload-area';

export const SEXES = ['male', 'female', 'diverse', 'undefined'] as const;
export const MARITAL_STATUSES = ['single', 'married', 'widowed', 'divorced', 'living_apart', 'civil_union'] as const;

/** Personal data (spec 2 §2.2): sex, last name, birth name, first name, marital status, birth date as day, month, year. */
export function PersonalStep({ values, set, errors }: StepProps) {
  const { t } = useTranslation();
  const p = values.personal;
  const f = (key: string) => t(`registration.fields.${key}` as 'registration.fields.firstName');
  return (
    <Stack gap="5">
      <StepHeading title={t('registration.steps.personal')} />
      <FlowSelect
        label={f('sex')}
        required
        value={p.sex}
        onChange={(sex) => set('personal', { sex })}
        options={SEXES.map((v) => ({ value: v, label: t(`registration.enums.sex.${v}`) }))}
        error={errors['personal.sex']}
      />
      <FlowInput
        label={f('lastName')}
        required
        value={p.lastName}
        onChange={(lastName) => set('personal', { lastName })}
        error={errors['personal.lastName']}
        inputProps={{ autoComplete: 'family-name' }}
      />
      <FlowInput
        label={f('birthName')}
        value={p.birthName}
        onChange={(birthName) => set('personal', { birthName })}
        error={errors['personal.birthName']}
        hint={t('registration.hints.birthName')}
        inputProps={{ autoComplete: 'off' }}
      />
      <FlowInput
        label={f('firstName')}
        required
        value={p.firstName}
        onChange={(firstName) => set('personal', { firstName })}
        error={errors['personal.firstName']}
        inputProps={{ autoComplete: 'given-name' }}
      />
      <FlowSelect
        label={f('maritalStatus')}
        required
        value={p.maritalStatus}
        onChange={(maritalStatus) => set('personal', { maritalStatus })}
        options={MARITAL_STATUSES.map((v) => ({ value: v, label: t(`registration.enums.maritalStatus.${v}`) }))}
        error={errors['personal.maritalStatus']}
      />
      <BirthdateField {...{ values, set, errors }} />
    </Stack>
  );
}

/** The birth date as three number fields (spec 2 §2.2, §5): day, month, year. */
function BirthdateField({ values, set, errors }: Pick<StepProps, 'values' | 'set' | 'errors'>) {
  const { t } = useTranslation();
  const p = values.personal;
  const parts = [
    { key: 'day', width: '1fr', max: 2, auto: 'bday-day' },
    { key: 'month', width: '1fr', max: 2, auto: 'bday-month' },
    { key: 'year', width: '1.6fr', max: 4, auto: 'bday-year' },
  ] as const;
  const partErrors = parts.map((x) => errors[`personal.${x.key}`]).filter((e): e is string => !!e);
  const messages = partErrors.length ? partErrors : [errors['personal.birthdate']].filter((e): e is string => !!e);
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
          <Field.Root key={x.key} invalid={!!errors[`personal.${x.key}`] || (!partErrors.length && !!errors['personal.birthdate'])}>
            <Field.Label fontSize="sm" color="fg.muted" fontWeight="normal">
              {t(`registration.fields.${x.key}`)}
            </Field.Label>
            <Input
              size="lg"
              bg="bg"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={x.max}
              autoComplete={x.auto}
              placeholder={x.key === 'year' ? 'JJJJ' : x.key === 'month' ? 'MM' : 'TT'}
              value={p[x.key]}
              onChange={(e) => set('personal', { [x.key]: e.currentTarget.value.replace(/\D/g, '') })}
            />
          </Field.Root>
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

/** Address and contact (spec 2 §2.2): street, zip, city, e-mail, phone. */
export function AddressStep({ values, set, errors }: StepProps) {
  const { t } = useTranslation();
  const a = values.addressAndContact;
  return (
    <Stack gap="5">
      <StepHeading title={t('registration.steps.address')} />
      <FlowInput
        label={t('registration.fields.street')}
        required
        value={a.street}
        onChange={(street) => set('addressAndContact', { street })}
        error={errors['addressAndContact.street']}
        hint={t('registration.hints.street')}
        inputProps={{ autoComplete: 'street-address' }}
      />
      <Grid templateColumns="minmax(0, 2fr) minmax(0, 3fr)" gap="3" alignItems="start">
        <FlowInput
          label={t('registration.fields.zip')}
          required
          value={a.zip}
          onChange={(zip) => set('addressAndContact', { zip: zip.replace(/\D/g, '') })}
          error={errors['addressAndContact.zip']}
          hint={t('registration.hints.zip')}
          inputProps={{ inputMode: 'numeric', pattern: '[0-9]*', maxLength: 5, autoComplete: 'postal-code' }}
        />
        <FlowInput
          label={t('registration.fields.city')}
          required
          value={a.city}
          onChange={(city) => set('addressAndContact', { city })}
          error={errors['addressAndContact.city']}
          inputProps={{ autoComplete: 'address-level2' }}
        />
      </Grid>
      <FlowInput
        label={t('registration.fields.email')}
        required
        value={a.email}
        onChange={(email) => set('addressAndContact', { email })}
        error={errors['addressAndContact.email']}
        inputProps={{ type: 'email', inputMode: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false }}
      />
      <FlowInput
        label={t('registration.fields.phone')}
        required
        value={a.phone}
        onChange={(phone) => set('addressAndContact', { phone })}
        error={errors['addressAndContact.phone']}
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
export function BankingStep({ values, set, errors, savedIban }: StepProps) {
  const { t } = useTranslation();
  const b = values.banking;
  const masked = isMaskedIban(savedIban) && compactUpper(b.iban) === compactUpper(savedIban);
  return (
    <Stack gap="5">
      <StepHeading title={t('registration.steps.banking')} />
      <FlowInput
        label={t('registration.fields.bic')}
        required
        value={b.bic}
        onChange={(bic) => set('banking', { bic: compactUpper(bic) })}
        error={errors['banking.bic']}
        hint={t('registration.hints.bic')}
        inputProps={{ autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false, fontFamily: 'mono' }}
      />
      <FlowInput
        label={t('registration.fields.iban')}
        required
        value={b.iban}
        onChange={(iban) => set('banking', { iban: iban.toUpperCase() })}
        error={errors['banking.iban']}
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

/** An upload area of the step's registration, with the type's rule whether it is required. */
export function ContextUpload({ p, context }: { p: StepProps; context: RegistrationFileContext }) {
  const { t } = useTranslation();
  const required = requiredUploads(p.type, {
    otherEmployerInCurrentYear: p.values.employment.otherEmployerInCurrentYear,
    euCitizen: p.values.citizenship.euCitizen,
    disabled: p.values.misc.disabled,
    student: p.values.misc.student,
  }).includes(context);
  return (
    <UploadArea
      uuid={p.uuid}
      context={context}
      title={t(`registration.enums.context.${context}`)}
      files={filesOf(p.files, context)}
      maxFiles={p.info.maxFilesPerContext}
      maxBytes={p.info.maxFileSize}
      required={required}
      error={p.errors[`files.${context}`]}
      onUploaded={p.onUploaded}
      onDeleted={(name) => p.onDeleted(context, name)}
      onGone={p.onGone}
    />
  );
}

