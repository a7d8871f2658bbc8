import { OptionalProps, ArrayType, Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A named set of authorities. `grantsAll` roles hold the whole catalogue, including future additions. */
@Entity({ tableName: 'app_role' })
export class Role {
  [OptionalProps]?: 'description' | 'authorities' | 'grantsAll';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 100, unique: true })
  name!: string;

  @Property({ type: 'string', length: 500, default: '' })
  description: string = '';

  @Property({ type: ArrayType, columnType: 'text[]', default: '{}' })
  authorities: string[] = [];

  @Property({ type: 'boolean', default: false })
  grantsAll: boolean = false;
}
