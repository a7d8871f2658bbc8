import { Button, Card, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  type EmployeeDefaultsQuery,
  useCompanyLocationsQuery,
  useCreateEmployeeMutation,
  useEmployeeDefaultsQuery,
  useIssueWelcomeLetterMutation,
} from '@/generated/employees';
import { monthOf } from '@/shared/date/date-input';
import { MonthPicker } from '@/shared/date/month-picker';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import type { CreateEmployeeDialogProps } from '@/shared/offered-dialogs';
import { downloadBase64 } from '@/shared/download';
import { CancelButton, SubmitButton, SwitchField } from '@/shared/form/fields';
import { applyServerErrors } from '@/shared/form/server-errors';
import { notify } from '@/shared/notify';
import { can } from '@/shared/session/abilities';
import { useAuth } from '@/shared/session/auth';
import { useEarliestValidFrom } from '@/shared/session/defaults';
import { CREATE_PREFIXES, createSchema, type CreateValues, emptyPersonal, toCreateInput } from '../employee.schema';
import { EMPLOYEE_TOAST_MS, HANDLED_GLOBALLY } from '../feedback';
import '../texts';
import { listGates } from '../gates';
import { EmploymentFields } from './employment-fields';
import { PersonalFields } from './personal-fields';
import { WageFields } from './wage-fields';
import { useOpeningKey } from '@/shared/form/opening-key';

type Defaults = EmployeeDefaultsQuery['employeeDefaults'];

/** The form until the defaults have arrived (it is not shown: a spinner stands in its place). */
const LOADING: CreateValues = {
  personal: emptyPersonal(),
  wage: { wage: '', wageType: '', validFrom: '', targetHours: '' },
  employment: { employmentType: '', validFrom: '', validTo: '' },
  export: false,
};

const valuesOf = (d: Defaults): CreateValues => ({
  personal: {
    ...emptyPersonal(),
    employeeId: String(d.employeeId),
    firstName: d.firstName ?? '',
    lastName: d.lastName ?? '',
    birthdate: d.birthdate ?? '',
    email: d.email ?? '',
    inventoryBonusEligible: d.inventoryBonusEligible,
    shortTermDaysElsewhere: String(d.shortTermDaysElsewhere),
  },
  wage: { wage: '', wageType: d.wageType, validFrom: monthOf(d.wageValidFrom), targetHours: '' },
  employment: { employmentType: d.employmentType ?? '', validFrom: d.employmentValidFrom, validTo: '' },
  export: d.export,
});


/**
 * Create an employee (spec 1 §2.5, §4, §8): cards Personal, Wage, Employment and, for a Superadmin,
 * Export. Afterwards the welcome letter downloads and a Superadmin lands on the new employee.
 */
export function CreateEmployeeDialog({ open, onClose, onCreated, registrationUuid }: CreateEmployeeDialogProps) {
  const opening = useOpeningKey(open);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { auth } = useAuth();
  const gates = listGates(auth?.abilities ?? []);
  const showBonus = can(auth?.abilities, 'seeBonusEligibility');
  const canEditBonus = can(auth?.abilities, 'editBonusEligibility');
  const earliest = useEarliestValidFrom();
  const defaults = useEmployeeDefaultsQuery({ variables: { registrationUuid }, fetchPolicy: 'network-only', skip: !open });
  const locations = useCompanyLocationsQuery({ skip: !open });
  const [create] = useCreateEmployeeMutation({ refetchQueries: ['Employees'] });
  const [issueLetter] = useIssueWelcomeLetterMutation();
  const schema = useMemo(() => createSchema(earliest), [earliest]);

  // Wait for this opening's answer: the previous one may still be in the hook while it refetches.
  const d = defaults.loading ? undefined : defaults.data?.employeeDefaults;
  const initial = useMemo(() => (d ? valuesOf(d) : null), [d]);
  const checkInput = (description?: string) => notify.warning(t('employees.create.checkInput'), { id: 'employee-check-input', description });

  const submit = async (values: CreateValues, form: FormikHelpers<CreateValues>) => {
    try {
      const { data } = await create({
        variables: { input: toCreateInput(values, { bonus: canEditBonus, superadmin: gates.superadmin }, d?.registrationUuid ?? registrationUuid) },
      });
      const created = data!.createEmployee;
      notify.success(t('employees.create.success'), { duration: EMPLOYEE_TOAST_MS });
      if (!registrationUuid) await downloadWelcomeLetter(created.id);
      onClose();
      onCreated?.(created.employeeId);
      // spec 1 §4: from a new form a Superadmin lands on the employee; from a registration the list stays.
      if (gates.superadmin && !registrationUuid) void navigate(`/employees/${created.employeeId}`);
    } catch (err) {
      const { codes, validation, unplaced } = applyServerErrors(err, values, form, CREATE_PREFIXES);
      if (validation) checkInput(unplaced.map((e) => e.message).join('\n') || undefined);
      else if (!codes.some((c) => HANDLED_GLOBALLY.includes(c))) notify.error(t('employees.create.failed'));
    }
  };

  const downloadWelcomeLetter = async (id: number) => {
    try {
      const { data } = await issueLetter({ variables: { id } });
      const file = data!.issueWelcomeLetter;
      downloadBase64(file.fileName, file.contentType, file.contentBase64);
    } catch {
      notify.error(t('employees.details.welcomePdfFailed'));
    }
  };

  let body: ReactNode;
  if (defaults.error || locations.error) {
    body = (
      <Stack align="center" py="8" gap="3">
        <Text color="fg.error">{t('common.loadFailed')}</Text>
        <Button variant="outline" onClick={() => void Promise.all([defaults.refetch(), locations.refetch()])}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  } else if (!initial || locations.loading) {
    body = (
      <Center py="12">
        <Spinner role="status" color="brand.solid" aria-label={t('app.loading')} />
      </Center>
    );
  } else {
    body = (
      <Stack gap="4">
        <Section title={t('employees.create.personal')}>
          <PersonalFields
            mode="create"
            prefix="personal."
            locations={locations.data?.companyLocations ?? []}
            rights={{ personal: true, showBonus, bonus: canEditBonus, showSuperadmin: gates.superadmin, superadmin: gates.superadmin }}
          />
        </Section>
        <Section title={t('employees.create.wage')}>
          <WageFields
            prefix="wage."
            start={<MonthPicker name="wage.validFrom" label={t('employees.fields.validFrom')} min={monthOf(earliest)} required testId="field-wage-validFrom" />}
          />
        </Section>
        <Section title={t('employees.create.employment')}>
          <EmploymentFields prefix="employment." min={earliest} />
        </Section>
        {gates.superadmin && (
          <Section title={t('employees.create.export')}>
            <SwitchField name="export" label={t('employees.fields.export')} testId="field-export" />
          </Section>
        )}
      </Stack>
    );
  }

  return (
    // A new form each opening; the defaults replace the placeholder values when they arrive.
    <Formik<CreateValues> key={opening} initialValues={initial ?? LOADING} enableReinitialize validationSchema={schema} onSubmit={submit}>
      <FormDialog
          open={open}
          onClose={onClose}
          title={t('employees.create.title')}
          size="xl"
          testId="create-employee-dialog"
          footer={
            <>
              <CancelButton onClick={onClose} />
              <SubmitButton disabled={!initial} onInvalid={() => checkInput()}>{t('employees.create.submit')}</SubmitButton>
            </>
          }
        >
          {body}
        </FormDialog>
    </Formik>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Header>
        <Card.Title as="h3" fontSize="md">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
