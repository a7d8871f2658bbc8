import { act, cleanup, fireEvent, renderHook, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/test/render';
import { DataTable, type DataTableColumn } from './data-table';
import { initialTableState, type TableQueryState, useColumnVisibility } from './table-state';

interface Row {
  id: number;
  name: string;
  operator: number;
}

const COLUMNS: DataTableColumn<Row>[] = [
  { id: 'id', header: 'ID', sortField: 'id', filter: { kind: 'number' }, cell: (r) => r.id },
  { id: 'name', header: 'Nachname', sortField: 'name', filter: { kind: 'text' }, cell: (r) => r.name },
  { id: 'operator', header: 'Bedienernummer', hiddenByDefault: true, cell: (r) => r.operator },
  { id: 'settings', header: 'Einstellungen', alwaysVisible: true, cell: () => '…' },
];
const ROWS: Row[] = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `Name ${i + 1}`, operator: 900 + i }));

function renderTable(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  const onStateChange = vi.fn<(s: TableQueryState) => void>();
  renderUi(
    <DataTable<Row>
      label="Mitarbeiter"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(r) => r.id}
      total={64}
      state={initialTableState()}
      onStateChange={onStateChange}
      {...props}
    />,
  );
  return onStateChange;
}

// hidden: while the column dialog is open the page behind it is aria-hidden.
const headers = () => screen.getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent);

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DataTable', () => {
  it('shows the visible columns, the range and disables paging at the edges', () => {
    renderTable();
    expect(headers()).toEqual(['ID', 'Nachname', 'Einstellungen']);
    expect(screen.getByTestId('table-range').textContent).toBe('1–25 von 64');
    expect(screen.getByRole('button', { name: 'Vorherige Seite' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toHaveProperty('disabled', false);
  });

  it('pages, sorts and changes the page size through onStateChange', () => {
    const onStateChange = renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }));
    fireEvent.click(screen.getByRole('button', { name: /Nachname/ }));
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 0, sort: { field: 'name', desc: false } }));
    fireEvent.change(screen.getByLabelText('Einträge pro Seite'), { target: { value: 'all' } });
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ size: 'all', page: 0 }));
    const options = within(screen.getByLabelText('Einträge pro Seite')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['25', '50', '100', '250', 'Alle']);
  });

  it('shows the columns chosen and stored by the user; the chooser lists every column but the settings', async () => {
    window.localStorage.setItem('test.columns', JSON.stringify({ operator: true, name: false }));
    renderTable({ storageKey: 'test.columns' });
    expect(headers()).toEqual(['ID', 'Bedienernummer', 'Einstellungen']);
    fireEvent.click(screen.getByRole('button', { name: 'Spalten' }));
    const chooser = await screen.findByTestId('column-chooser');
    expect(within(chooser).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(chooser).getByRole('checkbox', { name: 'Bedienernummer' })).toHaveProperty('checked', true);
    expect(within(chooser).getByRole('checkbox', { name: 'Nachname' })).toHaveProperty('checked', false);
    fireEvent.click(within(chooser).getByRole('button', { name: 'Standard wiederherstellen' }));
    expect(headers()).toEqual(['ID', 'Nachname', 'Einstellungen']);
    expect(window.localStorage.getItem('test.columns')).toBe('{}');
  });

  it('useColumnVisibility: hidden by default, toggled, stored, reset', () => {
    const columns = COLUMNS;
    const { result } = renderHook(() => useColumnVisibility(columns, 'hook.columns'));
    expect(result.current.visible).toEqual({ id: true, name: true, operator: false, settings: true });
    act(() => result.current.setVisible('operator', true));
    expect(result.current.visible.operator).toBe(true);
    expect(JSON.parse(window.localStorage.getItem('hook.columns')!)).toMatchObject({ operator: true });
    act(() => result.current.setVisible('settings', false));
    expect(result.current.visible.settings).toBe(true);
    act(() => result.current.reset());
    expect(result.current.visible.operator).toBe(false);
  });

  it('debounces filter input by 300 ms and starts again on page 0', () => {
    vi.useFakeTimers();
    const onStateChange = renderTable({ state: { ...initialTableState(), page: 2 } });
    expect(screen.queryByTestId('filter-row')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filter anzeigen' }));
    fireEvent.change(screen.getByLabelText('Filter Nachname'), { target: { value: 'Kr' } });
    act(() => void vi.advanceTimersByTime(299));
    expect(onStateChange).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onStateChange).toHaveBeenCalledWith(expect.objectContaining({ page: 0, filters: { name: 'Kr' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Filter ausblenden' }));
    expect(screen.queryByTestId('filter-row')).toBeNull();
  });

  it("says 'Keine Daten verfügbar' without rows, and shows loading and error states", () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByText('Keine Daten verfügbar')).toBeTruthy();
    expect(screen.getByTestId('table-range').textContent).toBe('0–0 von 0');
    cleanup();
    renderTable({ rows: [], total: 0, loading: true });
    expect(screen.getByText('Daten werden geladen …')).toBeTruthy();
    cleanup();
    const retry = vi.fn();
    renderTable({ error: true, onRetry: retry });
    expect(screen.getByText('Die Daten konnten nicht geladen werden.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(retry).toHaveBeenCalled();
  });

  it('opens a row on click', () => {
    const onRowClick = vi.fn();
    renderTable({ onRowClick });
    fireEvent.click(screen.getByText('Name 3'));
    expect(onRowClick).toHaveBeenCalledWith(ROWS[2]);
  });
});
