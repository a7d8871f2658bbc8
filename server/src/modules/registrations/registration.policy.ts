import type { CurrentUser } from '../auth/current-user.js';
import { hasAuthority } from '../auth/permissions.js';

/**
 * Who may do what with registrations once they leave the applicant's hands (spec 2 §2.3, §6).
 * Until finished a registration is reachable only through its uuid (no login); afterwards only
 * users of the Registration group read it.
 */
export const canReadFinished = (u: CurrentUser | null) => !!u && hasAuthority(u.authorities, 'Registration');
export const canIssueCodes = (u: CurrentUser) => hasAuthority(u.authorities, 'Registration_ViewRegistrations');
export const canDelete = (u: CurrentUser) => hasAuthority(u.authorities, 'Registration_DeleteRegistrations');
export const canCreateEmployeeFrom = (u: CurrentUser) => hasAuthority(u.authorities, 'Registration_EditRegistrations');

/** The generated documents download without login for this long after finishing (the finished step). */
export const PUBLIC_DOCUMENT_MINUTES = 60;

export function documentsStillPublic(finishedAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - finishedAt.getTime() <= PUBLIC_DOCUMENT_MINUTES * 60_000;
}
