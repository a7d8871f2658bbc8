/**
 * The write burst the fault proofs crash into, and what they check afterwards.
 *
 * Many concurrent clients, each owning its employees (so every employee's operations are one
 * sequence): clockers clock one employee in and out minute by minute (REST and GraphQL in turn),
 * savers book two-hour worklogs and then shorten each (POST/PUT /api/worklogs and the mutations),
 * which moves the day's automatic pause. Every operation is logged with its outcome:
 * acked (a 2xx answer), refused (a documented refusal), unknown (no answer or a 5xx: it may or may
 * not have committed). verify() then holds the database against the log.
 */
import { DateTime } from 'luxon';
import pg from 'pg';
import type { Client } from '../../../server/src/test/http-client.js';
import { loggedIn, newEmployees, newOrder } from '../concurrency/fixtures.js';
import type { WorklogKind } from '@inv/domain';
import { serverModule } from './stack.js';

export type Outcome = 'acked' | 'refused' | 'unknown';

export interface Op {
  employeeId: number;
  kind: 'in' | 'out' | 'create' | 'update';
  face: 'rest' | 'graphql';
  date: string;
  time?: string;
  worklogType?: string;
  start?: string;
  end?: string;
  comment?: string;
  worklogId?: number;
  outcome: Outcome;
  status?: number;
  detail?: string;
  /** When the request was sent and when its outcome was known (ms since the epoch). */
  sentAt: number;
  at: number;
}

export interface BurstPlan {
  teamleiter: Client;
  office: Client;
  orderId: number;
  day: string;
  /** One employee per clocker. */
  clockers: number[];
  /** The employees of each saver. */
  savers: number[][];
  /** Checked before every operation: the burst ends when it answers true. */
  stop(): boolean;
  /** On an operation without any answer (connection refused or reset): true ends that client. */
  endOnNoAnswer: boolean;
  /** After an operation whose outcome is unknown, the client waits this long before the next (a client's back-off). */
  backoffMs?: number;
}

const backoff = (plan: BurstPlan, o: { outcome: Outcome }) => (o.outcome === 'unknown' && plan.backoffMs ? new Promise((r) => setTimeout(r, plan.backoffMs)) : undefined);

/**
 * The burst's records on a fresh server and database: new employees, an order, the day (yesterday: any
 * minute of it may be clocked), and that day open for booking (the month boundary moved back if needed).
 */
export async function burstFixtures(baseUrl: string, databaseUrl: string, counts: { clockers: number; savers: number; perSaver: number }) {
  const day = DateTime.now().setZone('Europe/Berlin').minus({ days: 1 }).toISODate()!;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    await pool.query(`update app_setting set value = $1 where name = 'earliestValidFrom' and value > $1`, [day]);
    const teamleiter = await loggedIn('teamleiter', undefined, baseUrl);
    const office = await loggedIn('buero', undefined, baseUrl);
    const ids = await newEmployees(office, pool, counts.clockers + counts.savers * counts.perSaver);
    const orderId = await newOrder(office, { name: 'Absturz-Beweis', validFrom: day, validTo: DateTime.now().setZone('Europe/Berlin').toISODate() });
    const clockers = ids.slice(0, counts.clockers);
    const savers = Array.from({ length: counts.savers }, (_, i) => ids.slice(counts.clockers + i * counts.perSaver, counts.clockers + (i + 1) * counts.perSaver));
    return { teamleiter, office, orderId, day, clockers, savers };
  } finally {
    await pool.end();
  }
}

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const CLOCK = `mutation($input: ClockInput!) { clockEmployees(input: $input) { success validationErrors { path message } } }`;
const CREATE = `mutation($input: WorklogInput!) { createWorklog(input: $input) { id } }`;
const UPDATE = `mutation($id: Int!, $input: WorklogInput!) { updateWorklog(id: $id, input: $input) { id } }`;

type Answer = { status: number; json: any } | null;

async function send(call: () => Promise<{ status: number; json: any }>): Promise<Answer> {
  try {
    return await call();
  } catch {
    return null; // no answer: refused, reset, or cut off mid-way
  }
}

function outcomeOf(a: Answer, refusedWhen: (a: { status: number; json: any }) => string | null): { outcome: Outcome; status?: number; detail?: string } {
  if (!a) return { outcome: 'unknown', detail: 'no answer' };
  if (a.status >= 500) return { outcome: 'unknown', status: a.status };
  const refusal = refusedWhen(a);
  if (refusal !== null) return { outcome: 'refused', status: a.status, detail: refusal };
  if (a.status >= 300) return { outcome: 'refused', status: a.status, detail: JSON.stringify(a.json)?.slice(0, 200) };
  return { outcome: 'acked', status: a.status };
}

async function clocker(plan: BurstPlan, employeeId: number, log: Op[]) {
  for (let i = 0; i < 22 * 60 && !plan.stop(); i++) {
    const kind = i % 2 === 0 ? 'in' : 'out';
    const face = Math.floor(i / 2) % 2 === 0 ? 'rest' : 'graphql';
    const worklogType = kind === 'in' ? (i % 4 === 0 ? 'WORK' : 'TRAVEL') : undefined;
    const input = { orderId: plan.orderId, date: plan.day, time: hhmm(i), employees: [{ employeeId, clockingAction: kind === 'in' ? 'IN' : 'OUT', worklogType: worklogType ?? null }] };
    const sentAt = Date.now();
    const answer = await send(async () => {
      if (face === 'rest') return plan.teamleiter.request('POST', `/api/timeclock/${plan.orderId}/clock`, input);
      const r = await plan.teamleiter.gql(CLOCK, { input });
      if (r.json?.errors) return { status: r.json.errors[0]?.extensions?.code === 'INTERNAL' ? 500 : 400, json: r.json };
      const errors = r.json?.data?.clockEmployees?.validationErrors ?? [];
      return { status: errors.length ? 422 : r.status, json: { validationErrors: errors } };
    });
    const o = outcomeOf(answer, (a) => (a.status === 422 && a.json?.validationErrors?.length ? a.json.validationErrors.map((e: any) => e.message).join('; ') : null));
    log.push({ employeeId, kind, face, date: plan.day, time: input.time, worklogType, ...o, sentAt, at: Date.now() });
    if (!answer && plan.endOnNoAnswer) return;
    await backoff(plan, o);
  }
}

async function saver(plan: BurstPlan, employees: number[], log: Op[]) {
  let n = 0;
  for (const employeeId of employees) {
    // Two-hour entries: from the fourth on the day's work needs an automatic pause, from the sixth a longer one.
    for (let slot = 0; slot < 11 && !plan.stop(); slot++) {
      const face = n++ % 2 === 0 ? 'rest' : 'graphql';
      const span = { date: plan.day, start: hhmm(slot * 120), end: hhmm(slot * 120 + 120), worklogType: 'WORK', comment: `Burst ${slot}`, orderId: plan.orderId, employeeId };
      const sentAt = Date.now();
      const created = await send(async () => {
        if (face === 'rest') return plan.office.request('POST', '/api/worklogs', span);
        const r = await plan.office.gql(CREATE, { input: span });
        return r.json?.errors ? { status: r.json.errors[0]?.extensions?.code === 'INTERNAL' ? 500 : 409, json: r.json } : { status: r.status, json: r.json?.data?.createWorklog };
      });
      const o = outcomeOf(created, () => null);
      const worklogId = o.outcome === 'acked' ? (created!.json.id as number) : undefined;
      log.push({ employeeId, kind: 'create', face, date: span.date, start: span.start, end: span.end, worklogType: 'WORK', comment: span.comment, worklogId, ...o, sentAt, at: Date.now() });
      if (!created && plan.endOnNoAnswer) return;
      await backoff(plan, o);
      if (worklogId === undefined || plan.stop()) continue;
      // Shortened by ten minutes: the work total changes, and with it the automatic pause (a gap under
      // 15 minutes is no break under ArbZG §4, so the entries stay one run of work that needs one).
      const change = { start: span.start, end: hhmm(slot * 120 + 110), worklogType: 'WORK', comment: `Burst ${slot} gekürzt` };
      const changeSentAt = Date.now();
      const updated = await send(async () => {
        if (face === 'graphql') return plan.office.request('PUT', `/api/worklogs/${worklogId}`, change);
        const r = await plan.office.gql(UPDATE, { id: worklogId, input: change });
        return r.json?.errors ? { status: r.json.errors[0]?.extensions?.code === 'INTERNAL' ? 500 : 409, json: r.json } : { status: r.status, json: r.json?.data?.updateWorklog };
      });
      const u = outcomeOf(updated, () => null);
      log.push({ employeeId, kind: 'update', face: face === 'rest' ? 'graphql' : 'rest', date: span.date, ...change, worklogId, ...u, sentAt: changeSentAt, at: Date.now() });
      if (!updated && plan.endOnNoAnswer) return;
      await backoff(plan, u);
    }
  }
}

/** Runs every client until plan.stop() (or, with endOnNoAnswer, until the server is gone), logging into `log` as it goes. */
export async function runBurst(plan: BurstPlan, log: Op[] = []): Promise<Op[]> {
  await Promise.all([...plan.clockers.map((e) => clocker(plan, e, log)), ...plan.savers.map((list) => saver(plan, list, log))]);
  return log;
}

export const tally = (log: Op[]) => ({
  acked: log.filter((o) => o.outcome === 'acked').length,
  refused: log.filter((o) => o.outcome === 'refused').length,
  unknown: log.filter((o) => o.outcome === 'unknown').length,
});

interface Row {
  id: number;
  employee_id: number;
  date: string;
  start: string;
  end: string | null;
  worklog_type: WorklogKind;
  comment: string;
  open: boolean;
  automatic: boolean;
  order_id: number;
  updated: boolean;
}

/**
 * Holds the database against the log. Every finding is a line; none means: every acknowledged write
 * is there as acknowledged, nothing is there that no operation asked for, nothing is half-written
 * (audit trail row, automatic pause, one open entry, no overlap) and the trigger-maintained summaries
 * equal a recomputation from the worklogs.
 */
export async function verify(databaseUrl: string, log: Op[], plan: Pick<BurstPlan, 'clockers' | 'savers' | 'orderId' | 'day'>): Promise<string[]> {
  const findings: string[] = [];
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const employees = [...plan.clockers, ...plan.savers.flat()];
    const rows: Row[] = (
      await db.query(
        `select id, employee_id, to_char(date, 'YYYY-MM-DD') as date, start, "end", worklog_type, comment, open, automatic, order_id, update_time is not null as updated
           from worklog where employee_id = any($1) order by employee_id, date, start, id`,
        [employees],
      )
    ).rows;
    const of = (e: number) => rows.filter((r) => r.employee_id === e);

    // Clockers: each acknowledged IN opened an entry at its minute, each acknowledged OUT closed one;
    // every stored entry started with an IN that was sent (acknowledged or unknown).
    for (const e of plan.clockers) {
      const ops = log.filter((o) => o.employeeId === e);
      const mine = of(e);
      for (const o of ops.filter((x) => x.outcome === 'acked')) {
        if (o.kind === 'in' && !mine.some((r) => r.start === o.time && r.worklog_type === o.worklogType)) findings.push(`employee ${e}: acknowledged clock-in ${o.time} (${o.face}) missing`);
        if (o.kind === 'out' && !mine.some((r) => r.end === o.time && !r.open)) findings.push(`employee ${e}: acknowledged clock-out ${o.time} (${o.face}) missing`);
      }
      for (const r of mine) {
        const asked = ops.some((o) => o.kind === 'in' && o.outcome !== 'refused' && o.time === r.start && o.worklogType === r.worklog_type);
        if (!asked) findings.push(`employee ${e}: entry ${r.start}–${r.end ?? ''} ${r.worklog_type} that no clock-in asked for`);
        // A closed entry was closed by an OUT (or a switch) that was sent.
        if (!r.open && !ops.some((o) => o.outcome !== 'refused' && (o.time === r.end))) findings.push(`employee ${e}: entry ${r.start} closed at ${r.end} by no operation`);
      }
    }

    // Savers: each acknowledged worklog is there with the values of its last acknowledged save (or of
    // a later save whose answer never came); nothing else is there but automatic pauses.
    for (const e of plan.savers.flat()) {
      const ops = log.filter((o) => o.employeeId === e);
      const mine = of(e).filter((r) => !r.automatic);
      for (const create of ops.filter((o) => o.kind === 'create' && o.outcome === 'acked')) {
        const row = mine.find((r) => r.id === create.worklogId);
        if (!row) {
          findings.push(`employee ${e}: acknowledged worklog ${create.worklogId} (${create.start}, ${create.face}) missing`);
          continue;
        }
        const saves = ops.filter((o) => o.worklogId === create.worklogId);
        const lastAcked = saves.filter((o) => o.outcome === 'acked').at(-1)!;
        const candidates = [lastAcked, ...saves.slice(saves.indexOf(lastAcked) + 1).filter((o) => o.outcome === 'unknown')];
        if (!candidates.some((o) => o.start === row.start && o.end === row.end && o.comment === row.comment)) {
          findings.push(`employee ${e}: worklog ${row.id} is ${row.start}–${row.end} "${row.comment}", acknowledged ${lastAcked.start}–${lastAcked.end} "${lastAcked.comment}"`);
        }
      }
      for (const r of mine) {
        const known = ops.some((o) => o.kind === 'create' && o.outcome === 'acked' && o.worklogId === r.id);
        const unanswered = ops.some((o) => o.kind === 'create' && o.outcome === 'unknown' && o.start === r.start);
        if (!known && !unanswered) findings.push(`employee ${e}: worklog ${r.id} ${r.start}–${r.end} that no save asked for`);
      }
    }

    // The automatic pause (ArbZG §4) belongs to the shift's entries: placed anew in the same transaction,
    // so placing it once more changes nothing.
    const { automaticPauseChanges } = await import('@inv/domain');
    for (const e of employees) {
      const rows = of(e).map((r) => ({ date: r.date, start: r.start, end: r.end, worklogType: r.worklog_type, automatic: r.automatic }));
      const change = automaticPauseChanges(rows, [...new Set(rows.map((r) => r.date))]);
      const show = (list: { date: string; start: string; end: string | null }[]) => JSON.stringify(list.map((p) => `${p.date} ${p.start}–${p.end}`));
      if (change.remove.length || change.add.length) {
        findings.push(`employee ${e}: automatic pause ${show(rows.filter((r) => r.automatic))}, the rule removes ${show(change.remove)} and adds ${show(change.add)}`);
      }
    }

    // One open entry per employee, no overlapping worked times (the database's own rules, asked anyway).
    const open = await db.query(`select employee_id from worklog where employee_id = any($1) and open group by employee_id having count(*) > 1`, [employees]);
    for (const r of open.rows) findings.push(`employee ${r.employee_id}: more than one open entry`);
    const m = (c: string) => `(split_part(${c}, ':', 1)::int * 60 + split_part(${c}, ':', 2)::int)`;
    const span = (t: string) => `int4range(${m(`${t}.start`)}, greatest(${m(`${t}.start`)}, coalesce(${m(`${t}."end"`)}, 1440)))`;
    const overlaps = await db.query(
      `select a.employee_id, a.start, b.start as other from worklog a join worklog b on a.employee_id = b.employee_id and a.date = b.date and a.id < b.id
        where a.employee_id = any($1) and a.worklog_type in ('WORK','TRAVEL','PASSENGER') and b.worklog_type in ('WORK','TRAVEL','PASSENGER') and ${span('a')} && ${span('b')}`,
      [employees],
    );
    for (const r of overlaps.rows) findings.push(`employee ${r.employee_id}: ${r.start} overlaps ${r.other}`);

    // Every stored worklog has its audit row (written by the same statement or flush), a changed one its update row.
    const audit = await db.query(
      `select w.id, w.updated,
              exists (select 1 from audit_event a where a.entity_type = 'Worklog' and a.entity_id = w.id::text and a.action = 'CREATE') as created,
              exists (select 1 from audit_event a where a.entity_type = 'Worklog' and a.entity_id = w.id::text and a.action = 'UPDATE') as changed
         from (select id, update_time is not null as updated from worklog where employee_id = any($1)) w`,
      [employees],
    );
    for (const r of audit.rows) {
      if (!r.created) findings.push(`worklog ${r.id}: no audit row of its creation`);
      if (r.updated && !r.changed) findings.push(`worklog ${r.id}: changed, but no audit row of the change`);
    }

    // employee_month_time (statement triggers) equals its recomputation from the worklogs.
    const month = plan.day.slice(0, 7);
    await db.query('begin');
    const before = (await db.query(`select employee_id, entries, minutes_work, minutes_travel, minutes_passenger from employee_month_time where year_month = $1 and employee_id = any($2) order by employee_id`, [month, employees])).rows;
    await db.query(`select employee_month_time_refresh($1::int[], $2::text[])`, [employees, employees.map(() => month)]);
    const after = (await db.query(`select employee_id, entries, minutes_work, minutes_travel, minutes_passenger from employee_month_time where year_month = $1 and employee_id = any($2) and entries > 0 order by employee_id`, [month, employees])).rows;
    await db.query('rollback');
    const stored = before.filter((r) => r.entries > 0);
    if (JSON.stringify(stored) !== JSON.stringify(after)) findings.push(`employee_month_time ${JSON.stringify(stored)} ≠ recomputed ${JSON.stringify(after)}`);

    findings.push(...(await orderSummaryFindings(databaseUrl, db, plan.orderId, month)));
  } finally {
    await db.end();
  }
  return findings;
}

/**
 * The order-month summary: marked dirty in the worklog's transaction and recomputed by reads and the
 * job. Not marked → the stored figures must equal a recomputation by the server's own code (run in a
 * transaction that is rolled back).
 */
export async function orderSummaryFindings(databaseUrl: string, db: pg.Client | pg.Pool, orderId: number, month: string): Promise<string[]> {
  const dirty = await db.query(`select 1 from order_month_summary_dirty where order_id = $1 and year_month = $2`, [orderId, month]);
  if (dirty.rowCount) return [];
  const columns = `minutes, costs::text, costs_with_taxes::text, costs_travel::text, costs_passenger::text, per_diem_total::text, earnings::text, expenses::text`;
  const stored = (await db.query(`select ${columns} from order_month_summary where order_id = $1 and year_month = $2`, [orderId, month])).rows;
  const { initOrm } = await serverModule('db/orm.js');
  const { SummaryService } = await serverModule('modules/statistics/summary.service.js');
  const orm = await initOrm(databaseUrl);
  let recomputed: unknown[] = [];
  try {
    await orm.em
      .fork()
      .transactional(async (tx: any) => {
        await new SummaryService().recompute(tx, [{ orderId, yearMonth: month }]);
        recomputed = await tx.execute(`select ${columns} from order_month_summary where order_id = ? and year_month = ?`, [orderId, month]);
        throw new Error('rollback');
      })
      .catch((err: Error) => {
        if (err.message !== 'rollback') throw err;
      });
  } finally {
    await orm.close();
  }
  return JSON.stringify(stored) === JSON.stringify(recomputed) ? [] : [`order summary ${orderId} ${month}: stored ${JSON.stringify(stored)} ≠ recomputed ${JSON.stringify(recomputed)}`];
}
