import { serialize, wrap } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withRawClient } from '../../db/raw-sql.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { Order } from '../orders/order.entity.js';
import { timeclockOrderOf, timeclockOrderStatements } from './timeclock.reads.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

/** The timeclock view's order from its rows (one message), and the same order through em.findOne (the ORM path the rows replaced for speed). */
const viaRows = async (id: number) => {
  const em = app.orm.em.fork();
  return timeclockOrderOf(em, await withRawClient(em, (db) => db.run(timeclockOrderStatements(id))));
};
const viaFindOne = (id: number) => app.orm.em.fork().findOne(Order, { id }, { populate: ['customer', 'checklist'], strategy: 'joined' });
const POPULATE = ['customer', 'customer.customerType', 'costCenter', 'checklist'] as never;
const plain = (o: Order) => serialize(o, { populate: POPULATE, forceObject: true });

describe('the timeclock order from its rows equals the ORM-loaded order', () => {
  it('for orders with and without customer, cost centre, checklist and team leader, field by field and in what is loaded', async () => {
    // A checklist item marked done (update time and user set); a cost centre and a team leader on an inventory with customer.
    await app.pool.query(`update order_checklist_item set done = true, update_time = '2026-11-20 06:59:58.123', update_user = 'Büro Test' where id = (select min(id) from order_checklist_item)`);
    await app.pool.query(`insert into cost_center (name, cost_center) values ('Zeitkontrolle Süd', 'KST-ÜBER-1') on conflict do nothing`);
    await app.pool.query(
      `update orders set cost_center_id = (select id from cost_center order by id limit 1), team_leader_id = (select min(id) from employee)
        where id = (select min(order_id) from order_checklist_item i join orders o on o.id = i.order_id where o.customer_id is not null)`,
    );
    await app.pool.query(`insert into orders (name, address, zip, city, order_type, valid_from, valid_to) values ('Ohne Kunde', 'Weg 1', '20095', 'Hamburg', 'MOD', current_date, current_date)`);
    const pick = async (where: string) => (await app.pool.query(`select id from orders o where ${where} order by id limit 2`)).rows.map((r) => r.id as number);
    const kinds = [
      `exists (select 1 from order_checklist_item i where i.order_id = o.id and i.done)`,
      `customer_id is not null and cost_center_id is not null and team_leader_id is not null`,
      `customer_id is null`,
      `not exists (select 1 from order_checklist_item i where i.order_id = o.id)`,
    ];
    const ids = new Set<number>();
    for (const where of kinds) {
      const found = await pick(where);
      expect(found.length, where).toBeGreaterThan(0);
      found.forEach((id) => ids.add(id));
    }
    for (const id of ids) {
      const [rows, orm] = [await viaRows(id), await viaFindOne(id)];
      expect(rows, `order ${id}`).not.toBeNull();
      expect(plain(rows!), `order ${id}`).toEqual(plain(orm!));
      expect(rows!.checklist.isInitialized()).toBe(true);
      expect(rows!.checklist.getItems().map((i) => i.code)).toEqual(orm!.checklist.getItems().map((i) => i.code));
      for (const [a, b] of [[rows!.customer, orm!.customer], [rows!.costCenter, orm!.costCenter], [rows!.customer?.customerType, orm!.customer?.customerType], [rows!.teamLeader, orm!.teamLeader]] as const) {
        expect(a == null, `order ${id}`).toBe(b == null);
        if (a && b) expect(wrap(a).isInitialized(), `order ${id}`).toBe(wrap(b).isInitialized());
      }
    }
  });

  it('an unknown order: null', async () => {
    expect(await viaRows(987654)).toBeNull();
  });
});
