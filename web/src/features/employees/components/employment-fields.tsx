import { SimpleGrid } from '@chakra-ui/react';
import { getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/shared/date/date-field';
import { SelectField } from '@/shared/form/fields';
import { employmentTypeOptions } from '../labels';

interface EmploymentFieldsProps {
  /** Where the employment values sit in the enclosing form ('employment.' in the create form). */
  prefix?: string;
  readOnly?: boolean;
  /** Earliest selectable start, YYYY-MM-DD. */
  min: string;
  /** The create dialog has no end field. */
  withValidTo?: boolean;
}

/** Employment type and 'Gültig ab' (spec 1 §5 "Employment entry"), optionally 'Gültig bis'; bound by name. */
export function EmploymentFields({ prefix = '', readOnly, min, withValidTo }: EmploymentFieldsProps) {
  const { t } = useTranslation();
  const { values } = useFormikContext();
  const validFrom = getIn(values, `${prefix}validFrom`) as string;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <SelectField
        name={`${prefix}employmentType`}
        label={t('employees.fields.employmentType')}
        options={employmentTypeOptions(t)}
        placeholder={t('employees.fields.choose')}
        required
        readOnly={readOnly}
        testId="field-employmentType"
      />
      <DateField
        name={`${prefix}validFrom`}
        label={t('employees.fields.validFrom')}
        required
        readOnly={readOnly}
        min={min}
        testId="field-employment-validFrom"
      />
      {withValidTo && (
        <DateField
          name={`${prefix}validTo`}
          label={t('employees.fields.validTo')}
          readOnly={readOnly}
          min={validFrom || min}
          testId="field-employment-validTo"
        />
      )}
    </SimpleGrid>
  );
}
