import { abilitiesOf } from '@inv/domain';
import { describe, expect, it } from 'vitest';
import { timeclockGates } from './gates';

describe('timeclockGates', () => {
  it('the demo team leader clocks, ticks, sets operator numbers and opens the order, not the customer', () => {
    expect(timeclockGates(abilitiesOf(['Timeclock', 'Timeclock_Clocking', 'Order_Overview', 'Order_Worklogs']))).toEqual({
      canClock: true,
      canTickChecklist: true,
      canEditOperators: true,
      canOpenOrder: true,
      canOpenCustomer: false,
    });
  });

  it('Timeclock alone only looks', () => {
    expect(timeclockGates(abilitiesOf(['Timeclock']))).toEqual({
      canClock: false,
      canTickChecklist: false,
      canEditOperators: false,
      canOpenOrder: false,
      canOpenCustomer: false,
    });
  });

  it('order editors tick and set numbers without clocking; Superadmin does everything it holds', () => {
    const editor = timeclockGates(abilitiesOf(['Timeclock', 'Order_Overview', 'Order_Overview_EditOrders', 'Customer_ViewCustomers']));
    expect(editor).toMatchObject({ canClock: false, canTickChecklist: true, canEditOperators: true, canOpenOrder: true, canOpenCustomer: true });
    expect(timeclockGates(abilitiesOf(['Superadmin']))).toMatchObject({ canClock: true, canTickChecklist: true, canEditOperators: true });
  });
});
