import type { TFunction } from 'i18next';
import type { EmploymentType, WageType } from '@/generated/employees';
import { formatCurrency } from '@/shared/format';
import './texts';

export const WAGE_TYPES: readonly WageType[] = ['WAG', 'SAL'];
export const EMPLOYMENT_TYPES: readonly EmploymentType[] = ['FUL', 'MIN', 'SHO', 'WORKING_STUDENT'];

/** German names of the enumerations (spec 1 §3), kept in i18n/de/employees.json under employees.enums. */
export const wageTypeLabel = (t: TFunction, v: WageType | null | undefined, empty = '') => (v ? t(`employees.enums.wageType.${v}`) : empty);
export const employmentTypeLabel = (t: TFunction, v: EmploymentType | null | undefined, empty = '') =>
  v ? t(`employees.enums.employmentType.${v}`) : empty;

export const wageTypeOptions = (t: TFunction) => WAGE_TYPES.map((value) => ({ value, label: wageTypeLabel(t, value) }));
export const employmentTypeOptions = (t: TFunction) => EMPLOYMENT_TYPES.map((value) => ({ value, label: employmentTypeLabel(t, value) }));

/** '13,50 € pro Stunde' / '3.400,00 € pro Monat'. */
export function wageText(t: TFunction, wage: number | null | undefined, wageType: WageType | null | undefined): string {
  if (wage == null) return '';
  const amount = formatCurrency(wage);
  if (wageType === 'WAG') return t('employees.history.perHour', { amount });
  if (wageType === 'SAL') return t('employees.history.perMonth', { amount });
  return amount;
}
