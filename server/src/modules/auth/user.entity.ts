import { OptionalProps, ArrayType, Collection, Entity, ManyToMany, OneToOne, PrimaryKey, Property, Unique, type Rel } from '@mikro-orm/core';
import { Employee } from '../employees/employee.entity.js';
import { Role } from './role.entity.js';

/** A login account. Employees get one each (username = employeeId unless set). */
@Entity({ tableName: 'app_user' })
@Unique({ name: 'app_user_username_lower_unique', expression: 'create unique index "app_user_username_lower_unique" on "app_user" (lower("username"))' })
export class User {
  [OptionalProps]?: 'createdAt' | 'enabled' | 'mustChangePassword' | 'recoveryCodeHashes';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 100 })
  username!: string;

  @Property({ type: 'string', length: 255, hidden: true })
  passwordHash!: string;

  /** The employee this account belongs to; its id is the personnel number (employeeId). */
  @OneToOne({ entity: () => Employee, nullable: true, owner: true, unique: true, joinColumn: 'employee_id', deleteRule: 'set null' })
  employee?: Rel<Employee> | null;

  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Property({ type: 'string', length: 100 })
  lastName!: string;

  @Property({ type: 'boolean', default: true })
  enabled: boolean = true;

  /** Initial passwords must be changed before anything else can be done. */
  @Property({ type: 'boolean', default: false })
  mustChangePassword: boolean = false;

  /** An initial password (welcome letter) stops working after this time. */
  @Property({ type: 'datetime', nullable: true })
  initialPasswordExpiresAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  lastLoginAt?: Date | null;

  /** The login before the current one: what the profile dialog shows as "last login". */
  @Property({ type: 'datetime', nullable: true })
  previousLoginAt?: Date | null;

  /** Second factor (TOTP, RFC 6238): the confirmed secret; never sent to a client after enrolment. */
  @Property({ type: 'string', length: 64, nullable: true, hidden: true })
  totpSecret?: string | null;

  /** A secret shown during enrolment, active only once confirmed with a code. */
  @Property({ type: 'string', length: 64, nullable: true, hidden: true })
  totpPendingSecret?: string | null;

  @Property({ type: 'datetime', nullable: true })
  totpEnabledAt?: Date | null;

  /** Time step of the last accepted code: a code is accepted once, never replayed. */
  @Property({ type: 'bigint', nullable: true, hidden: true })
  totpLastStep?: string | null;

  /** Argon2id hashes of the unused recovery codes; a used one is removed. */
  @Property({ type: ArrayType, columnType: 'text[]', default: '{}', hidden: true })
  recoveryCodeHashes: string[] = [];

  /**
   * The password hash the demo seed gave this account. A demo account (exempt from the second factor,
   * announced on the login page) is one whose password hash is still exactly this one: any new
   * password, even the demo password again, ends it.
   */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  demoPasswordHash?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @ManyToMany({ entity: () => Role, pivotTable: 'app_user_role', owner: true })
  roles = new Collection<Role>(this);
}
