/**
 * The clock's write path in SQL (for speed, docs/decisions/performance-architecture.md#PERF-28). One clock
 * request used to go through the unit of work: a find with the order hydrated, one flush per change
 * with its audit insert, ~11 statements. Here the request's state is read in the first message
 * (order, employee row locks, the employees' open and day entries), every step is planned in memory
 * by the same rules (planClock, the overlap rule, the automatic pause), and each employee's writes —
 * close / drop, open, automatic pause, each statement carrying its audit row — go out as one message.
 * The audit rows are the subscriber's (auditRowOf); the database's one-open-worklog index and
 * worklog_no_overlap stay the last word.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { intArrayText, type PreparedStatement, type Statement } from '../../db/raw-sql.js';
import { auditRowOf, type AuditRow } from '../audit/audit.writer.js';
import { EARLIEST_VALID_FROM_SQL } from '../settings/settings.service.js';
import { automaticPauseChanges, END_OF_DAY, nextDay, previousDay } from '@inv/domain';
import { AUTOMATIC_PAUSE, WorklogType } from '../worklogs/worklog.entity.js';
import { assertNoOverlapIn } from '../worklogs/worklog.service.js';
import { planClock, type ClockingAction, type OpenEntry } from './clock-rules.js';

/** The order fields a clock request needs. */
export interface ClockOrder {
  id: number;
  valid_from: string;
  valid_to: string;
  team_leader_id: number | null;
  earliest_valid_from: string | null;
}

/** An employee's worklog as the clock reads it, under the employee's row lock. */
export interface StoredWorklog {
  id: number;
  date: string;
  start: string;
  end: string | null;
  worklog_type: WorklogType;
  comment: string;
  order_id: number;
  order_name: string;
  employee_id: number;
  open: boolean;
  automatic: boolean;
}

/** A refused clocking step of one employee: reported under employees.{id}, the others go on. */
export class StepRefused extends Error {}

/** The order ($1) and the stored earliest valid date (the rule: SettingsService.earliestValidFromOf). */
export const CLOCK_ORDER: PreparedStatement = {
  name: 'clock_order',
  types: ['int'],
  text: `select id, to_char(valid_from, 'YYYY-MM-DD') as valid_from, to_char(valid_to, 'YYYY-MM-DD') as valid_to, team_leader_id,
          ${EARLIEST_VALID_FROM_SQL} as earliest_valid_from
     from orders where id = $1`,
};

/**
 * Locks the employees' rows ($1) in id order (requests sharing employees cannot deadlock; clock
 * requests of one employee are serialised) and answers the active ones.
 */
export const LOCK_EMPLOYEES: PreparedStatement = {
  name: 'clock_lock_employees',
  types: ['int[]'],
  text: `select id from employee where id = any($1) and active order by id for no key update`,
};

/**
 * The employees' ($1) open entries (any day) and their entries of the day $2 and the days before and
 * after (a night shift reaches across midnight: its continuation, its automatic pause and the offline
 * order of actions look at both days), by day, start and id.
 */
export const CLOCK_WORKLOGS: PreparedStatement = {
  name: 'clock_worklogs',
  types: ['int[]', 'date'],
  text: `select w.id, to_char(w.date, 'YYYY-MM-DD') as date, w.start, w."end", w.worklog_type, w.comment, w.order_id,
          (select o.name from orders o where o.id = w.order_id) as order_name, w.employee_id, w.open, w.automatic
     from worklog w where w.employee_id = any($1) and (w.date between $2::date - 1 and $2::date + 1 or w.open)
    order by w.date, w.start, w.id`,
};

/**
 * The first message's statements after `begin`: the order, the row locks, the entries (in this order).
 * `date` null (an offline request's invalid date, refused per action): only the open entries.
 */
export const clockState = (orderId: number, employeeIds: readonly number[], date: string | null): Statement[] => [
  { prepared: CLOCK_ORDER, args: [orderId] },
  { prepared: LOCK_EMPLOYEES, args: [intArrayText(employeeIds)] },
  { prepared: CLOCK_WORKLOGS, args: [intArrayText(employeeIds), date] },
];

// ------------------------------------------------------------ offline clock actions (applied exactly once)

/** A clientId: a UUID in its canonical text form (any version; the client generates it). */
export const CLIENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The recorded outcome of a known clientId. */
export interface KnownAction {
  client_id: string;
  employee_id: number;
  accepted: boolean;
  message: string;
}

/**
 * The recorded outcomes of the clientIds $1 (uuid[]). Runs after the employees' row locks: a replay
 * running beside the first request waits on the lock and then sees the outcome the first committed.
 */
export const KNOWN_ACTIONS: PreparedStatement = {
  name: 'clock_known_actions',
  types: ['uuid[]'],
  text: `select client_id::text as client_id, employee_id, accepted, message from clock_action where client_id = any($1)`,
};

/** Validated clientIds (CLIENT_ID) as a uuid[] text. */
export const uuidArrayText = (ids: readonly string[]) => `{${ids.join(',')}}`;

const ACTION_COLUMNS = `client_id, employee_id, order_id, date, time, clocking_action, worklog_type, accepted, message, user_id`;
const ACTION_TYPES = ['uuid', 'int', 'int', 'date', 'varchar', 'varchar', 'worklog_type', 'boolean', 'text', 'int'];

/** An accepted action's outcome, first in its step's statements: a clientId recorded meanwhile fails the step (SQLSTATE 23505). */
export const RECORD_ACCEPTED: PreparedStatement = {
  name: 'clock_record_accepted',
  types: ACTION_TYPES,
  text: `insert into clock_action (${ACTION_COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
};

/**
 * A refused action's outcome. Never fails the message: an employee id that does not exist has nothing
 * to record under, and a clientId recorded meanwhile keeps its first outcome (row count 0 in both cases).
 */
export const RECORD_REFUSED: PreparedStatement = {
  name: 'clock_record_refused',
  types: ACTION_TYPES,
  text: `insert into clock_action (${ACTION_COLUMNS})
    select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10 where exists (select 1 from employee where id = $2)
    on conflict (client_id) do nothing`,
};

/** The primary key refused an outcome: the same clientId was recorded by a parallel request. */
export const isKnownClientId = (err: unknown) => (err as { constraint?: string })?.constraint === 'clock_action_pkey';

// Every write carries its audit row: `with w as (<write> returning id) insert into audit_event …`.
const AUDIT_TYPES = ['int', 'varchar', 'varchar', 'varchar', 'jsonb', 'varchar', 'varchar'];
const auditInsert = (n: number) =>
  `insert into audit_event (actor_user_id, actor_username, action, entity_type, entity_id, changes, request_id, client_address)
   select $${n}, $${n + 1}, $${n + 2}, $${n + 3}, w.id::text, $${n + 4}, $${n + 5}, $${n + 6} from w`;
const auditArgs = (row: AuditRow) => [row.actor_user_id, row.actor_username, row.action, row.entity_type, row.changes, row.request_id, row.client_address];

const INSERT_WORKLOG: PreparedStatement = {
  name: 'clock_insert_worklog',
  types: ['date', 'varchar', 'varchar', 'worklog_type', 'text', 'int', 'int', 'boolean', 'boolean', 'varchar', 'timestamptz', ...AUDIT_TYPES],
  text: `with w as (
      insert into worklog (date, start, "end", worklog_type, comment, order_id, employee_id, open, automatic, insert_user, insert_time)
      values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id)
    ${auditInsert(12)}`,
};
const CLOSE_WORKLOG: PreparedStatement = {
  name: 'clock_close_worklog',
  types: ['int', 'varchar', 'varchar', 'timestamptz', ...AUDIT_TYPES],
  text: `with w as (update worklog set "end" = $2, open = false, update_user = $3, update_time = $4 where id = $1 returning id)
    ${auditInsert(5)}`,
};
const DELETE_WORKLOG: PreparedStatement = {
  name: 'clock_delete_worklog',
  types: ['int', ...AUDIT_TYPES],
  text: `with w as (delete from worklog where id = $1 returning id) ${auditInsert(2)}`,
};

/** A day entry while the step is planned (the stored ones and the ones the step adds). */
interface Entry {
  id?: number;
  date: string;
  start: string;
  end: string | null;
  worklogType: WorklogType;
  comment: string;
  orderId: number;
  employeeId: number;
  open: boolean;
  automatic: boolean;
}

const entryOf = (w: StoredWorklog): Entry => ({
  id: w.id, date: w.date, start: w.start, end: w.end, worklogType: w.worklog_type, comment: w.comment, orderId: w.order_id, employeeId: w.employee_id, open: w.open, automatic: w.automatic,
});

/** A worklog's audited fields in the entity's property order (bookkeeping columns are never audited). */
const auditState = (w: Entry, withId: boolean) => ({
  ...(withId ? { id: w.id } : {}),
  date: w.date, start: w.start, end: w.end, worklogType: w.worklogType, comment: w.comment, order: w.orderId, employee: w.employeeId, open: w.open, automatic: w.automatic,
});

export interface ClockStep {
  orderId: number;
  date: string;
  time: string;
  employeeId: number;
  /** The earliest valid date: automatic pauses of closed months are never moved (what was paid stays). */
  earliest: string;
  action?: ClockingAction | null;
  worklogType?: WorklogType | null;
}

/**
 * The statements of one employee's step, planned on the employee's entries read under its lock
 * (`stored`: its open entry and its entries of the step's day and the days before and after), as the
 * unit of work ran them: the open entry closed (or dropped when it would last no minute) before the new
 * one opens (the unique index admits one open entry at a time), then the automatic pauses of the shifts
 * touching the step's day booked anew (new pieces before the old ones go, as the flush ordered them).
 *
 * Across midnight (plan.carry): the entry opened the evening before is closed at 24:00 on its day and
 * its type goes on from 00:00 to the step's time on the step's day, on its order — one transaction, no
 * minute lost. Throws StepRefused or the overlap rule's ConflictError.
 */
export function clockStepStatements(em: EntityManager, actorName: string, s: ClockStep, stored: readonly StoredWorklog[], now: Date): Statement[] {
  const openRow = stored.find((w) => w.open) ?? null;
  let entries = stored.filter((w) => w.date >= previousDay(s.date) && w.date <= nextDay(s.date)).map(entryOf);
  const openEntry: OpenEntry | null = openRow && { orderId: openRow.order_id, orderName: openRow.order_name, date: openRow.date, start: openRow.start, worklogType: openRow.worklog_type };
  const plan = planClock(openEntry, { orderId: s.orderId, date: s.date, time: s.time, action: s.action, worklogType: s.worklogType });
  if (!plan.ok) throw new StepRefused(plan.error);

  const statements: Statement[] = [];
  const insert = (w: Entry) => {
    const audit = auditRowOf(em, 'CREATE', 'Worklog', null, null, auditState(w, false))!;
    statements.push({ prepared: INSERT_WORKLOG, args: [w.date, w.start, w.end, w.worklogType, w.comment, w.orderId, w.employeeId, w.open, w.automatic, actorName, now, ...auditArgs(audit)] });
  };
  const remove = (w: Entry) => {
    const audit = auditRowOf(em, 'DELETE', 'Worklog', w.id!, auditState(w, true), null)!;
    statements.push({ prepared: DELETE_WORKLOG, args: [w.id, ...auditArgs(audit)] });
  };
  const close = (w: Entry, end: string) => {
    // Closing an open entry always changes its end and open flag: there is an audit row.
    const audit = auditRowOf(em, 'UPDATE', 'Worklog', w.id!, { end: w.end, open: w.open }, { end, open: false })!;
    statements.push({ prepared: CLOSE_WORKLOG, args: [w.id, end, actorName, now, ...auditArgs(audit)] });
    Object.assign(w, { end, open: false });
  };

  // planClock refuses an open entry on any day but the step's and (continued) the one before: one to close lies in `entries`.
  const open = openRow && plan.close ? entries.find((w) => w.id === openRow.id)! : null;
  if (open && plan.close?.drop) {
    remove(open);
    entries = entries.filter((w) => w !== open);
  } else if (open && plan.carry) {
    close(open, END_OF_DAY);
    // At 00:00 itself nothing of the new day was worked yet: no empty entry.
    if (s.time !== '00:00') {
      const piece: Entry = { date: s.date, start: '00:00', end: s.time, worklogType: plan.carry, comment: open.comment, orderId: open.orderId, employeeId: s.employeeId, open: false, automatic: false };
      assertNoOverlapIn(piece, entries);
      insert(piece);
      entries = [...entries, piece];
    }
  } else if (open) {
    close(open, s.time);
  }
  if (plan.open) {
    const added: Entry = { date: s.date, start: s.time, end: null, worklogType: plan.open, comment: '', orderId: s.orderId, employeeId: s.employeeId, open: true, automatic: false };
    assertNoOverlapIn(added, entries);
    insert(added);
    entries = [...entries, added];
  }
  if (plan.close) {
    // ArbZG §4 per shift, also across midnight: the shifts touching the step's day (the continued
    // evening belongs to the same shift), from the entries of that day and the days around it.
    const change = automaticPauseChanges(entries, [s.date]);
    for (const slot of change.add) {
      if (slot.date < s.earliest) continue;
      insert({ date: slot.date, start: slot.start, end: slot.end, worklogType: WorklogType.PAUSE, comment: AUTOMATIC_PAUSE, orderId: slot.work.orderId, employeeId: s.employeeId, open: false, automatic: true });
    }
    for (const p of change.remove) if (p.date >= s.earliest) remove(p);
  }
  return statements;
}
