import { SimpleGrid } from '@chakra-ui/react';
import { getIn, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/shared/form/fields';
import { wageTypeOptions } from '../labels';

interface WageFieldsProps {
  /** Where the wage values sit in the enclosing form ('wage.' in the create form). */
  prefix?: string;
  readOnly?: boolean;
  /** The start field (a month for wage entries, a day for the reactivation). */
  start: ReactNode;
  /** Further fields at the end of the grid (the reactivation's contract end). */
  extra?: ReactNode;
}

/**
 * Wage, wage type, start and the monthly target hours, which only a salary (SAL) has (spec 1 §5);
 * bound by name to the enclosing form.
 */
export function WageFields({ prefix = '', readOnly, start, extra }: WageFieldsProps) {
  const { t } = useTranslation();
  const { values } = useFormikContext();
  const salary = getIn(values, `${prefix}wageType`) === 'SAL';
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <TextField
        name={`${prefix}wage`}
        label={t('employees.fields.wage')}
        required
        readOnly={readOnly}
        testId="field-wage"
        inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
      />
      <SelectField
        name={`${prefix}wageType`}
        label={t('employees.fields.wageType')}
        options={wageTypeOptions(t)}
        placeholder={t('employees.fields.choose')}
        required
        readOnly={readOnly}
        testId="field-wageType"
      />
      {start}
      {salary && (
        <TextField
          name={`${prefix}targetHours`}
          label={t('employees.fields.targetHours')}
          required
          readOnly={readOnly}
          testId="field-targetHours"
          inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
        />
      )}
      {extra}
    </SimpleGrid>
  );
}
