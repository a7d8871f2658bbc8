import type { CurrentUser } from '../auth/current-user.js';
import { can } from '@inv/domain';

/** Calendar: read with the order list right, write with create or edit rights. */
export const canReadCalendar = (u: CurrentUser) => can(u, 'listOrders');
export const canWriteCalendar = (u: CurrentUser) => can(u, 'writeCalendar');
