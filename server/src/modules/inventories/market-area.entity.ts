import { Cascade, Collection, Entity, ManyToOne, OneToMany, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { DecimalType } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';

/** A market area (e.g. Lebensmittel) whose counting speed deviates by a percentage. */
@ObjectType()
@Entity({ tableName: 'market_area' })
export class MarketArea {
  [OptionalProps]?: 'active' | 'countingSpeedDeviation';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Field(() => Float, { description: 'Percent.' })
  @Property({ type: new DecimalType('number'), precision: 7, scale: 2, default: 0 })
  countingSpeedDeviation: number = 0;

  @OneToMany({ entity: () => MarketAreaCategory, mappedBy: 'marketArea', cascade: [Cascade.ALL], orderBy: { name: 'asc' } })
  categories = new Collection<MarketAreaCategory>(this);
}

@ObjectType()
@Entity({ tableName: 'market_area_category' })
export class MarketAreaCategory {
  [OptionalProps]?: 'countingSpeedDeviation';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Field(() => Float)
  @Property({ type: new DecimalType('number'), precision: 7, scale: 2, default: 0 })
  countingSpeedDeviation: number = 0;

  @ManyToOne({ entity: () => MarketArea, deleteRule: 'cascade' })
  marketArea!: Rel<MarketArea>;
}
