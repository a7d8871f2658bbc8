import type { CurrentUser } from '../auth/current-user.js';
import { hasAuthority } from '../auth/permissions.js';

/** Month-end work: uploading payroll documents, their lists and assigning pages (spec 3 §2.9). */
export const canManagePayroll = (u: CurrentUser) => hasAuthority(u.authorities, 'MonthEndClosing');

/** One's own archive always; another employee's with Documentation_ViewDocuments (spec 3 §2.10). */
export const isOwnArchive = (u: CurrentUser, employeeId: number) => u.employeeId !== null && u.employeeId === employeeId;
export const canReadArchive = (u: CurrentUser, employeeId: number) => isOwnArchive(u, employeeId) || hasAuthority(u.authorities, 'Documentation_ViewDocuments');
