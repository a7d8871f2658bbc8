import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { today } from '../../shared-dates.js';
import { OrderType } from '../orders/order.entity.js';
import type { MessageService } from '../messages/message.service.js';
import { confirmationMailSent, enqueueConfirmationMail } from './confirmation-mails.js';
import { isExpired } from './confirmation.rules.js';
import { InventoryConfirmation } from './inventory-confirmation.entity.js';

/**
 * Days before the link expires that the customer is reminded. The link expires at the end of the day
 * before the inventory (`isExpired`), so the reminder goes on the inventory's day minus this minus one.
 */
export const REMINDER_DAYS_BEFORE_EXPIRY = 3;

/** The inventory day whose unconfirmed links are reminded of on the given day (Europe/Berlin). */
export function reminderInventoryDay(now: DateTime = DateTime.now()): string {
  return today(now).plus({ days: REMINDER_DAYS_BEFORE_EXPIRY + 1 }).toISODate()!;
}

/**
 * Reminds the customers of the inventories on `reminderInventoryDay` whose link is still open and who
 * were sent the link by e-mail (the office chose to mail this customer). Once per link and day (the
 * dedupe key): running it twice, or on two instances, enqueues one reminder. The number enqueued.
 */
export async function remindUnconfirmed(em: EntityManager, messages: MessageService, now: DateTime = DateTime.now()): Promise<number> {
  const day = reminderInventoryDay(now);
  const todayIso = today(now).toISODate()!;
  const enqueued = await em.transactional(async (tx) => {
    const open = await tx.find(
      InventoryConfirmation,
      { confirmationTimestamp: null, order: { orderType: OrderType.INV, validFrom: day } },
      { populate: ['order', 'order.customer'], orderBy: { order: { id: 'asc' } } },
    );
    let n = 0;
    for (const c of open) {
      if (isExpired(c.order.validFrom, todayIso)) continue;
      if (!(await confirmationMailSent(tx, messages, c.order.id))) continue;
      if (await enqueueConfirmationMail(tx, messages, c, { reminder: true })) n++;
    }
    return n;
  });
  if (enqueued) messages.poke();
  return enqueued;
}
