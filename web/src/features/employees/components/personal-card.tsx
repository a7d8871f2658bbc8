import { Button, Card, DataList, HStack, SimpleGrid } from '@chakra-ui/react';
import { Formik, useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil } from 'react-icons/lu';
import { type EmployeeDetailsFieldsFragment, useCompanyLocationsQuery, useUpdateEmployeeMutation } from '@/generated/employees';
import { SubmitButton } from '@/shared/form/fields';
import { applyServerErrors } from '@/shared/form/server-errors';
import { formatDate } from '@/shared/format';
import { notify } from '@/shared/notify';
import { type FieldRights, type PersonalValues, personalFromEmployee, personalSchema, toUpdateInput } from '../employee.schema';
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
  const [editing, setEditing] = useState(false);
  const locations = useCompanyLocationsQuery({ skip: !editing });
  const [update] = useUpdateEmployeeMutation({ refetchQueries: ['Employee'], awaitRefetchQueries: true });
  const rights: FieldRights = { personal: gates.canEditPersonal, bonus: gates.canEditBonus, superadmin: gates.canEditSuperadminFields };
  const schema = useMemo(() => personalSchema({ requireEmployeeId: false }), []);

  const header = (
    <Card.Header>
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <Card.Title as="h2" fontSize="lg">
          {t('employees.details.personalCard')}
        </Card.Title>
        {gates.canEditCard && !editing && (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            <LuPencil />
            {t('common.edit')}
          </Button>
        )}
      </HStack>
    </Card.Header>
  );

  return (
    <Card.Root variant="outline" size={{ base: 'sm', md: 'md' }} data-testid="personal-card">
      {header}
      {editing ? (
        // The form lives while the card is in edit mode: it starts from the employee as shown.
        <Formik<PersonalValues>
          initialValues={personalFromEmployee(employee)}
          validationSchema={schema}
          onSubmit={async (values, form) => {
            try {
              await update({ variables: { id: employee.employeeId, input: toUpdateInput(values, rights) } });
              notify.success(t('employees.details.saved'), { duration: EMPLOYEE_TOAST_MS });
              setEditing(false);
            } catch (err) {
              // Other errors the shell reports.
              applyServerErrors(err, values, form);
            }
          }}
        >
          <>
            <Card.Body>
              <PersonalFields
                mode="edit"
                locations={locations.data?.companyLocations ?? (employee.companyLocation ? [employee.companyLocation] : [])}
                rights={{ ...rights, showBonus: gates.showBonus, showSuperadmin: gates.showSuperadminFields }}
              />
            </Card.Body>
            <EditFooter onCancel={() => setEditing(false)} />
          </>
        </Formik>
      ) : (
        <Card.Body>
          <PersonalView employee={employee} gates={gates} />
        </Card.Body>
      )}
    </Card.Root>
  );
}

function EditFooter({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const { isSubmitting } = useFormikContext();
  return (
    <Card.Footer justifyContent="flex-end" gap="2" flexWrap="wrap">
      <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
        {t('common.cancel')}
      </Button>
      <SubmitButton>{t('common.save')}</SubmitButton>
    </Card.Footer>
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
    ['shortTermDaysElsewhere', String(e.shortTermDaysElsewhere)],
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
