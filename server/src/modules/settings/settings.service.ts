import type { EntityManager } from '@mikro-orm/postgresql';
import { can, DEFAULT_LEGAL_VALUES, DEFAULT_PER_DIEM_SETTINGS, perDiemSettingsProblems, type DatedTable, type LegalValues } from '@inv/domain';
import type { Config } from '../../config.js';
import { FieldErrors, ForbiddenError } from '../../errors.js';
import { writeAudit } from '../audit/audit.writer.js';
import type { CurrentUser } from '../auth/current-user.js';
import { firstOfPreviousMonth } from '../../shared-dates.js';
import { AppSetting } from './app-setting.entity.js';
import type { Defaults, PerDiemSettings, PerDiemSettingsInput } from './settings.types.js';

export const EARLIEST_VALID_FROM = 'earliestValidFrom';
/** The dated legal values of the compliance rules, one JSON row in the domain's shape (cents, minutes). */
export const LEGAL_VALUES = 'complianceLegalValues';

/** The company's per-diem choices and breakfast deduction, one JSON row ({ cateringChoices, miscChoices, breakfastDeduction }). */
export const PER_DIEM_SETTINGS = 'perDiemSettings';

const LEGAL_VALUE_TABLES = ['minimumWageCents', 'minijobLimitCents', 'shortTermMaxDays', 'shortTermWarningDays', 'workingStudentWeekMinutes'] as const;

/**
 * The legal values from the stored JSON: each table stored replaces the default one, a table never
 * stored (or stored unreadable) is the law's default, so the values shipped with a release hold until a
 * Superadmin changes them.
 */
export function legalValuesOf(stored: string | null | undefined): LegalValues {
  let parsed: Record<string, unknown> = {};
  try {
    const value: unknown = stored ? JSON.parse(stored) : {};
    if (value && typeof value === 'object') parsed = value as Record<string, unknown>;
  } catch {
    parsed = {};
  }
  const table = (name: (typeof LEGAL_VALUE_TABLES)[number]): DatedTable<number> => {
    const list = parsed[name];
    const valid =
      Array.isArray(list) &&
      list.length > 0 &&
      list.every((e: unknown) => !!e && typeof (e as { validFrom?: unknown }).validFrom === 'string' && typeof (e as { value?: unknown }).value === 'number');
    return valid ? (list as DatedTable<number>) : DEFAULT_LEGAL_VALUES[name];
  };
  return Object.fromEntries(LEGAL_VALUE_TABLES.map((name) => [name, table(name)])) as unknown as LegalValues;
}

const defaultPerDiemSettings = (): PerDiemSettings => ({
  cateringChoices: [...DEFAULT_PER_DIEM_SETTINGS.cateringChoices],
  miscChoices: [...DEFAULT_PER_DIEM_SETTINGS.miscChoices],
  breakfastDeduction: DEFAULT_PER_DIEM_SETTINGS.breakfastDeduction,
});

/**
 * The per-diem settings from the stored JSON: each field stored and valid replaces the default, anything
 * missing or unreadable is the spec's default (spec 1 §5: 0/8/16/32, 0/8/16/24/32, 4.80 EUR).
 */
export function perDiemSettingsOf(stored: string | null | undefined): PerDiemSettings {
  const result = defaultPerDiemSettings();
  let parsed: Record<string, unknown> = {};
  try {
    const value: unknown = stored ? JSON.parse(stored) : {};
    if (value && typeof value === 'object') parsed = value as Record<string, unknown>;
  } catch {
    parsed = {};
  }
  const list = (v: unknown) => (Array.isArray(v) && v.length > 0 && v.every((n) => Number.isInteger(n)) ? [...(v as number[])].sort((a, b) => a - b) : null);
  result.cateringChoices = list(parsed.cateringChoices) ?? result.cateringChoices;
  result.miscChoices = list(parsed.miscChoices) ?? result.miscChoices;
  if (typeof parsed.breakfastDeduction === 'number' && Number.isFinite(parsed.breakfastDeduction)) result.breakfastDeduction = parsed.breakfastDeduction;
  return result;
}

/**
 * The stored month-closing boundary as a scalar subquery (null when none is stored), for a caller that
 * reads it in the same round trip as its own rows; hand the value to SettingsService.earliestValidFromOf.
 */
export const EARLIEST_VALID_FROM_SQL = `(select value from app_setting where name = '${EARLIEST_VALID_FROM}')`;

export class SettingsService {
  constructor(private readonly config: Config) {}

  async get(em: EntityManager, name: string): Promise<string | null> {
    return (await em.findOne(AppSetting, { name }))?.value ?? null;
  }

  async set(em: EntityManager, name: string, value: string): Promise<void> {
    await em.upsert(AppSetting, { name, value, updatedAt: new Date() });
  }

  /**
   * The month-closing boundary. Stored server-side once a month-end closing has moved it; until then
   * it is the first day of the previous month: a new installation treats earlier history as paid by
   * the old system, and the previous month stays open until the office closes it (docs/decisions/month-end-and-payroll.md#MON-1).
   */
  async earliestValidFrom(em: EntityManager): Promise<string> {
    return this.earliestValidFromOf(await this.get(em, EARLIEST_VALID_FROM));
  }

  /** The boundary from the stored value (null: none stored yet) — the one place of the fallback rule. */
  earliestValidFromOf(stored: string | null | undefined): string {
    return stored ?? firstOfPreviousMonth();
  }

  /** The legal values of the compliance rules (cents and minutes, the domain's shape); the law's defaults when none are stored. */
  async legalValues(em: EntityManager): Promise<LegalValues> {
    return legalValuesOf(await this.get(em, LEGAL_VALUES));
  }

  /** The company's per-diem choices and breakfast deduction (the spec's when none are stored). */
  async perDiemSettings(em: EntityManager): Promise<PerDiemSettings> {
    return perDiemSettingsOf(await this.get(em, PER_DIEM_SETTINGS));
  }

  /**
   * Changes the per-diem settings (MonthEndClosing: the office that pays them; 422 per path, German;
   * audited as SETTINGS_CHANGE of PerDiemSettings). Per diems already booked keep their amounts; new ones
   * must be one of the new choices.
   */
  async updatePerDiemSettings(em: EntityManager, actor: CurrentUser, input: PerDiemSettingsInput): Promise<PerDiemSettings> {
    if (!can(actor, 'manageMonthEnd')) throw new ForbiddenError();
    const errors = new FieldErrors();
    for (const p of perDiemSettingsProblems(input)) errors.add(p.path, p.message);
    errors.throwIfAny();
    return em.transactional(async (tx) => {
      const current = await this.perDiemSettings(tx);
      const next: PerDiemSettings = {
        cateringChoices: input.cateringChoices != null ? [...input.cateringChoices].sort((a, b) => a - b) : current.cateringChoices,
        miscChoices: input.miscChoices != null ? [...input.miscChoices].sort((a, b) => a - b) : current.miscChoices,
        breakfastDeduction: input.breakfastDeduction != null ? Math.round(input.breakfastDeduction * 100) / 100 : current.breakfastDeduction,
      };
      const changes = (['cateringChoices', 'miscChoices', 'breakfastDeduction'] as const)
        .filter((f) => JSON.stringify(current[f]) !== JSON.stringify(next[f]))
        .map((f) => ({ field: f, from: current[f], to: next[f] }));
      await this.set(tx, PER_DIEM_SETTINGS, JSON.stringify(next));
      if (changes.length) await writeAudit(tx, { action: 'SETTINGS_CHANGE', entityType: 'PerDiemSettings', changes, actor: { userId: actor.id, username: actor.username } });
      return next;
    });
  }

  async defaults(em: EntityManager): Promise<Defaults> {
    return {
      earliestValidFrom: await this.earliestValidFrom(em),
      sickLeaveFormUrl: this.config.FORM_URL_SICK_LEAVE,
      workwearFormUrl: this.config.FORM_URL_WORKWEAR,
      vacationFormUrl: this.config.FORM_URL_VACATION,
    };
  }
}
