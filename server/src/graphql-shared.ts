/** GraphQL types every feature uses: paging arguments, paged results, generated files. */
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';

@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true, description: '0-based.' }) page?: number | null;
  @Field(() => Int, { nullable: true, description: 'Default per list; at most 1000; 0 or less means all, at most 2000.' }) size?: number | null;
  @Field(() => String, { nullable: true, description: "'field' or 'field,desc'." }) sort?: string | null;
}

/**
 * Server-side ceilings of every page (bounded GraphQL): an explicit size at most 1000 (the spec's own
 * paths ask size=1000), the tables' "all" (size 0 or less) at most 2000 rows per page.
 */
export const PAGE_LIMITS = { maxSize: 1000, maxAll: 2000 } as const;

/** The one clamp of page arguments: size, 0-based page number, offset. */
export function pageWindow(paging: PageArgs, total: number, defaultSize: number) {
  const size =
    paging.size == null
      ? Math.min(defaultSize, PAGE_LIMITS.maxSize)
      : paging.size <= 0
        ? Math.min(Math.max(total, 1), PAGE_LIMITS.maxAll)
        : Math.min(paging.size, PAGE_LIMITS.maxSize);
  const number = Math.min(Math.max(paging.page ?? 0, 0), 1_000_000);
  return { size, number, offset: number * size, totalPages: Math.ceil(total / size) };
}

/** A plain list's `size`/`limit` argument: 1 … 1000. */
export const listLimit = (size: number | null | undefined, defaultSize: number) => Math.min(Math.max(size ?? defaultSize, 1), PAGE_LIMITS.maxSize);

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
