import { REQUIRES } from '@inv/domain';
import { Arg, Authorized, Ctx as Context, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../context.js';
import { Defaults, PerDiemSettings, PerDiemSettingsInput } from './settings.types.js';

@Resolver()
export class SettingsResolver {
  @Authorized()
  @Query(() => Defaults)
  defaults(@Context() ctx: Ctx): Promise<Defaults> {
    return ctx.services.settings.defaults(ctx.em);
  }

  @Authorized()
  @Query(() => PerDiemSettings, { description: 'GET /perdiems/settings: the per-diem choices and the breakfast deduction (any logged-in user: the per-diem dialogs offer them).' })
  perDiemSettings(@Context() ctx: Ctx): Promise<PerDiemSettings> {
    return ctx.services.settings.perDiemSettings(ctx.em);
  }

  @Authorized(...REQUIRES.manageMonthEnd)
  @Mutation(() => PerDiemSettings, { description: 'PUT /perdiems/settings (MonthEndClosing, audited): choices and breakfast deduction (422 per path).' })
  updatePerDiemSettings(@Context() ctx: Ctx, @Arg('input', () => PerDiemSettingsInput) input: PerDiemSettingsInput): Promise<PerDiemSettings> {
    return ctx.services.settings.updatePerDiemSettings(ctx.em, ctx.user!, input);
  }
}
