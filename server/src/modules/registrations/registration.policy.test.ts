import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../auth/current-user.js';
import { canCreateEmployeeFrom, canDelete, canIssueCodes, canReadFinished, documentsStillPublic, PUBLIC_DOCUMENT_MINUTES } from './registration.policy.js';

const user = (...authorities: string[]) => ({ authorities }) as unknown as CurrentUser;

describe('registration policy', () => {
  it('finished registrations: the Registration group only, never anonymous', () => {
    expect(canReadFinished(null)).toBe(false);
    expect(canReadFinished(user())).toBe(false);
    expect(canReadFinished(user('Employee_Create_Create'))).toBe(false);
    expect(canReadFinished(user('Registration_EditRegistrations'))).toBe(true);
  });

  it('codes, deleting and creating employees each have their own authority', () => {
    expect(canIssueCodes(user('Registration_ViewRegistrations'))).toBe(true);
    expect(canIssueCodes(user('Registration_EditRegistrations'))).toBe(false);
    expect(canDelete(user('Registration_DeleteRegistrations'))).toBe(true);
    expect(canDelete(user('Registration_ViewRegistrations'))).toBe(false);
    expect(canCreateEmployeeFrom(user('Registration_EditRegistrations'))).toBe(true);
    expect(canCreateEmployeeFrom(user('Employee_Create_Create'))).toBe(false);
  });

  it('generated documents stay public for an hour after finishing', () => {
    const finished = new Date('2026-11-23T10:00:00Z');
    expect(documentsStillPublic(finished, new Date(finished.getTime() + PUBLIC_DOCUMENT_MINUTES * 60_000))).toBe(true);
    expect(documentsStillPublic(finished, new Date(finished.getTime() + PUBLIC_DOCUMENT_MINUTES * 60_000 + 1))).toBe(false);
  });
});
