import { SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/shared/date/date-field';
import { yearsAgoIso } from '@/shared/date/date-input';
import { todayIso } from '@/shared/format';
import { SelectField, SwitchField, TextField } from '@/shared/form/fields';
import type { De } from '@/i18n/de-texts';
import type { PersonalValues } from '../employee.schema';

type FieldKey = keyof De['employees']['fields'];

export interface PersonalFieldRights {
  /** Names, birthdate, email, location, contract end, Aushilfe. */
  personal: boolean;
  showBonus: boolean;
  bonus: boolean;
  showSuperadmin: boolean;
  superadmin: boolean;
}

interface PersonalFieldsProps {
  mode: 'create' | 'edit';
  /** Where the personal values sit in the enclosing form ('personal.' in the create form). */
  prefix?: string;
  locations: readonly { id: number; name: string }[];
  rights: PersonalFieldRights;
}

/**
 * The personal fields of the create dialog and of the personal card in edit mode (spec 1 §2.5), bound
 * by name to the enclosing form. Superadmin-only fields and the inventory bonus appear only with their
 * authorities.
 */
export function PersonalFields({ mode, prefix = '', locations, rights }: PersonalFieldsProps) {
  const { t } = useTranslation();
  const f = (key: FieldKey) => t(`employees.fields.${key}`);
  const name = (key: keyof PersonalValues) => `${prefix}${key}`;
  const text = (key: 'firstName' | 'lastName' | 'email' | 'operatorNumber' | 'employeeId' | 'shortTermDaysElsewhere', editable: boolean, extra = {}) => (
    <TextField
      name={name(key)}
      label={f(key)}
      readOnly={!editable}
      testId={`field-${key}`}
      {...extra}
    />
  );
  const date = (key: 'birthdate' | 'contractExpiryDate' | 'teamleadSince' | 'firstAidCourseDate' | 'firstAidValidUntil' | 'isInventoryBonusEligibleSince', editable: boolean, extra = {}) => (
    <DateField
      name={name(key)}
      label={f(key)}
      readOnly={!editable}
      testId={`field-${key}`}
      {...extra}
    />
  );
  const create = mode === 'create';

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {text('employeeId', create, { required: create, inputProps: { inputMode: 'numeric' } })}
      {text('firstName', rights.personal, { required: true, inputProps: { autoComplete: 'off' } })}
      {text('lastName', rights.personal, { required: true, inputProps: { autoComplete: 'off' } })}
      {date('birthdate', rights.personal, { required: true, pickerStart: yearsAgoIso(18), max: todayIso() })}
      {text('email', rights.personal, { required: true, inputProps: { type: 'email', autoComplete: 'off' } })}
      <SelectField
        name={name('companyLocationId')}
        label={f('companyLocation')}
        options={locations.map((l) => ({ value: String(l.id), label: l.name }))}
        placeholder={t('employees.fields.noCompanyLocation')}
        readOnly={!rights.personal}
        testId="field-companyLocationId"
      />
      {date('contractExpiryDate', rights.personal)}
      {!create && (
        <SwitchField
          name={name('temporary')}
          label={f('temporary')}
          disabled={!rights.personal}
          testId="field-temporary"
        />
      )}
      {/* For every employment type: the type can change within the year, and a stored count is never hidden. */}
      {text('shortTermDaysElsewhere', rights.personal, { inputProps: { inputMode: 'numeric' } })}
      {rights.showSuperadmin && text('operatorNumber', rights.superadmin, { inputProps: { inputMode: 'numeric' } })}
      {rights.showSuperadmin && !create && date('teamleadSince', rights.superadmin)}
      {rights.showSuperadmin && !create && (
        <SwitchField
          name={name('manager')}
          label={f('manager')}
          disabled={!rights.superadmin}
          testId="field-manager"
        />
      )}
      {rights.showSuperadmin && !create && date('firstAidCourseDate', rights.superadmin)}
      {rights.showSuperadmin && !create && date('firstAidValidUntil', rights.superadmin)}
      {rights.showBonus && (
        <SwitchField
          name={name('inventoryBonusEligible')}
          label={f('inventoryBonusEligible')}
          disabled={!rights.bonus}
          testId="field-inventoryBonusEligible"
        />
      )}
      {rights.showBonus && !create && date('isInventoryBonusEligibleSince', rights.bonus)}
    </SimpleGrid>
  );
}
