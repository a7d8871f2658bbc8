import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * An acknowledged compliance finding: someone with the rights looked at it and said why it is fine (an
 * exemption of MiLoG §22, a permit under ArbZG §13, an occasional minijob excess, …). Findings are
 * computed, not stored, so the acknowledgement holds the finding's stable key
 * ("<RULE>:<employeeId>:<date>[:n]"); one per key.
 */
@Entity({ tableName: 'compliance_acknowledgement' })
@Index({ properties: ['yearMonth'] })
export class ComplianceAcknowledgement {
  [OptionalProps]?: 'acknowledgedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'string', length: 120, unique: true }) findingKey!: string;
  /** YYYY-MM of the month the finding was shown in. */
  @Property({ type: 'string', length: 7 }) yearMonth!: string;
  @Property({ type: 'integer' }) employeeId!: number;
  @Property({ type: 'string', length: 40 }) rule!: string;
  @Property({ type: 'string', length: 500 }) reason!: string;
  @Property({ type: 'string', length: 200 }) acknowledgedBy!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) acknowledgedAt: Date = new Date();
}
