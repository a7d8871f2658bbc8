import { defineConfig } from 'vitest/config';

export default defineConfig({
  // type-graphql and MikroORM need legacy decorators with emitted metadata (STACK.md).
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } } as never,
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
