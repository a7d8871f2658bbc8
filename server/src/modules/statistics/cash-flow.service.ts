import type { EntityManager } from '@mikro-orm/postgresql';
import { cashFlowAmountProblem, cashFlowDateProblem, cashFlowDescriptionProblem } from '@inv/domain';
import type { CurrentUser } from '../auth/current-user.js';
import { FieldErrors, NotFoundError } from '../../errors.js';
import { msg } from '../../messages.js';
import { Order } from '../orders/order.entity.js';
import { CashFlow, CashFlowType } from './statistics.entity.js';
import { requireCashFlows } from './statistics.policy.js';
import type { CashFlowDefault, CashFlowInput, CashFlowView, OrderCashFlows } from './statistics.types.js';
import { currentYearMonth, type SummaryService } from './summary.service.js';

/**
 * Decision 5: 422 with field paths and German messages; nothing stored when anything is wrong. The rules
 * and messages are @inv/domain's, which the web's form checks too.
 */
export function validateCashFlow(input: CashFlowInput): { date: string; amount: number; cashFlowType: CashFlowType; description: string } {
  const errors = new FieldErrors();
  const amount = input.amount;
  const amountProblem = cashFlowAmountProblem(amount);
  if (amountProblem) errors.add('amount', amountProblem);
  const date = typeof input.date === 'string' ? input.date.trim() : input.date;
  const dateProblem = cashFlowDateProblem(date);
  if (dateProblem) errors.add('date', dateProblem);
  const description = (input.description ?? '').trim();
  const descriptionProblem = cashFlowDescriptionProblem(description);
  if (descriptionProblem) errors.add('description', descriptionProblem);
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
