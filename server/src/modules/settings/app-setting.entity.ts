import { OptionalProps, Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Server-side settings by name (earliestValidFrom, defaultMaxPos, …). */
@Entity({ tableName: 'app_setting' })
export class AppSetting {
  [OptionalProps]?: 'updatedAt' | 'id';

  @PrimaryKey({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'text' })
  value!: string;

  /** Numeric handle for GET /settings/{id} (serial, issued by the database). */
  @Property({ type: 'integer', autoincrement: true, unique: true, columnType: 'serial' })
  id!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
