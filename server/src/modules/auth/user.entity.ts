import { OptionalProps, Collection, Entity, ManyToMany, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Role } from './role.entity.js';

/** A login account. Employees get one each (username = employeeId unless set). */
@Entity({ tableName: 'app_user' })
@Unique({ name: 'app_user_username_lower_unique', expression: 'create unique index "app_user_username_lower_unique" on "app_user" (lower("username"))' })
export class User {
  [OptionalProps]?: 'createdAt' | 'enabled' | 'mustChangePassword';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 100 })
  username!: string;

  @Property({ type: 'string', length: 255, hidden: true })
  passwordHash!: string;

  /** Personnel number of the employee this account belongs to (the employee's id). */
  @Property({ type: 'integer', nullable: true, unique: true })
  employeeId?: number | null;

  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Property({ type: 'string', length: 100 })
  lastName!: string;

  @Property({ type: 'boolean', default: true })
  enabled: boolean = true;

  /** Initial passwords must be changed before anything else can be done. */
  @Property({ type: 'boolean', default: false })
  mustChangePassword: boolean = false;

  @Property({ type: 'datetime', nullable: true })
  lastLoginAt?: Date | null;

  /** The login before the current one: what the profile dialog shows as "last login". */
  @Property({ type: 'datetime', nullable: true })
  previousLoginAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @ManyToMany({ entity: () => Role, pivotTable: 'app_user_role', owner: true })
  roles = new Collection<Role>(this);
}
