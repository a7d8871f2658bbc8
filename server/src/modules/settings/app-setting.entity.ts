import { OptionalProps, Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Server-side settings by name (earliestValidFrom, defaultMaxPos, …). */
@Entity({ tableName: 'app_setting' })
export class AppSetting {
  [OptionalProps]?: 'updatedAt';

  @PrimaryKey({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'text' })
  value!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
