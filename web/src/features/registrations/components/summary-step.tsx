import { Box, Grid, Heading, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFileText } from 'react-icons/lu';
import type { RegistrationFileFieldsFragment } from '@/generated/registrations';
import { formatCurrency, formatDate, parseDecimal } from '@/shared/format';
import { allFiles, birthdateOf, type YesNo } from '../registration-form';
import { fileUrl, startDownload } from '../registration-files';
import { answersOf, visibility } from '../registration-steps';
import { QUESTIONS } from './intro-steps';
import { StepHeading } from './form-parts';
import type { StepProps } from './step-props';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" borderWidth="1px" rounded="lg" bg="bg" p={{ base: '3', md: '4' }}>
      <Heading as="h3" size="sm" mb="2" color="brand.fg">
        {title}
      </Heading>
      <Grid as="dl" templateColumns={{ base: '1fr', sm: 'minmax(0, 2fr) minmax(0, 3fr)' }} columnGap="4" rowGap={{ base: '0', sm: '1.5' }}>
        {children}
      </Grid>
    </Box>
  );
}

function Line({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <>
      <Text as="dt" fontSize="sm" color="fg.muted" pt={{ base: '1.5', sm: '0' }}>
        {label}
      </Text>
      <Text as="dd" wordBreak="break-word" data-testid={testId}>
        {value === '' || value === null || value === undefined ? '–' : value}
      </Text>
    </>
  );
}

/**
 * Summary (spec 2 §2.2): every entry read-only. The voluntary pension payment only for the
 * minor-employment group, the permit dates only for non-EU citizens, the optional misc numbers only
 * when filled, children numbered with name and birth date (DD.MM.YYYY).
 */
export function SummaryStep({ type, values }: StepProps) {
  const { t } = useTranslation();
  const euro = (text: string) => formatCurrency(parseDecimal(text), text);
  const yn = (v: YesNo) => (v === null ? '' : v ? t('registration.yes') : t('registration.no'));
  const f = (key: string) => t(`registration.fields.${key}` as 'registration.fields.firstName');
  const s = (key: string) => t(`registration.summary.${key}` as 'registration.summary.mainEmployer');
  const v = visibility(type, answersOf(values));
  const files = allFiles(values.files);
  const { personal: p, addressAndContact: a, banking: b, socialSecurity: ss, education: ed, tax: tx, employment: em, citizenship: c, misc: m } = values;
  const enumLabel = (group: 'sex' | 'maritalStatus' | 'schoolEducation' | 'professionalDegree', value: string) =>
    value ? t(`registration.enums.${group}.${value}` as 'registration.enums.sex.male') : '';

  return (
    <Stack gap="4" data-testid="summary">
      <StepHeading title={t('registration.steps.summary')} intro={t('registration.summary.intro')} />
      {type === 'SHORT_TERM' && (
        <Section title={s('questionnaire')}>
          {QUESTIONS.map((key) => (
            <Line key={key} label={t(`registration.questionnaire.${key}`)} value={yn(values.shortTermQuestionnaire[key])} />
          ))}
        </Section>
      )}
      <Section title={s('personal')}>
        <Line label={f('sex')} value={enumLabel('sex', p.sex)} />
        <Line label={f('lastName')} value={p.lastName} />
        <Line label={f('birthName')} value={p.birthName} />
        <Line label={f('firstName')} value={p.firstName} />
        <Line label={f('maritalStatus')} value={enumLabel('maritalStatus', p.maritalStatus)} />
        <Line label={f('birthdate')} value={formatDate(birthdateOf(p))} testId="summary-birthdate" />
      </Section>
      <Section title={s('address')}>
        <Line label={f('street')} value={a.street} />
        <Line label={`${f('zip')}, ${f('city')}`} value={`${a.zip} ${a.city}`.trim()} />
        <Line label={f('email')} value={a.email} />
        <Line label={f('phone')} value={a.phone} />
      </Section>
      <Section title={s('banking')}>
        <Line label={f('bic')} value={b.bic} />
        <Line label={f('iban')} value={b.iban} testId="summary-iban" />
      </Section>
      <Section title={s('socialSecurity')}>
        <Line label={f('pensionInsuranceNumber')} value={ss.pensionInsuranceNumber} />
        {v.voluntaryPension && <Line label={s('voluntaryPension')} value={yn(ss.pensionInsuranceVoluntaryPayment)} testId="summary-voluntaryPension" />}
        <Line label={f('healthInsurance')} value={ss.healthInsurance} />
        {ss.children.length === 0 ? (
          <Line label={f('children')} value={s('noChildren')} />
        ) : (
          ss.children.map((child, i) => (
            <Line
              key={i}
              label={t('registration.summary.child', { index: i + 1 })}
              value={t('registration.summary.childValue', { firstName: child.firstName, lastName: child.lastName, birthdate: formatDate(child.birthdate) })}
              testId={`summary-child-${i + 1}`}
            />
          ))
        )}
      </Section>
      <Section title={s('education')}>
        <Line label={f('schoolEducation')} value={enumLabel('schoolEducation', ed.schoolEducation)} />
        <Line label={f('professionalDegree')} value={enumLabel('professionalDegree', ed.professionalDegree)} />
      </Section>
      <Section title={s('tax')}>
        <Line label={f('taxIdentNumber')} value={tx.taxIdentNumber} />
        <Line label={f('taxClass')} value={tx.taxClass} />
        <Line label={f('childTaxCreditCount')} value={tx.childTaxCreditCount} />
      </Section>
      <Section title={s('employment')}>
        <Line label={s('mainEmployer')} value={yn(em.mainEmployer)} />
        <Line label={s('otherEmployments')} value={yn(em.otherEmployments)} />
        <Line label={s('otherEmployerInCurrentYear')} value={yn(em.otherEmployerInCurrentYear)} />
        {v.shortTermDays && <Line label={f('daysShortTermEmploymentC')} value={em.daysShortTermEmploymentC} />}
      </Section>
      <Section title={s('citizenship')}>
        <Line label={f('citizenship')} value={c.citizenship} />
        <Line label={f('birthplace')} value={c.birthplace} />
        <Line label={f('countryOfBirth')} value={c.countryOfBirth} />
        <Line label={s('euCitizen')} value={yn(c.euCitizen)} />
        {v.permits &&
          (['residencePermitValidTo', 'passportValidTo', 'workPermitValidTo'] as const).map((key) => (
            <Line key={key} label={f(key)} value={formatDate(c[key])} testId={`summary-${key}`} />
          ))}
      </Section>
      <Section title={s('misc')}>
        <Line label={s('selfEmployed')} value={yn(m.selfEmployed)} />
        <Line label={s('disabled')} value={yn(m.disabled)} />
        {v.student && <Line label={s('student')} value={yn(m.student)} />}
        {(['maxWeeklyHours', 'maxMonthlyCompensation', 'miniJobCompensation'] as const)
          .filter((key) => m[key].trim() !== '')
          .map((key) => (
            <Line key={key} label={f(key)} value={key === 'maxWeeklyHours' ? m[key] : euro(m[key])} testId={`summary-${key}`} />
          ))}
      </Section>
      <Section title={s('files')}>
        {files.length === 0 ? (
          <Line label={s('files')} value={s('noFiles')} />
        ) : (
          files.map((file) => <Line key={file.key} label={t(`registration.enums.context.${file.context ?? 'MISC'}`)} value={file.fileName} />)
        )}
      </Section>
    </Stack>
  );
}

/**
 * Finished (spec 2 §2.2): the generated documents as download links with a PDF icon; they all
 * download as soon as the step shows.
 */
export function FinishedStep({ uuid, documents }: { uuid: string; documents: readonly RegistrationFileFieldsFragment[] }) {
  const { t } = useTranslation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    for (const doc of documents) startDownload(uuid, doc);
  }, [uuid, documents]);

  return (
    <Stack gap="4" data-testid="finished">
      <StepHeading title={t('registration.finished.title')} />
      <Text>{t('registration.finished.text')}</Text>
      <Stack gap="2">
        <Text fontWeight="medium">{t('registration.finished.files')}</Text>
        {documents.map((doc) => (
          <Link
            key={doc.key}
            href={fileUrl(uuid, doc.key)}
            download={doc.fileName}
            display="flex"
            alignItems="center"
            gap="3"
            borderWidth="1px"
            rounded="md"
            p="3"
            bg="bg"
            _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
            data-testid="document-link"
          >
            <Icon as={LuFileText} color="red.600" boxSize="6" flexShrink={0} />
            <Text wordBreak="break-all">{doc.fileName}</Text>
          </Link>
        ))}
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        {t('registration.finished.hint')}
      </Text>
    </Stack>
  );
}
