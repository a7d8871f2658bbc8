import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/test/render';
import { DateField } from './date-field';
import { MonthPicker } from './month-picker';

afterEach(cleanup);

function Harness({ onChange, initial = '' }: { onChange: (v: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Geburtsdatum"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
      testId="date"
    />
  );
}

describe('DateField (spec 1 §5 "Date field")', () => {
  it('shows a YYYY-MM-DD value as DD.MM.YYYY', () => {
    renderUi(<Harness onChange={vi.fn()} initial="1990-04-12" />);
    expect((screen.getByTestId('date') as HTMLInputElement).value).toBe('12.04.1990');
  });

  it('hands DD.MM.YYYY and YYYY-MM-DD on as YYYY-MM-DD', () => {
    const onChange = vi.fn();
    renderUi(<Harness onChange={onChange} />);
    const input = screen.getByTestId('date');
    fireEvent.change(input, { target: { value: '12.04.1990' } });
    expect(onChange).toHaveBeenLastCalledWith('1990-04-12');
    fireEvent.change(input, { target: { value: '2001-12-31' } });
    expect(onChange).toHaveBeenLastCalledWith('2001-12-31');
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe('31.12.2001');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it("says 'Ungültiges Datum. Erlaubt sind DD.MM.YYYY oder YYYY-MM-DD' once the field is left with anything else", () => {
    const onChange = vi.fn();
    renderUi(<Harness onChange={onChange} />);
    const input = screen.getByTestId('date');
    fireEvent.change(input, { target: { value: '31.02.1990' } });
    expect(onChange).toHaveBeenLastCalledWith('31.02.1990');
    expect(screen.queryByText('Ungültiges Datum. Erlaubt sind DD.MM.YYYY oder YYYY-MM-DD')).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByText('Ungültiges Datum. Erlaubt sind DD.MM.YYYY oder YYYY-MM-DD')).toBeTruthy();
  });

  it('a form error wins over its own message', () => {
    renderUi(<DateField label="Geburtsdatum" value="" onChange={vi.fn()} error="Geburtsdatum ist erforderlich." />);
    expect(screen.getByText('Geburtsdatum ist erforderlich.')).toBeTruthy();
  });

  it('opens the birthday picker 18 years back', async () => {
    renderUi(<DateField label="Geburtsdatum" value="" onChange={vi.fn()} pickerStart="2008-11-23" />);
    fireEvent.click(screen.getByRole('button', { name: 'Kalender öffnen: Geburtsdatum' }));
    expect(((await screen.findByLabelText('Jahr')) as HTMLSelectElement).value).toBe('2008');
    expect((screen.getByLabelText('Monat') as HTMLSelectElement).value).toBe('11');
  });
});

describe('MonthPicker (MM.YYYY)', () => {
  it('shows and takes months as MM.YYYY, hands them on as YYYY-MM', () => {
    const onChange = vi.fn();
    renderUi(<MonthPicker label="Gültig ab" value="2027-01" onChange={onChange} testId="month" />);
    const input = screen.getByTestId('month') as HTMLInputElement;
    expect(input.value).toBe('01.2027');
    fireEvent.change(input, { target: { value: '03.2027' } });
    expect(onChange).toHaveBeenLastCalledWith('2027-03');
    fireEvent.change(input, { target: { value: '13.2027' } });
    fireEvent.blur(input);
    expect(screen.getByText('Ungültiges Datum. Erlaubt sind MM.YYYY oder YYYY-MM')).toBeTruthy();
  });

  it('cannot pick a month before min', async () => {
    renderUi(<MonthPicker label="Gültig ab" value="2026-11" onChange={vi.fn()} min="2026-11" />);
    fireEvent.click(screen.getByRole('button', { name: 'Kalender öffnen: Gültig ab' }));
    expect(await screen.findByRole('button', { name: '10.2026' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '11.2026' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Vorheriges Jahr' })).toHaveProperty('disabled', true);
  });
});
