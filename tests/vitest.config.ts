import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const webConfig = new URL('../web/vitest.config.ts', import.meta.url).pathname;

/** Unit, integration and contract layers in one run, sharing one database cluster and one app server. */
export default defineConfig({
  test: {
    globalSetup: [new URL('./scripts/vitest-global-setup.mjs', import.meta.url).pathname],
    projects: [
      new URL('../server/vitest.config.ts', import.meta.url).pathname,
      ...(existsSync(webConfig) ? [webConfig] : []),
      {
        test: {
          name: 'api',
          root: new URL('.', import.meta.url).pathname,
          include: ['api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
    ],
  },
});
