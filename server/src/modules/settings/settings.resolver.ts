import { Authorized, Ctx as Context, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../context.js';
import { Defaults } from './settings.types.js';

@Resolver()
export class SettingsResolver {
  @Authorized()
  @Query(() => Defaults)
  defaults(@Context() ctx: Ctx): Promise<Defaults> {
    return ctx.services.settings.defaults(ctx.em);
  }
}
