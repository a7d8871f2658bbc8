import { DecimalType, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';
import { Order } from '../orders/order.entity.js';

export enum CashFlowType {
  IN = 'IN',
  OUT = 'OUT',
}
registerEnumType(CashFlowType, { name: 'CashFlowType' });

/**
 * Money an order earned (IN) or cost outside wages (OUT) in one month. The month is stored as the
 * text 'YYYY-MM' (char(7), checked): the API speaks months, and grouping with the summaries needs no
 * conversion. Triggers mark the order-month dirty (migration Migration20261126100000).
 */
@Entity({ tableName: 'cash_flow' })
@Index({ properties: ['order', 'date'] })
export class CashFlow {
  [OptionalProps]?: 'cashFlowType' | 'description' | 'createdAt' | 'updatedBy' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @ManyToOne({ entity: () => Order, deleteRule: 'cascade' }) order!: Rel<Order>;
  @Property({ type: 'string', length: 7, columnType: 'char(7)' }) date!: string;
  @Property({ type: new DecimalType('number'), precision: 12, scale: 2 }) amount!: number;
  @Enum({ items: () => CashFlowType, nativeEnumName: 'cash_flow_type', default: CashFlowType.IN }) cashFlowType: CashFlowType = CashFlowType.IN;
  @Property({ type: 'string', length: 500, default: '' }) description: string = '';
  @Property({ type: 'string', length: 200 }) createdBy!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'string', length: 200, nullable: true }) updatedBy: string | null = null;
  @Property({ type: 'datetime', nullable: true }) updatedAt: Date | null = null;
}

/** Stored figures of one order and month (docs/decisions/statistics.md#STA-1); profit, average wage, productivity are derived on read. */
@Entity({ tableName: 'order_month_summary' })
export class OrderMonthSummary {
  @ManyToOne({ entity: () => Order, primary: true, deleteRule: 'cascade' }) order!: Rel<Order>;
  @PrimaryKey({ type: 'string', length: 7, columnType: 'char(7)' }) yearMonth!: string;
  @Property({ type: 'integer' }) minutes!: number;
  @Property({ type: new DecimalType('number'), precision: 12, scale: 2 }) costs!: number;
  @Property({ type: new DecimalType('number'), precision: 12, scale: 2 }) costsWithTaxes!: number;
  @Property({ type: new DecimalType('number'), precision: 12, scale: 2 }) costsTravel!: number;
  @Property({ type: new DecimalType('number'), precision: 12, scale: 2 }) costsPassenger!: number;
  @Property({ type: new DecimalType('number'), precision: 12, scale: 2 }) perDiemTotal!: number;
  @Property({ type: new DecimalType('number'), precision: 12, scale: 2 }) earnings!: number;
  @Property({ type: new DecimalType('number'), precision: 12, scale: 2 }) expenses!: number;
  @Property({ type: 'datetime' }) computedAt!: Date;
}

/**
 * Order-months whose stored summary may be stale, written by triggers in the writing transaction
 * (docs/decisions/statistics.md#STA-3). No foreign key: a deleted order's cascade would otherwise fail on its own marks.
 */
@Entity({ tableName: 'order_month_summary_dirty' })
export class OrderMonthSummaryDirty {
  @PrimaryKey({ type: 'integer', autoincrement: false }) orderId!: number;
  @PrimaryKey({ type: 'string', length: 7, columnType: 'char(7)' }) yearMonth!: string;
}
