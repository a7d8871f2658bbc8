import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { Paged } from '../../graphql-shared.js';
import { Customer, CustomerClass } from './customer.entity.js';

// Inputs are nullable: the service answers missing or wrong values with the spec's German 422 messages.
@InputType()
export class CustomerInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) company?: string | null;
  @Field(() => String, { nullable: true }) street?: string | null;
  @Field(() => String, { nullable: true }) zip?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) mobile?: string | null;
  @Field(() => String, { nullable: true }) fax?: string | null;
  @Field(() => CustomerClass, { nullable: true }) customerClass?: CustomerClass | null;
  @Field(() => Int, { nullable: true, description: '-1 creates the type named in newCustomerType.' }) customerTypeId?: number | null;
  @Field(() => String, { nullable: true }) newCustomerType?: string | null;
  @Field(() => String, { nullable: true, description: 'Customer number (types other than REWE).' }) customerId?: string | null;
  @Field(() => String, { nullable: true }) region?: string | null;
  @Field(() => String, { nullable: true }) sellingArea?: string | null;
  @Field(() => String, { nullable: true }) costCenter?: string | null;
  @Field(() => String, { nullable: true }) storeManager?: string | null;
  @Field(() => String, { nullable: true }) storeAssistant?: string | null;
  @Field(() => Boolean, { nullable: true }) og?: boolean | null;
  @Field(() => String, { nullable: true }) notesOg?: string | null;
  @Field(() => Boolean, { nullable: true }) flowers?: boolean | null;
  @Field(() => String, { nullable: true }) notesFlowers?: string | null;
  @Field(() => Boolean, { nullable: true }) storage?: boolean | null;
  @Field(() => String, { nullable: true }) notesStorage?: string | null;
  @Field(() => Boolean, { nullable: true }) drinks?: boolean | null;
  @Field(() => String, { nullable: true }) notesDrinks?: string | null;
  @Field(() => Boolean, { nullable: true }) targetActualComparison?: boolean | null;
  @Field(() => Boolean, { nullable: true }) labels?: boolean | null;
  @Field(() => String, { nullable: true }) doorcode?: string | null;
  @Field(() => String, { nullable: true }) additionalInformation?: string | null;
  @Field(() => Float, { nullable: true }) inventoryValue?: number | null;
  @Field(() => Float, { nullable: true, description: 'A positive integer.' }) positions?: number | null;
}

@InputType()
export class CustomerFilterInput {
  @Field(() => String, { nullable: true, description: 'Name, city, zip or customer number.' }) search?: string | null;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) zip?: string | null;
  @Field(() => CustomerClass, { nullable: true }) customerClass?: CustomerClass | null;
  @Field(() => Int, { nullable: true }) customerTypeId?: number | null;
  @Field(() => Boolean, { nullable: true }) active?: boolean | null;
}

@ObjectType()
export class CustomerPage extends Paged {
  @Field(() => [Customer]) items!: Customer[];
}

@ObjectType()
export class Address {
  @Field(() => String) street!: string;
  @Field(() => String) zip!: string;
  @Field(() => String) city!: string;
}

@ObjectType({ description: 'An order of the customer still to come.' })
export class UpcomingCustomerOrder {
  @Field(() => Int) id!: number;
  @Field(() => String) orderType!: string;
  @Field(() => String) name!: string;
  @Field(() => String) validFrom!: string;
  @Field(() => String, { nullable: true }) notes!: string | null;
}

@ObjectType()
export class TeamLeaderName {
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
}

@ObjectType()
export class PastOrderRef {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => TeamLeaderName, { nullable: true }) teamLeader!: TeamLeaderName | null;
}

@ObjectType({ description: 'A past order of the customer with its worked figures.' })
export class PastCustomerOrder {
  @Field(() => PastOrderRef) order!: PastOrderRef;
  @Field(() => String) fromDate!: string;
  @Field(() => String) toDate!: string;
  @Field(() => String, { nullable: true }) start!: string | null;
  @Field(() => String, { nullable: true }) end!: string | null;
  @Field(() => Int) employeeCount!: number;
  @Field(() => Int, { nullable: true }) numberOfPositions!: number | null;
  @Field(() => Int) minutes!: number;
}

@ObjectType()
export class CustomerOrders {
  @Field(() => [PastCustomerOrder]) past!: PastCustomerOrder[];
  @Field(() => [UpcomingCustomerOrder]) upcoming!: UpcomingCustomerOrder[];
}

@ObjectType()
export class TravelTimeView {
  @Field(() => Int) id!: number;
  @Field(() => Int) customerId!: number;
  @Field(() => Int) companyLocationId!: number;
  @Field(() => String) companyLocationName!: string;
  @Field(() => Int, { description: 'Minutes.' }) travelTime!: number;
}
