import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { CurrentUser } from '../auth/current-user.js';
import { ConflictError, FieldErrors, NotFoundError } from '../../errors.js';
import { msg } from '../../messages.js';
import { today } from '../../shared-dates.js';
import { OrderType } from '../orders/order.entity.js';
import { AppSetting } from '../settings/app-setting.entity.js';
import { PER_DIEM_SETTINGS, perDiemSettingsOf } from '../settings/settings.service.js';
import { readPayrollTaxFactors } from './payroll-tax-factors.js';
import { canSeeMoney, canSeeTravelCosts, requireStatistics } from './statistics.policy.js';
import type { OrderSummaries, OrderSummary } from './statistics.types.js';
import { arrayLiteral, CASH_FLOW_SQL, DAY_LINES_SQL, MONTH_KEYS_SQL, PER_DIEM_SQL, SUMMARY_ROWS_SQL } from './summary.queries.js';
import { averageWageOf, costsOf, perDiemTotal, productivityOf, profitOf, roundCents, type DayLine, type StoredSummary } from './summary-math.js';

export const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const currentYearMonth = () => today().toFormat('yyyy-MM');
export const shiftMonth = (yearMonth: string, months: number) => DateTime.fromFormat(yearMonth, 'yyyy-MM', { zone: 'utc' }).plus({ months }).toFormat('yyyy-MM');

export interface OrderMonthKey {
  orderId: number;
  yearMonth: string;
}

/** A month parameter: absent → the current month; otherwise 'YYYY-MM' or 422 on `path`. */
export function monthParam(value: string | null | undefined, path = 'yearMonth'): string {
  if (value == null || value === '') return currentYearMonth();
  if (!YEAR_MONTH.test(value)) new FieldErrors().add(path, msg.statisticsMonthInvalid).throwIfAny();
  return value;
}

function orderTypeParam(value: string | null | undefined): string | null {
  if (value == null || value === '' || value === 'ALL') return null;
  if (!(Object.values(OrderType) as string[]).includes(value)) new FieldErrors().add('orderType', msg.statisticsOrderTypeInvalid).throwIfAny();
  return value;
}

/** How long a read waits for the mark lock before it answers the figures stored last (see recomputeDirty). */
const READ_LOCK_WAIT = '2s';
/** How long an explicit refresh waits before it is refused with 409. */
const REFRESH_LOCK_WAIT = '10s';

/** SHARE ROW EXCLUSIVE on the mark table, waiting at most `wait`; false when not granted (the transaction stays usable). */
async function lockMarks(tx: EntityManager, wait: string): Promise<boolean> {
  await tx.execute('savepoint summary_marks');
  try {
    await tx.execute(`set local lock_timeout = '${wait}'`);
    await tx.execute('lock table order_month_summary_dirty in share row exclusive mode');
    await tx.execute(`set local lock_timeout = 0`);
    await tx.execute('release savepoint summary_marks');
    return true;
  } catch (err) {
    if ((err as { code?: string }).code !== '55P03') throw err; // lock_not_available
    await tx.execute('rollback to savepoint summary_marks');
    return false;
  }
}

async function lockMarksForRefresh(tx: EntityManager): Promise<void> {
  if (!(await lockMarks(tx, REFRESH_LOCK_WAIT))) throw new ConflictError(msg.statisticsBusy);
}

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const keyOf = (orderId: number, yearMonth: string) => `${orderId}|${yearMonth}`;

/**
 * Order summaries (docs/decisions/statistics.md#STA-1 to STA-8): stored per order and month, recomputed from the dirty marks the
 * triggers write; every read first recomputes the dirty marks of its scope, so no answer is stale.
 */
export class SummaryService {
  /** Computes the given order-months and stores them (a month without any data loses its row). Returns how many were computed. */
  async recompute(em: EntityManager, keys: readonly OrderMonthKey[]): Promise<number> {
    if (keys.length === 0) return 0;
    const params = [arrayLiteral(keys.map((k) => k.orderId)), arrayLiteral(keys.map((k) => k.yearMonth))];
    // One after another: inside a transaction they share one connection.
    const factors = await readPayrollTaxFactors(em);
    const { breakfastDeduction } = perDiemSettingsOf((await em.findOne(AppSetting, { name: PER_DIEM_SETTINGS }))?.value);
    const lines = await em.execute(DAY_LINES_SQL, params);
    const perDiems = await em.execute(PER_DIEM_SQL, params);
    const cashFlows = await em.execute(CASH_FLOW_SQL, params);
    const linesOf = new Map<string, DayLine[]>();
    for (const l of lines as any[]) {
      const k = keyOf(l.order_id, l.year_month);
      if (!linesOf.has(k)) linesOf.set(k, []);
      linesOf.get(k)!.push({
        workMinutes: num(l.work),
        travelMinutes: num(l.travel),
        passengerMinutes: num(l.passenger),
        wage: l.wage === null ? null : { wage: Number(l.wage), wageType: l.wage_type, targetHours: l.target_hours === null ? null : Number(l.target_hours) },
        employmentType: l.employment_type ?? null,
      });
    }
    const perDiemOf = new Map((perDiems as any[]).map((p) => [keyOf(p.order_id, p.year_month), p]));
    const cashOf = new Map((cashFlows as any[]).map((c) => [keyOf(c.order_id, c.year_month), c]));
    const now = new Date();
    const upserts: (StoredSummary & OrderMonthKey)[] = [];
    const empty: OrderMonthKey[] = [];
    for (const key of keys) {
      const k = keyOf(key.orderId, key.yearMonth);
      const dayLines = linesOf.get(k) ?? [];
      const pd = perDiemOf.get(k);
      const cash = cashOf.get(k);
      if (!dayLines.length && !pd && !cash) {
        empty.push(key);
        continue;
      }
      upserts.push({
        ...key,
        ...costsOf(dayLines, factors),
        perDiemTotal: pd ? perDiemTotal({ catering: num(pd.catering), misc: num(pd.misc), breakfasts: num(pd.breakfasts) }, breakfastDeduction) : 0,
        earnings: roundCents(num(cash?.earnings)),
        expenses: roundCents(num(cash?.expenses)),
      });
    }
    if (empty.length) {
      await em.execute(`delete from order_month_summary where (order_id, year_month) in (select * from unnest(?::int[], ?::text[]))`, [
        arrayLiteral(empty.map((e) => e.orderId)),
        arrayLiteral(empty.map((e) => e.yearMonth)),
      ]);
    }
    if (upserts.length) {
      // Only orders that still exist (a mark may outlive its deleted order).
      const cols = (f: (u: (typeof upserts)[number]) => string | number) => arrayLiteral(upserts.map(f));
      await em.execute(
        `insert into order_month_summary (order_id, year_month, minutes, costs, costs_with_taxes, costs_travel, costs_passenger, per_diem_total, earnings, expenses, computed_at)
         select u.*, ?::timestamptz
         from unnest(?::int[], ?::text[], ?::int[], ?::numeric[], ?::numeric[], ?::numeric[], ?::numeric[], ?::numeric[], ?::numeric[], ?::numeric[])
           as u(order_id, year_month, minutes, costs, costs_with_taxes, costs_travel, costs_passenger, per_diem_total, earnings, expenses)
         where exists (select 1 from orders o where o.id = u.order_id)
         on conflict (order_id, year_month) do update set minutes = excluded.minutes, costs = excluded.costs, costs_with_taxes = excluded.costs_with_taxes,
           costs_travel = excluded.costs_travel, costs_passenger = excluded.costs_passenger, per_diem_total = excluded.per_diem_total,
           earnings = excluded.earnings, expenses = excluded.expenses, computed_at = excluded.computed_at`,
        [
          now.toISOString(),
          cols((u) => u.orderId),
          cols((u) => u.yearMonth),
          cols((u) => u.minutes),
          cols((u) => u.costs),
          cols((u) => u.costsWithPayrollTaxes),
          cols((u) => u.costsTravel),
          cols((u) => u.costsPassenger),
          cols((u) => u.perDiemTotal),
          cols((u) => u.earnings),
          cols((u) => u.expenses),
        ],
      );
    }
    return keys.length;
  }

  /**
   * Recomputes the dirty marks of the scope (all, one order, or some months) in one transaction and
   * takes them. Every transaction that stores figures or takes marks first holds SHARE ROW EXCLUSIVE on
   * the mark table (`lockMarks`), which excludes every writer of marks (they hold ROW EXCLUSIVE until
   * they commit) and every other recomputation. So while we compute, no writer is between its mark and
   * its commit: a writer whose trigger found the mark already set (`on conflict do nothing`) holds no
   * lock on the mark row, and taking that mark before its rows are visible would leave its change out
   * of the stored figures for good; and no older computation can store its figures over ours (the concurrency
   * proof "parallel worklog saves and statistics reads"). Writers arriving meanwhile wait for our
   * commit, then write their mark anew. Not granted within READ_LOCK_WAIT (a long writer such as a
   * month close is running): nothing is stored, the marks stay for the next read or the job, and the
   * answer shows the figures stored last.
   */
  async recomputeDirty(em: EntityManager, scope: { orderId?: number; months?: readonly string[] } = {}): Promise<number> {
    return em.transactional(async (tx) => {
      if (!(await lockMarks(tx, READ_LOCK_WAIT))) return 0;
      const where: string[] = [];
      const params: unknown[] = [];
      if (scope.orderId !== undefined) {
        where.push('order_id = ?');
        params.push(scope.orderId);
      }
      if (scope.months) {
        where.push('year_month = any(?::text[])');
        params.push(arrayLiteral(scope.months));
      }
      const filter = where.length ? `where ${where.join(' and ')}` : '';
      const keys: any[] = await tx.execute(`delete from order_month_summary_dirty ${filter} returning order_id, year_month`, params);
      return this.recompute(
        tx,
        keys.map((t) => ({ orderId: t.order_id, yearMonth: t.year_month })),
      );
    });
  }

  /** The month, the two before and the same month a year earlier (GET /statistics/orders). */
  async list(em: EntityManager, actor: CurrentUser, yearMonth?: string | null, orderType?: string | null): Promise<OrderSummaries> {
    requireStatistics(actor);
    const month = monthParam(yearMonth);
    const type = orderTypeParam(orderType);
    const months = [shiftMonth(month, -2), shiftMonth(month, -1), month];
    const previous = shiftMonth(month, -12);
    await this.recomputeDirty(em, { months: [...months, previous] });
    const params: unknown[] = [arrayLiteral([...months, previous])];
    if (type) params.push(type);
    const rows = await this.rows(em, actor, `where s.year_month = any(?::text[]) ${type ? 'and o.order_type = ?' : ''} order by o.name, o.id, s.year_month`, params);
    return { yearMonth: month, months, rows: rows.filter((r) => r.yearMonth !== previous), previousYear: rows.filter((r) => r.yearMonth === previous) };
  }

  /** Every month of one order that has data, oldest first. */
  async monthly(em: EntityManager, actor: CurrentUser, orderId: number): Promise<OrderSummary[]> {
    requireStatistics(actor);
    await this.requireOrder(em, orderId);
    await this.recomputeDirty(em, { orderId });
    return this.rows(em, actor, `where s.order_id = ? order by s.year_month`, [orderId]);
  }

  /** Recomputes every order-month of the month that has data (optionally of one order type), unconditionally. */
  async refreshMonth(em: EntityManager, actor: CurrentUser, yearMonth?: string | null, orderType?: string | null): Promise<number> {
    requireStatistics(actor);
    const month = monthParam(yearMonth);
    const type = orderTypeParam(orderType);
    const first = `${month}-01`;
    return em.transactional(async (tx) => {
      await lockMarksForRefresh(tx);
      let ids: number[] = ((await tx.execute(MONTH_KEYS_SQL, [first, first, first, first, month, month])) as any[]).map((r) => r.order_id);
      if (type && ids.length) {
        ids = ((await tx.execute(`select id from orders where id = any(?::int[]) and order_type = ?`, [arrayLiteral(ids), type])) as any[]).map((r) => r.id);
      }
      if (ids.length) await tx.execute(`delete from order_month_summary_dirty where year_month = ? and order_id = any(?::int[])`, [month, arrayLiteral(ids)]);
      return this.recompute(tx, ids.map((orderId) => ({ orderId, yearMonth: month })));
    });
  }

  /** Recomputes one order-month and answers it (all zero when the month has no data; nothing is stored then). */
  async refreshOne(em: EntityManager, actor: CurrentUser, orderId: number, yearMonth?: string | null): Promise<OrderSummary> {
    requireStatistics(actor);
    const month = monthParam(yearMonth);
    const order = await this.requireOrder(em, orderId);
    await em.transactional(async (tx) => {
      await lockMarksForRefresh(tx);
      await tx.execute(`delete from order_month_summary_dirty where order_id = ? and year_month = ?`, [orderId, month]);
      await this.recompute(tx, [{ orderId, yearMonth: month }]);
    });
    const [row] = await this.rows(em, actor, `where s.order_id = ? and s.year_month = ?`, [orderId, month]);
    return (
      row ??
      this.view(actor, { order_id: order.id, name: order.name, order_type: order.order_type, city: order.city, year_month: month, minutes: 0, computed_at: new Date() })
    );
  }

  async requireOrder(em: EntityManager, orderId: number): Promise<{ id: number; name: string; order_type: string; city: string; valid_from: string; valid_to: string }> {
    const [order] = (await em.execute(`select id, name, order_type, city, to_char(valid_from, 'YYYY-MM-DD') as valid_from, to_char(valid_to, 'YYYY-MM-DD') as valid_to from orders where id = ?`, [
      orderId,
    ])) as any[];
    if (!order) throw new NotFoundError(msg.statisticsOrderNotFound);
    return order;
  }

  private async rows(em: EntityManager, actor: CurrentUser, tail: string, params: unknown[]): Promise<OrderSummary[]> {
    const rows: any[] = await em.execute(`${SUMMARY_ROWS_SQL} ${tail}`, params);
    return rows.map((r) => this.view(actor, r));
  }

  /** A stored row as the API shows it to this actor: derived figures added, money hidden without its authority. */
  view(actor: CurrentUser, r: any): OrderSummary {
    const stored = {
      minutes: num(r.minutes),
      costs: num(r.costs),
      costsWithPayrollTaxes: num(r.costs_with_taxes),
      costsTravel: num(r.costs_travel),
      costsPassenger: num(r.costs_passenger),
      perDiemTotal: num(r.per_diem_total),
      earnings: num(r.earnings),
      expenses: num(r.expenses),
    };
    const money = canSeeMoney(actor);
    const travel = canSeeTravelCosts(actor);
    return {
      order: { id: r.order_id, name: r.name, orderType: r.order_type, city: r.city },
      yearMonth: r.year_month,
      minutes: stored.minutes,
      costs: money ? stored.costs : null,
      costsWithPayrollTaxes: money ? stored.costsWithPayrollTaxes : null,
      costsTravel: travel ? stored.costsTravel : null,
      costsPassenger: travel ? stored.costsPassenger : null,
      perDiemTotal: stored.perDiemTotal,
      earnings: money ? stored.earnings : null,
      expenses: money ? stored.expenses : null,
      profit: money ? profitOf(stored) : null,
      averageWage: money ? averageWageOf(stored.costs, stored.minutes) : null,
      productivity: money ? productivityOf([stored]) : null,
      computedAt: r.computed_at instanceof Date ? r.computed_at : new Date(r.computed_at),
    };
  }
}
