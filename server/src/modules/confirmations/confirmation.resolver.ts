import { Arg, Authorized, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../context.js';
import { ConfirmationInput, InventoryConfirmationView, PublicConfirmation } from './confirmation.types.js';

/**
 * Inventory confirmations (spec 3 §2.2 planning, §2.5, §7). The customer's two operations
 * are public (reviewed list in auth-checker.ts): they reach one confirmation through its random uuid,
 * are throttled per address and refuse confirmed or expired links (410).
 */
@Resolver()
export class ConfirmationResolver {
  @Authorized()
  @Query(() => [InventoryConfirmationView], { description: 'GET /confirmations: from–to (default today..+14), confirmed omitted = all; date descending.' })
  confirmations(
    @Context() ctx: Ctx,
    @Arg('from', () => String, { nullable: true }) from?: string | null,
    @Arg('to', () => String, { nullable: true }) to?: string | null,
    @Arg('confirmed', () => Boolean, { nullable: true }) confirmed?: boolean | null,
  ) {
    return ctx.services.confirmations.list(ctx.em, ctx.user!, from, to, confirmed);
  }

  @Authorized()
  @Query(() => InventoryConfirmationView, { nullable: true, description: 'The confirmation of one order (its link); null when the order has none.' })
  orderConfirmation(@Context() ctx: Ctx, @Arg('orderId', () => Int) orderId: number) {
    return ctx.services.confirmations.ofOrder(ctx.em, ctx.user!, orderId);
  }

  @Query(() => PublicConfirmation, {
    description: 'GET /confirmations/{uuid} (public): 404 unknown; 410 GONE with extensions.reason ALREADY_CONFIRMED or EXPIRED; 429 throttled.',
  })
  publicConfirmation(@Context() ctx: Ctx, @Arg('uuid', () => String) uuid: string) {
    return ctx.services.confirmations.publicGet(ctx.em, uuid, ctx.req.ip);
  }

  @Mutation(() => PublicConfirmation, {
    description: 'POST /confirmations/{uuid} (public): categories, comment, roll cages (with storage), confirm. 404, 410, 422, 429.',
  })
  savePublicConfirmation(@Context() ctx: Ctx, @Arg('uuid', () => String) uuid: string, @Arg('input', () => ConfirmationInput) input: ConfirmationInput) {
    return ctx.services.confirmations.publicSave(ctx.em, uuid, input, ctx.req.ip);
  }

  @Authorized()
  @Mutation(() => InventoryConfirmationView, {
    description: 'POST /confirmations/{uuid}/confirm (staff, Order_Overview_EditOrders): same optional body, confirm default true, also after expiry.',
  })
  confirmInventory(@Context() ctx: Ctx, @Arg('uuid', () => String) uuid: string, @Arg('input', () => ConfirmationInput, { nullable: true }) input?: ConfirmationInput | null) {
    return ctx.services.confirmations.confirm(ctx.em, ctx.user!, uuid, input);
  }
}
