import type { EntityManager } from '@mikro-orm/postgresql';
import type { DatedTable, LegalValues } from '@inv/domain';
import { FieldErrors, ForbiddenError } from '../../errors.js';
import { msg } from '../../messages.js';
import { isIsoDate } from '../../shared-validation.js';
import { writeAudit } from '../audit/audit.writer.js';
import type { CurrentUser } from '../auth/current-user.js';
import { LEGAL_VALUES, type SettingsService } from '../settings/settings.service.js';
import { can } from '@inv/domain';

export interface DatedAmount {
  validFrom: string;
  value: number;
}

/** The legal values as the API shows them: euros for money, hours for the working student's week, counts for days. */
export interface LegalValuesView {
  minimumWage: DatedAmount[];
  minijobLimit: DatedAmount[];
  shortTermMaxDays: DatedAmount[];
  shortTermWarningDays: DatedAmount[];
  workingStudentWeekHours: DatedAmount[];
}
export type LegalValuesInput = Partial<Record<keyof LegalValuesView, DatedAmount[] | null>>;

/** Each API table, the domain table it is, and the factor from the API's unit to the domain's. */
const TABLES: readonly { api: keyof LegalValuesView; domain: keyof LegalValues; factor: number; whole: boolean }[] = [
  { api: 'minimumWage', domain: 'minimumWageCents', factor: 100, whole: false },
  { api: 'minijobLimit', domain: 'minijobLimitCents', factor: 100, whole: false },
  { api: 'shortTermMaxDays', domain: 'shortTermMaxDays', factor: 1, whole: true },
  { api: 'shortTermWarningDays', domain: 'shortTermWarningDays', factor: 1, whole: true },
  { api: 'workingStudentWeekHours', domain: 'workingStudentWeekMinutes', factor: 60, whole: false },
];

const byDate = (a: { validFrom: string }, b: { validFrom: string }) => a.validFrom.localeCompare(b.validFrom);

export function legalValuesView(values: LegalValues): LegalValuesView {
  const view = {} as LegalValuesView;
  for (const t of TABLES) view[t.api] = [...values[t.domain]].sort(byDate).map((e) => ({ validFrom: e.validFrom, value: e.value / t.factor }));
  return view;
}

/**
 * 422 per path ("minimumWage.1.validFrom"): dates YYYY-MM-DD, values above 0 (days whole, money to the
 * cent), no validFrom twice in a table, at least one entry in a table that is given.
 */
export function validateLegalValues(input: LegalValuesInput): void {
  const errors = new FieldErrors();
  for (const t of TABLES) {
    const list = input[t.api];
    if (list === undefined || list === null) continue;
    if (!Array.isArray(list) || list.length === 0) {
      errors.add(t.api, msg.legalValueTableEmpty);
      continue;
    }
    const seen = new Set<string>();
    list.forEach((e, i) => {
      if (!isIsoDate(e?.validFrom)) errors.add(`${t.api}.${i}.validFrom`, msg.legalValueDateInvalid);
      else if (seen.has(e.validFrom)) errors.add(`${t.api}.${i}.validFrom`, msg.legalValueDuplicateDate);
      else seen.add(e.validFrom);
      const value = e?.value;
      if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) errors.add(`${t.api}.${i}.value`, msg.legalValueNotPositive);
      else if (t.whole ? !Number.isInteger(value) : !Number.isInteger(Math.round(value * t.factor * 1000) / 1000)) errors.add(`${t.api}.${i}.value`, msg.legalValueNotWhole);
    });
  }
  errors.throwIfAny();
}

/** Reads and changes the legal values (Superadmin; audited as SETTINGS_CHANGE of LegalValues, one change per table). */
export class LegalValuesSettings {
  constructor(private readonly settings: SettingsService) {}

  async view(em: EntityManager, actor: CurrentUser): Promise<LegalValuesView> {
    if (!can(actor, 'viewComplianceFindings')) throw new ForbiddenError();
    return legalValuesView(await this.settings.legalValues(em));
  }

  async update(em: EntityManager, actor: CurrentUser, input: LegalValuesInput): Promise<LegalValuesView> {
    if (!can(actor, 'editLegalValues')) throw new ForbiddenError();
    validateLegalValues(input);
    return em.transactional(async (tx) => {
      const current = await this.settings.legalValues(tx);
      const next: Record<string, DatedTable<number>> = { ...current };
      const changes: { field: string; from: unknown; to: unknown }[] = [];
      const before = legalValuesView(current);
      for (const t of TABLES) {
        const list = input[t.api];
        if (!list) continue;
        next[t.domain] = [...list].sort(byDate).map((e) => ({ validFrom: e.validFrom, value: Math.round(e.value * t.factor) }));
        const after = legalValuesView({ ...current, [t.domain]: next[t.domain] } as LegalValues)[t.api];
        if (JSON.stringify(after) !== JSON.stringify(before[t.api])) changes.push({ field: t.api, from: before[t.api], to: after });
      }
      await this.settings.set(tx, LEGAL_VALUES, JSON.stringify(next));
      if (changes.length) await writeAudit(tx, { action: 'SETTINGS_CHANGE', entityType: 'LegalValues', changes, actor: { userId: actor.id, username: actor.username } });
      return legalValuesView(next as unknown as LegalValues);
    });
  }
}
