/**
 * Raw SQL for the few hot paths that cannot afford the ORM's per-query work (the clock). A
 * connection of MikroORM's own pool, and SQL whose values are inlined as literals: several statements
 * then travel as ONE message (PostgreSQL's simple query protocol does not take parameters), i.e. one
 * round trip and one wake-up of the database process instead of one per statement. Under READ
 * COMMITTED every statement of such a message still takes its own snapshot, so a read after a row
 * lock in the same message sees what the lock holder committed.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';

/** A value as an SQL literal: numbers must be finite, text is quoted by pg's escapeLiteral. */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (typeof value === 'string') return pg.escapeLiteral(value);
  throw new TypeError(`no SQL literal for ${typeof value}`);
}

/** A PostgreSQL int[] as text ('{1,2,3}'), each element an integer: literal() quotes it. */
export const intArrayText = (ids: readonly number[]) => `{${ids.map((id) => literal(Math.trunc(Number(id)))).join(',')}}`;

/** A PostgreSQL int[] literal ('{1,2,3}'). */
export const intArrayLiteral = (ids: readonly number[]) => literal(intArrayText(ids));

/** Results of a multi-statement message, one per statement (pg answers a single statement unwrapped). */
export type Results = pg.QueryResult[];

/**
 * A statement PostgreSQL plans once per connection (SQL PREPARE; `$1`… typed by `types`) and then
 * executes by name: planning the timeclock's crew query cost as much as running it.
 */
export interface PreparedStatement {
  name: string;
  types: readonly string[];
  text: string;
}

/** SQL text, or a prepared statement's execution with literal arguments. */
export type Statement = string | { prepared: PreparedStatement; args: readonly unknown[] };

export interface RawClient {
  /** Sends the statements as one message; the results in statement order. */
  run(statements: readonly Statement[]): Promise<Results>;
}

/** The prepared statements each connection holds (they live as long as its session). */
const preparedOn = new WeakMap<pg.Client, Set<string>>();

/** Prepares what `statements` execute and `connection` does not hold yet: once per connection, in a message of its own. */
async function prepareFor(connection: pg.Client, statements: readonly Statement[]): Promise<void> {
  const held = preparedOn.get(connection) ?? new Set<string>();
  preparedOn.set(connection, held);
  const missing = new Map<string, PreparedStatement>();
  for (const s of statements) if (typeof s !== 'string' && !held.has(s.prepared.name)) missing.set(s.prepared.name, s.prepared);
  if (missing.size === 0) return;
  await connection.query([...missing.values()].map((p) => `prepare ${p.name}(${p.types.join(', ')}) as ${p.text}`).join(';\n'));
  for (const name of missing.keys()) held.add(name);
}

const statementText = (s: Statement) => (typeof s === 'string' ? s : `execute ${s.prepared.name}(${s.args.map(literal).join(', ')})`);

interface KnexPoolClient {
  acquireConnection(): Promise<pg.Client>;
  releaseConnection(connection: pg.Client): Promise<void>;
}

/**
 * Runs `work` on one connection of the ORM's pool. A transaction `work` leaves open (an error on the
 * way) is rolled back before the connection goes back; one that cannot even roll back is not reused.
 */
export async function withRawClient<T>(em: EntityManager, work: (client: RawClient) => Promise<T>): Promise<T> {
  const pool = em.getConnection().getKnex().client as unknown as KnexPoolClient;
  const connection = await pool.acquireConnection();
  const client: RawClient = {
    async run(statements) {
      await prepareFor(connection, statements);
      const result = (await connection.query(statements.map(statementText).join(';\n'))) as unknown as pg.QueryResult | pg.QueryResult[];
      return Array.isArray(result) ? result : [result];
    },
  };
  try {
    return await work(client);
  } finally {
    // 'I' idle, 'T' in a transaction, 'E' in a failed one (the last ReadyForQuery's status).
    if (connection.getTransactionStatus() !== 'I') {
      try {
        await connection.query('rollback');
      } catch (err) {
        // knex's pool drops a connection marked disposed instead of handing it out again.
        (connection as unknown as { __knex__disposed?: unknown }).__knex__disposed = err;
      }
    }
    await pool.releaseConnection(connection);
  }
}

/**
 * One parameterised query on a connection of the ORM's pool, its rows as plain objects (no entity),
 * prepared once per connection under `name` (the driver's named statements).
 */
export async function queryRows<T>(em: EntityManager, name: string, text: string, values: unknown[]): Promise<T[]> {
  const pool = em.getConnection().getKnex().client as unknown as KnexPoolClient;
  const connection = await pool.acquireConnection();
  try {
    return (await connection.query({ name, text, values })).rows as T[];
  } finally {
    await pool.releaseConnection(connection);
  }
}
