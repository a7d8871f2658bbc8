import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

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

@ObjectType({ description: "The company's per-diem amounts: the choices the per-diem dialogs offer (whole EUR) and the breakfast deduction (EUR)." })
export class PerDiemSettings {
  @Field(() => [Int], { description: 'Catering (Verpflegungszuschuss) choices in EUR, ascending, 0 included.' })
  cateringChoices!: number[];

  @Field(() => [Int], { description: 'Misc (sonstiger Zuschuss) choices in EUR, ascending, 0 included.' })
  miscChoices!: number[];

  @Field(() => Float, { description: 'EUR deducted per day with breakfast provided.' })
  breakfastDeduction!: number;
}

@InputType({ description: 'Only the fields sent change.' })
export class PerDiemSettingsInput {
  @Field(() => [Int], { nullable: true }) cateringChoices?: number[] | null;
  @Field(() => [Int], { nullable: true }) miscChoices?: number[] | null;
  @Field(() => Float, { nullable: true }) breakfastDeduction?: number | null;
}
