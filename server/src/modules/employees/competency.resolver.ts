import { REQUIRES } from '@inv/domain';
import { Arg, Args, Authorized, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../context.js';
import { PageArgs } from '../../graphql-shared.js';
import { CompetencyFilterInput, CompetencyFlagsInput, CompetencyPage, CompetencyView } from './competency.types.js';

@Resolver()
export class CompetencyResolver {
  @Authorized()
  @Query(() => CompetencyView)
  employeeCompetency(@Context() ctx: Ctx, @Arg('employeeId', () => Int) employeeId: number) {
    return ctx.services.competencies.get(ctx.em, ctx.user!, employeeId);
  }

  @Authorized(...REQUIRES.readCompetencies)
  @Query(() => CompetencyPage)
  employeeCompetencies(
    @Context() ctx: Ctx,
    @Args(() => PageArgs) paging: PageArgs,
    @Arg('filter', () => CompetencyFilterInput, { nullable: true }) filter?: CompetencyFilterInput | null,
  ) {
    return ctx.services.competencies.list(ctx.em, ctx.user!, filter ?? {}, paging);
  }

  @Authorized(...REQUIRES.editCompetencies)
  @Mutation(() => CompetencyView, { description: 'Creates or updates the competencies of an employee.' })
  saveEmployeeCompetency(
    @Context() ctx: Ctx,
    @Arg('employeeId', () => Int) employeeId: number,
    @Arg('input', () => CompetencyFlagsInput) input: CompetencyFlagsInput,
  ) {
    return ctx.services.competencies.save(ctx.em, ctx.user!, employeeId, input);
  }

  @Authorized(...REQUIRES.editCompetencies)
  @Mutation(() => CompetencyView)
  updateEmployeeCompetency(@Context() ctx: Ctx, @Arg('id', () => Int) id: number, @Arg('input', () => CompetencyFlagsInput) input: CompetencyFlagsInput) {
    return ctx.services.competencies.saveById(ctx.em, ctx.user!, id, input);
  }
}
