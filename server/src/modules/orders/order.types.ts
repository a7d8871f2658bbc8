import type { ComplianceWarningView } from '../compliance/compliance.service.js';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Paged } from '../../graphql-shared.js';
import { AssignmentType, Order, OrderHistory, OrderType } from './order.entity.js';

// Nullable inputs: the service answers with German 422 messages instead of GraphQL's English ones.
@InputType()
export class OrderInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) zip?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => Int, { nullable: true }) positions?: number | null;
  @Field(() => OrderType, { nullable: true }) orderType?: OrderType | null;
  @Field(() => String, { nullable: true }) validFrom?: string | null;
  @Field(() => String, { nullable: true }) validTo?: string | null;
  @Field(() => String, { nullable: true, description: 'HH:mm, default 07:00' }) startTime?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field(() => Int, { nullable: true }) customerId?: number | null;
  @Field(() => Int, { nullable: true }) costCenterId?: number | null;
  @Field(() => Boolean, { nullable: true }) fruitAndVegetables?: boolean | null;
  @Field(() => Boolean, { nullable: true }) flowers?: boolean | null;
  @Field(() => Boolean, { nullable: true }) storage?: boolean | null;
  @Field(() => Boolean, { nullable: true }) targetActualComparison?: boolean | null;
  @Field(() => Boolean, { nullable: true }) labels?: boolean | null;
  @Field(() => Boolean, { nullable: true }) drinks?: boolean | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Create only (ignored on update): e-mail the confirmation link to the customer of an inventory. Default false.',
  })
  sendMail?: boolean | null;
}

@InputType({ description: 'Merge-patch of notes, cost centre and team leader; -1 clears an id.' })
export class OrderPatchInput {
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field(() => Int, { nullable: true }) costCenterId?: number | null;
  @Field(() => Int, { nullable: true }) teamLeaderId?: number | null;
}

@InputType()
export class OrderFilterInput {
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: orders running on or after this day.' }) from?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: orders starting on or before this day.' }) to?: string | null;
  @Field(() => OrderType, { nullable: true }) orderType?: OrderType | null;
  @Field(() => String, { nullable: true, description: 'Name, city or customer.' }) term?: string | null;
  @Field(() => Int, { nullable: true }) customerId?: number | null;
}

@ObjectType()
export class OrderPage extends Paged {
  @Field(() => [Order]) items!: Order[];
}

@ObjectType()
export class PersonRef {
  @Field(() => Int) id!: number;
  @Field(() => Int) employeeId!: number;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
}

@ObjectType()
export class AssignmentView {
  @Field(() => Int) id!: number;
  @Field(() => AssignmentType) assignmentType!: AssignmentType;
  @Field(() => PersonRef) employee!: PersonRef;
  @Field(() => Boolean, { description: 'This employee leads the order.' }) teamLeader!: boolean;
  /** The list's compliance warnings, read once for all its employees when the field is asked for (resolved by AssignmentViewResolver). */
  warningsOf?: () => Promise<ComplianceWarningView[]>;
}

@ObjectType()
export class CustomerCategory {
  @Field(() => Boolean) fruitAndVegetables!: boolean;
  @Field(() => Boolean) flowers!: boolean;
  @Field(() => Boolean) storage!: boolean;
  @Field(() => Boolean) targetActualComparison!: boolean;
  @Field(() => Boolean) labels!: boolean;
  @Field(() => Boolean) drinks!: boolean;
}

@ObjectType()
export class OrderHistoryPage extends Paged {
  @Field(() => [OrderHistory]) items!: OrderHistory[];
}

@InputType()
export class ChecklistItemInput {
  @Field(() => Int, { nullable: true, description: 'The item id, or its code.' }) id?: number | null;
  @Field(() => Int, { nullable: true }) code?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'true marks the item done (irreversible); false changes nothing.' }) done?: boolean | null;
}
