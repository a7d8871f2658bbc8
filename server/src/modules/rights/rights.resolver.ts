import { Arg, Args, Authorized, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../context.js';
import { AuthorityView, RightsUser, RightsUserDetails, RightsUserPage, RightsUsersArgs, Role, RoleInput, RoleSummary } from './rights.types.js';

/** Rights administration (spec 3 §2.11, §6, §7 Rights). Permission checks and guard rails live in the service. */
@Resolver()
export class RightsResolver {
  @Authorized()
  @Query(() => RightsUserPage, { description: 'GET /rights/users: paged, searchable by name, user name, personnel number. Authorization_ViewUsers.' })
  rightsUsers(@Context() ctx: Ctx, @Args(() => RightsUsersArgs) args: RightsUsersArgs) {
    return ctx.services.rights.users(ctx.em, ctx.user!, args);
  }

  @Authorized()
  @Query(() => RightsUserDetails, { description: 'GET /rights/users/{id} (account id): the user and availableRoles. Authorization_ViewUsers.' })
  rightsUser(@Context() ctx: Ctx, @Arg('id', () => Int) id: number) {
    return ctx.services.rights.user(ctx.em, ctx.user!, id);
  }

  @Authorized()
  @Query(() => [RoleSummary], { description: 'GET /rights/roles with member counts. Authorization_ViewRoles or _ViewUsers.' })
  roles(@Context() ctx: Ctx) {
    return ctx.services.rights.roles(ctx.em, ctx.user!);
  }

  @Authorized()
  @Query(() => Role, { description: 'GET /rights/roles/{id} with its authorities. Authorization_ViewRoles or _ViewUsers.' })
  role(@Context() ctx: Ctx, @Arg('id', () => Int) id: number) {
    return ctx.services.rights.role(ctx.em, ctx.user!, id);
  }

  @Authorized()
  @Query(() => [RightsUser], { description: 'GET /rights/roles/{id}/users: the members. Authorization_ViewRoles or _ViewUsers.' })
  roleUsers(@Context() ctx: Ctx, @Arg('id', () => Int) id: number) {
    return ctx.services.rights.roleUsers(ctx.em, ctx.user!, id);
  }

  @Authorized()
  @Query(() => [AuthorityView], { description: 'GET /rights/authorities: the catalogue with German titles and descriptions.' })
  authorityCatalogue(@Context() ctx: Ctx) {
    return ctx.services.rights.authorityCatalogue(ctx.user!);
  }

  @Authorized()
  @Mutation(() => RightsUserDetails, {
    description: 'POST /rights/users/{id}/assignRole/{roleId}: idempotent. Authorization_EditUsers; not oneself (403); only roles whose authorities the actor holds, only accounts holding nothing the actor lacks (403; a Superadmin may all).',
  })
  assignRole(@Context() ctx: Ctx, @Arg('userId', () => Int) userId: number, @Arg('roleId', () => Int) roleId: number) {
    return ctx.services.rights.assignRole(ctx.em, ctx.user!, userId, roleId);
  }

  @Authorized()
  @Mutation(() => RightsUserDetails, {
    description: 'POST /rights/users/{id}/unassignRole/{roleId}: idempotent. Authorization_EditUsers; not oneself, only accounts holding nothing the actor lacks (403); never the last Superadmin (409).',
  })
  unassignRole(@Context() ctx: Ctx, @Arg('userId', () => Int) userId: number, @Arg('roleId', () => Int) roleId: number) {
    return ctx.services.rights.unassignRole(ctx.em, ctx.user!, userId, roleId);
  }

  @Authorized()
  @Mutation(() => Role, { description: 'POST /rights/roles: a role without authorities; name required and unique (422). Authorization_EditRoles.' })
  createRole(@Context() ctx: Ctx, @Arg('input', () => RoleInput) input: RoleInput) {
    return ctx.services.rights.createRole(ctx.em, ctx.user!, input);
  }

  @Authorized()
  @Mutation(() => Role, { description: 'PUT /rights/roles/{id}: rename and describe; null keeps a value. Authorization_EditRoles and every authority of the role; a role giving Superadmin only by a Superadmin (403).' })
  updateRole(@Context() ctx: Ctx, @Arg('id', () => Int) id: number, @Arg('input', () => RoleInput) input: RoleInput) {
    return ctx.services.rights.updateRole(ctx.em, ctx.user!, id, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'DELETE /rights/roles/{id}: only without members (409). Authorization_EditRoles and every authority of the role; a role giving Superadmin only by a Superadmin (403).' })
  deleteRole(@Context() ctx: Ctx, @Arg('id', () => Int) id: number) {
    return ctx.services.rights.deleteRole(ctx.em, ctx.user!, id);
  }

  @Authorized()
  @Mutation(() => Role, {
    description: 'PUT /rights/roles/{roleId}/assign/{authority}: idempotent. Authorization_EditRoles; only held authorities, a role giving Superadmin only by a Superadmin (403); not a grantsAll role (409).',
  })
  grantAuthority(@Context() ctx: Ctx, @Arg('roleId', () => Int) roleId: number, @Arg('authority', () => String) authority: string) {
    return ctx.services.rights.grantAuthority(ctx.em, ctx.user!, roleId, authority);
  }

  @Authorized()
  @Mutation(() => Role, {
    description: 'PUT /rights/roles/{roleId}/unassign/{authority}: idempotent. Authorization_EditRoles; only held authorities, a role giving Superadmin only by a Superadmin (403); not a grantsAll role, never the last Superadmin (409).',
  })
  revokeAuthority(@Context() ctx: Ctx, @Arg('roleId', () => Int) roleId: number, @Arg('authority', () => String) authority: string) {
    return ctx.services.rights.revokeAuthority(ctx.em, ctx.user!, roleId, authority);
  }
}
