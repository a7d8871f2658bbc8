import type { EntityManager } from '@mikro-orm/postgresql';
import type { CurrentUser } from '../auth/current-user.js';
import { FieldErrors, NotFoundError } from '../../errors.js';
import { msg } from '../../messages.js';
import { blank } from '../../shared-validation.js';
import { Order } from '../orders/order.entity.js';
import { CashFlow, CashFlowType } from './statistics.entity.js';
import { requireCashFlows } from './statistics.policy.js';
import type { CashFlowDefault, CashFlowInput, CashFlowView, OrderCashFlows } from './statistics.types.js';
import { currentYearMonth, YEAR_MONTH, type SummaryService } from './summary.service.js';

export const MAX_CASH_FLOW_AMOUNT = 10_000_000;
export const MAX_CASH_FLOW_DESCRIPTION = 500;

/** Decision 5: 422 with field paths and German messages; nothing stored when anything is wrong. */
export function validateCashFlow(input: CashFlowInput): { date: string; amount: number; cashFlowType: CashFlowType; description: string } {
  const errors = new FieldErrors();
  const amount = input.amount;
  if (amount == null) errors.add('amount', msg.cashFlowAmountRequired);
  else if (!Number.isFinite(amount)) errors.add('amount', msg.cashFlowAmountRequired);
  else if (amount === 0) errors.add('amount', msg.cashFlowAmountZero);
  else if (amount < 0) errors.add('amount', msg.cashFlowAmountNegative);
  else if (amount > MAX_CASH_FLOW_AMOUNT) errors.add('amount', msg.cashFlowAmountTooLarge);
  else if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) errors.add('amount', msg.cashFlowAmountCents);
  const date = typeof input.date === 'string' ? input.date.trim() : input.date;
  if (blank(date)) errors.add('date', msg.cashFlowDateRequired);
  else if (!YEAR_MONTH.test(date!)) errors.add('date', msg.cashFlowDateInvalid);
  const description = (input.description ?? '').trim();
  if (description.length > MAX_CASH_FLOW_DESCRIPTION) errors.add('description', msg.cashFlowDescriptionTooLong(MAX_CASH_FLOW_DESCRIPTION));
  errors.throwIfAny();
  return { date: date!, amount: amount!, cashFlowType: input.cashFlowType ?? CashFlowType.IN, description };
}

const viewOf = (c: CashFlow, orderName: string): CashFlowView => ({
  id: c.id,
  orderId: c.order.id,
  orderName,
  date: c.date,
  amount: Number(c.amount),
  cashFlowType: c.cashFlowType,
  description: c.description,
});

/**
 * Cash flows of an order (docs/decisions/statistics.md#STA-9): Statistic and Accounting_Overview_ViewWageAndCosts. Month closing
 * does not lock them (controlling data, not payroll). Every answer carries the order's months, recomputed.
 */
export class CashFlowService {
  constructor(private readonly summaries: SummaryService) {}

  async list(em: EntityManager, actor: CurrentUser, orderId: number): Promise<OrderCashFlows> {
    requireCashFlows(actor);
    const order = await this.summaries.requireOrder(em, orderId);
    const months = await this.summaries.monthly(em, actor, orderId);
    const flows = await em.find(CashFlow, { order: orderId }, { orderBy: { date: 'desc', id: 'desc' } });
    return { months, cashFlows: flows.map((c) => viewOf(c, order.name)) };
  }

  /** The current month while the order runs in it, else the order's last month; IN; no amount. */
  async defaults(em: EntityManager, actor: CurrentUser, orderId: number): Promise<CashFlowDefault> {
    requireCashFlows(actor);
    const order = await this.summaries.requireOrder(em, orderId);
    const now = currentYearMonth();
    const runs = order.valid_from.slice(0, 7) <= now && now <= order.valid_to.slice(0, 7);
    return { orderId, date: runs ? now : order.valid_to.slice(0, 7), amount: null, cashFlowType: CashFlowType.IN, description: '' };
  }

  async save(em: EntityManager, actor: CurrentUser, orderId: number, id: number | null | undefined, input: CashFlowInput): Promise<OrderCashFlows> {
    requireCashFlows(actor);
    await this.summaries.requireOrder(em, orderId);
    const value = validateCashFlow(input);
    await em.transactional(async (tx) => {
      if (id == null) {
        tx.create(CashFlow, { ...value, order: tx.getReference(Order, orderId), createdBy: actor.username });
      } else {
        const flow = await tx.findOne(CashFlow, { id, order: orderId });
        if (!flow) throw new NotFoundError(msg.cashFlowNotFound);
        tx.assign(flow, { ...value, updatedBy: actor.username, updatedAt: new Date() });
      }
      await tx.flush();
    });
    return this.list(em.fork(), actor, orderId);
  }

  async remove(em: EntityManager, actor: CurrentUser, orderId: number, id: number): Promise<OrderCashFlows> {
    requireCashFlows(actor);
    await this.summaries.requireOrder(em, orderId);
    await em.transactional(async (tx) => {
      const deleted = await tx.nativeDelete(CashFlow, { id, order: orderId });
      if (!deleted) throw new NotFoundError(msg.cashFlowNotFound);
    });
    return this.list(em.fork(), actor, orderId);
  }
}
