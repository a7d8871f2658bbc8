import { fileURLToPath } from 'node:url';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './entities.js';

const here = fileURLToPath(new URL('.', import.meta.url));

export function ormOptions(clientUrl: string, debug = false): Options {
  return {
    clientUrl,
    entities,
    extensions: [Migrator],
    debug,
    allowGlobalContext: false,
    forceUtcTimezone: true,
    pool: { min: 0, max: 10 },
    // Tables owned by libraries, created by our migrations: never part of the entity diff.
    schemaGenerator: { skipTables: ['http_session', 'login_limit'] },
    migrations: {
      tableName: 'mikro_orm_migrations',
      // Compiled migrations run from dist; new ones are written as TypeScript into src (emit: 'ts').
      path: here + 'migrations',
      pathTs: here.replace(/\/dist\//, '/src/') + 'migrations',
      glob: '!(*.d).{js,ts}',
      emit: 'ts',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
  };
}

export async function initOrm(clientUrl: string): Promise<MikroORM> {
  return MikroORM.init(ormOptions(clientUrl));
}

export async function migrate(orm: MikroORM): Promise<string[]> {
  const done = await orm.getMigrator().up();
  return done.map((m) => m.name);
}
