import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { Order } from '../../modules/orders/order.entity.js';
import { CashFlow, CashFlowType } from '../../modules/statistics/statistics.entity.js';
import { SummaryService } from '../../modules/statistics/summary.service.js';
import { ZONE } from '../../shared-dates.js';

/**
 * Cash flows for the statistics, deterministic (derived from the order ids and booked hours):
 * on the orders of the last five months that have ended, four of five get their invoice (IN, 32 to 56 €
 * per worked hour) in their last month, every third an expense (OUT) besides. Then every order-month the
 * other seeds marked dirty is computed, so /statistic shows figures at first start.
 */
export async function seedDemoStatistics(em: EntityManager): Promise<void> {
  await em.flush();
  const now = DateTime.now().setZone(ZONE);
  const today = now.toISODate()!;
  const since = now.minus({ months: 5 }).startOf('month').toISODate()!;
  const hours: { order_id: number; minutes: number }[] = await em.execute(
    `select w.order_id, sum(wl_span(w.date, w.start, w."end"))::int as minutes
       from worklog w where w.worklog_type = 'WORK' and w."end" is not null group by w.order_id`,
  );
  const minutesOf = new Map(hours.map((h) => [h.order_id, Number(h.minutes)]));
  const orders = await em.find(Order, { validTo: { $lt: today, $gte: since } }, { orderBy: { id: 'asc' } });
  for (const order of orders) {
    const month = order.validTo.slice(0, 7);
    const worked = (minutesOf.get(order.id) ?? 0) / 60;
    if (order.id % 5 !== 0) {
      const perHour = 32 + (order.id % 25);
      const amount = Math.max(250, Math.round(worked * perHour * 100) / 100);
      em.create(CashFlow, { order, date: month, amount, cashFlowType: CashFlowType.IN, description: `Rechnung ${order.name}`, createdBy: 'buero' });
    }
    if (order.id % 3 === 0) {
      em.create(CashFlow, { order, date: month, amount: 45 + (order.id % 7) * 12.5, cashFlowType: CashFlowType.OUT, description: order.id % 2 ? 'Material und Etiketten' : 'Übernachtung', createdBy: 'buero' });
    }
  }
  await em.flush();
  await new SummaryService().recomputeDirty(em);
}
