import { Cascade, Check, Collection, Entity, Enum, Index, ManyToOne, OneToMany, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { DecimalType, type Rel } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { CompanyLocation } from '../inventories/company-location.entity.js';
import { EmploymentType, WageType } from './employee.enums.js';

/** What every history entry has: an owner and a validity range (spec 1 §4). */
@ObjectType({ description: 'Fields shared by its subtypes; not used on its own.' })
abstract class HistoryEntry {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => Employee, deleteRule: 'cascade' })
  employee!: Rel<Employee>;

  @Field(() => String)
  @Property({ type: 'date' })
  validFrom!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'date', nullable: true })
  validTo: string | null = null;

  /** Optimistic lock (concurrent wage and employment changes): raised by every change, re-chaining included; a change sending an older one is 409. */
  @Field(() => Int)
  @Property({ type: 'integer', version: true, default: 1 })
  version!: number;
}

/** Wage history entry. validFrom is the first day of a month (the picker is month-based). */
@ObjectType()
@Entity({ tableName: 'wage_entry' })
@Unique({ properties: ['employee', 'validFrom'] })
@Check({ name: 'wage_entry_wage_positive', expression: 'wage > 0' })
export class WageEntry extends HistoryEntry {
  [OptionalProps]?: 'validTo' | 'targetHours' | 'version';

  @Field(() => Float)
  @Property({ type: new DecimalType('number'), precision: 10, scale: 2 })
  wage!: number;

  @Field(() => WageType)
  @Enum({ items: () => WageType, nativeEnumName: 'wage_type' })
  wageType!: WageType;

  /** Monthly target hours, only for SAL. */
  @Field(() => Float, { nullable: true })
  @Property({ type: new DecimalType('number'), precision: 6, scale: 2, nullable: true })
  targetHours: number | null = null;
}

@ObjectType()
@Entity({ tableName: 'employment_entry' })
@Unique({ properties: ['employee', 'validFrom'] })
export class EmploymentEntry extends HistoryEntry {
  [OptionalProps]?: 'validTo' | 'version';

  @Field(() => EmploymentType)
  @Enum({ items: () => EmploymentType, nativeEnumName: 'employment_type' })
  employmentType!: EmploymentType;
}

/** An employee. The primary key IS the personnel number (employeeId), chosen at creation, immutable. */
@ObjectType()
@Entity({ tableName: 'employee' })
@Index({ properties: ['lastName', 'firstName'] })
// Global search: trigram index of the folded "first last" (migration Migration20261125180000).
@Index({ name: 'employee_search_name_trgm', expression: `create index "employee_search_name_trgm" on "employee" using gin ("search_name" gin_trgm_ops) with (fastupdate = off)` })
@Check({ name: 'employee_short_term_days_elsewhere_range', expression: '"short_term_days_elsewhere" between 0 and 366' })
@Index({ name: 'employee_search_name_de_trgm', expression: `create index "employee_search_name_de_trgm" on "employee" using gin ("search_name_de" gin_trgm_ops) with (fastupdate = off)` })
export class Employee {
  [OptionalProps]?:
    | 'operatorNumber'
    | 'companyLocation'
    | 'teamleadSince'
    | 'manager'
    | 'firstAidCourseDate'
    | 'firstAidValidUntil'
    | 'contractExpiryDate'
    | 'active'
    | 'temporary'
    | 'export'
    | 'inventoryBonusEligible'
    | 'isInventoryBonusEligibleSince'
    | 'registrationUuid'
    | 'shortTermDaysElsewhere'
    | 'shortTermDaysElsewhereYear'
    | 'createdAt'
    | 'employeeId';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Field(() => Int, { description: 'The personnel number; equal to id.' })
  get employeeId(): number {
    return this.id;
  }

  // first_name/last_name carry COLLATE "de-x-icu" (Migration20261127200000, German sort order). MikroORM 6
  // has no column collation option and does not read it back, so generated migrations leave it alone.
  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  lastName!: string;

  /** "first last" lower-cased and umlaut-/ß-folded, kept by PostgreSQL; only the global search reads it. */
  @Property({ type: 'text', generated: `(f_fold_plain(first_name collate "default" || ' ' || last_name collate "default")) stored`, lazy: true, hidden: true })
  searchName?: string;

  /** The same with ä/ö/ü/ß written out (ae, oe, ue, ss): "krueger" finds "Krüger" (Migration20261203110000). */
  @Property({ type: 'text', generated: `(f_fold_de(first_name collate "default" || ' ' || last_name collate "default")) stored`, lazy: true, hidden: true })
  searchNameDe?: string;

  @Field(() => String)
  @Property({ type: 'date' })
  birthdate!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  operatorNumber: number | null = null;

  @Field(() => CompanyLocation, { nullable: true })
  @ManyToOne({ entity: () => CompanyLocation, nullable: true, deleteRule: 'restrict', eager: true })
  companyLocation: CompanyLocation | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'date', nullable: true })
  teamleadSince: string | null = null;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  manager: boolean = false;

  @Field(() => String, { nullable: true })
  @Property({ type: 'date', nullable: true })
  firstAidCourseDate: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'date', nullable: true })
  firstAidValidUntil: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'date', nullable: true })
  contractExpiryDate: string | null = null;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Field(() => Boolean, { description: "Shown as 'Aushilfe'." })
  @Property({ type: 'boolean', default: false })
  temporary: boolean = false;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true, fieldName: 'export' })
  export: boolean = true;

  /** Exposed through a field resolver: null without Employee_ViewInventoryBonusEligible. */
  @Property({ type: 'boolean', default: false })
  inventoryBonusEligible: boolean = false;

  @Property({ type: 'date', nullable: true })
  isInventoryBonusEligibleSince: string | null = null;

  /** The finished registration it was created from; one employee per registration. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'uuid', nullable: true, unique: true })
  registrationUuid: string | null = null;

  /**
   * Days of short-term employment with other employers in the current calendar year: SGB IV §8 (1) Nr. 2
   * counts all short-term employments of a year together against the 70-day limit.
   */
  @Property({ type: 'integer', default: 0 })
  shortTermDaysElsewhere: number = 0;

  /** The calendar year the count above was given for (the year it was entered): it counts in that year only. */
  @Field(() => Int, { nullable: true, description: 'The calendar year shortTermDaysElsewhere was given for; it counts in that year only.' })
  @Property({ type: 'integer', nullable: true })
  shortTermDaysElsewhereYear: number | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @OneToMany({ entity: () => WageEntry, mappedBy: 'employee', cascade: [Cascade.ALL], orderBy: { validFrom: 'asc' } })
  wages = new Collection<WageEntry>(this);

  @OneToMany({ entity: () => EmploymentEntry, mappedBy: 'employee', cascade: [Cascade.ALL], orderBy: { validFrom: 'asc' } })
  employments = new Collection<EmploymentEntry>(this);
}
