import type { EntityManager } from '@mikro-orm/postgresql';
import type { MessageRef, MessageService } from '../messages/message.service.js';
import { renderInventoryConfirmation, renderOfficeNotice } from '../messages/templates/index.js';
import type { InventoryConfirmation } from './inventory-confirmation.entity.js';

/** The outbox reference of an order's confirmation mails: one order, one confirmation link. */
export const orderRef = (orderId: number): MessageRef => ({ type: 'Order', id: String(orderId) });

/**
 * Enqueues the customer's confirmation mail (first, after a change of day or start time, or the reminder)
 * in the caller's transaction, to the order's customer's e-mail. The confirmation's order and its
 * customer must be loaded. Null when nothing was written (no e-mail, kind switched off, reminder sent).
 */
export function enqueueConfirmationMail(
  tx: EntityManager,
  messages: MessageService,
  c: InventoryConfirmation,
  how: { changed?: boolean; reminder?: boolean } = {},
) {
  const o = c.order;
  return messages.enqueue(tx, {
    kind: how.reminder ? 'CONFIRMATION_REMINDER' : 'INVENTORY_CONFIRMATION',
    recipient: o.customer?.email,
    // A reminder goes once per link and day: moving the inventory makes a new day worth reminding of.
    dedupeKey: how.reminder ? `reminder:${c.uuid}:${o.validFrom}` : undefined,
    ref: orderRef(o.id),
    rendered: renderInventoryConfirmation({
      date: o.validFrom,
      startTime: o.startTime,
      name: o.name,
      address: o.address,
      zip: o.zip,
      city: o.city,
      link: messages.link(`/confirmations/${c.uuid}`),
      changed: how.changed,
      reminder: how.reminder,
    }),
  });
}

/** Whether the customer was sent the confirmation link of this order (any delivery state). */
export const confirmationMailSent = (em: EntityManager, messages: MessageService, orderId: number) =>
  messages.sentBefore(em, 'INVENTORY_CONFIRMATION', orderRef(orderId));

/** The office's notice of a customer's confirmation or change of categories, to the office address from the message settings. */
export async function enqueueOfficeNotice(tx: EntityManager, messages: MessageService, c: InventoryConfirmation, what: 'CONFIRMED' | 'CHANGED') {
  const o = c.order;
  return messages.enqueue(tx, {
    kind: 'OFFICE_NOTICE',
    recipient: await messages.officeEmail(tx),
    ref: orderRef(o.id),
    rendered: renderOfficeNotice({ orderName: o.name, date: o.validFrom, what, link: messages.link(`/orders/${o.id}`) }),
  });
}
