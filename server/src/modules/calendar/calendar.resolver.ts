import { Arg, Authorized, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../context.js';
import { AppSettingView, CalendarDay, CalendarDayInput } from './calendar.types.js';

/** Capacity calendar and the readable settings (spec 3 §7 calendar, settings). */
@Resolver()
export class CalendarResolver {
  @Authorized()
  @Query(() => [CalendarDay], { description: 'GET /calendar-data: every day from–to (at most 400 days), stored or not. Order_Overview_ListOrders.' })
  calendarDays(@Context() ctx: Ctx, @Arg('from', () => String) from: string, @Arg('to', () => String) to: string) {
    return ctx.services.calendar.days(ctx.em, ctx.user!, from, to);
  }

  @Authorized()
  @Query(() => CalendarDay, { description: 'GET /calendar-data/{id}: 404 unknown.' })
  calendarDay(@Context() ctx: Ctx, @Arg('id', () => Int) id: number) {
    return ctx.services.calendar.day(ctx.em, ctx.user!, id);
  }

  @Authorized()
  @Mutation(() => CalendarDay, {
    description: 'POST /calendar-data: upsert by id or date; maxPositions a whole number from 0 (= default) to 10000000. Order_Overview_CreateOrders or _EditOrders.',
  })
  saveCalendarDay(@Context() ctx: Ctx, @Arg('input', () => CalendarDayInput) input: CalendarDayInput) {
    return ctx.services.calendar.save(ctx.em, ctx.user!, input);
  }

  @Authorized()
  @Query(() => AppSettingView, { description: 'GET /settings/{id}: whitelisted settings only (defaultMaxPos, earliestValidFrom), else 404.' })
  setting(@Context() ctx: Ctx, @Arg('id', () => Int) id: number) {
    return ctx.services.calendar.setting(ctx.em, id);
  }

  @Authorized()
  @Query(() => AppSettingView, { description: 'GET /settings/name/{name}: whitelisted settings only, else 404.' })
  settingByName(@Context() ctx: Ctx, @Arg('name', () => String) name: string) {
    return ctx.services.calendar.settingByName(ctx.em, name);
  }
}
