import { abilitiesOf } from '@inv/domain';
import { describe, expect, it } from 'vitest';
import { DEMO } from '@/test/demo-users';
import { customerDetailGates, customerGates } from './gates';

describe('customerGates (docs/decisions/customers.md#CUS-1)', () => {
  it('admin and buero read and change customers', () => {
    for (const user of [DEMO.admin, DEMO.buero]) expect(customerGates(user.abilities)).toEqual({ canRead: true, canEdit: true });
  });

  it('teamleiter reads through the Order group but changes nothing; mitarbeiter gets nothing', () => {
    expect(customerGates(DEMO.teamleiter.abilities)).toEqual({ canRead: true, canEdit: false });
    expect(customerGates(DEMO.mitarbeiter.abilities)).toEqual({ canRead: false, canEdit: false });
  });

  it('Customer_ViewCustomers alone reads only', () => {
    expect(customerGates(abilitiesOf(['Customer_ViewCustomers']))).toEqual({ canRead: true, canEdit: false });
  });
});

describe('customerDetailGates (spec 3 §4)', () => {
  it('active customer, editor: edit, delete, travel times', () => {
    expect(customerDetailGates(DEMO.buero.abilities, { active: true })).toMatchObject({ editable: true, canDelete: true, canEditTravelTimes: true });
  });

  it('inactive customer: read-only, no delete, plan or travel-time edits, even for admin', () => {
    expect(customerDetailGates(DEMO.admin.abilities, { active: false })).toEqual({
      editable: false,
      canDelete: false,
      canPlanOrder: false,
      canEditTravelTimes: false,
    });
  });

  it('planning an order needs the right to create orders', () => {
    expect(customerDetailGates(DEMO.admin.abilities, { active: true }).canPlanOrder).toBe(true);
    expect(customerDetailGates(abilitiesOf(['Customer_EditCustomers']), { active: true }).canPlanOrder).toBe(false);
  });
});

describe('customer gates follow the server (the client receives its abilities)', () => {
  it('a Superadmin authority alone reads customers, as the server admits it', () => {
    expect(customerGates(abilitiesOf(['Superadmin'])).canRead).toBe(true);
  });
});
