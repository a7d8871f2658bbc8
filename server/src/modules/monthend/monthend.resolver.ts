import { REQUIRES } from '@inv/domain';
import { Arg, Authorized, Ctx as Context, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../context.js';
import { GeneratedFile } from '../../graphql-shared.js';
import { MonthEndClosing } from './month-end-closing.entity.js';
import type { MonthEndFile } from './monthend.service.js';
import { MonthEndStatus, PayrollExportSettings, PayrollExportSettingsInput, PayrollPreview } from './monthend.types.js';

const generated = (f: MonthEndFile): GeneratedFile => ({ fileName: f.fileName, contentType: f.contentType, contentBase64: f.content.toString('base64') });

/** Month-end closing (spec 3 §2.9, §4): MonthEndClosing; reopening the last closed month: Superadmin. */
@Resolver()
export class MonthEndResolver {
  @Authorized(...REQUIRES.manageMonthEnd)
  @Query(() => MonthEndStatus, { description: 'Profile, boundary, the month the next closing closes and what can be reopened.' })
  monthEndStatus(@Context() ctx: Ctx) {
    return ctx.services.monthEnd.status(ctx.em, ctx.user!);
  }

  @Authorized(...REQUIRES.manageMonthEnd)
  @Query(() => [MonthEndClosing], { description: 'Every closing (reopened ones too), newest first.' })
  monthEndClosings(@Context() ctx: Ctx) {
    return ctx.services.monthEnd.closings(ctx.em, ctx.user!);
  }

  @Authorized(...REQUIRES.manageMonthEnd)
  @Query(() => PayrollExportSettings)
  payrollExportSettings(@Context() ctx: Ctx) {
    return ctx.services.monthEnd.exportSettings(ctx.em, ctx.user!);
  }

  @Authorized(...REQUIRES.manageMonthEnd)
  @Query(() => PayrollPreview, { description: 'GET /monthendclosing/preview: what closing the month would write now, totals per wage type, open findings and problems (422 bad yearMonth).' })
  payrollPreview(@Context() ctx: Ctx, @Arg('yearMonth', () => String) yearMonth: string) {
    return ctx.services.monthEnd.preview(ctx.em, ctx.user!, yearMonth);
  }

  @Authorized(...REQUIRES.manageMonthEnd)
  @Query(() => GeneratedFile, { description: 'GET /monthendclosing/preview/xlsx: the preview as an xlsx workbook (rows and totals).' })
  async payrollPreviewFile(@Context() ctx: Ctx, @Arg('yearMonth', () => String) yearMonth: string): Promise<GeneratedFile> {
    return generated(await ctx.services.monthEnd.previewFile(ctx.em, ctx.user!, yearMonth));
  }

  @Authorized(...REQUIRES.manageMonthEnd)
  @Query(() => GeneratedFile, { description: 'GET /monthendclosing/download?key: a file of the month-end screen by its opaque key; 404 otherwise.' })
  async monthEndFile(@Context() ctx: Ctx, @Arg('key', () => String) key: string): Promise<GeneratedFile> {
    return generated(await ctx.services.monthEnd.file(ctx.em, ctx.user!, key));
  }

  @Authorized(...REQUIRES.manageMonthEnd)
  @Mutation(() => GeneratedFile, {
    description:
      'POST /monthendclosing/sage: closes the oldest open ended month (or yearMonth: an already closed month answers its stored file unchanged) and answers the payroll file. 409 nothing to close / another month.',
  })
  async closeMonth(@Context() ctx: Ctx, @Arg('yearMonth', () => String, { nullable: true }) yearMonth?: string | null): Promise<GeneratedFile> {
    return generated(await ctx.services.monthEnd.close(ctx.em, ctx.user!, yearMonth));
  }

  @Authorized(...REQUIRES.superadmin)
  @Mutation(() => MonthEndClosing, { description: 'Reopens the last closed month (Superadmin): the boundary moves back to its first day.' })
  reopenMonth(@Context() ctx: Ctx, @Arg('yearMonth', () => String) yearMonth: string) {
    return ctx.services.monthEnd.reopen(ctx.em, ctx.user!, yearMonth);
  }

  @Authorized(...REQUIRES.manageMonthEnd)
  @Mutation(() => PayrollExportSettings, { description: 'Export profile, DATEV consultant/client number, wage type numbers (422 with German messages).' })
  updatePayrollExportSettings(@Context() ctx: Ctx, @Arg('input', () => PayrollExportSettingsInput) input: PayrollExportSettingsInput) {
    return ctx.services.monthEnd.updateExportSettings(ctx.em, ctx.user!, input);
  }
}

@Resolver(() => MonthEndStatus)
export class MonthEndStatusResolver {
  @FieldResolver(() => Int, { description: 'Unacknowledged compliance findings of nextMonth (0 when nextMonth is null).' })
  openFindings(@Root() status: MonthEndStatus, @Context() ctx: Ctx): Promise<number> {
    return ctx.services.monthEnd.openFindingsOf(ctx.em, status);
  }
}
