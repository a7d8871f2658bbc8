import { fileURLToPath } from 'node:url';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { Logger } from 'pino';
import { knexLog } from './knex-log.js';
import { entities } from './entities.js';
import { AuditSubscriber } from '../modules/audit/audit.writer.js';
import { InputLimitsSubscriber } from './input-limits.js';

const here = fileURLToPath(new URL('.', import.meta.url));
// Migrations always run compiled from dist (also under vitest, which Node cannot hand a .ts file);
// new ones are written as TypeScript into src (emit: 'ts') and compiled with the rest.
const serverRoot = here.replace(/\/(dist|src)\/db\/$/, '/');

/** `log`: where knex's own messages go (without statements, knex-log.ts); else knex writes them to the console. */
export function ormOptions(clientUrl: string, debug = false, log?: Pick<Logger, 'warn' | 'error' | 'debug'>): Options {
  return {
    clientUrl,
    ...(log ? { driverOptions: { log: knexLog(log) } } : {}),
    entities,
    // Values longer or larger than their column: 422 naming the field, checked before
    // the audit trail of every write records anything.
    subscribers: [new InputLimitsSubscriber(), new AuditSubscriber()],
    extensions: [Migrator],
    debug,
    allowGlobalContext: false,
    preferTs: false,
    forceUtcTimezone: true,
    pool: { min: 0, max: 10 },
    // Tables owned by libraries (and the plain-SQL throttling count), created by our migrations: never part of the entity diff.
    schemaGenerator: { skipTables: ['http_session', 'login_limit', 'login_throttle_window'] },
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: serverRoot + 'dist/db/migrations',
      pathTs: serverRoot + 'src/db/migrations',
      glob: '!(*.d).js',
      emit: 'ts',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true, // main.ts logs what was applied
    },
  };
}

export async function initOrm(clientUrl: string, log?: Pick<Logger, 'warn' | 'error' | 'debug'>): Promise<MikroORM> {
  return MikroORM.init(ormOptions(clientUrl, false, log));
}

export async function migrate(orm: MikroORM): Promise<string[]> {
  const done = await orm.getMigrator().up();
  return done.map((m) => m.name);
}
