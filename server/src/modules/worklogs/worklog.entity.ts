import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Rel } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Employee } from '../employees/employee.entity.js';
import { Order } from '../orders/order.entity.js';

export enum WorklogType {
  WORK = 'WORK',
  PAUSE = 'PAUSE',
  TRAVEL = 'TRAVEL',
  PASSENGER = 'PASSENGER',
}
registerEnumType(WorklogType, { name: 'WorklogType' });

export const AUTOMATIC_PAUSE = 'Automatische Pause';

/**
 * A booked time of one employee on one order and day (HH:mm on that day, the end 24:00 at the latest;
 * open while clocked in). A shift through the night is two entries, one on each day.
 */
@ObjectType()
@Entity({ tableName: 'worklog' })
@Index({ properties: ['employee', 'date'] })
@Index({ properties: ['order', 'date'] })
// At most one open worklog per employee, across all orders: parallel clock-ins cannot open two.
@Index({ name: 'worklog_one_open_per_employee', expression: 'create unique index "worklog_one_open_per_employee" on "worklog" ("employee_id") where "open"' })
export class Worklog {
  [OptionalProps]?: 'end' | 'comment' | 'open' | 'automatic' | 'insertTime' | 'updateUser' | 'updateTime';

  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => String) @Property({ type: 'date' }) date!: string;
  @Field(() => String) @Property({ type: 'string', length: 5 }) start!: string;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 5, nullable: true }) end: string | null = null;
  @Field(() => WorklogType) @Enum({ items: () => WorklogType, nativeEnumName: 'worklog_type' }) worklogType!: WorklogType;
  @Field(() => String) @Property({ type: 'text', default: '' }) comment: string = '';
  @ManyToOne({ entity: () => Order, deleteRule: 'restrict' }) order!: Rel<Order>;
  @ManyToOne({ entity: () => Employee, deleteRule: 'restrict' }) employee!: Rel<Employee>;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) open: boolean = false;
  @Field(() => Boolean, { description: 'The pause booked by the system for ArbZG §4 (read-only; comment "Automatische Pause").' })
  @Property({ type: 'boolean', default: false })
  automatic: boolean = false;
  @Field(() => String) @Property({ type: 'string', length: 200 }) insertUser!: string;
  @Field(() => GraphQLDateTimeISO) @Property({ type: 'datetime', defaultRaw: 'now()' }) insertTime: Date = new Date();
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 200, nullable: true }) updateUser: string | null = null;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) @Property({ type: 'datetime', nullable: true }) updateTime: Date | null = null;
}

/** Per-diem allowances of one employee for one order and day (spec 1 §3 Per diem). */
@ObjectType()
@Entity({ tableName: 'per_diem' })
@Unique({ properties: ['employee', 'order', 'date'] })
export class PerDiem {
  [OptionalProps]?: 'breakfast';
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => String) @Property({ type: 'date' }) date!: string;
  @Field(() => Int, { description: 'EUR, one of the per-diem settings\' catering choices (0, 8, 16 or 32 by default)' }) @Property({ type: 'smallint' }) catering!: number;
  @Field(() => Int, { description: 'EUR, one of the per-diem settings\' misc choices (0, 8, 16, 24 or 32 by default)' }) @Property({ type: 'smallint' }) misc!: number;
  @Field(() => Boolean, { description: 'Breakfast provided: the per-diem settings\' breakfast deduction (4.80 EUR by default) is deducted.' }) @Property({ type: 'boolean', default: false }) breakfast: boolean = false;
  @ManyToOne({ entity: () => Order, deleteRule: 'restrict' }) order!: Rel<Order>;
  @ManyToOne({ entity: () => Employee, deleteRule: 'restrict' }) employee!: Rel<Employee>;
}
