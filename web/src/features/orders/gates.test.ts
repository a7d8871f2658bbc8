import { abilitiesOf } from '@inv/domain';
import { describe, expect, it } from 'vitest';
import { infoEditable, orderGates, overviewTab, visibleTabs } from './gates';

const ALL_ORDER = [
  'Order_Overview',
  'Order_Overview_ListOrders',
  'Order_Overview_CreateOrders',
  'Order_Overview_EditOrders',
  'Order_Worklogs',
  'Order_OrderAssignment_View',
  'Order_OrderAssignment_CreateEmployeeAssignment',
  'Order_OrderAssignment_CreateAdminAssignment',
  'Order_OrderAssignment_DeleteEmployeeAssignment',
  'Order_OrderAssignment_DeleteAdminAssignment',
  'PerDiem_View_Order',
];

describe('order permission gates', () => {
  it('office staff with every order right see every tab and may edit', () => {
    const g = orderGates(abilitiesOf(ALL_ORDER));
    expect(visibleTabs(g, false)).toEqual(['info', 'worklogs', 'assignments', 'perdiems', 'operators', 'editHistory']);
    expect(g).toMatchObject({ canList: true, canCreate: true, canEdit: true, canAddEmployee: true, canRemoveAdmin: true, canSetTeamLeader: true });
    expect(infoEditable(g, false)).toBe(true);
  });

  it('a team leader with Order_Overview and Order_Worklogs sees info, worklogs and history, read-only', () => {
    const g = orderGates(abilitiesOf(['Order_Overview', 'Order_Worklogs']));
    expect(visibleTabs(g, false)).toEqual(['info', 'worklogs', 'editHistory']);
    expect(g.canList).toBe(false);
    expect(g.canCreate).toBe(false);
    expect(infoEditable(g, false)).toBe(false);
  });

  it.each([
    ['worklogs', 'Order_Worklogs'],
    ['assignments', 'Order_OrderAssignment_View'],
    ['perdiems', 'PerDiem_View_Order'],
    ['operators', 'Order_Overview_EditOrders'],
    ['operators', 'Superadmin'],
  ] as const)('the %s tab needs %s', (tab, right) => {
    expect(orderGates(abilitiesOf(['Order_Overview'])).tabs[tab]).toBe(false);
    expect(orderGates(abilitiesOf(['Order_Overview', right])).tabs[tab]).toBe(true);
  });

  it('create mode shows only the info tab and is editable with the create right', () => {
    const g = orderGates(abilitiesOf(['Order_Overview', 'Order_Overview_CreateOrders']));
    expect(visibleTabs(g, true)).toEqual(['info']);
    expect(infoEditable(g, true)).toBe(true);
    expect(infoEditable(g, false)).toBe(false);
  });

  it('gates adding and removing per assignment type', () => {
    const g = orderGates(abilitiesOf(['Order_OrderAssignment_CreateEmployeeAssignment', 'Order_OrderAssignment_DeleteAdminAssignment']));
    expect([g.canAddEmployee, g.canAddAdmin, g.canRemoveEmployee, g.canRemoveAdmin]).toEqual([true, false, false, true]);
    expect(g.canSetTeamLeader).toBe(true);
  });

  it('Superadmin may edit and delete', () => {
    expect(orderGates(abilitiesOf(['Superadmin'])).canEdit).toBe(true);
  });
});

describe('orders overview tabs in the query (spec 3 §2.2)', () => {
  it('?tab= chooses overview, calendar or planning; otherwise the calendar on a customer handover, else the overview', () => {
    expect(overviewTab('planning', false)).toBe('planning');
    expect(overviewTab('calendar', false)).toBe('calendar');
    expect(overviewTab('overview', true)).toBe('overview');
    expect(overviewTab(null, true)).toBe('calendar');
    expect(overviewTab(null, false)).toBe('overview');
    expect(overviewTab('2', false)).toBe('overview');
  });
});

describe('order gates follow the server (the client receives its abilities)', () => {
  it('a Superadmin authority alone lists, creates, assigns and sets the leader, as the server admits it', () => {
    const g = orderGates(abilitiesOf(['Superadmin']));
    expect(g).toMatchObject({ canList: true, canCreate: true, canEdit: true, canAddEmployee: true, canAddAdmin: true, canRemoveEmployee: true, canRemoveAdmin: true, canSetTeamLeader: true });
  });
});
