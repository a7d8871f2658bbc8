import { Migration } from '@mikro-orm/migrations';
import { automaticPauseChanges, previousDay } from '@inv/domain';
import { DateTime } from 'luxon';

/** A worklog row as the re-placing reads it. */
interface Row {
  id: number;
  date: string;
  start: string;
  end: string | null;
  worklogType: 'WORK' | 'PAUSE' | 'TRAVEL' | 'PASSENGER';
  automatic: boolean;
  orderId: number;
  employeeId: number;
}

export type Execute = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * The month-closing boundary as SettingsService.earliestValidFrom defines it when this migration was
 * written: the stored `earliestValidFrom`, else the first day of the previous month in Europe/Berlin.
 */
export async function earliestOpenDate(execute: Execute): Promise<string> {
  const stored = await execute(`select value from app_setting where name = 'earliestValidFrom'`);
  return (stored[0]?.value as string | undefined) ?? DateTime.now().setZone('Europe/Berlin').startOf('month').minus({ months: 1 }).toISODate()!;
}

/**
 * Places the automatic pauses of the open months anew by the shift rule (@inv/domain
 * automaticPauseChanges: at the six-hour mark, across midnight) instead of at the end of the day.
 * Entries dated before the earliest open date are neither changed nor added (closed months stay as
 * they were paid); the day before it is read so a night crossing into the open month is one shift.
 * Answers how many pauses were removed and added.
 */
export async function replaceAutomaticPauses(execute: Execute): Promise<{ removed: number; added: number }> {
  const open = await earliestOpenDate(execute);
  const rows = (await execute(
    `select id, to_char(date, 'YYYY-MM-DD') as date, start, "end", worklog_type as "worklogType", automatic, order_id as "orderId", employee_id as "employeeId"
       from worklog where date >= ? order by employee_id, date, start, id`,
    [previousDay(open)],
  )) as unknown as Row[];
  const byEmployee = new Map<number, Row[]>();
  for (const r of rows) {
    const list = byEmployee.get(r.employeeId) ?? [];
    list.push(r);
    byEmployee.set(r.employeeId, list);
  }
  const remove: number[] = [];
  const add: { date: string; start: string; end: string; order_id: number; employee_id: number }[] = [];
  for (const [employeeId, entries] of byEmployee) {
    const days = [...new Set(entries.map((e) => e.date).filter((d) => d >= open))];
    if (days.length === 0) continue;
    const change = automaticPauseChanges(entries, days);
    remove.push(...change.remove.filter((p) => p.date >= open).map((p) => p.id));
    for (const slot of change.add) {
      if (slot.date >= open) add.push({ date: slot.date, start: slot.start, end: slot.end, order_id: slot.work.orderId, employee_id: employeeId });
    }
  }
  if (remove.length) await execute(`delete from worklog where id = any(?::int[])`, [`{${remove.join(',')}}`]);
  if (add.length) {
    await execute(
      `insert into worklog (date, start, "end", worklog_type, comment, automatic, order_id, employee_id, insert_user, insert_time)
       select x.date, x.start, x."end", 'PAUSE', 'Automatische Pause', true, x.order_id, x.employee_id, 'System', now()
         from jsonb_to_recordset(?::jsonb) as x(date date, start varchar, "end" varchar, order_id int, employee_id int)`,
      [JSON.stringify(add)],
    );
  }
  return { removed: remove.length, added: add.length };
}

/**
 * The automatic pause (ArbZG §4) lies at the six-hour mark of a shift, across midnight too, instead of
 * at the end of the day's last work: the pauses of the open months are placed anew by that rule (net
 * work minutes stay the same wherever the pause lies inside the work). Closed months stay untouched.
 */
export class Migration20261204110000 extends Migration {
  override async up(): Promise<void> {
    await replaceAutomaticPauses((sql, params) => this.execute(sql, params as never) as Promise<Record<string, unknown>[]>);
  }

  override async down(): Promise<void> {
    // The old places are not restored: they broke §4 sentence 3 and their net minutes are the same.
  }
}
