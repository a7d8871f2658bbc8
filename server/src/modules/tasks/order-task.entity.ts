import { Check, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { Employee } from '../employees/employee.entity.js';
import { Order } from '../orders/order.entity.js';

/** One CSV import of tasks for an inventory day (spec 3 §3 OrderTaskImport); deleting it deletes its tasks. */
@Entity({ tableName: 'order_task_import' })
@Index({ properties: ['order'] })
export class OrderTaskImport {
  [OptionalProps]?: 'employee' | 'createdAt';
  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @ManyToOne({ entity: () => Order, deleteRule: 'cascade' }) order!: Rel<Order>;
  @Property({ type: 'date' }) date!: string;
  @Property({ type: 'string', length: 200 }) fileName!: string;
  /** The importing user's employee; null for an account without one (or once the employee is gone). */
  @ManyToOne({ entity: () => Employee, nullable: true, deleteRule: 'set null' }) employee: Rel<Employee> | null = null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
}

/** A counting task of one employee on an inventory day (spec 3 §3 OrderTask, §4 Task). */
@Entity({ tableName: 'order_task' })
@Index({ properties: ['date'] })
@Index({ properties: ['order'] })
@Index({ properties: ['employee'] })
@Check({ name: 'order_task_positions_check', expression: '"positions" >= 0' })
@Check({ name: 'order_task_priority_check', expression: '"priority" >= 0' })
export class OrderTask {
  [OptionalProps]?: 'priority' | 'completed' | 'completedDate' | 'import' | 'createdAt';
  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @ManyToOne({ entity: () => Order, deleteRule: 'cascade' }) order!: Rel<Order>;
  @Property({ type: 'date' }) date!: string;
  @Property({ type: 'string', length: 200 }) label!: string;
  @Property({ type: 'integer' }) positions!: number;
  @ManyToOne({ entity: () => Employee, deleteRule: 'cascade' }) employee!: Rel<Employee>;
  /** 0 = lowest: lists sort 1, 2, 3 … then 0. */
  @Property({ type: 'integer', default: 0 }) priority: number = 0;
  @Property({ type: 'boolean', default: false }) completed: boolean = false;
  @Property({ type: 'datetime', nullable: true }) completedDate: Date | null = null;
  @ManyToOne({ entity: () => OrderTaskImport, nullable: true, deleteRule: 'cascade', fieldName: 'import_id' }) import: Rel<OrderTaskImport> | null = null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
}
