import { Field, Float, InputType, Int } from 'type-graphql';

@InputType()
export class CompanyLocationInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field(() => String, { nullable: true }) street?: string | null;
  @Field(() => String, { nullable: true, description: 'Digits only, at most 5.' }) zip?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
}

@InputType()
export class MarketAreaInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => Boolean, { nullable: true }) active?: boolean | null;
  @Field(() => Float, { nullable: true }) countingSpeedDeviation?: number | null;
}

@InputType()
export class MarketAreaCategoryInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => Float, { nullable: true }) countingSpeedDeviation?: number | null;
  @Field(() => Int, { nullable: true }) marketAreaId?: number | null;
}
