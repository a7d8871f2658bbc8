import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { rollCageCountProblem } from '@inv/domain';
import type { CurrentUser } from '../auth/current-user.js';
import { FieldErrors, ForbiddenError, GoneError, NotFoundError } from '../../errors.js';
import { msg } from '../../messages.js';
import { today } from '../../shared-dates.js';
import { blank, isIsoDate } from '../../shared-validation.js';
import { User } from '../auth/user.entity.js';
import { Order, OrderHistory, OrderType } from '../orders/order.entity.js';
import type { MessageService } from '../messages/message.service.js';
import type { ConfirmationLimiter } from './confirmation-limiter.js';
import { enqueueOfficeNotice } from './confirmation-mails.js';
import * as policy from './confirmation.policy.js';
import { CATEGORY_KEYS, isExpired, newConfirmationUuid, orderable } from './confirmation.rules.js';
import { ConfirmationStatus, type ConfirmationInput, type InventoryConfirmationView, type PublicConfirmation } from './confirmation.types.js';
import { InventoryConfirmation } from './inventory-confirmation.entity.js';

export const MAX_COMMENT_LENGTH = 2000;
export const MAX_LIST_RANGE_DAYS = 400;
const todayIso = () => today().toISODate()!;

/** 410 of the public link; `reason` tells the client which page to show, the REST face sends the header. */
export class ConfirmationGoneError extends GoneError {
  constructor(readonly reason: 'ALREADY_CONFIRMED' | 'EXPIRED') {
    super(
      reason === 'ALREADY_CONFIRMED' ? msg.confirmationAlreadyConfirmed : msg.confirmationExpired,
      reason === 'ALREADY_CONFIRMED' ? { 'x-already-confirmed': 'true' } : { 'x-expired': 'true' },
    );
  }
  override extensions() {
    return { ...super.extensions(), reason: this.reason };
  }
}

/**
 * Keeps an order's confirmation in step with the order, inside the transaction that writes the order
 * (after the order has its id): an INV order dated today or later gets one; moving the inventory to
 * another day reopens it (the customer confirmed the old day); an order that is no longer an inventory
 * loses an unconfirmed one.
 */
export async function syncConfirmation(tx: EntityManager, order: Order, validFromChanged: boolean): Promise<InventoryConfirmation | null> {
  const existing = await tx.findOne(InventoryConfirmation, { order: order.id });
  if (order.orderType !== OrderType.INV) {
    if (existing && !existing.confirmationTimestamp) tx.remove(existing);
    return null;
  }
  if (!existing) {
    return order.validFrom >= todayIso() ? tx.create(InventoryConfirmation, { uuid: newConfirmationUuid(), order }) : null;
  }
  if (validFromChanged && existing.confirmationTimestamp) existing.confirmationTimestamp = null;
  return existing;
}

type Who = { customer: true } | { customer: false; actor: CurrentUser };

export class ConfirmationService {
  constructor(
    private readonly limiter: ConfirmationLimiter,
    /** The office's notices of the customer's saves; none: no notices (tools without mail). */
    private readonly messages?: MessageService,
  ) {}

  // ------------------------------------------------------------ staff

  /** Planning tab: confirmations of the inventories from–to (default today..+14), newest date first. */
  async list(em: EntityManager, actor: CurrentUser, from?: string | null, to?: string | null, confirmed?: boolean | null): Promise<InventoryConfirmationView[]> {
    if (!policy.canListConfirmations(actor)) throw new ForbiddenError();
    const errors = new FieldErrors();
    if (!blank(from) && !isIsoDate(from)) errors.add('from', msg.dateInvalid);
    if (!blank(to) && !isIsoDate(to)) errors.add('to', msg.dateInvalid);
    errors.throwIfAny();
    const start = blank(from) ? todayIso() : from!;
    const end = blank(to) ? DateTime.fromISO(start).plus({ days: 14 }).toISODate()! : to!;
    if (end < start) new FieldErrors().add('to', msg.calendarRangeInvalid).throwIfAny();
    if (DateTime.fromISO(end).diff(DateTime.fromISO(start), 'days').days + 1 > MAX_LIST_RANGE_DAYS) {
      new FieldErrors().add('to', msg.calendarRangeTooLong(MAX_LIST_RANGE_DAYS)).throwIfAny();
    }
    const state = confirmed === true ? { confirmationTimestamp: { $ne: null } } : confirmed === false ? { confirmationTimestamp: null } : {};
    const rows = await em.find(
      InventoryConfirmation,
      { order: { orderType: OrderType.INV, validFrom: { $gte: start, $lte: end } }, ...state },
      { populate: ['order', 'order.customer'], orderBy: { order: { validFrom: 'desc', startTime: 'desc', id: 'desc' } } },
    );
    const now = todayIso();
    return rows.map((c) => this.staffView(c, now));
  }

  /** The confirmation of one order (order info tab), null when it has none. */
  async ofOrder(em: EntityManager, actor: CurrentUser, orderId: number): Promise<InventoryConfirmationView | null> {
    if (!policy.canReadOrderConfirmation(actor)) throw new ForbiddenError();
    if (!(await em.count(Order, { id: orderId }))) throw new NotFoundError(msg.orderNotFound);
    const c = await em.findOne(InventoryConfirmation, { order: orderId }, { populate: ['order', 'order.customer'] });
    return c ? this.staffView(c, todayIso()) : null;
  }

  /** Staff confirm or edit on the customer's behalf: also after expiry; confirm defaults to true and never un-confirms. */
  async confirm(em: EntityManager, actor: CurrentUser, uuid: string, input: ConfirmationInput | null | undefined): Promise<InventoryConfirmationView> {
    if (!policy.canConfirmInventory(actor)) throw new ForbiddenError();
    const c = await em.transactional(async (tx) => {
      const c = await this.load(tx, uuid);
      await this.apply(tx, c, input ?? {}, { customer: false, actor }, input?.confirm ?? true);
      return c;
    });
    return this.staffView(c, todayIso());
  }

  // ------------------------------------------------------------ public (by uuid, no login)

  async publicGet(em: EntityManager, uuid: string, ip: string | undefined): Promise<PublicConfirmation> {
    await this.limiter.consume(ip);
    const c = await em.findOne(InventoryConfirmation, { uuid: String(uuid).toLowerCase() }, { populate: ['order', 'order.customer'] });
    if (!c) throw new NotFoundError(msg.confirmationNotFound);
    this.assertOpen(c);
    return this.publicView(c);
  }

  async publicSave(em: EntityManager, uuid: string, input: ConfirmationInput, ip: string | undefined): Promise<PublicConfirmation> {
    await this.limiter.consume(ip);
    const { c, notice } = await em.transactional(async (tx) => {
      const c = await this.load(tx, uuid);
      this.assertOpen(c);
      const done = await this.apply(tx, c, input, { customer: true }, input.confirm === true);
      // The office hears of the customer's confirmation, or of changed categories or roll cages; a
      // confirmation with changes is one notice (the order's history shows the changes by "Kunde").
      const what = done.confirmed ? 'CONFIRMED' : done.changed ? 'CHANGED' : null;
      const notice = what && this.messages ? await enqueueOfficeNotice(tx, this.messages, c, what) : null;
      return { c, notice };
    });
    if (notice) this.messages?.poke();
    return this.publicView(c);
  }

  // ------------------------------------------------------------ internals

  /** The confirmation, locked for this transaction (two saves of one link run one after the other). */
  private async load(tx: EntityManager, uuid: string): Promise<InventoryConfirmation> {
    const c = await tx.findOne(InventoryConfirmation, { uuid: String(uuid).toLowerCase() }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!c) throw new NotFoundError(msg.confirmationNotFound);
    await tx.populate(c, ['order', 'order.customer']);
    return c;
  }

  private assertOpen(c: InventoryConfirmation): void {
    if (c.confirmationTimestamp) throw new ConfirmationGoneError('ALREADY_CONFIRMED');
    if (isExpired(c.order.validFrom, todayIso())) throw new ConfirmationGoneError('EXPIRED');
  }

  /**
   * Applies categories (to the order), roll cages and comment; validates first and writes nothing on a
   * 422. Roll-cage counts are required (integers ≥ 0) when storage is checked and the request edits
   * categories or storage details; without storage they are cleared. Storage / target-actual can only be
   * switched on when orderable.
   */
  private async apply(tx: EntityManager, c: InventoryConfirmation, input: ConfirmationInput, who: Who, confirm: boolean): Promise<{ confirmed: boolean; changed: boolean }> {
    const order = c.order;
    const can = orderable(order.customer);
    const cats = input.categories ?? {};
    const next = Object.fromEntries(CATEGORY_KEYS.map((k) => [k, cats[k] ?? order[k]])) as Record<(typeof CATEGORY_KEYS)[number], boolean>;
    const errors = new FieldErrors();
    if (next.storage && !order.storage && !can.storage) errors.add('categories.storage', msg.storageNotOrderable);
    if (next.targetActualComparison && !order.targetActualComparison && !can.targetActualComparison) {
      errors.add('categories.targetActualComparison', msg.targetActualNotOrderable);
    }
    const editing = input.categories != null || input.storageDetails != null;
    let roll = c.storageRollCageCount;
    let freezer = c.storageFreezerRollCageCount;
    if (editing) {
      if (input.storageDetails != null) {
        roll = input.storageDetails.storageRollCageCount ?? null;
        freezer = input.storageDetails.storageFreezerRollCageCount ?? null;
      }
      if (next.storage) {
        const rollProblem = rollCageCountProblem('storageRollCageCount', roll);
        if (rollProblem) errors.add('storageDetails.storageRollCageCount', rollProblem);
        const freezerProblem = rollCageCountProblem('storageFreezerRollCageCount', freezer);
        if (freezerProblem) errors.add('storageDetails.storageFreezerRollCageCount', freezerProblem);
      } else {
        roll = null;
        freezer = null;
      }
    }
    const comment = input.comment != null ? input.comment.trim() : c.comment;
    if (comment.length > MAX_COMMENT_LENGTH) errors.add('comment', msg.confirmationCommentTooLong(MAX_COMMENT_LENGTH));
    errors.throwIfAny();

    const changes = CATEGORY_KEYS.filter((k) => next[k] !== order[k]).map((k) => ({ field: k, from: order[k], to: next[k] }));
    const countsChanged = roll !== c.storageRollCageCount || freezer !== c.storageFreezerRollCageCount;
    for (const k of CATEGORY_KEYS) order[k] = next[k];
    Object.assign(c, { storageRollCageCount: roll, storageFreezerRollCageCount: freezer, comment });
    if (who.customer && (changes.length > 0 || countsChanged)) c.changedByCustomer = true;
    const confirmed = confirm && !c.confirmationTimestamp;
    if (confirmed) c.confirmationTimestamp = new Date();
    if (changes.length > 0) {
      tx.create(OrderHistory, {
        order,
        user: who.customer ? null : tx.getReference(User, who.actor.id),
        userName: who.customer ? 'Kunde' : `${who.actor.firstName} ${who.actor.lastName}`,
        action: 'UPDATE',
        changes,
      });
    }
    await tx.flush();
    return { confirmed, changed: changes.length > 0 || countsChanged };
  }

  private categories(o: Order) {
    return { flowers: o.flowers, fruitAndVegetables: o.fruitAndVegetables, labels: o.labels, storage: o.storage, targetActualComparison: o.targetActualComparison };
  }

  private staffView(c: InventoryConfirmation, now: string): InventoryConfirmationView {
    const o = c.order;
    const can = orderable(o.customer);
    return {
      uuid: c.uuid,
      orderId: o.id,
      date: o.validFrom,
      startTime: o.startTime,
      name: o.name,
      address: o.address,
      zip: o.zip,
      city: o.city,
      confirmationTimestamp: c.confirmationTimestamp,
      expired: isExpired(o.validFrom, now),
      status: c.confirmationTimestamp ? ConfirmationStatus.CONFIRMED : ConfirmationStatus.UNCONFIRMED,
      categories: this.categories(o),
      changedByCustomer: c.changedByCustomer,
      storageRollCageCount: c.storageRollCageCount,
      storageFreezerRollCageCount: c.storageFreezerRollCageCount,
      storageDetails: o.storage ? { storageRollCageCount: c.storageRollCageCount, storageFreezerRollCageCount: c.storageFreezerRollCageCount } : null,
      comment: c.comment,
      storageOrderable: can.storage,
      targetActualComparisonOrderable: can.targetActualComparison,
    };
  }

  /** What the customer sees: a named selection of the staff view — only this inventory, no order id, no history. */
  private publicView(c: InventoryConfirmation): PublicConfirmation {
    const v = this.staffView(c, todayIso());
    const { uuid, date, startTime, name, address, zip, city, categories, storageRollCageCount, storageFreezerRollCageCount, comment } = v;
    const { storageOrderable, targetActualComparisonOrderable } = v;
    return {
      uuid, date, startTime, name, address, zip, city, categories, storageRollCageCount, storageFreezerRollCageCount, comment,
      storageOrderable, targetActualComparisonOrderable, confirmed: v.confirmationTimestamp != null,
    };
  }
}
