import { hasAnyAuthority, hasAuthority } from '@/shared/permissions';

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

export function timeclockGates(authorities: readonly string[]): TimeclockGates {
  return {
    canClock: hasAnyAuthority(authorities, ['Timeclock_Clocking', 'Superadmin']),
    canTickChecklist: hasAnyAuthority(authorities, ['Timeclock_Clocking', 'Order_Overview_EditOrders', 'Superadmin']),
    canEditOperators: hasAnyAuthority(authorities, ['Timeclock_Clocking', 'Order_Overview_EditOrders', 'Superadmin']),
    canOpenOrder: hasAuthority(authorities, 'Order_Overview'),
    canOpenCustomer: hasAuthority(authorities, 'Customer_ViewCustomers'),
  };
}
