import type { CurrentUser } from '../auth/current-user.js';
import { can } from '@inv/domain';

/**
 * Who may do what with registrations once they leave the applicant's hands (spec 2 §2.3, §6).
 * Until finished a registration is reachable only through its uuid (no login); afterwards only
 * users of the Registration group read it.
 */
export const canReadFinished = (u: CurrentUser | null) => !!u && can(u, 'readRegistrations');
export const canIssueCodes = (u: CurrentUser) => can(u, 'issueRegistrationCodes');
export const canDelete = (u: CurrentUser) => can(u, 'deleteRegistrations');
export const canCreateEmployeeFrom = (u: CurrentUser) => can(u, 'createEmployeesFromRegistrations');

/** The generated documents download without login for this long after finishing (the finished step). */
export const PUBLIC_DOCUMENT_MINUTES = 60;

export function documentsStillPublic(finishedAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - finishedAt.getTime() <= PUBLIC_DOCUMENT_MINUTES * 60_000;
}
