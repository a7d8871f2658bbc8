import { REQUIRES } from '@inv/domain';
import { Arg, Args, Authorized, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../context.js';
import { MessageSettings, MessageSettingsInput, OutboxArgs, OutboxMessageDetail, OutboxMessageView, OutboxPage, outboxDetail, outboxView } from './messages.types.js';

@Resolver()
export class MessagesResolver {
  @Authorized(...REQUIRES.manageMessages)
  @Query(() => OutboxPage, { description: 'GET /outbox (Superadmin): the e-mail outbox, newest first.' })
  async outboxMessages(@Context() ctx: Ctx, @Args(() => OutboxArgs) args: OutboxArgs): Promise<OutboxPage> {
    const r = await ctx.services.messages.list(ctx.em, args);
    return { total: r.total, totalElements: r.total, totalPages: Math.ceil(r.total / r.size), number: r.number, size: r.size, items: r.items.map(outboxView) };
  }

  @Authorized(...REQUIRES.manageMessages)
  @Query(() => OutboxMessageDetail, { description: 'GET /outbox/{id} (Superadmin): one message with its HTML and text.' })
  async outboxMessage(@Context() ctx: Ctx, @Arg('id', () => Int) id: number): Promise<OutboxMessageDetail> {
    return outboxDetail(await ctx.services.messages.get(ctx.em, id));
  }

  @Authorized(...REQUIRES.manageMessages)
  @Mutation(() => OutboxMessageView, { description: 'POST /outbox/{id}/resend (Superadmin): a FAILED or NO_SMTP message is queued again (attempts 0); else 409.' })
  async resendOutboxMessage(@Context() ctx: Ctx, @Arg('id', () => Int) id: number): Promise<OutboxMessageView> {
    return outboxView(await ctx.services.messages.resend(ctx.em, id));
  }

  @Authorized(...REQUIRES.manageMessages)
  @Query(() => MessageSettings, { description: 'GET /messages/settings (Superadmin).' })
  messageSettings(@Context() ctx: Ctx): Promise<MessageSettings> {
    return ctx.services.messages.messageSettings(ctx.em);
  }

  @Authorized(...REQUIRES.manageMessages)
  @Mutation(() => MessageSettings, { description: 'PUT /messages/settings (Superadmin, audited).' })
  updateMessageSettings(@Context() ctx: Ctx, @Arg('input', () => MessageSettingsInput) input: MessageSettingsInput): Promise<MessageSettings> {
    return ctx.services.messages.updateMessageSettings(ctx.em, ctx.user!, { ...input });
  }
}
