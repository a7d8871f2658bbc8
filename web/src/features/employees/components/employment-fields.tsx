import { SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { EmploymentType } from '@/generated/employees';
import { DateField } from '@/shared/date/date-field';
import { SelectField } from '@/shared/form/fields';
import type { EmploymentValues, Errors } from '../employee.schema';
import { employmentTypeOptions } from '../labels';

interface EmploymentFieldsProps {
  values: EmploymentValues;
  onChange: (patch: Partial<EmploymentValues>) => void;
  errors: Errors<EmploymentValues>;
  readOnly?: boolean;
  /** Earliest selectable start, YYYY-MM-DD. */
  min: string;
  /** The create dialog has no end field. */
  withValidTo?: boolean;
}

/** Employment type and 'Gültig ab' (spec 1 §5 "Employment entry"), optionally 'Gültig bis'. */
export function EmploymentFields({ values, onChange, errors, readOnly, min, withValidTo }: EmploymentFieldsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <SelectField
        label={t('employees.fields.employmentType')}
        value={values.employmentType}
        onChange={(v) => onChange({ employmentType: v as EmploymentType | '' })}
        options={employmentTypeOptions(t)}
        placeholder={t('employees.fields.choose')}
        error={errors.employmentType}
        required
        readOnly={readOnly}
        testId="field-employmentType"
      />
      <DateField
        label={t('employees.fields.validFrom')}
        value={values.validFrom}
        onChange={(validFrom) => onChange({ validFrom })}
        error={errors.validFrom}
        required
        readOnly={readOnly}
        min={min}
        testId="field-employment-validFrom"
      />
      {withValidTo && (
        <DateField
          label={t('employees.fields.validTo')}
          value={values.validTo}
          onChange={(validTo) => onChange({ validTo })}
          error={errors.validTo}
          readOnly={readOnly}
          min={values.validFrom || min}
          testId="field-employment-validTo"
        />
      )}
    </SimpleGrid>
  );
}
