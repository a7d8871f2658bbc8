import { defineConfig } from 'vitest/config';

/**
 * The proof suite: authorization matrix, fuzzing, concurrency, faults and two instances.
 * One file at a time: the fuzz tests compare row counts of a quiet database, and the fault and
 * two-instance tests start (and kill) their own servers and database clusters.
 */
export default defineConfig({
  test: {
    name: 'proof',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
    globalSetup: [new URL('../scripts/vitest-global-setup.mjs', import.meta.url).pathname],
  },
});
