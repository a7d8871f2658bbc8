import { Button, HStack, IconButton, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { DateField } from '@/shared/date/date-field';
import { yearsAgoIso } from '@/shared/date/date-input';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { formatDate, todayIso } from '@/shared/format';
import { type ChildValues, compactUpper } from '../registration-form';
import { visibility } from '../registration-steps';
import { validateChild } from '../registration-validation';
import { ContextUpload } from './data-steps';
import { FlowInput, FlowSelect, StepHeading, YesNoField } from './form-parts';
import type { StepProps } from './step-props';

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
  const { values, set, errors, type } = p;
  const s = values.socialSecurity;
  const x = values.tax;
  const v = visibility(type, {
    otherEmployerInCurrentYear: values.employment.otherEmployerInCurrentYear,
    euCitizen: values.citizenship.euCitizen,
    disabled: values.misc.disabled,
    student: values.misc.student,
  });
  const [childOpen, setChildOpen] = useState(false);
  const f = (key: string) => t(`registration.fields.${key}` as 'registration.fields.firstName');

  return (
    <Stack gap="5">
      <StepHeading title={t('registration.steps.taxSocial')} />
      <FlowInput
        label={f('pensionInsuranceNumber')}
        value={s.pensionInsuranceNumber}
        onChange={(pensionInsuranceNumber) => set('socialSecurity', { pensionInsuranceNumber })}
        onBlur={() => set('socialSecurity', { pensionInsuranceNumber: compactUpper(s.pensionInsuranceNumber) })}
        error={errors['socialSecurity.pensionInsuranceNumber']}
        hint={t('registration.hints.pensionInsuranceNumber')}
        inputProps={{ autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false }}
      />
      {v.voluntaryPension && (
        <YesNoField
          label={t('registration.questions.pensionInsuranceVoluntaryPayment')}
          value={s.pensionInsuranceVoluntaryPayment}
          onChange={(pensionInsuranceVoluntaryPayment) => set('socialSecurity', { pensionInsuranceVoluntaryPayment })}
          error={errors['socialSecurity.pensionInsuranceVoluntaryPayment']}
          hint={t('registration.hints.voluntaryPension')}
          testId="question-pensionInsuranceVoluntaryPayment"
        />
      )}
      <FlowInput
        label={f('healthInsurance')}
        required
        value={s.healthInsurance}
        onChange={(healthInsurance) => set('socialSecurity', { healthInsurance })}
        error={errors['socialSecurity.healthInsurance']}
        hint={t('registration.hints.healthInsurance')}
      />
      {v.uploads.HEALTH_INSURANCE && <ContextUpload p={p} context="HEALTH_INSURANCE" />}
      <FlowSelect
        label={f('schoolEducation')}
        required
        value={values.education.schoolEducation}
        onChange={(schoolEducation) => set('education', { schoolEducation })}
        options={SCHOOL.map((o) => ({ value: o, label: t(`registration.enums.schoolEducation.${o}`) }))}
        error={errors['education.schoolEducation']}
      />
      <FlowSelect
        label={f('professionalDegree')}
        required
        value={values.education.professionalDegree}
        onChange={(professionalDegree) => set('education', { professionalDegree })}
        options={DEGREES.map((o) => ({ value: o, label: t(`registration.enums.professionalDegree.${o}`) }))}
        error={errors['education.professionalDegree']}
      />

      <Separator />
      <Stack gap="2" data-testid="children">
        <Text fontSize="md" fontWeight="medium">
          {f('children')}
        </Text>
        {s.children.length === 0 ? (
          <Text color="fg.muted">{t('registration.children.none')}</Text>
        ) : (
          <Stack as="ol" gap="2" listStyleType="none">
            {s.children.map((c, i) => {
              const childErrors = ['firstName', 'lastName', 'birthdate'].map((k) => errors[`socialSecurity.children.${i}.${k}`]).filter(Boolean);
              const name = `${c.firstName} ${c.lastName}`.trim();
              return (
                <HStack as="li" key={i} gap="3" borderWidth="1px" borderColor={childErrors.length ? 'border.error' : 'border'} rounded="md" px="3" py="2" bg="bg">
                  <Stack gap="0" flex="1" minW="0">
                    <Text overflowWrap="anywhere">
                      {t('registration.children.entry', { index: i + 1, firstName: c.firstName, lastName: c.lastName, birthdate: formatDate(c.birthdate, c.birthdate) })}
                    </Text>
                    {childErrors.map((message) => (
                      <Text key={message} fontSize="sm" color="fg.error">
                        {message}
                      </Text>
                    ))}
                  </Stack>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    aria-label={t('registration.children.remove', { name })}
                    onClick={() => set('socialSecurity', { children: s.children.filter((_, j) => j !== i) })}
                  >
                    <LuTrash2 />
                  </IconButton>
                </HStack>
              );
            })}
          </Stack>
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
        value={x.taxIdentNumber}
        onChange={(taxIdentNumber) => set('tax', { taxIdentNumber })}
        onBlur={() => set('tax', { taxIdentNumber: compactUpper(x.taxIdentNumber) })}
        error={errors['tax.taxIdentNumber']}
        hint={t('registration.hints.taxIdentNumber')}
        inputProps={{ autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false }}
      />
      <FlowSelect
        label={f('taxClass')}
        required
        value={x.taxClass}
        onChange={(taxClass) => set('tax', { taxClass })}
        options={TAX_CLASSES.map((c) => ({ value: c, label: c }))}
        error={errors['tax.taxClass']}
      />
      <FlowInput
        label={f('childTaxCreditCount')}
        value={x.childTaxCreditCount}
        onChange={(childTaxCreditCount) => set('tax', { childTaxCreditCount })}
        error={errors['tax.childTaxCreditCount']}
        hint={t('registration.hints.childTaxCreditCount')}
        inputProps={{ inputMode: 'decimal' }}
      />

      <ChildDialog
        open={childOpen}
        onClose={() => setChildOpen(false)}
        onAdd={(child) => {
          set('socialSecurity', { children: [...s.children, child] });
          setChildOpen(false);
        }}
      />
    </Stack>
  );
}

const EMPTY_CHILD: ChildValues = { firstName: '', lastName: '', birthdate: '' };

/** The add-child dialog (spec 2 §2.2, §5): first name, last name, birth date not after today. */
function ChildDialog({ open, onClose, onAdd }: { open: boolean; onClose: () => void; onAdd: (child: ChildValues) => void }) {
  const { t } = useTranslation();
  const [child, setChild] = useState<ChildValues>(EMPTY_CHILD);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const close = () => {
    setChild(EMPTY_CHILD);
    setErrors({});
    onClose();
  };
  const change = (c: Partial<ChildValues>) => {
    setChild({ ...child, ...c });
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in c))));
  };
  const add = () => {
    const found = validateChild(child, todayIso());
    setErrors(found);
    if (Object.keys(found).length) return;
    onAdd({ firstName: child.firstName.trim(), lastName: child.lastName.trim(), birthdate: child.birthdate });
    setChild(EMPTY_CHILD);
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('registration.children.dialogTitle')}
      testId="child-dialog"
      footer={
        <>
          <Button variant="outline" size="lg" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button colorPalette="brand" size="lg" onClick={add}>
            {t('common.add')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <FlowInput label={t('registration.fields.firstName')} required value={child.firstName} onChange={(firstName) => change({ firstName })} error={errors.firstName} />
        <FlowInput label={t('registration.fields.lastName')} required value={child.lastName} onChange={(lastName) => change({ lastName })} error={errors.lastName} />
        <DateField
          label={t('registration.fields.birthdate')}
          required
          size="lg"
          value={child.birthdate}
          onChange={(birthdate) => change({ birthdate })}
          error={errors.birthdate}
          max={todayIso()}
          pickerStart={yearsAgoIso(5)}
        />
      </Stack>
    </FormDialog>
  );
}
