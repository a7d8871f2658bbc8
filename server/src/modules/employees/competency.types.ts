import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Paged } from '../../graphql-shared.js';

@ObjectType({ description: 'Competencies of one employee (all false while none were recorded; id is then null).' })
export class CompetencyView {
  @Field(() => Int, { nullable: true }) id!: number | null;
  @Field(() => Int) employeeId!: number;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => Int, { nullable: true }) companyLocationId!: number | null;
  @Field(() => String, { nullable: true }) companyLocationName!: string | null;
  @Field(() => Boolean) allrounder!: boolean;
  @Field(() => Boolean) quickCounter!: boolean;
  @Field(() => Boolean) fruitAndVegetables!: boolean;
  @Field(() => Boolean) checkout!: boolean;
  @Field(() => Boolean) flowers!: boolean;
  @Field(() => Boolean) storage!: boolean;
  @Field(() => Boolean) storageManagement!: boolean;
  @Field(() => Boolean) weigh!: boolean;
  @Field(() => Boolean) reuse!: boolean;
  @Field(() => Boolean) check!: boolean;
  @Field(() => Boolean) targetActualComparison!: boolean;
}

@InputType()
export class CompetencyFlagsInput {
  @Field(() => Boolean, { nullable: true }) allrounder?: boolean | null;
  @Field(() => Boolean, { nullable: true }) quickCounter?: boolean | null;
  @Field(() => Boolean, { nullable: true }) fruitAndVegetables?: boolean | null;
  @Field(() => Boolean, { nullable: true }) checkout?: boolean | null;
  @Field(() => Boolean, { nullable: true }) flowers?: boolean | null;
  @Field(() => Boolean, { nullable: true }) storage?: boolean | null;
  @Field(() => Boolean, { nullable: true }) storageManagement?: boolean | null;
  @Field(() => Boolean, { nullable: true }) weigh?: boolean | null;
  @Field(() => Boolean, { nullable: true }) reuse?: boolean | null;
  @Field(() => Boolean, { nullable: true }) check?: boolean | null;
  @Field(() => Boolean, { nullable: true }) targetActualComparison?: boolean | null;
}

@InputType()
export class CompetencyFilterInput extends CompetencyFlagsInput {
  @Field(() => Int, { nullable: true }) employeeId?: number | null;
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => Int, { nullable: true }) companyLocationId?: number | null;
}

@ObjectType()
export class CompetencyPage extends Paged {
  @Field(() => [CompetencyView]) items!: CompetencyView[];
}
