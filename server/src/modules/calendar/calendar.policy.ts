import type { CurrentUser } from '../auth/current-user.js';
import { hasAnyAuthority } from '../auth/permissions.js';

/** Calendar: read with the order list right, write with create or edit rights. */
export const canReadCalendar = (u: CurrentUser) => hasAnyAuthority(u.authorities, ['Order_Overview_ListOrders', 'Superadmin']);
export const canWriteCalendar = (u: CurrentUser) =>
  hasAnyAuthority(u.authorities, ['Order_Overview_CreateOrders', 'Order_Overview_EditOrders', 'Superadmin']);
