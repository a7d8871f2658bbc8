import 'reflect-metadata';
import { getMetadataStorage } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { PUBLIC_OPERATIONS } from './modules/auth/auth-checker.js';
import { buildAppSchema } from './schema.js';

describe('secure by default', () => {
  it('every Query and Mutation is @Authorized or on the reviewed public list', async () => {
    const schema = await buildAppSchema();
    const storage = getMetadataStorage();
    const authorized = new Set(storage.authorizedFields.map((f) => `${f.target.name}.${f.fieldName}`));
    const classAuthorized = new Set(storage.authorizedResolver.map((r) => r.target));
    const handlerOf = new Map([...storage.queries, ...storage.mutations].map((h) => [h.schemaName, h] as const));
    const offenders: string[] = [];
    for (const type of [schema.getQueryType(), schema.getMutationType()]) {
      for (const name of Object.keys(type?.getFields() ?? {})) {
        const h = handlerOf.get(name)!;
        const guarded = authorized.has(`${h.target.name}.${h.methodName}`) || classAuthorized.has(h.target);
        if (!guarded && !PUBLIC_OPERATIONS.includes(name)) offenders.push(`${type!.name}.${name}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('the public list names only operations that exist', async () => {
    const schema = await buildAppSchema();
    const all = [
      ...Object.keys(schema.getQueryType()!.getFields()),
      ...Object.keys(schema.getMutationType()!.getFields()),
    ];
    for (const name of PUBLIC_OPERATIONS) expect(all).toContain(name);
  });
});
