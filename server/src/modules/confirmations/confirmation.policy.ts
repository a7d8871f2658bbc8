import type { CurrentUser } from '../auth/current-user.js';
import { can } from '@inv/domain';

/** Planning tab (confirmations list): the order list right. */
export const canListConfirmations = (u: CurrentUser) => can(u, 'listOrders');
/** The confirmation link of one order (order info tab): any order-overview right. */
export const canReadOrderConfirmation = (u: CurrentUser) => can(u, 'readOrderConfirmation');
/** Confirming or editing on the customer's behalf (planning edit dialog). */
export const canConfirmInventory = (u: CurrentUser) => can(u, 'editOrders');
