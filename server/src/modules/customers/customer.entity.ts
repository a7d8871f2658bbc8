import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Rel } from '@mikro-orm/core';
import { DecimalType } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CompanyLocation } from '../inventories/company-location.entity.js';

export enum CustomerClass {
  A = 'A',
  B = 'B',
  C = 'C',
  Z = 'Z',
}
registerEnumType(CustomerClass, { name: 'CustomerClass' });

/** A customer type (REWE, EDEKA, …). The type named "rewe" (any case) uses region / VB / KST. */
@ObjectType()
@Entity({ tableName: 'customer_type' })
@Unique({ name: 'customer_type_name_lower_unique', expression: 'create unique index "customer_type_name_lower_unique" on "customer_type" (lower("name"))' })
export class CustomerType {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  name!: string;
}

export const isReweType = (type: { name: string } | null | undefined) => type?.name.trim().toLowerCase() === 'rewe';

/** A retail store the company counts for (spec 3 §3 Customer). */
@ObjectType()
@Entity({ tableName: 'customer' })
@Index({ properties: ['name'] })
export class Customer {
  [OptionalProps]?:
    | 'company' | 'street' | 'zip' | 'city' | 'email' | 'phone' | 'mobile' | 'fax' | 'customerClass' | 'customerNumber'
    | 'region' | 'sellingArea' | 'costCenter' | 'storeManager' | 'storeAssistant' | 'og' | 'notesOg' | 'flowers'
    | 'notesFlowers' | 'storage' | 'notesStorage' | 'drinks' | 'notesDrinks' | 'targetActualComparison' | 'labels'
    | 'doorcode' | 'additionalInformation' | 'inventoryValue' | 'positions' | 'active' | 'createdAt';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String) @Property({ type: 'string', length: 200 }) name!: string;
  @Field(() => String) @Property({ type: 'string', length: 200, default: '' }) company: string = '';
  @Field(() => String) @Property({ type: 'string', length: 200, default: '' }) street: string = '';
  @Field(() => String) @Property({ type: 'string', length: 10, default: '' }) zip: string = '';
  @Field(() => String) @Property({ type: 'string', length: 200, default: '' }) city: string = '';
  @Field(() => String) @Property({ type: 'string', length: 254, default: '' }) email: string = '';
  @Field(() => String) @Property({ type: 'string', length: 50, default: '' }) phone: string = '';
  @Field(() => String) @Property({ type: 'string', length: 50, default: '' }) mobile: string = '';
  @Field(() => String) @Property({ type: 'string', length: 50, default: '' }) fax: string = '';

  @Field(() => CustomerClass, { nullable: true })
  @Enum({ items: () => CustomerClass, nativeEnumName: 'customer_class', nullable: true })
  customerClass: CustomerClass | null = null;

  @ManyToOne({ entity: () => CustomerType, deleteRule: 'restrict', eager: true })
  customerType!: Rel<CustomerType>;

  /** Customer number (all types but REWE); the API calls it customerId. */
  @Property({ type: 'string', length: 50, nullable: true })
  customerNumber: string | null = null;

  /** REWE only: two digits each for region and selling area (VB), four for the cost centre (KST). */
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 2, nullable: true }) region: string | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 2, nullable: true }) sellingArea: string | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 4, nullable: true }) costCenter: string | null = null;

  @Field(() => String) @Property({ type: 'string', length: 200, default: '' }) storeManager: string = '';
  @Field(() => String) @Property({ type: 'string', length: 200, default: '' }) storeAssistant: string = '';

  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) og: boolean = false;
  @Field(() => String) @Property({ type: 'text', default: '' }) notesOg: string = '';
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) flowers: boolean = false;
  @Field(() => String) @Property({ type: 'text', default: '' }) notesFlowers: string = '';
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) storage: boolean = false;
  @Field(() => String) @Property({ type: 'text', default: '' }) notesStorage: string = '';
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) drinks: boolean = false;
  @Field(() => String) @Property({ type: 'text', default: '' }) notesDrinks: string = '';
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) targetActualComparison: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) labels: boolean = false;

  @Field(() => String) @Property({ type: 'string', length: 100, default: '' }) doorcode: string = '';
  @Field(() => String) @Property({ type: 'text', default: '' }) additionalInformation: string = '';

  @Field(() => Float, { nullable: true })
  @Property({ type: new DecimalType('number'), precision: 14, scale: 2, nullable: true })
  inventoryValue: number | null = null;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  positions: number | null = null;

  @Field(() => Boolean) @Property({ type: 'boolean', default: true }) active: boolean = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** Travel time from a company location to a customer, in minutes (hours 0–99, minutes 0–59). */
@ObjectType()
@Entity({ tableName: 'customer_travel_time' })
@Unique({ properties: ['customer', 'companyLocation'] })
export class CustomerTravelTime {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => Customer, deleteRule: 'cascade' })
  customer!: Rel<Customer>;

  @ManyToOne({ entity: () => CompanyLocation, deleteRule: 'restrict' })
  companyLocation!: Rel<CompanyLocation>;

  @Field(() => Int, { description: 'Minutes.' })
  @Property({ type: 'integer' })
  travelTime!: number;
}
