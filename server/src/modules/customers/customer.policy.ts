import type { CurrentUser } from '../auth/current-user.js';
import { can } from '@inv/domain';

/** Customers are read by the customer area and by order planning; changed only with Customer_EditCustomers. */
/**
 * The whole customer list (and its search) is the customer area's and the order editors' (the customer
 * picker of an order): spec 3 §6 shows the customer screens only with the Customer rights. A team
 * leader reads the customer of an order it views (the order's customer card), not the list.
 */
export const canListCustomers = (u: CurrentUser) => can(u, 'listCustomers');
export const canReadCustomers = (u: CurrentUser) => can(u, 'readCustomers');
/**
 * Any customer by id: the customer area and those who may list customers anyway (order editors).
 * Everyone else who reads customers (a team leader through Order_Overview) reads only the customer of
 * an order they may see — the order's customer card; customer ids are sequential, so the rest is hidden (404).
 */
export const canReadAnyCustomer = (u: CurrentUser) => canListCustomers(u);
export const canEditCustomers = (u: CurrentUser) => can(u, 'editCustomers');
