import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    // permissions.test.ts reads the server's copy of the rule to prove the two files are equal.
    server: { fs: { allow: ['..'] } },
    test: {
      name: 'web',
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
    },
  }),
);
