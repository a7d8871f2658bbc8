import { type Abilities, can } from '@/shared/session/abilities';

/** What the customer screens offer a user (docs/decisions/customers.md#CUS-1). */
export interface CustomerGates {
  canRead: boolean;
  canEdit: boolean;
}

export function customerGates(abilities: Abilities): CustomerGates {
  return {
    canRead: can(abilities, 'readCustomers'),
    canEdit: can(abilities, 'editCustomers'),
  };
}

/** On one customer: inactive customers are read-only and lose delete, plan and create-order (spec 3 §4). */
export function customerDetailGates(abilities: Abilities, customer: { active: boolean }) {
  const { canEdit } = customerGates(abilities);
  const editable = canEdit && customer.active;
  return {
    editable,
    canDelete: editable,
    canPlanOrder: customer.active && can(abilities, 'createOrders'),
    canEditTravelTimes: editable,
  };
}
