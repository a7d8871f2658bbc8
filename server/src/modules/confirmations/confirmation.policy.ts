import type { CurrentUser } from '../auth/current-user.js';
import { hasAnyAuthority } from '../auth/permissions.js';

/** Planning tab (confirmations list): the order list right. */
export const canListConfirmations = (u: CurrentUser) => hasAnyAuthority(u.authorities, ['Order_Overview_ListOrders', 'Superadmin']);
/** The confirmation link of one order (order info tab): any order-overview right. */
export const canReadOrderConfirmation = (u: CurrentUser) =>
  hasAnyAuthority(u.authorities, ['Order_Overview', 'Order_Overview_ListOrders', 'Order_Overview_CreateOrders', 'Order_Overview_EditOrders', 'Superadmin']);
/** Confirming or editing on the customer's behalf (planning edit dialog). */
export const canConfirmInventory = (u: CurrentUser) => hasAnyAuthority(u.authorities, ['Order_Overview_EditOrders', 'Superadmin']);
