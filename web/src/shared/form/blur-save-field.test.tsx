import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/test/render';
import { BlurSaveNumberField } from './blur-save-field';

afterEach(cleanup);

const range = (n: number | null) => (n !== null && (n < 1010 || n > 2200 || Number.isNaN(n)) ? 'Bereich!' : null);

function setup(onSave: (n: number | null) => Promise<string | null>, value: number | null = 1011) {
  renderUi(<BlurSaveNumberField value={value} label="Bedienernummer" validate={range} onSave={onSave} testId="op" />);
  return screen.getByTestId('op') as HTMLInputElement;
}

describe('BlurSaveNumberField (spec 2 §2.6: save on blur with loading, success, error)', () => {
  it('saves a changed value when the field is left and then shows the success mark', async () => {
    let finish: (v: string | null) => void = () => undefined;
    const onSave = vi.fn(() => new Promise<string | null>((r) => (finish = r)));
    const input = setup(onSave);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '1500' } });
    fireEvent.blur(input);
    expect(onSave).toHaveBeenCalledWith(1500);
    expect(screen.getByTestId('op-saving')).toBeTruthy();
    finish(null);
    await waitFor(() => expect(screen.getByTestId('op-saved')).toBeTruthy());
    expect(screen.queryByTestId('op-error')).toBeNull();
  });

  it('does not save an unchanged value', () => {
    const onSave = vi.fn(async () => null);
    const input = setup(onSave);
    fireEvent.focus(input);
    fireEvent.blur(input);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the check of the field instead of saving', () => {
    const onSave = vi.fn(async () => null);
    const input = setup(onSave);
    fireEvent.change(input, { target: { value: '999' } });
    fireEvent.blur(input);
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByTestId('op-error').textContent).toBe('Bereich!');
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.blur(input);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the message of a failed save under the field and keeps the typed value', async () => {
    const onSave = vi.fn(async () => 'Die Bedienernummer 1500 ist in diesem Auftrag bereits vergeben.');
    const input = setup(onSave);
    fireEvent.change(input, { target: { value: '1500' } });
    fireEvent.blur(input);
    await waitFor(() => expect(screen.getByTestId('op-error').textContent).toBe('Die Bedienernummer 1500 ist in diesem Auftrag bereits vergeben.'));
    expect(input.value).toBe('1500');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('an emptied field saves null (removes the number)', () => {
    const onSave = vi.fn(async () => null);
    const input = setup(onSave);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(onSave).toHaveBeenCalledWith(null);
  });
});
