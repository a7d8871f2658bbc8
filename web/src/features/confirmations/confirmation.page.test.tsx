import type { ApolloClient, FetchResult } from '@apollo/client';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '@/test/render';
import { scriptedClient } from '@/test/scripted-client';
import ConfirmationPage from './confirmation.page';

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const CATS = { __typename: 'ConfirmationCategories', flowers: false, fruitAndVegetables: true, labels: false, storage: false, targetActualComparison: false };
const LOADED = {
  __typename: 'PublicConfirmation',
  uuid: UUID,
  date: '2031-05-14',
  startTime: '07:00',
  name: 'Markt Süd',
  address: 'Hauptstraße 1',
  zip: '80331',
  city: 'München',
  categories: CATS,
  storageRollCageCount: null,
  storageFreezerRollCageCount: null,
  comment: '',
  storageOrderable: true,
  targetActualComparisonOrderable: false,
  confirmed: false,
};

const client = scriptedClient;

const error = (code: string, extra: Record<string, unknown> = {}): FetchResult => ({ errors: [{ message: 'x', extensions: { code, ...extra } } as never] });

function renderPage(c: ApolloClient<unknown>) {
  renderUi(
    <Routes>
      <Route path="/confirmations/:uuid" element={<ConfirmationPage />} />
    </Routes>,
    { client: c, path: `/confirmations/${UUID}` },
  );
}

afterEach(cleanup);

describe('/confirmations/{uuid} (spec 3 §2.5)', () => {
  it('404 shows not found', async () => {
    renderPage(client({ PublicConfirmation: () => error('NOT_FOUND') }));
    expect(await screen.findByTestId('confirmation-not-found')).toBeTruthy();
  });

  it('410 ALREADY_CONFIRMED shows already confirmed with the locked checkbox', async () => {
    renderPage(client({ PublicConfirmation: () => error('GONE', { reason: 'ALREADY_CONFIRMED' }) }));
    const box = await screen.findByTestId('confirmation-already-confirmed');
    expect(within(box).getByText('Bereits bestätigt')).toBeTruthy();
    expect((within(box).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
  });

  it('410 EXPIRED shows the expired text and the office mailbox', async () => {
    renderPage(
      client({
        PublicConfirmation: () => error('GONE', { reason: 'EXPIRED' }),
        ConfirmationContact: () => ({ data: { registrationInfo: { __typename: 'RegistrationInfo', contactEmail: 'buero@example.com' } } }),
      }),
    );
    expect(await screen.findByText('Link abgelaufen')).toBeTruthy();
    const mail = await screen.findByRole('link', { name: 'buero@example.com' });
    expect(mail.getAttribute('href')).toBe('mailto:buero@example.com');
  });

  it('disables a service that is not orderable, with a note', async () => {
    renderPage(client({ PublicConfirmation: () => ({ data: { publicConfirmation: LOADED } }) }));
    await screen.findByTestId('confirmation-form');
    expect(screen.getByTestId('confirmation-name').textContent).toBe('Markt Süd');
    const target = within(screen.getByTestId('confirmation-category-targetActualComparison')).getByRole('checkbox') as HTMLInputElement;
    expect(target.disabled).toBe(true);
    expect(screen.getByTestId('confirmation-not-orderable-targetActualComparison')).toBeTruthy();
    const storage = within(screen.getByTestId('confirmation-category-storage')).getByRole('checkbox') as HTMLInputElement;
    expect(storage.disabled).toBe(false);
  });

  it('with storage the roll cages are required; then confirm sends them and shows the thank-you state', async () => {
    const seen: { name: string; variables: Record<string, unknown> }[] = [];
    renderPage(
      client(
        {
          PublicConfirmation: () => ({ data: { publicConfirmation: LOADED } }),
          SavePublicConfirmation: (v) => {
            const input = v.input as { categories: typeof CATS; storageDetails: { storageRollCageCount: number; storageFreezerRollCageCount: number } };
            return {
              data: {
                savePublicConfirmation: {
                  ...LOADED,
                  categories: { ...CATS, ...input.categories },
                  storageRollCageCount: input.storageDetails.storageRollCageCount,
                  storageFreezerRollCageCount: input.storageDetails.storageFreezerRollCageCount,
                  confirmed: true,
                },
              },
            };
          },
        },
        seen,
      ),
    );
    await screen.findByTestId('confirmation-form');
    fireEvent.click(within(screen.getByTestId('confirmation-category-storage')).getByRole('checkbox'));
    expect(await screen.findByTestId('confirmation-storage-details')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirmation-confirm'));
    expect(await screen.findByText('Anzahl Rollwagen Lager ist erforderlich')).toBeTruthy();
    expect(screen.getByText('Anzahl Rollwagen Tiefkühllager ist erforderlich')).toBeTruthy();
    expect(seen.some((s) => s.name === 'SavePublicConfirmation')).toBe(false);

    fireEvent.change(screen.getByTestId('confirmation-storageRollCageCount'), { target: { value: '-2' } });
    fireEvent.change(screen.getByTestId('confirmation-storageFreezerRollCageCount'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('confirmation-confirm'));
    expect(await screen.findByText('Anzahl Rollwagen Lager muss eine ganze Zahl ≥ 0 sein')).toBeTruthy();

    fireEvent.change(screen.getByTestId('confirmation-storageRollCageCount'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('confirmation-confirm'));
    const done = await screen.findByTestId('confirmation-success');
    expect(within(done).getByText('Vielen Dank!')).toBeTruthy();
    expect((within(done).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    const save = seen.find((s) => s.name === 'SavePublicConfirmation');
    expect(save?.variables).toEqual({
      uuid: UUID,
      input: {
        categories: { flowers: false, fruitAndVegetables: true, labels: false, storage: true, targetActualComparison: false },
        comment: '',
        confirm: true,
        storageDetails: { storageRollCageCount: 3, storageFreezerRollCageCount: 1 },
      },
    });
  });

  it("a server 422 lands under its field with 'Bitte Eingaben prüfen.'", async () => {
    renderPage(
      client({
        PublicConfirmation: () => ({ data: { publicConfirmation: { ...LOADED, categories: { ...CATS, storage: true }, storageRollCageCount: 1, storageFreezerRollCageCount: 1 } } }),
        SavePublicConfirmation: () => error('VALIDATION', { errors: [{ path: 'storageDetails.storageFreezerRollCageCount', message: 'Serverfehler am Feld' }] }),
      }),
    );
    await screen.findByTestId('confirmation-form');
    fireEvent.click(screen.getByTestId('confirmation-save'));
    expect(await screen.findByText('Serverfehler am Feld')).toBeTruthy();
  });

  it('a save that finds the link confirmed meanwhile switches to already confirmed', async () => {
    renderPage(
      client({
        PublicConfirmation: () => ({ data: { publicConfirmation: LOADED } }),
        SavePublicConfirmation: () => error('GONE', { reason: 'ALREADY_CONFIRMED' }),
      }),
    );
    await screen.findByTestId('confirmation-form');
    fireEvent.click(screen.getByTestId('confirmation-save'));
    expect(await screen.findByTestId('confirmation-already-confirmed')).toBeTruthy();
  });
});
