import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

/** One changed field of an audit event; values as text (masked where sensitive). */
@ObjectType()
export class AuditChange {
  @Field(() => String) field!: string;
  @Field(() => String, { nullable: true }) from!: string | null;
  @Field(() => String, { nullable: true }) to!: string | null;
}

export interface StoredChange {
  field: string;
  from: unknown;
  to: unknown;
}

/**
 * One entry of the append-only audit trail (who changed what, when). Rows are written by the audit subscriber
 * and AuditService with plain inserts in the transaction of the change; the entity is read-only and
 * a database trigger refuses UPDATE and DELETE.
 */
@ObjectType()
@Entity({ tableName: 'audit_event', readonly: true })
export class AuditEvent {
  @Field(() => String, { description: 'bigint as text' }) @PrimaryKey({ type: 'bigint' }) id!: string;
  @Field(() => GraphQLDateTimeISO) @Property({ type: 'datetime' }) at!: Date;
  @Field(() => Int, { nullable: true }) @Property({ type: 'integer', nullable: true }) actorUserId!: number | null;
  @Field(() => String, { nullable: true, description: 'null: anonymous or the system' }) @Property({ type: 'string', length: 100, nullable: true }) actorUsername!: string | null;
  @Field(() => String) @Property({ type: 'string', length: 40 }) action!: string;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 40, nullable: true }) entityType!: string | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 64, nullable: true }) entityId!: string | null;
  @Property({ type: 'json', nullable: true }) changes!: StoredChange[] | null;
  // requestId and clientAddress reach GraphQL through AuditResolver: the Superadmin's alone.
  @Property({ type: 'string', length: 64, nullable: true }) requestId!: string | null;
  @Property({ type: 'string', length: 64, nullable: true }) clientAddress!: string | null;
}
