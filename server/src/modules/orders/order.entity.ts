import {
  Cascade, Collection, Entity, Enum, Index, ManyToOne, OneToMany, OptionalProps, PrimaryKey, Property, Unique, type Rel,
} from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLDateTimeISO, GraphQLJSON } from 'graphql-scalars';
import { User } from '../auth/user.entity.js';
import { Customer } from '../customers/customer.entity.js';
import { Employee } from '../employees/employee.entity.js';

export enum OrderType {
  INV = 'INV',
  BEV = 'BEV',
  DRY = 'DRY',
  MFR = 'MFR',
  MIS = 'MIS',
  MOD = 'MOD',
}
registerEnumType(OrderType, { name: 'OrderType', description: 'INV inventory; INV, MOD, MIS and MFR count as projects.' });

export enum OrderKind {
  Market = 'Market',
  Project = 'Project',
}
registerEnumType(OrderKind, { name: 'OrderKind' });

export enum AssignmentType {
  EMP = 'EMP',
  SUP = 'SUP',
}
registerEnumType(AssignmentType, { name: 'AssignmentType', description: 'EMP market employee, SUP market admin.' });

export const PROJECT_TYPES: readonly OrderType[] = [OrderType.INV, OrderType.MOD, OrderType.MIS, OrderType.MFR];
export const kindOf = (t: OrderType) => (PROJECT_TYPES.includes(t) ? OrderKind.Project : OrderKind.Market);

@ObjectType()
@Entity({ tableName: 'cost_center' })
export class CostCenter {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  // name and city carry COLLATE "de-x-icu" (Migration20261127200000); MikroORM 6 neither sets nor diffs it.
  @Field(() => String) @Property({ type: 'string', length: 200 }) name!: string;
  /** The cost-centre number as used in payroll. */
  @Field(() => String) @Property({ type: 'string', length: 20, unique: true }) costCenter!: string;
}

/** An order: an inventory (INV) or another project or market job at a customer's store (spec 3 §3 Order). */
@ObjectType()
@Entity({ tableName: 'orders' })
@Index({ properties: ['validFrom', 'validTo'] })
// Global search: trigram indexes of the folded name and city (migration Migration20261125180000).
@Index({ name: 'orders_search_name_trgm', expression: `create index "orders_search_name_trgm" on "orders" using gin ("search_name" gin_trgm_ops) with (fastupdate = off)` })
@Index({ name: 'orders_search_city_trgm', expression: `create index "orders_search_city_trgm" on "orders" using gin ("search_city" gin_trgm_ops) with (fastupdate = off)` })
@Index({ name: 'orders_search_name_de_trgm', expression: `create index "orders_search_name_de_trgm" on "orders" using gin ("search_name_de" gin_trgm_ops) with (fastupdate = off)` })
@Index({ name: 'orders_search_city_de_trgm', expression: `create index "orders_search_city_de_trgm" on "orders" using gin ("search_city_de" gin_trgm_ops) with (fastupdate = off)` })
export class Order {
  [OptionalProps]?:
    | 'positions' | 'startTime' | 'notes' | 'type' | 'customer' | 'costCenter' | 'teamLeader' | 'fruitAndVegetables' | 'flowers'
    | 'storage' | 'targetActualComparison' | 'labels' | 'drinks' | 'createdAt';

  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => String) @Property({ type: 'string', length: 200 }) name!: string;
  @Field(() => String) @Property({ type: 'string', length: 200 }) address!: string;
  @Field(() => String) @Property({ type: 'string', length: 10 }) zip!: string;
  @Field(() => String) @Property({ type: 'string', length: 200 }) city!: string;
  /** name and city lower-cased and umlaut-/ß-folded, kept by PostgreSQL; only the global search reads them. */
  @Property({ type: 'text', generated: `(f_fold_plain(name collate "default")) stored`, lazy: true, hidden: true }) searchName?: string;
  @Property({ type: 'text', generated: `(f_fold_plain(city collate "default")) stored`, lazy: true, hidden: true }) searchCity?: string;
  /** The same with ä/ö/ü/ß written out (ae, oe, ue, ss), Migration20261203110000. */
  @Property({ type: 'text', generated: `(f_fold_de(name collate "default")) stored`, lazy: true, hidden: true }) searchNameDe?: string;
  @Property({ type: 'text', generated: `(f_fold_de(city collate "default")) stored`, lazy: true, hidden: true }) searchCityDe?: string;
  @Field(() => Int, { nullable: true }) @Property({ type: 'integer', nullable: true }) positions: number | null = null;

  @Field(() => OrderType)
  @Enum({ items: () => OrderType, nativeEnumName: 'order_type' })
  orderType!: OrderType;

  @Field(() => String) @Property({ type: 'date' }) validFrom!: string;
  @Field(() => String) @Property({ type: 'date' }) validTo!: string;
  @Field(() => String, { description: 'HH:mm' }) @Property({ type: 'string', length: 5, default: '07:00' }) startTime: string = '07:00';
  @Field(() => String) @Property({ type: 'text', default: '' }) notes: string = '';

  @Field(() => OrderKind)
  @Enum({ items: () => OrderKind, nativeEnumName: 'order_kind', default: OrderKind.Project })
  type: OrderKind = OrderKind.Project;

  @Field(() => Customer, { nullable: true })
  @ManyToOne({ entity: () => Customer, nullable: true, deleteRule: 'restrict' })
  customer: Rel<Customer> | null = null;

  @Field(() => CostCenter, { nullable: true })
  @ManyToOne({ entity: () => CostCenter, nullable: true, deleteRule: 'set null', eager: true })
  costCenter: Rel<CostCenter> | null = null;

  @ManyToOne({ entity: () => Employee, nullable: true, deleteRule: 'set null' })
  teamLeader: Rel<Employee> | null = null;

  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) fruitAndVegetables: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) flowers: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) storage: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) targetActualComparison: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) labels: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) drinks: boolean = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();

  @OneToMany({ entity: () => OrderAssignment, mappedBy: 'order', cascade: [Cascade.ALL] })
  assignments = new Collection<OrderAssignment>(this);

  @OneToMany({ entity: () => ChecklistItem, mappedBy: 'order', cascade: [Cascade.ALL], orderBy: { code: 'asc' } })
  checklist = new Collection<ChecklistItem>(this);
}

@ObjectType()
@Entity({ tableName: 'order_assignment' })
@Unique({ properties: ['order', 'employee'] })
export class OrderAssignment {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @ManyToOne({ entity: () => Order, deleteRule: 'cascade' }) order!: Rel<Order>;
  @ManyToOne({ entity: () => Employee, deleteRule: 'cascade' }) employee!: Rel<Employee>;
  @Field(() => AssignmentType) @Enum({ items: () => AssignmentType, nativeEnumName: 'assignment_type' }) assignmentType!: AssignmentType;
}

/** Inventory checklist item: code prefix 1 before, 2 during, 3 after the inventory. Done is irreversible. */
@ObjectType()
@Entity({ tableName: 'order_checklist_item' })
@Unique({ properties: ['order', 'code'] })
export class ChecklistItem {
  [OptionalProps]?: 'done' | 'updateTime' | 'updateUser';
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @ManyToOne({ entity: () => Order, deleteRule: 'cascade' }) order!: Rel<Order>;
  @Field(() => Int) @Property({ type: 'integer' }) code!: number;
  @Field(() => String) @Property({ type: 'string', length: 200 }) label!: string;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) done: boolean = false;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) @Property({ type: 'datetime', nullable: true }) updateTime: Date | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 200, nullable: true }) updateUser: string | null = null;
}

/** One recorded change of an order: who, when, what (GET /order-history/{orderId}). */
@ObjectType()
@Entity({ tableName: 'order_history' })
@Index({ properties: ['order', 'date'] })
export class OrderHistory {
  [OptionalProps]?: 'date' | 'user';
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @ManyToOne({ entity: () => Order, deleteRule: 'cascade' }) order!: Rel<Order>;
  @Field(() => GraphQLDateTimeISO) @Property({ type: 'datetime', defaultRaw: 'now()' }) date: Date = new Date();
  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' }) user: Rel<User> | null = null;
  @Field(() => String, { description: 'Name of the user at the time of the change.' }) @Property({ type: 'string', length: 200 }) userName!: string;
  @Field(() => String) @Property({ type: 'string', length: 50 }) action!: string;
  @Field(() => GraphQLJSON, { description: '[{field, from, to}]' }) @Property({ type: 'json' }) changes!: { field: string; from: unknown; to: unknown }[];
}
