import { Entity, OneToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import type { CompetencyFlag } from '@inv/domain';
import { Employee } from './employee.entity.js';

/** What an employee can do in an inventory (spec 1 §3 Employee competencies). One row per employee. */
@ObjectType()
@Entity({ tableName: 'employee_competency' })
export class EmployeeCompetency {
  [OptionalProps]?: CompetencyFlag;

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @OneToOne({ entity: () => Employee, owner: true, unique: true, deleteRule: 'cascade' })
  employee!: Rel<Employee>;

  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) allrounder: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) quickCounter: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) fruitAndVegetables: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) checkout: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) flowers: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) storage: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) storageManagement: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) weigh: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) reuse: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) check: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) targetActualComparison: boolean = false;
}
