import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Rel } from '@mikro-orm/core';
import { Employee } from '../employees/employee.entity.js';
import { RegistrationFileContext, RegistrationType } from './registration.enums.js';

/**
 * An applicant's registration, reached through its random uuid. The applicant's data lives in one
 * JSONB document (sections of spec 2 §3), validated by the service; the IBAN is stored complete.
 */
@Entity({ tableName: 'registration' })
@Index({ properties: ['finishedAt'] })
export class Registration {
  [OptionalProps]?: 'data' | 'fullName' | 'createdAt' | 'updatedAt' | 'finishedAt';

  @PrimaryKey({ type: 'uuid' })
  uuid!: string;

  @Enum({ items: () => RegistrationType, nativeEnumName: 'registration_type' })
  registrationType!: RegistrationType;

  @Property({ type: 'json' })
  data: Record<string, unknown> = {};

  /** "First Last", kept beside the data for the finished list's search and order. */
  @Property({ type: 'string', length: 201, nullable: true })
  fullName: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /** Set once, by finishing; afterwards the record is read-only. */
  @Property({ type: 'datetime', nullable: true })
  finishedAt: Date | null = null;
}

/**
 * A four-letter code an office user issued for one registration type. Single use: starting a
 * registration marks it used. Only one unused code per letters at a time.
 */
@Entity({ tableName: 'registration_code' })
@Index({
  name: 'registration_code_unused_unique',
  expression: 'create unique index "registration_code_unused_unique" on "registration_code" ("code") where "used_at" is null',
})
export class RegistrationCode {
  [OptionalProps]?: 'createdAt' | 'validUntil' | 'usedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 4 })
  code!: string;

  @Enum({ items: () => RegistrationType, nativeEnumName: 'registration_type' })
  registrationType!: RegistrationType;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** Login name of the office user who issued it. */
  @Property({ type: 'string', length: 100 })
  createdBy!: string;

  /** After this moment the code no longer starts a registration; null: no expiry (demo codes). */
  @Property({ type: 'datetime', nullable: true })
  validUntil: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}

/**
 * A file of a registration: an applicant's upload (with a context) or a document generated on
 * finishing (context null). The bytes live in the file store under `key`, a random name that is
 * also the file's id in download paths.
 */
@Entity({ tableName: 'registration_file' })
@Unique({ properties: ['registration', 'context', 'fileName'] })
export class RegistrationFile {
  [OptionalProps]?: 'context' | 'createdAt' | 'employee';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 64, unique: true })
  key!: string;

  /**
   * Null once the registration was deleted after its files had been filed with an employee: the
   * employee's files outlive the office's clean-up of the finished list.
   */
  @ManyToOne({ entity: () => Registration, deleteRule: 'set null', nullable: true })
  registration!: Rel<Registration> | null;

  @Enum({ items: () => RegistrationFileContext, nativeEnumName: 'registration_file_context', nullable: true })
  context: RegistrationFileContext | null = null;

  @Property({ type: 'string', length: 200 })
  fileName!: string;

  @Property({ type: 'string', length: 100 })
  contentType!: string;

  @Property({ type: 'integer' })
  size!: number;

  /**
   * The employee created from the (finished) registration: set when the employee is created, so the
   * employee's archive lists these files. Filed files are never purged; deleting an employee with
   * filed files is refused by the database (the archive decides what happens to them).
   */
  @ManyToOne({ entity: () => Employee, nullable: true, deleteRule: 'restrict', index: true })
  employee: Rel<Employee> | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
