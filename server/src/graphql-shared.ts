/** GraphQL types every feature uses: paging arguments, paged results, generated files. */
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';

@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true, description: '0-based.' }) page?: number | null;
  @Field(() => Int, { nullable: true, description: 'Default 250; 0 or less means all.' }) size?: number | null;
  @Field(() => String, { nullable: true, description: "'field' or 'field,desc'." }) sort?: string | null;
}

/** Paging fields of every paged list (the REST face turns them into `page.*`). */
@ObjectType({ description: 'Fields shared by its subtypes; not used on its own.' })
export abstract class Paged {
  @Field(() => Int, { description: '0-based page number.' }) number!: number;
  @Field(() => Int) size!: number;
  @Field(() => Int) totalElements!: number;
  @Field(() => Int) totalPages!: number;
}

@ObjectType({ description: 'A generated file: the REST face answers it as a download.' })
export class GeneratedFile {
  @Field(() => String) fileName!: string;
  @Field(() => String) contentType!: string;
  @Field(() => String) contentBase64!: string;
}
