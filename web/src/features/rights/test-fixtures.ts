import { DEMO, type DemoUser, withAuthorities } from '@/test/demo-users';
import type { Answer } from '@/test/scripted-client';

/** Answers `Me` with a demo user (optionally with other authorities). */
export const meAnswer =
  (user: DemoUser, authorities?: string[]): Answer =>
  () => ({ data: { me: { __typename: 'AuthState', ...(authorities ? withAuthorities(DEMO[user], authorities) : DEMO[user]) } } });

export const roleSummary = (id: number, name: string, o: Record<string, unknown> = {}) => ({
  __typename: 'RoleSummary',
  id,
  name,
  description: `${name} (Beschreibung)`,
  memberCount: 1,
  grantsAll: false,
  manageable: true,
  ...o,
});

export const rightsUser = (o: Record<string, unknown> = {}) => ({
  __typename: 'RightsUser',
  id: 4,
  employeeId: 2002,
  name: 'mitarbeiter',
  firstName: 'Lena',
  lastName: 'Hoffmann',
  enabled: true,
  manageable: true,
  roles: [roleSummary(4, 'Mitarbeiter')],
  ...o,
});
