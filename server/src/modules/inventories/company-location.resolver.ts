import { Arg, Authorized, Ctx as Context, Int, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../context.js';
import { CompanyLocation } from './company-location.entity.js';

/** Company locations for employee forms (list only; their administration is its own feature). */
@Resolver()
export class CompanyLocationResolver {
  @Authorized()
  @Query(() => [CompanyLocation])
  async companyLocations(
    @Context() ctx: Ctx,
    @Arg('term', () => String, { nullable: true }) term?: string | null,
    @Arg('size', () => Int, { nullable: true }) size?: number | null,
  ): Promise<CompanyLocation[]> {
    const where = term?.trim() ? { name: { $ilike: `%${term.trim().replace(/[\\%_]/g, '\\$&')}%` } } : {};
    return ctx.em.find(CompanyLocation, where, { orderBy: { name: 'asc' }, limit: Math.min(Math.max(size ?? 1000, 1), 1000) });
  }
}
