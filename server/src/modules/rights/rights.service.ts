import type { EntityManager } from '@mikro-orm/postgresql';
import { ALL_AUTHORITIES, AUTHORITY_CATALOGUE, compareDeSql, groupOf, isAuthority } from '@inv/domain';
import { effectiveAuthorities, type CurrentUser } from '../auth/current-user.js';
import { ConflictError, FieldErrors, ForbiddenError, NotFoundError } from '../../errors.js';
import { pageWindow } from '../../graphql-shared.js';
import { msg } from '../../messages.js';
import { blank } from '../../shared-validation.js';
import { writeAudit } from '../audit/audit.writer.js';
import { Role as RoleEntity } from '../auth/role.entity.js';
import { User } from '../auth/user.entity.js';
import * as policy from './rights.policy.js';
import type { AuthorityView, RightsUser, RightsUserDetails, RightsUserPage, RightsUsersArgs, Role, RoleInput, RoleSummary } from './rights.types.js';

/**
 * pg_advisory_xact_lock key of every change of roles and their members: the last-Superadmin check
 * and the change it guards run serialised, so two concurrent removals cannot both see "one left".
 */
export const RIGHTS_LOCK = 7_413_017;
export const ROLE_NAME_MAX = 100;
export const ROLE_DESCRIPTION_MAX = 500;
const DEFAULT_PAGE_SIZE = 25;

/** Bare columns: their collation "de-x-icu" sorts German and case-insensitively (Migration20261127200000). */
const SORTS: Record<string, string> = {
  name: 'u.username',
  lastName: 'u.last_name, u.first_name',
  firstName: 'u.first_name, u.last_name',
  employeeId: 'u.employee_id',
};

/** Enabled accounts that hold Superadmin through a grantsAll role or the authority itself. */
const SUPERADMIN_COUNT = `select count(distinct u.id)::int as n
  from app_user u join app_user_role ur on ur.user_id = u.id join app_role r on r.id = ur.role_id
 where u.enabled and (r.grants_all or 'Superadmin' = any(r.authorities)) and r.id <> ?`;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export class RightsService {
  // ------------------------------------------------------------ reading

  async users(em: EntityManager, actor: CurrentUser, args: RightsUsersArgs): Promise<RightsUserPage> {
    if (!policy.canViewUsers(actor)) throw new ForbiddenError();
    const term = (args.term ?? '').trim();
    const params: unknown[] = [];
    let where = '';
    if (term) {
      const like = `%${likeEscape(term.toLowerCase())}%`;
      where = `where lower(u.username) like ? or lower(u.first_name) like ? or lower(u.last_name) like ?
                 or lower(u.first_name || ' ' || u.last_name) like ? or u.employee_id::text like ?`;
      params.push(like, like, like, like, `${likeEscape(term)}%`);
    }
        const [{ n }] = await em.execute<{ n: number }[]>(`select count(*)::int as n from app_user u ${where}`, params);
    const win = pageWindow(args, n, DEFAULT_PAGE_SIZE);
    const [field, direction] = (args.sort ?? '').split(',').map((s) => s.trim());
    const dir = direction?.toLowerCase() === 'desc' ? 'desc' : 'asc';
    const order = (SORTS[field] ?? SORTS.lastName)
      .split(', ')
      .map((e) => `${e} ${dir}${e === 'u.employee_id' ? ' nulls last' : ''}`)
      .join(', ');
    const rows = await em.execute<{ id: number }[]>(`select u.id from app_user u ${where} order by ${order}, u.id limit ? offset ?`, [...params, win.size, win.offset]);
    const ids = rows.map((r) => Number(r.id));
    const counts = await this.memberCounts(em);
    const users = ids.length ? await em.find(User, { id: { $in: ids } }, { populate: ['roles'] }) : [];
    const byId = new Map(users.map((u) => [u.id, u]));
    return {
      items: ids.map((id) => this.userView(byId.get(id)!, counts, actor)),
      number: win.number,
      size: win.size,
      totalElements: n,
      totalPages: win.totalPages,
    };
  }

  async user(em: EntityManager, actor: CurrentUser, id: number): Promise<RightsUserDetails> {
    if (!policy.canViewUsers(actor)) throw new ForbiddenError();
    return this.details(em, id, actor);
  }

  async roles(em: EntityManager, actor: CurrentUser): Promise<RoleSummary[]> {
    if (!policy.canViewRoles(actor)) throw new ForbiddenError();
    const counts = await this.memberCounts(em);
    const roles = await em.find(RoleEntity, {}, { orderBy: { name: 'asc' } });
    return roles.map((r) => this.summary(r, counts, actor));
  }

  async role(em: EntityManager, actor: CurrentUser, id: number): Promise<Role> {
    if (!policy.canViewRoles(actor)) throw new ForbiddenError();
    return this.roleView(em, await this.findRole(em, id), actor);
  }

  async roleUsers(em: EntityManager, actor: CurrentUser, id: number): Promise<RightsUser[]> {
    if (!policy.canViewRoles(actor)) throw new ForbiddenError();
    await this.findRole(em, id);
    const counts = await this.memberCounts(em);
    const users = await em.find(User, { roles: id }, { populate: ['roles'], orderBy: { lastName: 'asc', firstName: 'asc', id: 'asc' } });
    return users.map((u) => this.userView(u, counts, actor));
  }

  authorityCatalogue(actor: CurrentUser): AuthorityView[] {
    if (!policy.canViewRoles(actor)) throw new ForbiddenError();
    return AUTHORITY_CATALOGUE.map((a) => ({ name: a.name, title: a.title, description: a.description, group: groupOf(a.name) }));
  }

  // ------------------------------------------------------------ a user's roles

  async assignRole(em: EntityManager, actor: CurrentUser, userId: number, roleId: number): Promise<RightsUserDetails> {
    if (!policy.canEditUsers(actor)) throw new ForbiddenError();
    if (userId === actor.id) throw new ForbiddenError(msg.ownRolesUnchangeable);
    await em.transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(?)', [RIGHTS_LOCK]);
      const user = await this.findUser(tx, userId);
      const role = await this.findRole(tx, roleId);
      if (!policy.mayGrant(actor, role.grantsAll ? 'ALL' : role.authorities, ALL_AUTHORITIES)) throw new ForbiddenError(msg.grantOnlyHeld);
      this.assertMayChangeRolesOf(actor, user);
      if (user.roles.contains(role)) return;
      user.roles.add(role);
      await tx.flush();
      await writeAudit(tx, { action: 'ROLE_ASSIGN', entityType: 'User', entityId: user.id, changes: [{ field: 'role', from: null, to: role.name }] });
    });
    em.clear();
    return this.details(em, userId, actor);
  }

  async unassignRole(em: EntityManager, actor: CurrentUser, userId: number, roleId: number): Promise<RightsUserDetails> {
    if (!policy.canEditUsers(actor)) throw new ForbiddenError();
    if (userId === actor.id) throw new ForbiddenError(msg.ownRolesUnchangeable);
    await em.transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(?)', [RIGHTS_LOCK]);
      const user = await this.findUser(tx, userId);
      const role = await this.findRole(tx, roleId);
      this.assertMayChangeRolesOf(actor, user);
      if (!user.roles.contains(role)) return;
      user.roles.remove(role);
      await tx.flush();
      await this.assertSuperadminLeft(tx);
      await writeAudit(tx, { action: 'ROLE_UNASSIGN', entityType: 'User', entityId: user.id, changes: [{ field: 'role', from: role.name, to: null }] });
    });
    em.clear();
    return this.details(em, userId, actor);
  }

  // ------------------------------------------------------------ roles

  async createRole(em: EntityManager, actor: CurrentUser, input: RoleInput): Promise<Role> {
    if (!policy.canEditRoles(actor)) throw new ForbiddenError();
    const { name, description } = this.validate(input, true);
    const id = await em.transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(?)', [RIGHTS_LOCK]);
      await this.assertNameFree(tx, name!, null);
      const role = tx.create(RoleEntity, { name: name!, description: description ?? '', authorities: [], grantsAll: false });
      await tx.flush();
      await writeAudit(tx, {
        action: 'ROLE_CREATE',
        entityType: 'Role',
        entityId: role.id,
        changes: [
          { field: 'name', from: null, to: role.name },
          { field: 'description', from: null, to: role.description },
        ],
      });
      return role.id;
    });
    em.clear();
    return this.roleView(em, await this.findRole(em, id), actor);
  }

  async updateRole(em: EntityManager, actor: CurrentUser, id: number, input: RoleInput): Promise<Role> {
    if (!policy.canEditRoles(actor)) throw new ForbiddenError();
    const { name, description } = this.validate(input, false);
    await em.transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(?)', [RIGHTS_LOCK]);
      const role = await this.findRole(tx, id);
      this.assertMayChangeRole(actor, role);
      const changes = [];
      if (name != null && name !== role.name) {
        await this.assertNameFree(tx, name, role.id);
        changes.push({ field: 'name', from: role.name, to: name });
        role.name = name;
      }
      if (description != null && description !== role.description) {
        changes.push({ field: 'description', from: role.description, to: description });
        role.description = description;
      }
      if (!changes.length) return;
      await tx.flush();
      await writeAudit(tx, { action: 'ROLE_UPDATE', entityType: 'Role', entityId: role.id, changes });
    });
    em.clear();
    return this.roleView(em, await this.findRole(em, id), actor);
  }

  async deleteRole(em: EntityManager, actor: CurrentUser, id: number): Promise<boolean> {
    if (!policy.canEditRoles(actor)) throw new ForbiddenError();
    await em.transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(?)', [RIGHTS_LOCK]);
      const role = await this.findRole(tx, id);
      this.assertMayChangeRole(actor, role);
      const members = (await this.memberCounts(tx)).get(role.id) ?? 0;
      if (members > 0) {
        // The sharper reason first: the role is what keeps the last Superadmin one.
        if (this.givesSuperadmin(role) && (await this.superadminCount(tx, role.id)) === 0) throw new ConflictError(msg.lastSuperadmin);
        throw new ConflictError(msg.roleHasMembers);
      }
      await writeAudit(tx, {
        action: 'ROLE_DELETE',
        entityType: 'Role',
        entityId: role.id,
        changes: [
          { field: 'name', from: role.name, to: null },
          { field: 'authorities', from: role.grantsAll ? 'ALL' : [...role.authorities].sort().join(', '), to: null },
        ],
      });
      tx.remove(role);
      await tx.flush();
    });
    return true;
  }

  async grantAuthority(em: EntityManager, actor: CurrentUser, roleId: number, authority: string): Promise<Role> {
    if (!policy.canEditRoles(actor)) throw new ForbiddenError();
    if (!isAuthority(authority)) new FieldErrors().add('authority', msg.authorityUnknown).throwIfAny();
    await em.transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(?)', [RIGHTS_LOCK]);
      const role = await this.findRole(tx, roleId);
      this.assertNoSuperadminRole(actor, role);
      if (role.grantsAll) throw new ConflictError(msg.roleGrantsAll);
      if (!policy.mayGrant(actor, [authority], ALL_AUTHORITIES)) throw new ForbiddenError(msg.grantOnlyHeld);
      if (role.authorities.includes(authority)) return;
      role.authorities = [...role.authorities, authority].sort();
      await tx.flush();
      await writeAudit(tx, { action: 'AUTHORITY_GRANT', entityType: 'Role', entityId: role.id, changes: [{ field: 'authority', from: null, to: authority }] });
    });
    em.clear();
    return this.roleView(em, await this.findRole(em, roleId), actor);
  }

  async revokeAuthority(em: EntityManager, actor: CurrentUser, roleId: number, authority: string): Promise<Role> {
    if (!policy.canEditRoles(actor)) throw new ForbiddenError();
    await em.transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(?)', [RIGHTS_LOCK]);
      const role = await this.findRole(tx, roleId);
      // A stored name the catalogue no longer knows can still be removed.
      if (!isAuthority(authority) && !role.authorities.includes(authority)) new FieldErrors().add('authority', msg.authorityUnknown).throwIfAny();
      this.assertNoSuperadminRole(actor, role);
      if (role.grantsAll) throw new ConflictError(msg.roleGrantsAll);
      // Taking an authority away needs it as much as handing it out: else a rights administrator
      // could strip others of what they cannot judge (the month-end closing of the office, say).
      if (!policy.mayGrant(actor, [authority], ALL_AUTHORITIES)) throw new ForbiddenError(msg.revokeOnlyHeld);
      if (!role.authorities.includes(authority)) return;
      role.authorities = role.authorities.filter((a) => a !== authority);
      await tx.flush();
      await this.assertSuperadminLeft(tx);
      await writeAudit(tx, { action: 'AUTHORITY_REVOKE', entityType: 'Role', entityId: role.id, changes: [{ field: 'authority', from: authority, to: null }] });
    });
    em.clear();
    return this.roleView(em, await this.findRole(em, roleId), actor);
  }

  // ------------------------------------------------------------ internals

  /** Changing an account's roles needs every authority it holds (or Superadmin): nobody demotes the more powerful. */
  private assertMayChangeRolesOf(actor: CurrentUser, user: User): void {
    if (!policy.mayChangeRolesOf(actor, effectiveAuthorities(user))) throw new ForbiddenError(msg.userHasMoreRights);
  }

  /** Renaming, re-describing, deleting a role needs every authority it holds; a Superadmin role is the Superadmin's. */
  private assertMayChangeRole(actor: CurrentUser, role: RoleEntity): void {
    const refusal = policy.roleRefusal(actor, role);
    if (refusal === 'superadmin') throw new ForbiddenError(msg.superadminRoleOnly);
    if (refusal === 'more') throw new ForbiddenError(msg.roleHasMoreRights);
  }

  /** The authorities of a role giving Superadmin change only by a Superadmin's hand. */
  private assertNoSuperadminRole(actor: CurrentUser, role: RoleEntity): void {
    if (policy.roleRefusal(actor, role) === 'superadmin') throw new ForbiddenError(msg.superadminRoleOnly);
  }

  private validate(input: RoleInput, creating: boolean): { name: string | null; description: string | null } {
    const errors = new FieldErrors();
    const name = input.name == null ? null : input.name.trim();
    const description = input.description == null ? null : input.description.trim();
    if ((creating && blank(name)) || name === '') errors.add('name', msg.roleNameRequired);
    else if (name != null && name.length > ROLE_NAME_MAX) errors.add('name', msg.roleNameTooLong(ROLE_NAME_MAX));
    if (description != null && description.length > ROLE_DESCRIPTION_MAX) errors.add('description', msg.roleDescriptionTooLong(ROLE_DESCRIPTION_MAX));
    errors.throwIfAny();
    return { name, description };
  }

  private async assertNameFree(em: EntityManager, name: string, exceptId: number | null): Promise<void> {
    const [{ n }] = await em.execute<{ n: number }[]>('select count(*)::int as n from app_role where lower(name) = lower(?) and id <> ?', [name, exceptId ?? -1]);
    if (n > 0) new FieldErrors().add('name', msg.roleNameTaken).throwIfAny();
  }

  private givesSuperadmin(role: RoleEntity): boolean {
    return role.grantsAll || role.authorities.includes('Superadmin');
  }

  /** Enabled Superadmins, optionally not counting what one role gives. Runs on the transaction's connection. */
  private async superadminCount(em: EntityManager, exceptRoleId = -1): Promise<number> {
    const [{ n }] = await em.execute<{ n: number }[]>(SUPERADMIN_COUNT, [exceptRoleId]);
    return n;
  }

  /** After the change is flushed (still uncommitted): refuse when no enabled Superadmin is left. */
  private async assertSuperadminLeft(em: EntityManager): Promise<void> {
    if ((await this.superadminCount(em)) === 0) throw new ConflictError(msg.lastSuperadmin);
  }

  private async memberCounts(em: EntityManager): Promise<Map<number, number>> {
    const rows = await em.execute<{ role_id: number; n: number }[]>('select role_id, count(*)::int as n from app_user_role group by role_id', []);
    return new Map(rows.map((r) => [Number(r.role_id), Number(r.n)]));
  }

  private async findRole(em: EntityManager, id: number): Promise<RoleEntity> {
    const role = await em.findOne(RoleEntity, { id });
    if (!role) throw new NotFoundError(msg.roleNotFound);
    return role;
  }

  private async findUser(em: EntityManager, id: number): Promise<User> {
    const user = await em.findOne(User, { id }, { populate: ['roles', 'employee'] });
    if (!user) throw new NotFoundError(msg.userNotFound);
    return user;
  }

  private async details(em: EntityManager, id: number, actor: CurrentUser): Promise<RightsUserDetails> {
    const user = await this.findUser(em, id);
    const counts = await this.memberCounts(em);
    const held = new Set(user.roles.getItems().map((r) => r.id));
    const all = await em.find(RoleEntity, {}, { orderBy: { name: 'asc' } });
    return { user: this.userView(user, counts, actor), availableRoles: all.filter((r) => !held.has(r.id)).map((r) => this.summary(r, counts, actor)) };
  }

  private summary(role: RoleEntity, counts: Map<number, number>, actor: CurrentUser): RoleSummary {
    return {
      id: role.id,
      name: role.name,
      description: role.description,
      memberCount: counts.get(role.id) ?? 0,
      grantsAll: role.grantsAll,
      manageable: policy.roleRefusal(actor, role) === null,
    };
  }

  private async roleView(em: EntityManager, role: RoleEntity, actor: CurrentUser): Promise<Role> {
    const counts = await this.memberCounts(em);
    return { ...this.summary(role, counts, actor), authorities: role.grantsAll ? [...ALL_AUTHORITIES].sort() : [...role.authorities].sort() };
  }

  private userView(user: User, counts: Map<number, number>, actor: CurrentUser): RightsUser {
    const roles = user.roles
      .getItems()
      .map((r) => this.summary(r, counts, actor))
      .sort((a, b) => compareDeSql(a.name, b.name));
    return {
      id: user.id,
      // The foreign key is the personnel number: no need to load the employee.
      employeeId: user.employee ? Number((user.employee as { id: number }).id) : null,
      name: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      enabled: user.enabled,
      roles,
      manageable: policy.mayChangeRolesOf(actor, effectiveAuthorities(user)),
    };
  }
}
