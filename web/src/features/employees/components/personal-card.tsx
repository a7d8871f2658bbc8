import { Button, Card, DataList, HStack, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil } from 'react-icons/lu';
import { type EmployeeDetailsFieldsFragment, useCompanyLocationsQuery, useUpdateEmployeeMutation } from '@/generated/employees';
import { fieldErrorsFor } from '@/shared/field-errors';
import { formatDate } from '@/shared/format';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import {
  type Errors,
  type FieldRights,
  hasErrors,
  type PersonalValues,
  personalFromEmployee,
  toUpdateInput,
  validatePersonal,
} from '../employee.schema';
import { EMPLOYEE_TOAST_MS } from '../feedback';
import type { DetailsGates } from '../gates';
import { PersonalFields } from './personal-fields';

interface PersonalCardProps {
  employee: EmployeeDetailsFieldsFragment;
  gates: DetailsGates;
}

/** The personal card (spec 1 §2.5): read view, edit mode with server field errors, saved message 1 s. */
export function PersonalCard({ employee, gates }: PersonalCardProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<PersonalValues | null>(null);
  const [errors, setErrors] = useState<Errors<PersonalValues>>({});
  const editing = values !== null;
  const locations = useCompanyLocationsQuery({ skip: !editing });
  const [update, { loading: saving }] = useUpdateEmployeeMutation({ refetchQueries: ['Employee'], awaitRefetchQueries: true });
  const rights: FieldRights = { personal: gates.canEditPersonal, bonus: gates.canEditBonus, superadmin: gates.canEditSuperadminFields };

  const save = async () => {
    if (!values) return;
    const found = validatePersonal(values, { requireEmployeeId: false });
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await update({ variables: { id: employee.employeeId, input: toUpdateInput(values, rights) } });
      notify.success(t('employees.details.saved'), { duration: EMPLOYEE_TOAST_MS });
      setValues(null);
    } catch (err) {
      const { codes, fieldErrors } = errorCodes(err);
      if (codes.includes('VALIDATION')) setErrors(fieldErrorsFor(fieldErrors));
    }
  };

  return (
    <Card.Root variant="outline" size={{ base: 'sm', md: 'md' }} data-testid="personal-card">
      <Card.Header>
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Card.Title as="h2" fontSize="lg">
            {t('employees.details.personalCard')}
          </Card.Title>
          {gates.canEditCard && !editing && (
            <Button size="sm" variant="outline" onClick={() => (setErrors({}), setValues(personalFromEmployee(employee)))}>
              <LuPencil />
              {t('common.edit')}
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        {editing ? (
          <PersonalFields
            mode="edit"
            values={values}
            onChange={(patch) => {
              setValues({ ...values, ...patch });
              setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
            }}
            errors={errors}
            locations={
              locations.data?.companyLocations ?? (employee.companyLocation ? [employee.companyLocation] : [])
            }
            rights={{ ...rights, showBonus: gates.showBonus, showSuperadmin: gates.showSuperadminFields }}
          />
        ) : (
          <PersonalView employee={employee} gates={gates} />
        )}
      </Card.Body>
      {editing && (
        <Card.Footer justifyContent="flex-end" gap="2" flexWrap="wrap">
          <Button variant="outline" onClick={() => setValues(null)} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button colorPalette="brand" loading={saving} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}

/** Values that need the whole width of a phone. */
const WIDE = ['email'];

function PersonalView({ employee: e, gates }: PersonalCardProps) {
  const { t } = useTranslation();
  const none = t('common.none');
  const yesNo = (b: boolean | null | undefined) => (b ? t('common.yes') : t('common.no'));
  const date = (v: string | null | undefined) => formatDate(v, none);
  // In pairs for the two columns of a phone; the e-mail gets a row of its own.
  const rows: [string, string][] = [
    ['employeeId', String(e.employeeId)],
    ['active', yesNo(e.active)],
    ['firstName', e.firstName],
    ['lastName', e.lastName],
    ['birthdate', date(e.birthdate)],
    ['contractExpiryDate', date(e.contractExpiryDate)],
    ['email', e.email],
    ['companyLocation', e.companyLocation?.name ?? none],
    ['temporary', yesNo(e.temporary)],
    ['username', e.username ?? none],
  ];
  if (gates.showSuperadminFields) {
    rows.push(
      ['operatorNumber', e.operatorNumber != null ? String(e.operatorNumber) : none],
      ['teamleadSince', date(e.teamleadSince)],
      ['manager', yesNo(e.manager)],
      ['firstAidCourseDate', date(e.firstAidCourseDate)],
      ['firstAidValidUntil', date(e.firstAidValidUntil)],
    );
  }
  if (gates.showBonus) {
    rows.push(['inventoryBonusEligible', yesNo(e.inventoryBonusEligible)], ['isInventoryBonusEligibleSince', date(e.isInventoryBonusEligibleSince)]);
  }
  return (
    <DataList.Root orientation="vertical" size="md" asChild>
      <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4">
        {rows.map(([key, value]) => (
          <DataList.Item key={key} gridColumn={WIDE.includes(key) ? { base: 'span 2', md: 'auto' } : undefined}>
            <DataList.ItemLabel>{t(`employees.fields.${key}` as 'employees.fields.email')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid={`personal-${key}`} wordBreak="break-word">
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </SimpleGrid>
    </DataList.Root>
  );
}
