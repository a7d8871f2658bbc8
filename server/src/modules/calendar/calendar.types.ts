import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One day of the capacity calendar (GET /calendar-data): stored note and maximum plus the used positions.' })
export class CalendarDay {
  @Field(() => Int, { nullable: true, description: 'null when nothing is stored for that day' })
  id!: number | null;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  date!: string;

  @Field(() => String, { description: "'' when none" })
  note!: string;

  @Field(() => Int, { description: 'Stored value, 0 = the default (setting defaultMaxPos).' })
  maxPositions!: number;

  @Field(() => Int, { description: 'The stored value when > 0, else defaultMaxPos (90000).' })
  effectiveMaxPositions!: number;

  @Field(() => Int, { description: 'Used: the positions of the inventories (INV) whose validFrom is this day.' })
  positions!: number;

  @Field(() => Boolean, { description: 'true only in the answer of saveCalendarDay that inserted the row (REST 201).' })
  created!: boolean;
}

@InputType()
export class CalendarDayInput {
  @Field(() => Int, { nullable: true }) id?: number | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) date?: string | null;
  @Field(() => String, { nullable: true }) note?: string | null;
  // Float, not Int: a number beyond 32 bits must reach the service, which answers with the allowed maximum.
  @Field(() => Float, { nullable: true, description: 'A whole number from 0 (the default) to 10000000.' }) maxPositions?: number | null;
}

@ObjectType({ description: 'A readable server setting (GET /settings/{id}, /settings/name/{name}); whitelist defaultMaxPos, earliestValidFrom.' })
export class AppSettingView {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) value!: string;
}
