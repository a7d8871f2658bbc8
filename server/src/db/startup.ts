import pg from 'pg';
import type { Logger } from 'pino';
import type { MikroORM } from '@mikro-orm/postgresql';
import { migrate } from './orm.js';
import { ensureInitialAdmin, INITIAL_ADMIN_PASSWORD_HOURS, seedDemo } from './seeds/demo.js';
import { seedDemoRegistrations } from './seeds/demo-registrations.js';
import { seedDemoMonthEnd } from './seeds/demo-monthend.js';
import { seedDemoArchive } from './seeds/demo-archive.js';
import type { Services } from '../services.js';

/**
 * Key of the session-level PostgreSQL advisory lock held while one instance migrates and seeds
 * (0x496e7644, "InvD"). Fixed and documented so an operator can see it in pg_locks
 * (`locktype = 'advisory' and objid = 1231975748`). Advisory locks are per database, so test
 * databases on one cluster do not wait for each other; the test harness's template lock uses 7215.
 */
export const STARTUP_LOCK_KEY = 1_231_975_748;

export interface StartupResult {
  /** Migrations this instance applied (empty when another instance did them first). */
  applied: string[];
  /** Demo data written by this instance (all false when it was there already). */
  seeded: { demo: boolean; registrations: boolean; monthEnd: boolean; archive: boolean; initialAdmin: boolean };
  /** Whether this instance had to wait for another one holding the lock. */
  waited: boolean;
}

/**
 * Migrations, demo seeding (or the initial admin) and the file store's preparation, run by every
 * instance at start but by one at a time: a session-level advisory lock on its own connection (not
 * the ORM's pool, whose connections come and go) is held from before the first migration until the
 * last seed. A second instance starting at the same moment waits, then finds every migration applied
 * and the data there, and does nothing. If the holder dies, PostgreSQL ends its session and the lock
 * with it; the migrations themselves are one transaction (allOrNothing), so the next one starts clean.
 */
export async function migrateAndSeed(opts: {
  url: string;
  orm: MikroORM;
  services: Services;
  /** Seed the demo data (else only the initial admin on an empty database). */
  demo: boolean;
  log: Logger;
}): Promise<StartupResult> {
  const { orm, services, demo, log } = opts;
  const lock = new pg.Client({ connectionString: opts.url, application_name: 'inventurdienst-startup' });
  // An error on the idle lock connection (the server going away) must not crash the process here;
  // the next query on it reports it.
  lock.on('error', (err) => log.debug({ err }, 'startup lock connection closed'));
  await lock.connect();
  const result: StartupResult = {
    applied: [],
    seeded: { demo: false, registrations: false, monthEnd: false, archive: false, initialAdmin: false },
    waited: false,
  };
  try {
    const got = await lock.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [STARTUP_LOCK_KEY]);
    if (!got.rows[0]!.ok) {
      result.waited = true;
      log.info('another instance is migrating or seeding: waiting for it');
      await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    }
    // Seeds write files: the bucket (or directory) must exist first.
    await services.files.init?.();

    result.applied = await migrate(orm);
    if (result.applied.length) log.info({ applied: result.applied }, 'migrations applied');
    // Uploads of registrations turned into employees before uploads were archived: their bytes are in
    // the file store, which no migration reaches. Idempotent; usually finds nothing.
    await services.archive.fileUnfiledRegistrationUploads(orm.em.fork(), log);

    if (demo) {
      result.seeded.demo = await seedDemo(orm.em.fork());
      if (result.seeded.demo) log.info('demo data seeded (password of every demo user: demo1234)');
      // Finishing a demo registration, the demo closing and the payslips go through the real
      // services and write to the file store.
      result.seeded.registrations = await seedDemoRegistrations(orm.em.fork(), services);
      if (result.seeded.registrations) log.info('demo registrations seeded');
      result.seeded.monthEnd = await seedDemoMonthEnd(orm.em.fork(), services);
      if (result.seeded.monthEnd) log.info('demo month-end closing seeded');
      result.seeded.archive = await seedDemoArchive(orm.em.fork(), services);
      if (result.seeded.archive) log.info('demo archive seeded');
    } else {
      result.seeded.initialAdmin = await ensureInitialAdmin(orm.em.fork(), services.config.INITIAL_ADMIN_PASSWORD);
      if (result.seeded.initialAdmin) {
        log.info(`initial user "admin" created: change its password at first login (within ${INITIAL_ADMIN_PASSWORD_HOURS} hours)`);
      }
    }
    return result;
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
    await lock.end().catch(() => {});
  }
}
