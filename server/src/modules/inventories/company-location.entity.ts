import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

/** A company location (Standort): employees belong to one; travel times are measured from it. */
@ObjectType()
@Entity({ tableName: 'company_location' })
export class CompanyLocation {
  [OptionalProps]?: 'notes' | 'street' | 'zip' | 'city';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Field(() => String)
  @Property({ type: 'text', default: '' })
  notes: string = '';

  @Field(() => String)
  @Property({ type: 'string', length: 200, default: '' })
  street: string = '';

  /** Digits only, at most 5 (spec 3 §5); kept as text so leading zeros (01067 Dresden) survive. */
  @Field(() => String)
  @Property({ type: 'string', length: 5, default: '' })
  zip: string = '';

  @Field(() => String)
  @Property({ type: 'string', length: 200, default: '' })
  city: string = '';
}
