import { Arg, Authorized, Ctx as Context, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../context.js';
import { authState } from './auth.service.js';
import { auditedLogin } from '../audit/audit-hooks.js';
import { AuthState, ChangePasswordInput, SecondFactorEnrolment } from './auth.types.js';

@Resolver()
export class AuthResolver {
  /** Public: tells an anonymous caller that it is not authenticated (and whether demo accounts exist). */
  @Query(() => AuthState)
  async me(@Context() ctx: Ctx): Promise<AuthState> {
    return authState(ctx.user, ctx.req, await ctx.services.auth.demoData());
  }

  /** Public. `code`: the second factor (TOTP or recovery code) for accounts that enrolled one. */
  @Mutation(() => AuthState)
  login(
    @Arg('username', () => String) username: string,
    @Arg('password', () => String) password: string,
    @Arg('code', () => String, { nullable: true }) code: string | null,
    @Context() ctx: Ctx,
  ): Promise<AuthState> {
    return auditedLogin(ctx, username, ctx.services.auth.login(ctx.em, ctx.req, username, password, code));
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

  @Authorized()
  @Mutation(() => SecondFactorEnrolment)
  startSecondFactorEnrolment(@Context() ctx: Ctx) {
    return ctx.services.auth.startSecondFactor(ctx.em, ctx.user!);
  }

  /** Returns the ten recovery codes; they are shown this once and stored hashed. */
  @Authorized()
  @Mutation(() => [String])
  confirmSecondFactorEnrolment(@Arg('code', () => String) code: string, @Context() ctx: Ctx) {
    return ctx.services.auth.confirmSecondFactor(ctx.em, ctx.user!, code);
  }

  @Authorized()
  @Mutation(() => Boolean)
  disableSecondFactor(@Arg('code', () => String) code: string, @Context() ctx: Ctx) {
    return ctx.services.auth.disableSecondFactor(ctx.em, ctx.user!, code);
  }
}
