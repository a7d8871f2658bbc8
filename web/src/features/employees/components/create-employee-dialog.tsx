import { Button, Card, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  useCompanyLocationsQuery,
  useCreateEmployeeMutation,
  useEmployeeDefaultsQuery,
  useIssueWelcomeLetterMutation,
} from '@/generated/employees';
import { monthOf } from '@/shared/date/date-input';
import { MonthPicker } from '@/shared/date/month-picker';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { downloadBase64 } from '@/shared/download';
import { fieldErrorsFor } from '@/shared/field-errors';
import { SwitchField } from '@/shared/form/fields';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { hasAuthority } from '@/shared/permissions';
import { useAuth } from '@/shared/session/auth';
import { useEarliestValidFrom } from '@/shared/session/defaults';
import {
  type CreateErrors,
  type CreateValues,
  emptyPersonal,
  hasErrors,
  toCreateInput,
  validateCreate,
} from '../employee.schema';
import { EMPLOYEE_TOAST_MS, HANDLED_GLOBALLY } from '../feedback';
import '../texts';
import { listGates } from '../gates';
import { EmploymentFields } from './employment-fields';
import { PersonalFields } from './personal-fields';
import { WageFields } from './wage-fields';

const NO_ERRORS: CreateErrors = { personal: {}, wage: {}, employment: {} };

interface CreateEmployeeDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after a successful create (e.g. to reload a list). */
  onCreated?: (employeeId: number) => void;
  /** Create from a finished registration: its data prefills the form, no welcome letter follows. */
  registrationUuid?: string;
}

/**
 * Create an employee (spec 1 §2.5, §4, §8): cards Personal, Wage, Employment and, for a Superadmin,
 * Export. Afterwards the welcome letter downloads and a Superadmin lands on the new employee.
 */
export function CreateEmployeeDialog({ open, onClose, onCreated, registrationUuid }: CreateEmployeeDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { auth } = useAuth();
  const gates = listGates(auth?.authorities ?? []);
  const showBonus = hasAuthority(auth?.authorities ?? [], 'Employee_ViewInventoryBonusEligible');
  const canEditBonus = hasAuthority(auth?.authorities ?? [], 'Employee_EditInventoryBonusEligible');
  const earliest = useEarliestValidFrom();
  const defaults = useEmployeeDefaultsQuery({ variables: { registrationUuid }, fetchPolicy: 'network-only', skip: !open });
  const locations = useCompanyLocationsQuery({ skip: !open });
  const [create, { loading: creating }] = useCreateEmployeeMutation({ refetchQueries: ['Employees'] });
  const [issueLetter] = useIssueWelcomeLetterMutation();
  const [values, setValues] = useState<CreateValues | null>(null);
  const [errors, setErrors] = useState<CreateErrors>(NO_ERRORS);

  // Wait for this opening's answer: the previous one may still be in the hook while it refetches.
  const d = defaults.loading ? undefined : defaults.data?.employeeDefaults;
  useEffect(() => {
    if (!open || !d || values) return;
    setValues({
      personal: {
        ...emptyPersonal(),
        employeeId: String(d.employeeId),
        firstName: d.firstName ?? '',
        lastName: d.lastName ?? '',
        birthdate: d.birthdate ?? '',
        email: d.email ?? '',
        inventoryBonusEligible: d.inventoryBonusEligible,
      },
      wage: { wage: '', wageType: d.wageType, validFrom: monthOf(d.wageValidFrom), targetHours: '' },
      employment: { employmentType: d.employmentType ?? '', validFrom: d.employmentValidFrom, validTo: '' },
      export: d.export,
    });
  }, [open, d, values]);

  useEffect(() => {
    if (!open) {
      setValues(null);
      setErrors(NO_ERRORS);
    }
  }, [open]);

  const patch = <K extends 'personal' | 'wage' | 'employment'>(section: K, change: Partial<CreateValues[K]>) => {
    setValues((v) => (v ? { ...v, [section]: { ...v[section], ...change } } : v));
    setErrors((e) => {
      const cleared = { ...e[section] } as Record<string, string | undefined>;
      for (const key of Object.keys(change)) delete cleared[key];
      return { ...e, [section]: cleared };
    });
  };

  const submit = async () => {
    if (!values) return;
    const found = validateCreate(values, earliest);
    setErrors(found);
    if (hasErrors(found.personal, found.wage, found.employment)) {
      notify.warning(t('employees.create.checkInput'), { id: 'employee-check-input' });
      return;
    }
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
      const { codes, fieldErrors } = errorCodes(err);
      if (codes.includes('VALIDATION')) {
        setErrors({
          personal: fieldErrorsFor(fieldErrors, 'employee.'),
          wage: fieldErrorsFor(fieldErrors, 'wage.'),
          employment: fieldErrorsFor(fieldErrors, 'employment.'),
        });
        notify.warning(t('employees.create.checkInput'), { id: 'employee-check-input' });
      } else if (!codes.some((c) => HANDLED_GLOBALLY.includes(c))) {
        notify.error(t('employees.create.failed'));
      }
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
  } else if (!values || locations.loading) {
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
            values={values.personal}
            onChange={(c) => patch('personal', c)}
            errors={errors.personal}
            locations={locations.data?.companyLocations ?? []}
            rights={{ personal: true, showBonus, bonus: canEditBonus, showSuperadmin: gates.superadmin, superadmin: gates.superadmin }}
          />
        </Section>
        <Section title={t('employees.create.wage')}>
          <WageFields
            values={values.wage}
            onChange={(c) => patch('wage', c)}
            errors={errors.wage}
            start={
              <MonthPicker
                label={t('employees.fields.validFrom')}
                value={values.wage.validFrom}
                onChange={(validFrom) => patch('wage', { validFrom })}
                error={errors.wage.validFrom}
                min={monthOf(earliest)}
                required
                testId="field-wage-validFrom"
              />
            }
          />
        </Section>
        <Section title={t('employees.create.employment')}>
          <EmploymentFields values={values.employment} onChange={(c) => patch('employment', c)} errors={errors.employment} min={earliest} />
        </Section>
        {gates.superadmin && (
          <Section title={t('employees.create.export')}>
            <SwitchField
              label={t('employees.fields.export')}
              checked={values.export}
              onChange={(v) => setValues({ ...values, export: v })}
              testId="field-export"
            />
          </Section>
        )}
      </Stack>
    );
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('employees.create.title')}
      size="xl"
      testId="create-employee-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button colorPalette="brand" loading={creating} disabled={!values} onClick={() => void submit()}>
            {t('employees.create.submit')}
          </Button>
        </>
      }
    >
      {body}
    </FormDialog>
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
