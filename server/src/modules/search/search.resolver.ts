import { Arg, Authorized, Ctx as Context, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../context.js';
import { GlobalSearchResult } from './search.types.js';

/** Global search (spec 3 §2.12). */
@Resolver()
export class SearchResolver {
  @Authorized()
  @Query(() => GlobalSearchResult, {
    description: 'GET /search?term: employees and orders, at most 10 each; < 3 characters and not numeric → empty. Superadmin.',
  })
  globalSearch(@Context() ctx: Ctx, @Arg('term', () => String) term: string) {
    return ctx.services.search.search(ctx.em, ctx.user!, term);
  }
}
