import { Button, HStack, IconButton, Separator, Stack, Text } from '@chakra-ui/react';
import { Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { DateField } from '@/shared/date/date-field';
import { yearsAgoIso } from '@/shared/date/date-input';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { useBinding } from '@/shared/form/binding';
import { SubmitButton } from '@/shared/form/fields';
import { formatDate, todayIso } from '@/shared/format';
import { type ChildValues, compactUpper } from '../registration-form';
import { answersOf, visibility } from '../registration-steps';
import { childSchema } from '../registration-validation';
import { ContextUpload } from './data-steps';
import { FlowInput, FlowSelect, StepHeading, YesNoField } from './form-parts';
import type { StepProps } from './step-props';
import { useOpeningKey } from '@/shared/form/opening-key';

const SCHOOL = ['unknown', 'without', 'lower_secondary', 'intermediate_secondary', 'upper_secondary'] as const;
const DEGREES = ['unknown', 'without', 'vocational_training', 'master_craftsman', 'bachelor', 'master', 'doctorate'] as const;
const TAX_CLASSES = ['1', '2', '3', '4', '5', '6'] as const;

/**
 * Tax and social security (spec 2 §2.2): pension insurance number, the voluntary pension payment
 * (minor-employment group), health insurance with its document (SHORT_TERM), school and professional
 * education, children, tax id, tax class and child tax credits. Numbers are upper-cased and lose their
 * spaces on blur.
 */
export function TaxSocialStep(p: StepProps) {
  const { t } = useTranslation();
  const { values, type } = p;
  const v = visibility(type, answersOf(values));
  const children = useBinding<ChildValues[]>({ name: 'socialSecurity.children' });
  const [childOpen, setChildOpen] = useState(false);
  const f = (key: string) => t(`registration.fields.${key}` as 'registration.fields.firstName');

  return (
    <Stack gap="5">
      <StepHeading title={t('registration.steps.taxSocial')} />
      <FlowInput
        label={f('pensionInsuranceNumber')}
        name="socialSecurity.pensionInsuranceNumber"
        normalizeOnBlur={compactUpper}
        hint={t('registration.hints.pensionInsuranceNumber')}
        inputProps={{ autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false }}
      />
      {v.voluntaryPension && (
        <YesNoField
          label={t('registration.questions.pensionInsuranceVoluntaryPayment')}
          name="socialSecurity.pensionInsuranceVoluntaryPayment"
          hint={t('registration.hints.voluntaryPension')}
          testId="question-pensionInsuranceVoluntaryPayment"
        />
      )}
      <FlowInput
        label={f('healthInsurance')}
        required
        name="socialSecurity.healthInsurance"
        hint={t('registration.hints.healthInsurance')}
      />
      {v.uploads.HEALTH_INSURANCE && <ContextUpload p={p} context="HEALTH_INSURANCE" />}
      <FlowSelect
        label={f('schoolEducation')}
        required
        name="education.schoolEducation"
        options={SCHOOL.map((o) => ({ value: o, label: t(`registration.enums.schoolEducation.${o}`) }))}
      />
      <FlowSelect
        label={f('professionalDegree')}
        required
        name="education.professionalDegree"
        options={DEGREES.map((o) => ({ value: o, label: t(`registration.enums.professionalDegree.${o}`) }))}
      />

      <Separator />
      <Stack gap="2" data-testid="children">
        <Text fontSize="md" fontWeight="medium">
          {f('children')}
        </Text>
        {children.value.length === 0 ? (
          <Text color="fg.muted">{t('registration.children.none')}</Text>
        ) : (
          <Stack as="ol" gap="2" listStyleType="none">
            {children.value.map((c, i) => (
              <ChildEntry key={i} index={i} child={c} onRemove={() => children.onChange(children.value.filter((_, j) => j !== i))} />
            ))}
          </Stack>
        )}
        {children.error && (
          <Text fontSize="sm" color="fg.error" role="alert">
            {children.error}
          </Text>
        )}
        <Button size="lg" variant="outline" bg="bg" alignSelf={{ base: 'stretch', md: 'start' }} onClick={() => setChildOpen(true)}>
          <LuPlus />
          {t('registration.children.add')}
        </Button>
      </Stack>
      <Separator />

      <FlowInput
        label={f('taxIdentNumber')}
        required
        name="tax.taxIdentNumber"
        normalizeOnBlur={compactUpper}
        hint={t('registration.hints.taxIdentNumber')}
        inputProps={{ autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false }}
      />
      <FlowSelect
        label={f('taxClass')}
        required
        name="tax.taxClass"
        options={TAX_CLASSES.map((c) => ({ value: c, label: c }))}
      />
      <FlowInput
        label={f('childTaxCreditCount')}
        name="tax.childTaxCreditCount"
        hint={t('registration.hints.childTaxCreditCount')}
        inputProps={{ inputMode: 'decimal' }}
      />

      <ChildDialog
        open={childOpen}
        onClose={() => setChildOpen(false)}
        onAdd={(child) => {
          children.onChange([...children.value, child]);
          setChildOpen(false);
        }}
      />
    </Stack>
  );
}

/** A child of the list, with the errors of its fields (the step's rules or the server's). */
function ChildEntry({ index, child, onRemove }: { index: number; child: ChildValues; onRemove: () => void }) {
  const { t } = useTranslation();
  const path = `socialSecurity.children.${index}`;
  const errors = [useBinding<string>({ name: `${path}.firstName` }).error, useBinding<string>({ name: `${path}.lastName` }).error, useBinding<string>({ name: `${path}.birthdate` }).error];
  const messages = errors.filter((e): e is string => !!e);
  const name = `${child.firstName} ${child.lastName}`.trim();
  return (
    <HStack as="li" gap="3" borderWidth="1px" borderColor={messages.length ? 'border.error' : 'border'} rounded="md" px="3" py="2" bg="bg">
      <Stack gap="0" flex="1" minW="0">
        <Text overflowWrap="anywhere">
          {t('registration.children.entry', { index: index + 1, firstName: child.firstName, lastName: child.lastName, birthdate: formatDate(child.birthdate, child.birthdate) })}
        </Text>
        {messages.map((message) => (
          <Text key={message} fontSize="sm" color="fg.error">
            {message}
          </Text>
        ))}
      </Stack>
      <IconButton size="sm" variant="ghost" aria-label={t('registration.children.remove', { name })} onClick={onRemove}>
        <LuTrash2 />
      </IconButton>
    </HStack>
  );
}

const EMPTY_CHILD: ChildValues = { firstName: '', lastName: '', birthdate: '' };

/** The add-child dialog (spec 2 §2.2, §5): first name, last name, birth date not after today; a form of its own. */
function ChildDialog({ open, onClose, onAdd }: { open: boolean; onClose: () => void; onAdd: (child: ChildValues) => void }) {
  const opening = useOpeningKey(open);
  const { t } = useTranslation();
  return (
    <Formik<ChildValues>
      key={opening}
      initialValues={EMPTY_CHILD}
      validationSchema={() => childSchema(todayIso())}
      onSubmit={(child) => onAdd({ firstName: child.firstName.trim(), lastName: child.lastName.trim(), birthdate: child.birthdate })}
    >
      <FormDialog
        open={open}
        onClose={onClose}
        title={t('registration.children.dialogTitle')}
        testId="child-dialog"
        footer={
          <>
            <Button variant="outline" size="lg" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <SubmitButton size="lg">{t('common.add')}</SubmitButton>
          </>
        }
      >
        <Stack gap="4">
          <FlowInput label={t('registration.fields.firstName')} required name="firstName" />
          <FlowInput label={t('registration.fields.lastName')} required name="lastName" />
          <DateField label={t('registration.fields.birthdate')} required size="lg" name="birthdate" max={todayIso()} pickerStart={yearsAgoIso(5)} />
        </Stack>
      </FormDialog>
    </Formik>
  );
}
