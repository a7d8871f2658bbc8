import { hasAnyAuthority } from '@/shared/permissions';

/** What the customer screens offer a user (docs/decisions/customers.md#CUS-1). */
export interface CustomerGates {
  canRead: boolean;
  canEdit: boolean;
}

export function customerGates(authorities: readonly string[]): CustomerGates {
  return {
    canRead: hasAnyAuthority(authorities, ['Customer', 'Order']),
    canEdit: hasAnyAuthority(authorities, ['Customer_EditCustomers', 'Superadmin']),
  };
}

/** On one customer: inactive customers are read-only and lose delete, plan and create-order (spec 3 §4). */
export function customerDetailGates(authorities: readonly string[], customer: { active: boolean }) {
  const { canEdit } = customerGates(authorities);
  const editable = canEdit && customer.active;
  return {
    editable,
    canDelete: editable,
    canPlanOrder: customer.active && hasAnyAuthority(authorities, ['Order_Overview_CreateOrders', 'Superadmin']),
    canEditTravelTimes: editable,
  };
}
