import { REQUIRES } from '@inv/domain';
import { Args, Arg, Authorized, Ctx as Context, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../context.js';
import { AuditChange, AuditEvent } from './audit-event.entity.js';
import { AuditEventPage, AuditFilterInput, AuditPageArgs, AuditUser } from './audit.types.js';

const superadmin = (ctx: Ctx) => !!ctx.user?.authorities.includes('Superadmin');
const text = (v: unknown): string | null => (v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v));

@Resolver(() => AuditEvent)
export class AuditResolver {
  @Authorized(...REQUIRES.superadmin)
  @Query(() => AuditEventPage, { description: 'The audit trail, newest first (Superadmin).' })
  auditEvents(@Context() ctx: Ctx, @Args(() => AuditPageArgs) paging: AuditPageArgs, @Arg('filter', () => AuditFilterInput, { nullable: true }) filter?: AuditFilterInput | null) {
    return ctx.services.audit.list(ctx.em, ctx.user!, filter ?? {}, paging);
  }

  @Authorized(...REQUIRES.superadmin)
  @Query(() => [AuditUser], { description: 'Accounts for the audit filter (Superadmin).' })
  auditUsers(@Context() ctx: Ctx) {
    return ctx.services.audit.users(ctx.em, ctx.user!);
  }

  @Authorized()
  @Query(() => [AuditEvent], { description: "The audit events of an employee's worklogs on a day (optionally one order), oldest first: the clocking history." })
  clockingAuditHistory(
    @Context() ctx: Ctx,
    @Arg('employeeId', () => Int) employeeId: number,
    @Arg('date', () => String) date: string,
    @Arg('orderId', () => Int, { nullable: true }) orderId?: number | null,
  ) {
    return ctx.services.audit.clockingHistory(ctx.em, ctx.user!, employeeId, date, orderId);
  }

  // The clocking history shares this type with team leaders and the office; who clocked from which
  // address, in which request, is the audit trail's (Superadmin) and null for everyone else.
  @FieldResolver(() => String, { nullable: true, description: 'null unless the reader is a Superadmin.' })
  requestId(@Root() event: AuditEvent, @Context() ctx: Ctx): string | null {
    return superadmin(ctx) ? event.requestId : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'The IP address; null unless the reader is a Superadmin.' })
  clientAddress(@Root() event: AuditEvent, @Context() ctx: Ctx): string | null {
    return superadmin(ctx) ? event.clientAddress : null;
  }

  @FieldResolver(() => [AuditChange])
  changes(@Root() event: AuditEvent): AuditChange[] {
    return (event.changes ?? []).map((c) => ({ field: c.field, from: text(c.from), to: text(c.to) }));
  }
}
