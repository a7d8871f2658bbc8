import { REQUIRES } from '@inv/domain';
import { Arg, Authorized, Ctx as Context, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../context.js';
import { ForbiddenError } from '../../errors.js';
import { msg } from '../../messages.js';
import type { FeedOwner } from './calendar-feed.service.js';
import { CalendarFeed } from './calendar-feed.types.js';

/** The origin the request came to (honours `trust proxy`): the feed address without APP_URL. */
const originOf = (ctx: Ctx) => `${ctx.req.protocol}://${ctx.req.host}`;

function own(ctx: Ctx): FeedOwner {
  const u = ctx.user!;
  if (u.employeeId === null) throw new ForbiddenError(msg.calendarFeedNoEmployee);
  return { kind: 'EMPLOYEE', employeeId: u.employeeId, userId: u.id };
}
const office = (ctx: Ctx): FeedOwner => ({ kind: 'OFFICE', userId: ctx.user!.id });

/** Calendar subscriptions: the own assignments (any account with an employee record) and the office's inventories. */
@Resolver()
export class CalendarFeedResolver {
  @Authorized()
  @Query(() => CalendarFeed, { description: 'GET /me/calendar-feed: the own assignments as a calendar; made (and its address shown) when none is active. Accounts with an employee record.' })
  myCalendarFeed(@Context() ctx: Ctx) {
    return ctx.services.calendarFeeds.get(ctx.em, own(ctx), originOf(ctx));
  }

  @Authorized()
  @Mutation(() => CalendarFeed, { description: 'POST /me/calendar-feed: a new address; the old one stops answering.' })
  renewMyCalendarFeed(@Context() ctx: Ctx) {
    return ctx.services.calendarFeeds.renew(ctx.em, own(ctx), originOf(ctx));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'DELETE /me/calendar-feed: revokes the address (false when none was active).' })
  revokeMyCalendarFeed(@Context() ctx: Ctx) {
    return ctx.services.calendarFeeds.revoke(ctx.em, own(ctx));
  }

  @Authorized(...REQUIRES.listOrders)
  @Query(() => CalendarFeed, { description: 'GET /orders/calendar-feed: every inventory as a calendar; the right is checked again on every fetch. Order_Overview_ListOrders.' })
  officeCalendarFeed(@Context() ctx: Ctx) {
    return ctx.services.calendarFeeds.get(ctx.em, office(ctx), originOf(ctx));
  }

  @Authorized(...REQUIRES.listOrders)
  @Mutation(() => CalendarFeed, { description: 'POST /orders/calendar-feed: a new address; the old one stops answering. Order_Overview_ListOrders.' })
  renewOfficeCalendarFeed(@Context() ctx: Ctx) {
    return ctx.services.calendarFeeds.renew(ctx.em, office(ctx), originOf(ctx));
  }

  @Authorized(...REQUIRES.listOrders)
  @Mutation(() => Boolean, { description: 'DELETE /orders/calendar-feed: revokes the address. Order_Overview_ListOrders.' })
  revokeOfficeCalendarFeed(@Context() ctx: Ctx) {
    return ctx.services.calendarFeeds.revoke(ctx.em, office(ctx));
  }

  @Query(() => String, {
    description: 'GET /calendar-feed/{token}.ics (no session): the iCalendar text of a feed; NOT_FOUND for an unknown or revoked token and for an office feed whose account lost Order_Overview_ListOrders.',
  })
  calendarFeedIcs(@Context() ctx: Ctx, @Arg('token', () => String) token: string) {
    return ctx.services.calendarFeeds.ics(ctx.em, token, originOf(ctx));
  }
}
