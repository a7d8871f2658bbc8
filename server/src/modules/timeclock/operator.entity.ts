import { Check, Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Rel } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { OPERATOR_NUMBER_MAX, OPERATOR_NUMBER_MIN } from '@inv/domain';
import { Employee } from '../employees/employee.entity.js';
import { Order } from '../orders/order.entity.js';

/**
 * An operator of an inventory order: the counting-device operator number an employee counts under
 * (spec 2 §2.6, spec 3 §3 Order operator). One number per employee and order; a number is unique
 * within its order, guarded by the database as well.
 */
@ObjectType()
@Entity({ tableName: 'order_operator' })
@Unique({ name: 'order_operator_order_number_unique', properties: ['order', 'operatorNumber'] })
@Unique({ name: 'order_operator_order_employee_unique', properties: ['order', 'employee'] })
@Check({ name: 'order_operator_number_range', expression: 'operator_number between 1010 and 2200' })
@Check({ name: 'order_operator_positions_positive', expression: 'number_of_positions is null or number_of_positions >= 1' })
export class OrderOperator {
  [OptionalProps]?: 'numberOfPositions';
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @ManyToOne({ entity: () => Order, deleteRule: 'cascade' }) order!: Rel<Order>;
  @ManyToOne({ entity: () => Employee, deleteRule: 'cascade' }) employee!: Rel<Employee>;
  @Field(() => Int, { description: `${OPERATOR_NUMBER_MIN} to ${OPERATOR_NUMBER_MAX}, unique within the order.` })
  @Property({ type: 'integer' })
  operatorNumber!: number;
  @Field(() => Int, { nullable: true, description: 'Positions counted under this number (at least 1).' })
  @Property({ type: 'integer', nullable: true })
  numberOfPositions: number | null = null;
}
