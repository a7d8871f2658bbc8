import { Check, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { User } from '../auth/user.entity.js';
import { Employee } from '../employees/employee.entity.js';

/** EMPLOYEE: the orders an employee is assigned to; OFFICE: every inventory (order type INV). */
export type CalendarFeedKind = 'EMPLOYEE' | 'OFFICE';

/**
 * A calendar subscription address. Only the token's sha256 is stored: the address is shown once, when it
 * is made, and a copy of the database opens no calendar. At most one active feed per owner and kind
 * (partial unique indexes in the migration), so two clicks at once cannot leave two live addresses.
 */
@Entity({ tableName: 'calendar_feed' })
@Check({ name: 'calendar_feed_kind_check', expression: `"kind" in ('EMPLOYEE', 'OFFICE')` })
@Check({ name: 'calendar_feed_owner_check', expression: `("kind" = 'EMPLOYEE' and "employee_id" is not null) or ("kind" = 'OFFICE' and "user_id" is not null)` })
@Index({ name: 'calendar_feed_employee_active', expression: `create unique index "calendar_feed_employee_active" on "calendar_feed" ("employee_id") where "kind" = 'EMPLOYEE' and "revoked_at" is null` })
@Index({ name: 'calendar_feed_office_active', expression: `create unique index "calendar_feed_office_active" on "calendar_feed" ("user_id") where "kind" = 'OFFICE' and "revoked_at" is null` })
export class CalendarFeed {
  [OptionalProps]?: 'employee' | 'user' | 'createdAt' | 'revokedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'text' }) kind!: CalendarFeedKind;
  /** The employee whose assignments an EMPLOYEE feed lists. */
  @ManyToOne({ entity: () => Employee, nullable: true, deleteRule: 'cascade' }) employee: Rel<Employee> | null = null;
  /** The account that made the feed; an OFFICE feed answers only while this account may list orders. */
  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'cascade' }) user: Rel<User> | null = null;
  /** sha256 (hex) of the token in the address. */
  @Property({ type: 'text', unique: true }) tokenHash!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', nullable: true }) revokedAt: Date | null = null;
}
