import { describe, expect, it } from 'vitest';
import schema from '../../../schema.graphql?raw';
import { COMPETENCY_FLAGS } from './competencies';

describe('competency flags', () => {
  it('are exactly the fields of the server input CompetencyFlagsInput', () => {
    const block = /input CompetencyFlagsInput \{([^}]*)\}/.exec(schema)![1];
    const fields = [...block.matchAll(/^\s*(\w+):/gm)].map((m) => m[1]);
    expect(fields.sort()).toEqual([...COMPETENCY_FLAGS].sort());
  });
});
