import type { CurrentUser } from '../auth/current-user.js';
import { hasAnyAuthority } from '../auth/permissions.js';

/** Customers are read by the customer area and by order planning; changed only with Customer_EditCustomers. */
export const canReadCustomers = (u: CurrentUser) => hasAnyAuthority(u.authorities, ['Customer', 'Order', 'Superadmin']);
export const canEditCustomers = (u: CurrentUser) => hasAnyAuthority(u.authorities, ['Customer_EditCustomers', 'Superadmin']);
