import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { firstOfPreviousMonth } from '../../shared-dates.js';
import { AppSetting } from './app-setting.entity.js';
import type { Defaults } from './settings.types.js';

export const EARLIEST_VALID_FROM = 'earliestValidFrom';

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

  async defaults(em: EntityManager): Promise<Defaults> {
    return {
      earliestValidFrom: await this.earliestValidFrom(em),
      sickLeaveFormUrl: this.config.FORM_URL_SICK_LEAVE,
      workwearFormUrl: this.config.FORM_URL_WORKWEAR,
      vacationFormUrl: this.config.FORM_URL_VACATION,
    };
  }
}
