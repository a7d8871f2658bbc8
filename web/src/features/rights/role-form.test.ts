import { describe, expect, it } from 'vitest';
import { schemaErrors } from '@/shared/form/yup';
import { roleSchema, toRoleInput } from './role-form';

describe('role dialog (spec 3 §5)', () => {
  it('needs a name; the description is free', () => {
    expect(schemaErrors(roleSchema(), { name: '  ', description: '' })).toEqual({ name: 'Geben Sie einen Namen an' });
    expect(schemaErrors(roleSchema(), { name: 'Teamleiter', description: '' })).toEqual({});
  });

  it('sends both trimmed', () => {
    expect(toRoleInput({ name: ' Teamleiter ', description: ' Leitet ' })).toEqual({ name: 'Teamleiter', description: 'Leitet' });
  });
});
