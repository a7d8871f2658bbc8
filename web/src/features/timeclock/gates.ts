import { type Abilities, can } from '@/shared/session/abilities';

/** What the timeclock offers a user (spec 2 §6, spec 3 §6); the routes already require Timeclock. */
export interface TimeclockGates {
  /** The three clock tabs, adding employees (Timeclock_Clocking). */
  canClock: boolean;
  /** Ticking checklist items. */
  canTickChecklist: boolean;
  /** Changing operator numbers. */
  canEditOperators: boolean;
  /** The speed dial's link to the order screen (its route needs Order_Overview). */
  canOpenOrder: boolean;
  /** The speed dial's link to the customer (Customer_ViewCustomers). */
  canOpenCustomer: boolean;
}

export function timeclockGates(abilities: Abilities): TimeclockGates {
  return {
    canClock: can(abilities, 'clock'),
    canTickChecklist: can(abilities, 'tickChecklist'),
    canEditOperators: can(abilities, 'editOperators'),
    canOpenOrder: can(abilities, 'openOrders'),
    canOpenCustomer: can(abilities, 'openCustomerLink'),
  };
}
