import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { CalendarData } from '../../modules/calendar/calendar-data.entity.js';
import { newConfirmationUuid, orderable } from '../../modules/confirmations/confirmation.rules.js';
import { InventoryConfirmation } from '../../modules/confirmations/inventory-confirmation.entity.js';
import { Order, OrderHistory, OrderType } from '../../modules/orders/order.entity.js';
import { ZONE } from '../../shared-dates.js';

const NOTES = [
  'Regionalleitung vor Ort',
  'Zählgeräte-Wartung: nur halbe Mannschaft',
  'Feiertag in Bayern',
  'Schulung neue Mitarbeiter',
  'Zweites Team aus Hamburg verfügbar',
  'Großinventur: Abstimmung mit der Zentrale',
];

/**
 * A month of capacity (the current month): maxima on some days (one day booked up exactly, so it has no
 * capacity left), notes on others, a few notes with maximum 0 (= the default); and the confirmations of
 * the demo inventories in every state: open, confirmed, changed by the customer with roll cages, and
 * expired without confirmation (inventories of the last week and today). Runs after the demo orders.
 */
export async function seedDemoCalendar(em: EntityManager): Promise<void> {
  const today = DateTime.now().setZone(ZONE).startOf('day');
  const start = today.startOf('month');
  const end = today.endOf('month').startOf('day');
  const usedRows = await em.execute<{ day: string; used: number }[]>(
    `select to_char(valid_from, 'YYYY-MM-DD') as day, sum(coalesce(positions, 0))::int as used from orders
      where order_type = 'INV' and valid_from between ? and ? group by valid_from`,
    [start.toISODate(), end.toISODate()],
  );
  const used = new Map(usedRows.map((r) => [r.day, Number(r.used)]));
  let i = 0;
  let fullDayDone = false;
  for (let day = start; day <= end; day = day.plus({ days: 1 }), i++) {
    const iso = day.toISODate()!;
    const u = used.get(iso) ?? 0;
    if (!fullDayDone && u > 0 && day > today) {
      em.create(CalendarData, { date: iso, note: 'Ausgebucht', maxPositions: u });
      fullDayDone = true;
    } else if (i % 4 === 1) {
      // Other maximums, but never below what is booked plus a day's planning (40.000), and today keeps
      // the default: only the one day above is full, whatever day of the month the demo starts on.
      const preset = [40_000, 60_000, 120_000, 75_000][(i >> 2) % 4]!;
      const maxPositions = day.hasSame(today, 'day') ? 0 : Math.max(preset, Math.ceil((u + 40_000) / 1000) * 1000);
      em.create(CalendarData, { date: iso, note: i % 8 === 1 ? NOTES[i % NOTES.length] : '', maxPositions });
    } else if (i % 7 === 3) {
      em.create(CalendarData, { date: iso, note: NOTES[(i + 2) % NOTES.length], maxPositions: 0 });
    }
  }

  const inventories = await em.find(
    Order,
    { orderType: OrderType.INV, validFrom: { $gte: today.minus({ days: 7 }).toISODate()! } },
    { populate: ['customer'], orderBy: { validFrom: 'asc', id: 'asc' } },
  );
  inventories.forEach((order, n) => {
    const c = em.create(InventoryConfirmation, { uuid: newConfirmationUuid(), order });
    const past = order.validFrom < today.toISODate()!;
    if (past || order.validFrom === today.toISODate()) {
      // Expired: most were confirmed in time, every third never was.
      if (n % 3 !== 0) c.confirmationTimestamp = DateTime.fromISO(order.validFrom, { zone: ZONE }).minus({ days: 3 }).set({ hour: 9 }).toJSDate();
      return;
    }
    if (n % 4 === 1) {
      c.confirmationTimestamp = today.minus({ days: 1 }).set({ hour: 10, minute: 15 }).toJSDate();
    } else if (n % 4 === 2 && (order.storage || orderable(order.customer).storage)) {
      // The customer booked the storage count with roll cages and confirmed.
      const changes = order.storage ? [] : [{ field: 'storage', from: false, to: true }];
      order.storage = true;
      Object.assign(c, { storageRollCageCount: 4 + (n % 5), storageFreezerRollCageCount: n % 3, changedByCustomer: true, comment: 'Bitte Anlieferung über den Hof.' });
      c.confirmationTimestamp = today.minus({ days: 2 }).set({ hour: 14 }).toJSDate();
      if (changes.length) em.create(OrderHistory, { order, user: null, userName: 'Kunde', action: 'UPDATE', changes, date: c.confirmationTimestamp });
    } else if (n % 4 === 3) {
      c.comment = 'Marktleitung ab 6 Uhr vor Ort.';
    }
  });
  await em.flush();
}
