import type { ApolloCache } from '@apollo/client';
import {
  OrderCashFlowsDocument,
  type OrderCashFlowsQuery,
  OrderMonthlySummariesDocument,
  type OrderMonthlySummariesQuery,
} from '@/generated/statistics';

/**
 * A save or delete answers with the order's months and cash flows (contract: OrderCashFlows). Both
 * tables of the page read from the cache, so writing the answer there updates the monthly table (the
 * new earnings, expenses and profit) and the cash-flow table without another request.
 */
export function writeCashFlowAnswer(cache: ApolloCache<unknown>, orderId: number, answer: OrderCashFlowsQuery['orderCashFlows']) {
  cache.writeQuery<OrderCashFlowsQuery>({ query: OrderCashFlowsDocument, variables: { orderId }, data: { orderCashFlows: answer } });
  cache.writeQuery<OrderMonthlySummariesQuery>({
    query: OrderMonthlySummariesDocument,
    variables: { orderId },
    data: { orderMonthlySummaries: answer.months },
  });
}
