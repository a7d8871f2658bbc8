import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '@/shared/dialogs/dialog-host';
import { closeAllDialogs } from '@/shared/dialogs/dialog-store';
import { notify } from '@/shared/notify';
import type { Auth } from '@/shared/session/auth';
import { DEMO } from '@/test/demo-users';
import { renderUi } from '@/test/render';
import { type Answer, type Seen, scriptedClient } from '@/test/scripted-client';
import OrderStatisticPage from './order-statistic.page';
import { schemaErrors } from '@/shared/form/yup';
import { cashFlowBalance, cashFlowSchema, totalsOf } from './order-statistic';

const ORDER = { __typename: 'OrderSummaryOrder', id: 42, name: 'Inventur Rewe Köln', orderType: 'INV', city: 'Köln' };

type Money = Partial<Record<'costs' | 'costsWithPayrollTaxes' | 'costsTravel' | 'costsPassenger' | 'earnings' | 'expenses' | 'profit' | 'averageWage' | 'productivity', number | null>>;

function summary(yearMonth: string, minutes: number, perDiemTotal: number, money: Money) {
  return {
    __typename: 'OrderSummary',
    order: ORDER,
    yearMonth,
    minutes,
    perDiemTotal,
    costs: null,
    costsWithPayrollTaxes: null,
    costsTravel: null,
    costsPassenger: null,
    earnings: null,
    expenses: null,
    profit: null,
    averageWage: null,
    productivity: null,
    computedAt: '2024-05-01T08:00:00.000Z',
    ...money,
  };
}

// March: 10 h, costs 150 (181.50 with taxes), travel 20, passenger 10, per diems 30, earnings 1,200,
// expenses 100 → profit 1200 − 100 − 181.5 − 20 − 10 − 30 = 858.50. April: 5 h without earnings.
const MARCH = summary('2024-03', 600, 30, {
  costs: 150,
  costsWithPayrollTaxes: 181.5,
  costsTravel: 20,
  costsPassenger: 10,
  earnings: 1200,
  expenses: 100,
  profit: 858.5,
  averageWage: 15,
  productivity: 120,
});
const APRIL = summary('2024-04', 300, 0, {
  costs: 90,
  costsWithPayrollTaxes: 108.9,
  costsTravel: 0,
  costsPassenger: 0,
  earnings: 0,
  expenses: 50,
  profit: -158.9,
  averageWage: 18,
  productivity: 100,
});

const flow = (id: number, date: string, amount: number, cashFlowType: 'IN' | 'OUT', description = '') => ({
  __typename: 'CashFlow',
  id,
  orderId: 42,
  orderName: ORDER.name,
  date,
  amount,
  cashFlowType,
  description,
});

const cashFlows = (months: unknown[], flows: unknown[]) => ({ __typename: 'OrderCashFlows', months, cashFlows: flows });

function renderPage(auth: Auth, answers: Record<string, Answer> = {}, months: unknown[] = [MARCH, APRIL]) {
  const seen: Seen = [];
  const client = scriptedClient(
    {
      Me: () => ({ data: { me: { __typename: 'AuthState', ...auth } } }),
      OrderMonthlySummaries: () => ({ data: { orderMonthlySummaries: months } }),
      OrderCashFlows: () => ({ data: { orderCashFlows: cashFlows(months, [flow(7, '2024-03', 1200, 'IN', 'Rechnung März'), flow(8, '2024-04', 50, 'OUT')]) } }),
      CashFlowDefault: () => ({ data: { cashFlowDefault: { __typename: 'CashFlowDefault', orderId: 42, date: '2024-04', amount: null, cashFlowType: 'IN', description: '' } } }),
      ...answers,
    },
    seen,
  );
  renderUi(
    <>
      <Routes>
        <Route path="/statistic/:orderId" element={<OrderStatisticPage />} />
      </Routes>
      <DialogHost />
    </>,
    { client, path: '/statistic/42' },
  );
  return seen;
}

/** Text with non-breaking spaces (Intl currency) made plain. */
const text = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');

afterEach(() => {
  closeAllDialogs();
  cleanup();
  vi.restoreAllMocks();
});

describe('order statistic rules: totals, withheld money columns, the cash-flow form', () => {
  it('totals: sums, average wage = total costs / total hours, productivity over the months with earnings', () => {
    const totals = totalsOf([MARCH, APRIL]);
    expect(totals).toMatchObject({
      hours: 15,
      costs: 240,
      costsWithPayrollTaxes: 290.4,
      costsTravel: 20,
      costsPassenger: 10,
      perDiemTotal: 30,
      earnings: 1200,
      expenses: 150,
      profit: 699.6,
      averageWage: 16,
      productivity: 120,
    });
    // No month with earnings: 100; earnings withheld: null; no minutes: no average wage.
    expect(totalsOf([APRIL]).productivity).toBe(100);
    expect(totalsOf([summary('2024-03', 0, 0, {})])).toMatchObject({ productivity: null, averageWage: null, costs: null });
  });

  it('the cash-flow balance counts IN plus and OUT minus', () => {
    expect(cashFlowBalance([flow(1, '2024-03', 1200, 'IN'), flow(2, '2024-03', 50.3, 'OUT'), flow(3, '2024-04', 0.1, 'IN')] as never)).toBe(1149.8);
  });

  it('validates the cash-flow form with the German messages of the server', () => {
    const base = { date: '2024-03', amount: '10', cashFlowType: 'IN' as const, description: '' };
    const validateCashFlow = (v: typeof base) => schemaErrors(cashFlowSchema(), v);
    expect(validateCashFlow(base)).toEqual({});
    expect(validateCashFlow({ ...base, date: '' }).date).toBe('Datum muss gesetzt sein');
    expect(validateCashFlow({ ...base, date: '03/2024' }).date).toBe('Monat im Format JJJJ-MM angeben');
    expect(validateCashFlow({ ...base, amount: '' }).amount).toBe('Betrag muss gesetzt sein');
    expect(validateCashFlow({ ...base, amount: '0' }).amount).toBe('Betrag darf nicht 0 sein');
    expect(validateCashFlow({ ...base, amount: '-5' }).amount).toBe('Betrag muss positiv sein');
    expect(validateCashFlow({ ...base, amount: 'zehn' }).amount).toBe('Betrag ist keine Zahl');
    expect(validateCashFlow({ ...base, amount: '10.000.000,01' }).amount).toBe('Betrag darf höchstens 10.000.000 sein');
    expect(validateCashFlow({ ...base, amount: '10.000.000' })).toEqual({});
    expect(validateCashFlow({ ...base, description: 'x'.repeat(501) }).description).toBe('Beschreibung darf höchstens 500 Zeichen lang sein');
    expect(validateCashFlow({ ...base, description: 'x'.repeat(500) })).toEqual({});
    expect(validateCashFlow({ ...base, date: '2024-13' }).date).toBe('Monat im Format JJJJ-MM angeben');
  });

  it('refuses more than two decimals before sending, as the server does (one cash-flow rule in the domain)', () => {
    const base = { date: '2024-03', amount: '10', cashFlowType: 'IN' as const, description: '' };
    expect(schemaErrors(cashFlowSchema(), { ...base, amount: '12,345' }).amount).toBe('Betrag darf höchstens zwei Nachkommastellen haben');
    expect(schemaErrors(cashFlowSchema(), { ...base, amount: '12,34' })).toEqual({});
  });
});

describe('order statistic page (spec 3 §2.8)', () => {
  it('shows every month and the totals row in German formats, with the order name as heading', async () => {
    renderPage(DEMO.admin);
    const table = await screen.findByTestId('monthly-table');
    expect(screen.getByTestId('order-statistic-title').textContent).toBe('Inventur Rewe Köln');
    const rows = within(table).getAllByTestId('monthly-row');
    expect(rows.map((r) => r.getAttribute('data-month'))).toEqual(['2024-03', '2024-04']);
    expect(text(within(rows[0]!).getByTestId('monthly-costsWithPayrollTaxes'))).toBe('181,50 €');
    expect(text(within(rows[0]!).getByTestId('monthly-hours'))).toBe('10:00 Std.');
    const total = within(table).getByTestId('monthly-total');
    expect(total.textContent).toContain('Gesamt');
    const cell = (c: string) => text(within(total).getByTestId(`monthly-total-${c}`));
    expect(cell('hours')).toBe('15:00 Std.');
    expect(cell('costs')).toBe('240,00 €');
    expect(cell('costsWithPayrollTaxes')).toBe('290,40 €');
    expect(cell('expenses')).toBe('150,00 €');
    expect(cell('profit')).toBe('699,60 €');
    expect(cell('averageWage')).toBe('16,00 €');
    expect(cell('productivity')).toBe('120,00');
    // The charts arrive lazily in their own chunk.
    expect(await screen.findByTestId('order-statistic-charts', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('leaves out the columns the server withholds and, without the wage authority, the cash flows', async () => {
    const withheld = [summary('2024-03', 600, 30, {}), summary('2024-04', 300, 0, {})];
    const auth = { ...DEMO.mitarbeiter, authorities: ['Statistic'] };
    const seen = renderPage(auth, {}, withheld);
    const table = await screen.findByTestId('monthly-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Monat', 'Stunden', 'Spesen']);
    expect(screen.queryByTestId('cash-flow-section')).toBeNull();
    expect(screen.queryByTestId('cash-flow-add')).toBeNull();
    expect(seen.some((s) => s.name === 'OrderCashFlows')).toBe(false);
  });

  it('without the travel-cost authority only the travel and passenger columns are gone', async () => {
    const rows = [{ ...MARCH, costsTravel: null, costsPassenger: null }, { ...APRIL, costsTravel: null, costsPassenger: null }];
    renderPage(DEMO.admin, {}, rows);
    const table = await screen.findByTestId('monthly-table');
    expect(within(table).queryByTestId('monthly-column-costsTravel')).toBeNull();
    expect(within(table).queryByTestId('monthly-column-costsPassenger')).toBeNull();
    expect(within(table).getByTestId('monthly-column-profit')).toBeTruthy();
  });

  it("says 'Keine Daten verfügbar' for an order without months and 'Zugriff verweigert' on a 403", async () => {
    renderPage(DEMO.admin, {}, []);
    expect((await screen.findByTestId('monthly-empty')).textContent).toBe('Keine Daten verfügbar');
    expect(screen.getByTestId('order-statistic-title').textContent).toBe('Auftrag 42');
    cleanup();
    renderPage(DEMO.admin, { OrderMonthlySummaries: () => ({ errors: [{ message: 'Zugriff verweigert', extensions: { code: 'FORBIDDEN' } }] }) });
    expect((await screen.findByTestId('order-statistic-forbidden')).textContent).toContain('Zugriff verweigert!');
  });

  it('lists the cash flows newest first with the balance (IN plus, OUT minus)', async () => {
    renderPage(DEMO.admin);
    const table = await screen.findByTestId('cash-flow-table');
    const rows = within(table).getAllByTestId('cash-flow-row');
    expect(rows.map((r) => text(r))).toEqual(['04.202450,00 €Ausgabe', '03.20241.200,00 €EinnahmeRechnung März']);
    expect(text(within(table).getByTestId('cash-flow-balance'))).toBe('1.150,00 €');
  });

  it('create: loads the default first, validates, then saves and the monthly table shows the new figures', async () => {
    const success = vi.spyOn(notify, 'success');
    const marchAfter = { ...MARCH, earnings: 1300.5, profit: 959 };
    const seen = renderPage(DEMO.admin, {
      SaveCashFlow: () => ({ data: { saveCashFlow: cashFlows([marchAfter, APRIL], [flow(7, '2024-03', 1200, 'IN'), flow(8, '2024-04', 50, 'OUT'), flow(9, '2024-03', 100.5, 'IN')]) } }),
    });
    await screen.findByTestId('monthly-table');
    fireEvent.click(await screen.findByTestId('cash-flow-add'));
    const dialog = await screen.findByTestId('cash-flow-dialog');
    expect(dialog.textContent).toContain('Einnahme oder Ausgabe erfassen');
    // The default arrives first: its month and type fill the form.
    await waitFor(() => expect((within(dialog).getByTestId('cash-flow-date') as HTMLInputElement).value).toBe('04.2024'));
    expect(seen.find((s) => s.name === 'CashFlowDefault')?.variables).toEqual({ orderId: 42 });
    expect((within(dialog).getByTestId('cash-flow-type') as HTMLSelectElement).value).toBe('IN');
    expect((within(dialog).getByTestId('cash-flow-amount') as HTMLInputElement).value).toBe('');

    fireEvent.click(within(dialog).getByTestId('cash-flow-save'));
    expect(await within(dialog).findByText('Betrag muss gesetzt sein')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('cash-flow-amount'), { target: { value: '-3' } });
    fireEvent.click(within(dialog).getByTestId('cash-flow-save'));
    expect(await within(dialog).findByText('Betrag muss positiv sein')).toBeTruthy();
    expect(seen.some((s) => s.name === 'SaveCashFlow')).toBe(false);

    fireEvent.change(within(dialog).getByTestId('cash-flow-date'), { target: { value: '03.2024' } });
    fireEvent.change(within(dialog).getByTestId('cash-flow-amount'), { target: { value: '100,50' } });
    fireEvent.change(within(dialog).getByTestId('cash-flow-description'), { target: { value: '  Nachzahlung  ' } });
    fireEvent.click(within(dialog).getByTestId('cash-flow-save'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Eintrag gespeichert.'));
    expect(seen.find((s) => s.name === 'SaveCashFlow')?.variables).toEqual({
      orderId: 42,
      id: null,
      input: { date: '2024-03', amount: 100.5, cashFlowType: 'IN', description: 'Nachzahlung' },
    });
    await waitFor(() => expect(screen.queryByTestId('cash-flow-dialog')).toBeNull());
    const march = within(screen.getByTestId('monthly-table')).getAllByTestId('monthly-row')[0]!;
    await waitFor(() => expect(text(within(march).getByTestId('monthly-profit'))).toBe('959,00 €'));
    expect(within(screen.getByTestId('cash-flow-table')).getAllByTestId('cash-flow-row')).toHaveLength(3);
    // Only the answer was needed: no second read of the monthly table.
    expect(seen.filter((s) => s.name === 'OrderMonthlySummaries')).toHaveLength(1);
  });

  it('shows the server 422 on its field', async () => {
    const warning = vi.spyOn(notify, 'warning');
    renderPage(DEMO.admin, {
      SaveCashFlow: () => ({
        errors: [{ message: 'Eingaben ungültig', extensions: { code: 'VALIDATION', errors: [{ path: 'input.amount', message: 'Betrag darf höchstens 10.000.000 sein' }] } }],
      }),
    });
    fireEvent.click(await screen.findByTestId('cash-flow-add'));
    const dialog = await screen.findByTestId('cash-flow-dialog');
    await waitFor(() => expect((within(dialog).getByTestId('cash-flow-date') as HTMLInputElement).value).toBe('04.2024'));
    fireEvent.change(within(dialog).getByTestId('cash-flow-amount'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByTestId('cash-flow-save'));
    expect(await within(dialog).findByText('Betrag darf höchstens 10.000.000 sein')).toBeTruthy();
    expect(warning).toHaveBeenCalledWith('Bitte Eingaben prüfen.');
  });

  it('edit opens the entry with its id and values', async () => {
    const seen = renderPage(DEMO.admin, { SaveCashFlow: () => ({ data: { saveCashFlow: cashFlows([MARCH, APRIL], [flow(8, '2024-04', 75, 'OUT')]) } }) });
    const table = await screen.findByTestId('cash-flow-table');
    fireEvent.click(within(within(table).getAllByTestId('cash-flow-row')[0]!).getByTestId('cash-flow-edit'));
    const dialog = await screen.findByTestId('cash-flow-dialog');
    expect(dialog.textContent).toContain('Einnahme oder Ausgabe bearbeiten');
    expect((within(dialog).getByTestId('cash-flow-amount') as HTMLInputElement).value).toBe('50');
    expect((within(dialog).getByTestId('cash-flow-type') as HTMLSelectElement).value).toBe('OUT');
    fireEvent.change(within(dialog).getByTestId('cash-flow-amount'), { target: { value: '75' } });
    fireEvent.click(within(dialog).getByTestId('cash-flow-save'));
    await waitFor(() => expect(seen.find((s) => s.name === 'SaveCashFlow')?.variables).toMatchObject({ orderId: 42, id: 8, input: { amount: 75, cashFlowType: 'OUT' } }));
    expect(seen.some((s) => s.name === 'CashFlowDefault')).toBe(false);
  });

  it("delete asks 'Eintrag löschen' with date and amount; cancelled nothing is sent, confirmed it is deleted", async () => {
    const success = vi.spyOn(notify, 'success');
    const seen = renderPage(DEMO.admin, { DeleteCashFlow: () => ({ data: { deleteCashFlow: cashFlows([MARCH, APRIL], [flow(8, '2024-04', 50, 'OUT')]) } }) });
    const table = await screen.findByTestId('cash-flow-table');
    const march = within(table).getAllByTestId('cash-flow-row')[1]!;
    fireEvent.click(within(march).getByRole('button', { name: 'Eintrag vom 03.2024 löschen' }));
    const ask = await screen.findByTestId('dialog-confirm');
    expect(ask.textContent).toContain('Eintrag löschen');
    expect(text(ask)).toContain('Soll der Eintrag vom 03.2024 über 1.200,00 € wirklich gelöscht werden?');
    fireEvent.click(within(ask).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByTestId('dialog-confirm')).toBeNull());
    expect(seen.some((s) => s.name === 'DeleteCashFlow')).toBe(false);

    fireEvent.click(within(march).getByRole('button', { name: 'Eintrag vom 03.2024 löschen' }));
    fireEvent.click(within(await screen.findByTestId('dialog-confirm')).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Eintrag gelöscht.'));
    expect(seen.find((s) => s.name === 'DeleteCashFlow')?.variables).toEqual({ orderId: 42, id: 7 });
    await waitFor(() => expect(within(screen.getByTestId('cash-flow-table')).getAllByTestId('cash-flow-row')).toHaveLength(1));
  });
});
