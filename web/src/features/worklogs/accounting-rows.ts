import type { AccountingEmployeesQuery } from '@/generated/worklogs';
import { compareDe } from '@inv/domain';

export type AccountingRow = AccountingEmployeesQuery['accountingEmployees'][number];
export type AccountingSort = 'name' | 'employeeId' | 'work' | 'travel';
export const ACCOUNTING_SORTS: readonly AccountingSort[] = ['name', 'employeeId', 'work', 'travel'];

const key: Record<AccountingSort, (r: AccountingRow) => string | number> = {
  name: (r) => `${r.employee.lastName} ${r.employee.firstName}`.toLocaleLowerCase('de-DE'),
  employeeId: (r) => r.employee.employeeId,
  work: (r) => r.minutes.minutesWork,
  travel: (r) => r.minutes.minutesTravel,
};

/** Sorts accounting rows (spec 1 §2.6): by name, employee id, work or travel time; ties by employee id. */
export function sortAccountingRows(rows: readonly AccountingRow[], sort: AccountingSort, desc: boolean): AccountingRow[] {
  const dir = desc ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = key[sort](a);
    const y = key[sort](b);
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : compareDe(String(x), String(y));
    return c * dir || a.employee.employeeId - b.employee.employeeId;
  });
}

export const isAccountingSort = (v: string | null): v is AccountingSort => ACCOUNTING_SORTS.includes(v as AccountingSort);
