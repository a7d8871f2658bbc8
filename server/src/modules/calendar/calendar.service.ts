import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { calendarNoteProblem, maxPositionsProblem } from '@inv/domain';
import type { CurrentUser } from '../auth/current-user.js';
import { ConflictError, FieldErrors, ForbiddenError, NotFoundError } from '../../errors.js';
import { msg } from '../../messages.js';
import { blank, isIsoDate } from '../../shared-validation.js';
import { AppSetting } from '../settings/app-setting.entity.js';
import { EARLIEST_VALID_FROM } from '../settings/settings.service.js';
import { CalendarData } from './calendar-data.entity.js';
import * as policy from './calendar.policy.js';
import { DEFAULT_MAX_POS_SETTING, effectiveMaxPositions, parseDefaultMax } from './capacity.js';
import type { AppSettingView, CalendarDay, CalendarDayInput } from './calendar.types.js';

/** Longest range of calendarDays (a year plus a margin for the month view's neighbour weeks). */
export const MAX_CALENDAR_RANGE_DAYS = 400;
/** The settings readable through /settings (everything else is 404). */
export const READABLE_SETTINGS: readonly string[] = [DEFAULT_MAX_POS_SETTING, EARLIEST_VALID_FROM];

type DayRow = { id: number | null; date: string; note: string; max_positions: number; default_value: string | null; used: number };

export class CalendarService {
  /**
   * Every day from–to (at most 400), stored or not, with its used positions: one SQL statement
   * (a day series joined with the stored days and the INV positions summed per validFrom).
   */
  async days(em: EntityManager, actor: CurrentUser, from: string, to: string): Promise<CalendarDay[]> {
    if (!policy.canReadCalendar(actor)) throw new ForbiddenError();
    const errors = new FieldErrors();
    if (!isIsoDate(from)) errors.add('from', msg.dateInvalid);
    if (!isIsoDate(to)) errors.add('to', msg.dateInvalid);
    errors.throwIfAny();
    if (to < from) new FieldErrors().add('to', msg.calendarRangeInvalid).throwIfAny();
    const length = DateTime.fromISO(to).diff(DateTime.fromISO(from), 'days').days + 1;
    if (length > MAX_CALENDAR_RANGE_DAYS) new FieldErrors().add('to', msg.calendarRangeTooLong(MAX_CALENDAR_RANGE_DAYS)).throwIfAny();
    return this.query(em, from, to);
  }

  async day(em: EntityManager, actor: CurrentUser, id: number): Promise<CalendarDay> {
    if (!policy.canReadCalendar(actor)) throw new ForbiddenError();
    const stored = await em.findOne(CalendarData, { id });
    if (!stored) throw new NotFoundError(msg.calendarDayNotFound);
    return (await this.query(em, stored.date, stored.date))[0];
  }

  /** Upsert by id (404 unknown) or by date; maxPositions an integer from 0 (= default) to @inv/domain's MAX_DAY_POSITIONS. */
  async save(em: EntityManager, actor: CurrentUser, input: CalendarDayInput): Promise<CalendarDay> {
    if (!policy.canWriteCalendar(actor)) throw new ForbiddenError();
    const errors = new FieldErrors();
    if (blank(input.id) && blank(input.date)) errors.add('date', msg.calendarDateRequired);
    if (!blank(input.date) && !isIsoDate(input.date)) errors.add('date', msg.dateInvalid);
    // The capacity rules are @inv/domain's, which the max-positions dialog checks too.
    const maxProblem = maxPositionsProblem(input.maxPositions);
    if (maxProblem) errors.add('maxPositions', maxProblem);
    const noteProblem = calendarNoteProblem(input.note);
    if (noteProblem) errors.add('note', noteProblem);
    errors.throwIfAny();
    const { date, created } = await em.transactional(async (tx) => {
      let row = input.id != null ? await tx.findOne(CalendarData, { id: input.id }) : await tx.findOne(CalendarData, { date: input.date! });
      if (input.id != null && !row) throw new NotFoundError(msg.calendarDayNotFound);
      const isNew = !row;
      if (!row) row = tx.create(CalendarData, { date: input.date! });
      else if (!blank(input.date) && input.date !== row.date) {
        // Moving a stored day onto another stored day would merge two rows: refused.
        if (await tx.count(CalendarData, { date: input.date! })) throw new ConflictError(msg.duplicate);
        row.date = input.date!;
      }
      if (input.note != null) row.note = input.note.trim();
      if (input.maxPositions != null) row.maxPositions = input.maxPositions;
      await tx.flush();
      return { date: row.date, created: isNew };
    });
    const [day] = await this.query(em, date, date);
    return { ...day, created };
  }

  // ------------------------------------------------------------ settings view

  async setting(em: EntityManager, id: number): Promise<AppSettingView> {
    const row = await em.findOne(AppSetting, { id, name: { $in: [...READABLE_SETTINGS] } });
    if (!row) throw new NotFoundError(msg.settingNotFound);
    return { id: row.id, name: row.name, value: row.value };
  }

  async settingByName(em: EntityManager, name: string): Promise<AppSettingView> {
    if (!READABLE_SETTINGS.includes(name)) throw new NotFoundError(msg.settingNotFound);
    const row = await em.findOne(AppSetting, { name });
    if (!row) throw new NotFoundError(msg.settingNotFound);
    return { id: row.id, name: row.name, value: row.value };
  }

  // ------------------------------------------------------------ internals

  private async query(em: EntityManager, from: string, to: string): Promise<CalendarDay[]> {
    const rows = await em.getConnection().execute<DayRow[]>(
      `with def as (
         select (select s.value from app_setting s where s.name = ?) as value
       ), used as (
         select o.valid_from as day, sum(coalesce(o.positions, 0))::int as used
           from orders o where o.order_type = 'INV' and o.valid_from between ?::date and ?::date group by o.valid_from
       )
       select c.id, to_char(d.day, 'YYYY-MM-DD') as date, coalesce(c.note, '') as note,
              coalesce(c.max_positions, 0) as max_positions,
              def.value as default_value,
              coalesce(u.used, 0) as used
         from generate_series(?::date, ?::date, interval '1 day') as d(day)
         cross join def
         left join calendar_data c on c.date = d.day::date
         left join used u on u.day = d.day::date
        order by d.day`,
      [DEFAULT_MAX_POS_SETTING, from, to, from, to],
    );
    return rows.map((r) => ({
      id: r.id == null ? null : Number(r.id),
      date: r.date,
      note: r.note,
      maxPositions: Number(r.max_positions),
      effectiveMaxPositions: effectiveMaxPositions(Number(r.max_positions), parseDefaultMax(r.default_value)),
      positions: Number(r.used),
      created: false,
    }));
  }
}
