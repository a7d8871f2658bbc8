import { SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WageType } from '@/generated/employees';
import { SelectField, TextField } from '@/shared/form/fields';
import { wageTypeOptions } from '../labels';

interface WageAmount {
  wage: string;
  wageType: WageType | '';
  targetHours: string;
}

interface WageFieldsProps<V extends WageAmount> {
  values: V;
  onChange: (patch: Partial<V>) => void;
  errors: Partial<Record<string, string>>;
  readOnly?: boolean;
  /** The start field (a month for wage entries, a day for the reactivation). */
  start: ReactNode;
  /** Further fields at the end of the grid (the reactivation's contract end). */
  extra?: ReactNode;
}

/** Wage, wage type, start and the monthly target hours, which only a salary (SAL) has (spec 1 §5). */
export function WageFields<V extends WageAmount>({ values, onChange, errors, readOnly, start, extra }: WageFieldsProps<V>) {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <TextField
        label={t('employees.fields.wage')}
        value={values.wage}
        onChange={(wage) => onChange({ wage } as Partial<V>)}
        error={errors.wage}
        required
        readOnly={readOnly}
        testId="field-wage"
        inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
      />
      <SelectField
        label={t('employees.fields.wageType')}
        value={values.wageType}
        onChange={(v) => onChange({ wageType: v as WageType | '' } as Partial<V>)}
        options={wageTypeOptions(t)}
        placeholder={t('employees.fields.choose')}
        error={errors.wageType}
        required
        readOnly={readOnly}
        testId="field-wageType"
      />
      {start}
      {values.wageType === 'SAL' && (
        <TextField
          label={t('employees.fields.targetHours')}
          value={values.targetHours}
          onChange={(targetHours) => onChange({ targetHours } as Partial<V>)}
          error={errors.targetHours}
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
