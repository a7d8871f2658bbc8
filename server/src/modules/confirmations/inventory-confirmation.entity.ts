import { Entity, OneToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { Order } from '../orders/order.entity.js';

/**
 * The customer's confirmation of one upcoming inventory (spec 3 §3, §4): reached without login through
 * its uuid (128 random bits). Categories live on the order; roll cages and the comment live here.
 */
@Entity({ tableName: 'inventory_confirmation' })
export class InventoryConfirmation {
  [OptionalProps]?: 'confirmationTimestamp' | 'changedByCustomer' | 'storageRollCageCount' | 'storageFreezerRollCageCount' | 'comment' | 'createdAt';

  @PrimaryKey({ type: 'string', length: 36 }) uuid!: string;

  @OneToOne({ entity: () => Order, owner: true, unique: 'inventory_confirmation_order_id_unique', deleteRule: 'cascade' })
  order!: Rel<Order>;

  @Property({ type: 'datetime', nullable: true }) confirmationTimestamp: Date | null = null;
  @Property({ type: 'boolean', default: false }) changedByCustomer: boolean = false;
  @Property({ type: 'integer', nullable: true }) storageRollCageCount: number | null = null;
  @Property({ type: 'integer', nullable: true }) storageFreezerRollCageCount: number | null = null;
  @Property({ type: 'text', default: '' }) comment: string = '';
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
}
