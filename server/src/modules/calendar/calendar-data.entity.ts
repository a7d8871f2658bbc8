import { Check, Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** Capacity of one calendar day (spec 3 §3 calendar data): a note and the maximum positions, 0 = the default. */
@Entity({ tableName: 'calendar_data' })
@Check({ name: 'calendar_data_max_positions_check', expression: '"max_positions" >= 0' })
export class CalendarData {
  [OptionalProps]?: 'note' | 'maxPositions';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'date' }) @Unique({ name: 'calendar_data_date_unique' }) date!: string;
  @Property({ type: 'text', default: '' }) note: string = '';
  @Property({ type: 'integer', default: 0 }) maxPositions: number = 0;
}
