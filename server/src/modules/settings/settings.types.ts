import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Values the client needs after login (GET /api/defaults).' })
export class Defaults {
  @Field(() => String, { description: 'YYYY-MM-DD; anything dated before it belongs to a closed month.' })
  earliestValidFrom!: string;

  @Field(() => String)
  sickLeaveFormUrl!: string;

  @Field(() => String)
  workwearFormUrl!: string;

  @Field(() => String)
  vacationFormUrl!: string;
}
