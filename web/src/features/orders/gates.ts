import { type Abilities, can } from '@/shared/session/abilities';

/** The tabs of the order screen (spec 3 §2.4) in their order. */
export const ORDER_TABS = ['info', 'worklogs', 'assignments', 'perdiems', 'operators', 'editHistory'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** What the orders area offers a user (spec 3 §2.2, §2.4, §6). The routes already require Order_Overview. */
export interface OrderGates {
  /** Overview, calendar and planning tabs. */
  canList: boolean;
  canCreate: boolean;
  /** Edit and delete an order; operators tab. */
  canEdit: boolean;
  tabs: Record<OrderTab, boolean>;
  canAddEmployee: boolean;
  canAddAdmin: boolean;
  canRemoveEmployee: boolean;
  canRemoveAdmin: boolean;
  /** The leader button (decision Orders / Team leader). */
  canSetTeamLeader: boolean;
}

export function orderGates(abilities: Abilities): OrderGates {
  const canEdit = can(abilities, 'editOrders');
  return {
    canList: can(abilities, 'listOrders'),
    canCreate: can(abilities, 'createOrders'),
    canEdit,
    tabs: {
      info: true,
      worklogs: can(abilities, 'openOrderWorklogsTab'),
      assignments: can(abilities, 'openAssignmentsTab'),
      perdiems: can(abilities, 'openPerDiemsTab'),
      operators: canEdit,
      editHistory: true,
    },
    canAddEmployee: can(abilities, 'assignEmployees'),
    canAddAdmin: can(abilities, 'assignAdmins'),
    canRemoveEmployee: can(abilities, 'unassignEmployees'),
    canRemoveAdmin: can(abilities, 'unassignAdmins'),
    canSetTeamLeader: can(abilities, 'setTeamLeader'),
  };
}

/** The tabs a user sees; create mode shows only the info tab. */
export function visibleTabs(gates: OrderGates, createMode: boolean): OrderTab[] {
  return createMode ? ['info'] : ORDER_TABS.filter((t) => gates.tabs[t]);
}

/** The info form is editable in create mode (with the create right) or with the edit right. */
export function infoEditable(gates: OrderGates, createMode: boolean): boolean {
  return createMode ? gates.canCreate || gates.canEdit : gates.canEdit;
}

/** The tabs of the orders overview (spec 3 §2.2); the chosen one stands in the query parameter `tab`. */
export const OVERVIEW_TABS = ['overview', 'calendar', 'planning'] as const;
export type OverviewTab = (typeof OVERVIEW_TABS)[number];

/**
 * The tab `?tab=` selects; without a known one the calendar when a customer's "Auftrag planen" hands
 * over (customerId), otherwise the overview.
 */
export function overviewTab(param: string | null, handover: boolean): OverviewTab {
  if (OVERVIEW_TABS.includes(param as OverviewTab)) return param as OverviewTab;
  return handover ? 'calendar' : 'overview';
}
