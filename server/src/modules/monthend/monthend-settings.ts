import type { EntityManager } from '@mikro-orm/postgresql';
import {
  clientNumberProblem,
  consultantNumberProblem,
  DEFAULT_PROCESSING_KEYS,
  DEFAULT_WAGE_TYPES,
  PAYROLL_COMPONENTS,
  processingKeyProblem,
  wageTypeNumberProblem,
  type PayrollComponent,
} from '@inv/domain';
import { FieldErrors } from '../../errors.js';
import { AppSetting } from '../settings/app-setting.entity.js';
import { PayrollExportProfile } from './month-end-closing.entity.js';
import type { PayrollExportSettings, PayrollExportSettingsInput } from './monthend.types.js';

/** app_setting names of the payroll export (one row each; absent = default). */
export const PAYROLL_SETTING = {
  profile: 'payrollExportProfile',
  consultantNumber: 'datevConsultantNumber',
  clientNumber: 'datevClientNumber',
  wageType: (c: PayrollComponent) => `payrollWageType.${c}`,
  processingKey: (c: PayrollComponent) => `payrollProcessingKey.${c}`,
  exportSalary: 'payrollExportSalary',
} as const;

type ByComponent = Record<PayrollComponent, string>;


/**
 * The stored payroll export settings with their defaults (profile SAGE, numbers empty, wage types
 * DEFAULT_WAGE_TYPES, processing keys DEFAULT_PROCESSING_KEYS, salaries not exported).
 */
export async function readPayrollSettings(em: EntityManager): Promise<PayrollExportSettings> {
  const rows = await em.find(AppSetting, {
    $or: [
      { name: { $in: [PAYROLL_SETTING.profile, PAYROLL_SETTING.consultantNumber, PAYROLL_SETTING.clientNumber, PAYROLL_SETTING.exportSalary] } },
      { name: { $like: 'payrollWageType.%' } },
      { name: { $like: 'payrollProcessingKey.%' } },
    ],
  });
  const value = new Map(rows.map((r) => [r.name, r.value]));
  const stored = value.get(PAYROLL_SETTING.profile);
  const wageTypes = Object.fromEntries(PAYROLL_COMPONENTS.map((c) => [c, value.get(PAYROLL_SETTING.wageType(c)) ?? DEFAULT_WAGE_TYPES[c]])) as ByComponent;
  const processingKeys = Object.fromEntries(PAYROLL_COMPONENTS.map((c) => [c, value.get(PAYROLL_SETTING.processingKey(c)) ?? DEFAULT_PROCESSING_KEYS[c]])) as ByComponent;
  return {
    profile: stored === PayrollExportProfile.DATEV_LODAS ? PayrollExportProfile.DATEV_LODAS : PayrollExportProfile.SAGE,
    consultantNumber: value.get(PAYROLL_SETTING.consultantNumber) ?? '',
    clientNumber: value.get(PAYROLL_SETTING.clientNumber) ?? '',
    wageTypes,
    processingKeys,
    exportSalary: value.get(PAYROLL_SETTING.exportSalary) === 'true',
  };
}

/**
 * Validates the change against the current settings (422, German) and returns the merged result.
 * Numbers are trimmed; an empty consultant/client number clears it, which DATEV does not allow.
 */
export function mergePayrollSettings(current: PayrollExportSettings, input: PayrollExportSettingsInput): PayrollExportSettings {
  const errors = new FieldErrors();
  const next: PayrollExportSettings = { ...current, wageTypes: { ...current.wageTypes }, processingKeys: { ...current.processingKeys } };
  if (input.exportSalary != null) next.exportSalary = input.exportSalary;
  if (input.profile != null) next.profile = input.profile;
  if (input.consultantNumber != null) next.consultantNumber = input.consultantNumber.trim();
  if (input.clientNumber != null) next.clientNumber = input.clientNumber.trim();
  // A number sent malformed is refused whatever the profile; a missing one under DATEV, sent or not.
  const consultant = consultantNumberProblem(next.consultantNumber, next.profile);
  const client = clientNumberProblem(next.clientNumber, next.profile);
  if (consultant && next.consultantNumber !== '' && input.consultantNumber != null) errors.add('consultantNumber', consultant);
  if (client && next.clientNumber !== '' && input.clientNumber != null) errors.add('clientNumber', client);
  for (const c of PAYROLL_COMPONENTS) {
    const v = input.wageTypes?.[c];
    if (v == null) continue;
    next.wageTypes[c] = v.trim();
    const problem = wageTypeNumberProblem(next.wageTypes[c]);
    if (problem) errors.add(`wageTypes.${c}`, problem);
  }
  for (const c of PAYROLL_COMPONENTS) {
    const v = input.processingKeys?.[c];
    if (v == null) continue;
    next.processingKeys[c] = v.trim();
    const problem = processingKeyProblem(next.processingKeys[c]);
    if (problem) errors.add(`processingKeys.${c}`, problem);
  }
  if (consultant && next.consultantNumber === '') errors.add('consultantNumber', consultant);
  if (client && next.clientNumber === '') errors.add('clientNumber', client);
  errors.throwIfAny();
  return next;
}

/** Writes every setting of `next` (inside the caller's transaction). */
export async function writePayrollSettings(em: EntityManager, next: PayrollExportSettings): Promise<void> {
  const now = new Date();
  const rows = [
    { name: PAYROLL_SETTING.profile, value: next.profile },
    { name: PAYROLL_SETTING.consultantNumber, value: next.consultantNumber },
    { name: PAYROLL_SETTING.clientNumber, value: next.clientNumber },
    { name: PAYROLL_SETTING.exportSalary, value: String(next.exportSalary) },
    ...PAYROLL_COMPONENTS.map((c) => ({ name: PAYROLL_SETTING.wageType(c), value: next.wageTypes[c] })),
    ...PAYROLL_COMPONENTS.map((c) => ({ name: PAYROLL_SETTING.processingKey(c), value: next.processingKeys[c] })),
  ];
  for (const row of rows) await em.upsert(AppSetting, { ...row, updatedAt: now });
}
