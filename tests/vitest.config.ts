import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const webConfig = new URL('../web/vitest.config.ts', import.meta.url).pathname;

/**
 * Unit, integration and contract layers in one run, sharing one database cluster and one app server.
 * Vitest's default is one worker per core but one (so a single worker on the CI's 2 cores); the unit and
 * integration files run on WORKERS: integration files each have a database of their own and spend much
 * of their time waiting for PostgreSQL, so a worker per core keeps both cores busy. The contract files
 * share the app server and its demo data, as an outside script would: they run afterwards, one at a time.
 */
const WORKERS = 2;

export default defineConfig({
  test: {
    globalSetup: [new URL('./scripts/vitest-global-setup.mjs', import.meta.url).pathname],
    projects: [
      {
        extends: new URL('../domain/vitest.config.ts', import.meta.url).pathname,
        root: new URL('../domain', import.meta.url).pathname,
        test: { maxWorkers: WORKERS, sequence: { groupOrder: 0 } },
      },
      {
        extends: new URL('../server/vitest.config.ts', import.meta.url).pathname,
        root: new URL('../server', import.meta.url).pathname,
        test: { maxWorkers: WORKERS, sequence: { groupOrder: 0 } },
      },
      ...(existsSync(webConfig) ? [{ extends: webConfig, root: new URL('../web', import.meta.url).pathname, test: { maxWorkers: WORKERS, sequence: { groupOrder: 0 } } }] : []),
      {
        // The lint configuration itself: its boundary rules against throwaway files (no database, no server).
        test: {
          name: 'lint',
          root: new URL('.', import.meta.url).pathname,
          include: ['lint/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          maxWorkers: WORKERS,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'api',
          root: new URL('.', import.meta.url).pathname,
          include: ['api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
