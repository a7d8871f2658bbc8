import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { Paged } from '../../graphql-shared.js';
import { AuditEvent } from './audit-event.entity.js';

@InputType()
export class AuditFilterInput {
  @Field(() => Int, { nullable: true, description: 'Acting user.' }) userId?: number | null;
  @Field(() => String, { nullable: true, description: 'e.g. Employee, WageEntry, Worklog, User.' }) entityType?: string | null;
  @Field(() => String, { nullable: true }) entityId?: string | null;
  @Field(() => String, { nullable: true, description: 'e.g. UPDATE, LOGIN_FAILED, FORBIDDEN.' }) action?: string | null;
  @Field(() => String, { nullable: true, description: 'First day (yyyy-MM-dd, Europe/Berlin), inclusive.' }) from?: string | null;
  @Field(() => String, { nullable: true, description: 'Last day (yyyy-MM-dd, Europe/Berlin), inclusive.' }) to?: string | null;
}

@ArgsType()
export class AuditPageArgs {
  @Field(() => Int, { nullable: true, description: '0-based.' }) page?: number | null;
  @Field(() => Int, { nullable: true, description: 'Default 25, at most 100.' }) size?: number | null;
}

@ObjectType()
export class AuditEventPage extends Paged {
  @Field(() => [AuditEvent]) items!: AuditEvent[];
}

@ObjectType({ description: 'A user as the audit filter offers it.' })
export class AuditUser {
  @Field(() => Int) id!: number;
  @Field(() => String) username!: string;
}
