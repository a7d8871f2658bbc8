import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';

export enum PayrollExportProfile {
  SAGE = 'SAGE',
  DATEV_LODAS = 'DATEV_LODAS',
}
registerEnumType(PayrollExportProfile, { name: 'PayrollExportProfile', description: 'SAGE import file or DATEV LODAS ASCII import.' });

/**
 * One month-end closing: the month, the payroll file written for it (in the file store under `key`),
 * who closed it and when. A reopened closing keeps its row and file for history; at most one
 * non-reopened closing per month (partial unique index).
 */
@ObjectType()
@Entity({ tableName: 'month_end_closing' })
@Index({ name: 'month_end_closing_one_per_month', expression: 'create unique index "month_end_closing_one_per_month" on "month_end_closing" ("year_month") where "reopened_at" is null' })
export class MonthEndClosing {
  [OptionalProps]?: 'closedAt' | 'reopenedAt' | 'reopenedBy' | 'openFindings' | 'lines' | 'correction';

  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => String, { description: 'YYYY-MM' }) @Property({ type: 'string', length: 7 }) yearMonth!: string;
  @Field(() => PayrollExportProfile) @Enum({ items: () => PayrollExportProfile, type: 'string', length: 20 }) profile!: PayrollExportProfile;
  @Field(() => String) @Property({ type: 'string', length: 200 }) fileName!: string;
  @Property({ type: 'string', length: 100 }) contentType!: string;
  @Field(() => String, { name: 'key', description: 'Opaque download key of the export file.' })
  @Property({ type: 'string', length: 32, fieldName: 'file_key', unique: true })
  fileKey!: string;
  @Field(() => String) @Property({ type: 'string', length: 200 }) closedBy!: string;
  @Field(() => GraphQLDateTimeISO) @Property({ type: 'datetime', defaultRaw: 'now()' }) closedAt: Date = new Date();
  @Field(() => Int, { nullable: true, description: 'The compliance findings of the month still open (unacknowledged) when it was closed; null for closings before they were counted.' })
  @Property({ type: 'integer', nullable: true })
  openFindings: number | null = null;
  @Field(() => Int, { nullable: true, description: "null: the month's first file; 1, 2, …: a correction file written when the month was closed again after reopening (only the rows that changed)." })
  @Property({ type: 'integer', nullable: true })
  correction: number | null = null;
  /** The month's full payroll lines as closed (PayrollLine[]); the next closing after reopening writes the difference to them. */
  @Property({ type: 'json', nullable: true, lazy: true })
  lines: unknown[] | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 200, nullable: true }) reopenedBy: string | null = null;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) @Property({ type: 'datetime', nullable: true }) reopenedAt: Date | null = null;
}
