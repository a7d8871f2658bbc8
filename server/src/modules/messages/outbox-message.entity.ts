import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One e-mail the application owes somebody, written in the transaction of the change it reports and
 * delivered afterwards by the job `deliver-outbox` (the transactional outbox: a rolled-back change
 * sends nothing, a committed one is sent even when SMTP is down at that moment).
 */
@Entity({ tableName: 'outbox_message' })
export class OutboxMessage {
  [OptionalProps]?: 'state' | 'attempts' | 'lastError' | 'nextAttemptAt' | 'createdAt' | 'sentAt' | 'dedupeKey';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** INVENTORY_CONFIRMATION | CONFIRMATION_REMINDER | OFFICE_NOTICE | REGISTRATION_CODE | NEW_DOCUMENT | FORGOTTEN_CLOCK_OUT */
  @Property({ type: 'text' })
  kind!: string;

  @Property({ type: 'text' })
  recipient!: string;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text' })
  html!: string;

  @Property({ type: 'text' })
  text!: string;

  /** PENDING | SENT | FAILED | NO_SMTP */
  @Property({ type: 'text', default: 'PENDING' })
  state: string = 'PENDING';

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  nextAttemptAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  sentAt: Date | null = null;

  /** A message that must go once (a reminder per inventory date, a forgotten clock-out per worklog). */
  @Property({ type: 'text', nullable: true, unique: true })
  dedupeKey: string | null = null;

  /** Order | RegistrationCode | EmployeeDocument | Worklog */
  @Property({ type: 'text' })
  refType!: string;

  @Property({ type: 'text' })
  refId!: string;
}
