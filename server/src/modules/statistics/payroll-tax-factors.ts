import type { EntityManager } from '@mikro-orm/postgresql';
import type { CurrentUser } from '../auth/current-user.js';
import { FieldErrors, ForbiddenError } from '../../errors.js';
import { msg } from '../../messages.js';
import { writeAudit } from '../audit/audit.writer.js';
import { AppSetting } from '../settings/app-setting.entity.js';
import { canEditPayrollTaxFactors } from './statistics.policy.js';
import type { PayrollTaxFactorsInput } from './statistics.types.js';
import { DEFAULT_PAYROLL_TAX_FACTORS, EMPLOYMENT_TYPES, type PayrollTaxFactorMap } from './summary-math.js';

/** app_setting name: a JSON object {FUL, MIN, SHO, WORKING_STUDENT}; absent or unreadable keys take the defaults. */
export const PAYROLL_TAX_FACTORS_SETTING = 'payrollTaxFactors';
const MIN_FACTOR = 1;
const MAX_FACTOR = 3;

export async function readPayrollTaxFactors(em: EntityManager): Promise<PayrollTaxFactorMap> {
  const raw = (await em.findOne(AppSetting, { name: PAYROLL_TAX_FACTORS_SETTING }))?.value;
  let stored: Record<string, unknown>;
  try {
    stored = raw ? JSON.parse(raw) : {};
  } catch {
    stored = {};
  }
  const out = { ...DEFAULT_PAYROLL_TAX_FACTORS };
  for (const t of EMPLOYMENT_TYPES) if (typeof stored[t] === 'number' && Number.isFinite(stored[t])) out[t] = stored[t] as number;
  return out;
}

/**
 * Changes the factors (422 'Faktor muss zwischen 1 und 3 liegen'), audited as SETTINGS_CHANGE, and marks
 * every stored summary dirty: costs incl. payroll taxes of all months change with them.
 */
export async function savePayrollTaxFactors(em: EntityManager, actor: CurrentUser, input: PayrollTaxFactorsInput): Promise<PayrollTaxFactorMap> {
  if (!canEditPayrollTaxFactors(actor)) throw new ForbiddenError();
  const errors = new FieldErrors();
  for (const t of EMPLOYMENT_TYPES) {
    const v = input[t];
    if (v != null && !(Number.isFinite(v) && v >= MIN_FACTOR && v <= MAX_FACTOR)) errors.add(t, msg.payrollTaxFactorInvalid);
  }
  errors.throwIfAny();
  return em.transactional(async (tx) => {
    const current = await readPayrollTaxFactors(tx);
    const next = { ...current };
    for (const t of EMPLOYMENT_TYPES) if (input[t] != null) next[t] = Math.round(input[t]! * 10_000) / 10_000;
    const changes = EMPLOYMENT_TYPES.filter((t) => current[t] !== next[t]).map((t) => ({ field: t, from: current[t], to: next[t] }));
    if (changes.length) {
      await tx.upsert(AppSetting, { name: PAYROLL_TAX_FACTORS_SETTING, value: JSON.stringify(next), updatedAt: new Date() });
      await tx.execute(`insert into order_month_summary_dirty (order_id, year_month) select order_id, year_month from order_month_summary on conflict do nothing`);
      await writeAudit(tx, { action: 'SETTINGS_CHANGE', entityType: 'PayrollTaxFactors', changes, actor: { userId: actor.id, username: actor.username } });
    }
    return next;
  });
}
