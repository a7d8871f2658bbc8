import type { CurrentUser } from '../auth/current-user.js';
import { can } from '@inv/domain';

/** Month-end work: uploading payroll documents, their lists and assigning pages (spec 3 §2.9). */
export const canManagePayroll = (u: CurrentUser) => can(u, 'manageMonthEnd');

/** One's own archive always; another employee's with Documentation_ViewDocuments (spec 3 §2.10). */
export const isOwnArchive = (u: CurrentUser, employeeId: number) => u.employeeId !== null && u.employeeId === employeeId;
export const canReadArchive = (u: CurrentUser, employeeId: number) => isOwnArchive(u, employeeId) || can(u, 'readOthersArchive');
