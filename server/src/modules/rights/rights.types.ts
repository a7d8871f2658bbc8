import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { Paged } from '../../graphql-shared.js';

const MANAGEABLE_ROLE =
  'The acting user holds every authority of this role (a role giving Superadmin: only a Superadmin): it can be assigned, renamed or deleted (with the Authorization_Edit right).';

@ObjectType({ description: 'A role in lists (GET /rights/roles, a user\'s role chips).' })
export class RoleSummary {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => Int) memberCount!: number;
  @Field(() => Boolean, { description: 'The role holds the whole catalogue, including authorities added later.' })
  grantsAll!: boolean;
  @Field(() => Boolean, { description: MANAGEABLE_ROLE })
  manageable!: boolean;
}

@ObjectType({ description: 'A role with its authorities (GET /rights/roles/{id}).' })
export class Role {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => Int) memberCount!: number;
  @Field(() => Boolean) grantsAll!: boolean;
  @Field(() => Boolean, { description: MANAGEABLE_ROLE }) manageable!: boolean;
  @Field(() => [String], { description: 'Authority names, sorted (all of them for a grantsAll role).' })
  authorities!: string[];
}

@ObjectType({ description: 'One entry of the authority catalogue (GET /rights/authorities).' })
export class AuthorityView {
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'German title.' }) title!: string;
  @Field(() => String, { description: 'German description of what it allows.' }) description!: string;
  @Field(() => String, { description: 'The part before the first underscore.' }) group!: string;
}

@ObjectType({ description: 'A login account as the rights administration shows it.' })
export class RightsUser {
  @Field(() => Int, { description: 'Account id (the id in /rights/users/{id}).' }) id!: number;
  @Field(() => Int, { nullable: true, description: 'Personnel number; null for an account without employee.' }) employeeId!: number | null;
  @Field(() => String, { description: 'User name (login).' }) name!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => Boolean) enabled!: boolean;
  @Field(() => [RoleSummary]) roles!: RoleSummary[];
  @Field(() => Boolean, {
    description: 'The acting user holds every authority of this account (or is Superadmin): its roles can be changed (with Authorization_EditUsers, never one\'s own).',
  })
  manageable!: boolean;
}

@ObjectType({ description: 'A page of GET /rights/users.' })
export class RightsUserPage extends Paged {
  @Field(() => [RightsUser]) items!: RightsUser[];
}

@ObjectType({ description: 'GET /rights/users/{id}: the user and the roles that can still be added.' })
export class RightsUserDetails {
  @Field(() => RightsUser) user!: RightsUser;
  @Field(() => [RoleSummary], { description: 'Roles the user does not have yet.' }) availableRoles!: RoleSummary[];
}

@InputType()
export class RoleInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
}

@ArgsType()
export class RightsUsersArgs {
  @Field(() => String, { nullable: true, description: 'Part of the user name, first or last name, or the start of the personnel number.' })
  term?: string | null;
  @Field(() => Int, { nullable: true, description: '0-based.' }) page?: number | null;
  @Field(() => Int, { nullable: true, description: 'Default 25; at most 1000; 0 or less means all, at most 2000.' }) size?: number | null;
  @Field(() => String, { nullable: true, description: "name|lastName|employeeId, optionally ',desc'." }) sort?: string | null;
}
