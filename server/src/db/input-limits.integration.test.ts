/** Bad input is 422, never 500, against real PostgreSQL: column limits before the write, SQLSTATE 22xxx as a backstop. */
import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatGraphQLError, ValidationError } from '../errors.js';
import { Customer } from '../modules/customers/customer.entity.js';
import { createTestDatabase } from '../test/harness.js';
import { initOrm } from './orm.js';
import { TEXT_MAX_LENGTH } from './input-limits.js';

let orm: MikroORM;
beforeAll(async () => {
  orm = await initOrm(await createTestDatabase());
});
afterAll(async () => orm?.close());

const typeId = async () => (await orm.em.fork().getConnection().execute('select min(id) as id from customer_type'))[0].id as number;
const mapped = (err: unknown) => formatGraphQLError({ message: (err as Error).message }, err, 'r1');

describe('security: bad input is 422, never 500: column limits', () => {
  it('a flush with values longer or larger than their columns is refused naming each field; nothing is written', async () => {
    const em = orm.em.fork();
    em.create(Customer, { name: 'x'.repeat(201), phone: 'y'.repeat(51), customerType: await typeId(), positions: 3_000_000_000, inventoryValue: 1e13, notes: 'z'.repeat(TEXT_MAX_LENGTH + 1) } as never);
    const err = await em.flush().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    const paths = (err as ValidationError).errors.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'phone', 'positions', 'inventoryValue']));
    expect((err as ValidationError).errors.find((e) => e.path === 'name')!.message).toBe('Name darf höchstens 200 Zeichen lang sein');
    expect(mapped(err).extensions?.code).toBe('VALIDATION');
    expect(await orm.em.fork().count(Customer, { name: 'x'.repeat(201) })).toBe(0);
  });

  it('writes that bypass the check: PostgreSQL 22001, 22003, 22P02 and 22007 become VALIDATION, not INTERNAL', async () => {
    const conn = orm.em.fork().getConnection();
    const t = await typeId();
    const attempts = [
      () => conn.execute(`insert into customer (name, customer_type_id) values (?, ?)`, ['x'.repeat(300), t]),
      () => conn.execute(`insert into customer (name, customer_type_id, inventory_value) values ('n', ?, 1e20)`, [t]),
      () => conn.execute(`select 'abc'::int`),
      () => conn.execute(`select '2026-13-45'::date`),
    ];
    for (const attempt of attempts) {
      const err = await attempt().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(Error);
      const f = mapped(err);
      expect(f.extensions?.code).toBe('VALIDATION');
      expect(JSON.stringify(f)).not.toMatch(/insert into|select/);
    }
  });
});
