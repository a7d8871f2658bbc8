import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/test/render';
import { type Answer, type Seen, scriptedClient } from '@/test/scripted-client';
import '../texts';
import { MaxPositionsDialog } from './max-positions-dialog';

const DAY = { __typename: 'CalendarDay' as const, id: null, date: '2027-01-05', note: '', maxPositions: 0, effectiveMaxPositions: 90000, positions: 0 };
const TOO_LARGE = 'Maximale Positionen darf höchstens 10.000.000 sein';
const refusal = { message: 'Bitte Eingaben prüfen.', extensions: { code: 'VALIDATION', errors: [{ path: 'maxPositions', message: TOO_LARGE }] } };

function open(client: ApolloClient<unknown>) {
  renderUi(<MaxPositionsDialog day={DAY} defaultMax={90000} canEdit onClose={vi.fn()} />, { client });
  return screen.findByTestId('max-positions-dialog');
}

async function saveWith(dialog: HTMLElement, value: string) {
  fireEvent.change(within(dialog).getByTestId('max-positions-input'), { target: { value } });
  fireEvent.click(within(dialog).getByTestId('max-positions-save'));
}

afterEach(cleanup);

describe('max-positions dialog (spec 3 §2.2, §5)', () => {
  it('99.999.999.999 is refused in the form with the allowed maximum, nothing is sent', async () => {
    const seen: Seen = [];
    const dialog = await open(scriptedClient({}, seen));
    await saveWith(dialog, '99.999.999.999');
    expect(await within(dialog).findByText(TOO_LARGE)).toBeTruthy();
    expect(seen.some((s) => s.name === 'SaveCalendarDay')).toBe(false);
  });

  it("the server's field error stands at the field", async () => {
    const answers: Record<string, Answer> = { SaveCalendarDay: () => ({ errors: [refusal] }) };
    const dialog = await open(scriptedClient(answers));
    await saveWith(dialog, '5000');
    expect(await within(dialog).findByText(TOO_LARGE)).toBeTruthy();
  });

  it('also when the server answers with status 400 and the errors in the body', async () => {
    // Apollo hands such an answer over as a network error carrying the parsed body.
    const link = new ApolloLink(
      () =>
        new Observable((observer) => {
          observer.error(Object.assign(new Error('Response not successful: Received status code 400'), { name: 'ServerError', statusCode: 400, result: { errors: [refusal] } }));
        }),
    );
    const dialog = await open(new ApolloClient({ cache: new InMemoryCache(), link }));
    await saveWith(dialog, '5000');
    expect(await within(dialog).findByText(TOO_LARGE)).toBeTruthy();
  });
});
