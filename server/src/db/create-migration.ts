/** Writes a new migration (TypeScript, into src/db/migrations) from the difference between entities and database. */
import 'reflect-metadata';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { startEmbeddedPostgres } from './embedded.js';
import { initOrm } from './orm.js';

const url = process.env.DATABASE_URL;
const tmp = join(tmpdir(), `inv-migrate-${process.pid}`);
const db = url
  ? undefined
  : await startEmbeddedPostgres({ dir: join(tmp, 'pg'), credentialsFile: join(tmp, 'postgres-credentials.json'), port: 54400 + (process.pid % 500), database: 'migrate' });
const orm = await initOrm(url ?? db!.url);
try {
  await orm.getMigrator().up();
  const result = await orm.getMigrator().createMigration(undefined, false, process.argv.includes('--initial'));
  console.log(result.fileName ? `created ${result.fileName}` : 'no changes');
} finally {
  await orm.close();
  await db?.stop();
  if (db) rmSync(tmp, { recursive: true, force: true });
}
