import { REQUIRES } from '@inv/domain';
import { Arg, Authorized, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../context.js';
import type { FindingView } from './compliance.service.js';
import { ComplianceFinding, LegalValuesInput, LegalValuesView } from './compliance.types.js';

const asType = (f: FindingView): ComplianceFinding => ({ ...f, figures: JSON.stringify(f.figures) });

/** Compliance: the findings of a month, their acknowledgement, the legal values. */
@Resolver()
export class ComplianceResolver {
  @Authorized(...REQUIRES.viewComplianceFindings)
  @Query(() => [ComplianceFinding], { description: 'GET /compliance/findings: the findings of a month, sorted by date, employee name and rule (422 bad yearMonth).' })
  async complianceFindings(
    @Context() ctx: Ctx,
    @Arg('yearMonth', () => String) yearMonth: string,
    @Arg('rule', () => String, { nullable: true }) rule?: string | null,
    @Arg('employeeId', () => Int, { nullable: true }) employeeId?: number | null,
  ): Promise<ComplianceFinding[]> {
    return (await ctx.services.compliance.findings(ctx.em, ctx.user!, yearMonth, { rule, employeeId })).map(asType);
  }

  @Authorized(...REQUIRES.viewComplianceFindings)
  @Mutation(() => ComplianceFinding, { description: 'Acknowledges a finding with a reason (audited). 404 unknown in that month, 409 already acknowledged.' })
  async acknowledgeComplianceFinding(
    @Context() ctx: Ctx,
    @Arg('id', () => String) id: string,
    @Arg('yearMonth', () => String) yearMonth: string,
    @Arg('reason', () => String) reason: string,
  ): Promise<ComplianceFinding> {
    return asType(await ctx.services.compliance.acknowledge(ctx.em, ctx.user!, id, yearMonth, reason));
  }

  @Authorized(...REQUIRES.viewComplianceFindings)
  @Query(() => LegalValuesView, { description: 'GET /compliance/legal-values: the dated legal values (euros, counts, hours).' })
  legalValues(@Context() ctx: Ctx) {
    return ctx.services.legalValues.view(ctx.em, ctx.user!);
  }

  @Authorized(...REQUIRES.editLegalValues)
  @Mutation(() => LegalValuesView, { description: 'PUT /compliance/legal-values (Superadmin, audited): each given table replaces the stored one (422 per path).' })
  updateLegalValues(@Context() ctx: Ctx, @Arg('input', () => LegalValuesInput) input: LegalValuesInput) {
    return ctx.services.legalValues.update(ctx.em, ctx.user!, input);
  }
}
