import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An employee found by the global search.' })
export class SearchEmployee {
  @Field(() => Int, { description: 'Employee id (= personnel number).' }) id!: number;
  @Field(() => String) fullName!: string;
  @Field(() => Int) employeeId!: number;
  @Field(() => Boolean) active!: boolean;
}

@ObjectType({ description: 'An order found by the global search.' })
export class SearchOrder {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) orderType!: string;
  @Field(() => String) city!: string;
}

@ObjectType({ description: 'GET /search: at most 10 employees and 10 orders, best first.' })
export class GlobalSearchResult {
  @Field(() => [SearchEmployee]) employees!: SearchEmployee[];
  @Field(() => [SearchOrder]) orders!: SearchOrder[];
}
