import { Arg, Authorized, Ctx as Context, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../context.js';
import { authState } from './auth.service.js';
import { auditedLogin } from '../audit/audit-hooks.js';
import { AuthState, ChangePasswordInput } from './auth.types.js';

@Resolver()
export class AuthResolver {
  /** Public: tells an anonymous caller that it is not authenticated. */
  @Query(() => AuthState)
  me(@Context() ctx: Ctx): AuthState {
    return authState(ctx.user);
  }

  /** Public. */
  @Mutation(() => AuthState)
  login(
    @Arg('username', () => String) username: string,
    @Arg('password', () => String) password: string,
    @Context() ctx: Ctx,
  ): Promise<AuthState> {
    return auditedLogin(ctx, username, ctx.services.auth.login(ctx.em, ctx.req, username, password));
  }

  /** Public: logging out twice is harmless. */
  @Mutation(() => Boolean)
  logout(@Context() ctx: Ctx): Promise<boolean> {
    return ctx.services.auth.logout(ctx.req);
  }

  @Authorized()
  @Mutation(() => Boolean)
  changePassword(@Arg('input', () => ChangePasswordInput) input: ChangePasswordInput, @Context() ctx: Ctx) {
    return ctx.services.auth.changePassword(ctx.em, ctx.req, ctx.user!, input.currentPassword, input.newPassword);
  }
}
