import { ApolloClient, ApolloLink, type FetchResult, InMemoryCache, Observable } from '@apollo/client';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '@/test/render';
import RegisterPage from './register.page';
import { loaded } from './test-fixtures';

const INFO = { registrationInfo: { __typename: 'RegistrationInfo', contactEmail: 'personal@example.com', maxFileSize: 2097152, maxFilesPerContext: 10 } };
const UUID = '6b9c1c4e-0000-4000-8000-000000000001';

/** A client whose network answers each operation by name; `seen` records what was sent. */
function client(answers: Record<string, (variables: Record<string, unknown>) => FetchResult>, seen: string[] = []) {
  const link = new ApolloLink(
    (op) =>
      new Observable((observer) => {
        seen.push(op.operationName);
        const answer = answers[op.operationName];
        observer.next(answer ? answer(op.variables) : { errors: [{ message: `unexpected ${op.operationName}` }] });
        observer.complete();
      }),
  );
  return new ApolloClient({ cache: new InMemoryCache(), link });
}

const error = (code: string, message: string, extra: Record<string, unknown> = {}): FetchResult => ({
  errors: [{ message, extensions: { code, ...extra } } as never],
});

function renderAt(path: string, c: ApolloClient<unknown>) {
  renderUi(
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/register/:registrationUuid" element={<RegisterPage />} />
    </Routes>,
    { client: c, path },
  );
}

afterEach(cleanup);

describe('/register: the code (spec 2 §2.1, §5, §8)', () => {
  const submit = (code: string) => {
    const input = screen.getByTestId('registration-code') as HTMLInputElement;
    fireEvent.change(input, { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrierung starten' }));
    return input;
  };

  it('upper-cases the code as typed and refuses anything but four letters before asking the server', async () => {
    const seen: string[] = [];
    renderAt('/register', client({}, seen));
    const input = submit('ab1');
    expect(input.value).toBe('AB1');
    expect(await screen.findByText('Der Code muss 4 Buchstaben haben, z.B. ABCD.')).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('an unknown or used code (404 REGISTRATION_CODE_INVALID) is named on the field', async () => {
    renderAt('/register', client({ StartRegistration: () => error('NOT_FOUND', 'Ungültiger Registrierungscode', { key: 'REGISTRATION_CODE_INVALID' }) }));
    submit('abcd');
    expect(await screen.findByText('Ungültiger Registrierungscode')).toBeTruthy();
  });

  it('too many wrong codes (429): the server says so', async () => {
    renderAt('/register', client({ StartRegistration: () => error('TOO_MANY_REQUESTS', 'Zu viele ungültige Registrierungscodes. Bitte später erneut versuchen.') }));
    submit('abcd');
    expect(await screen.findByText('Zu viele ungültige Registrierungscodes. Bitte später erneut versuchen.')).toBeTruthy();
  });

  it('a valid code continues at /register/{uuid}', async () => {
    const sent: unknown[] = [];
    renderAt(
      '/register',
      client({
        StartRegistration: (v) => (sent.push(v), { data: { startRegistration: { __typename: 'Registration', uuid: UUID } } }),
        RegistrationInfo: () => ({ data: INFO }),
        Registration: () => ({ data: { registration: { __typename: 'Registration', ...loaded({ uuid: UUID }) } } }),
      }),
    );
    submit('kurz');
    expect(await screen.findByText('Schritt 1 von 11 ·', { exact: false })).toBeTruthy();
    expect(sent).toEqual([{ registrationCode: 'KURZ' }]);
  });
});

describe('/register/{uuid}: loading (spec 2 §2.2, §4)', () => {
  it('404 goes back to /register', async () => {
    renderAt(`/register/${UUID}`, client({ RegistrationInfo: () => ({ data: INFO }), Registration: () => error('NOT_FOUND', 'Registrierung nicht gefunden') }));
    expect(await screen.findByRole('button', { name: 'Registrierung starten' })).toBeTruthy();
  });

  it('410 shows the finished state with the office address', async () => {
    renderAt(`/register/${UUID}`, client({ RegistrationInfo: () => ({ data: INFO }), Registration: () => error('GONE', 'Die Registrierung ist bereits abgeschlossen.') }));
    expect(await screen.findByText('Registrierung bereits abgeschlossen!')).toBeTruthy();
    expect(screen.getByText('Die Registrierung ist bereits abgeschlossen.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'personal@example.com' }).getAttribute('href')).toBe('mailto:personal@example.com');
  });

  it('security: 410 for an expired link (x-expired) shows the expired text, not the finished one', async () => {
    renderAt(
      `/register/${UUID}`,
      client({ RegistrationInfo: () => ({ data: INFO }), Registration: () => error('GONE', 'Der Registrierungslink ist abgelaufen.', { headers: { 'x-expired': 'true' } }) }),
    );
    expect(await screen.findByText('Registrierungslink abgelaufen!')).toBeTruthy();
    expect(screen.getByText('Der Registrierungslink ist abgelaufen. Bitte fordern Sie im Büro einen neuen Registrierungscode an.')).toBeTruthy();
    expect(screen.queryByText('Registrierung bereits abgeschlossen!')).toBeNull();
    expect(screen.getByRole('link', { name: 'personal@example.com' })).toBeTruthy();
  });

  it('the welcome step has no previous button; SHORT_TERM counts eleven steps, the others ten', async () => {
    renderAt(
      `/register/${UUID}`,
      client({ RegistrationInfo: () => ({ data: INFO }), Registration: () => ({ data: { registration: { __typename: 'Registration', ...loaded({ registrationType: 'MINOR_EMPLOYMENT', group: 'MINOR_EMPLOYMENT' }) } } }) }),
    );
    expect(await screen.findByText('Schritt 1 von 10 ·', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zurück' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeTruthy();
  });
});

describe('/register/{uuid}: the steps on one form (spec 2 §4, §5)', () => {
  const filled = () =>
    loaded({
      registrationType: 'MINOR_EMPLOYMENT',
      group: 'MINOR_EMPLOYMENT',
      personal: { sex: 'female', lastName: 'Groß', birthName: null, firstName: 'Zofia', maritalStatus: 'single', birthdate: '1998-03-04' },
      addressAndContact: { street: 'Lindenstraße 12', zip: '04109', city: 'Leipzig', email: 'z@example.de', phone: '0341 1' },
    });
  const answer = (registration: ReturnType<typeof loaded>) => () => ({ data: { registration: { __typename: 'Registration', ...registration } } });
  const next = () => fireEvent.click(screen.getByRole('button', { name: /Weiter/ }));

  afterEach(() => sessionStorage.clear());

  it('"Weiter" checks the step on the screen: its messages and the input hint, nothing sent', async () => {
    const seen: string[] = [];
    const empty = loaded({ registrationType: 'MINOR_EMPLOYMENT', group: 'MINOR_EMPLOYMENT' });
    renderAt(`/register/${UUID}`, client({ RegistrationInfo: () => ({ data: INFO }), Registration: answer(empty) }, seen));
    await screen.findByText('Schritt 1 von 10 ·', { exact: false });
    next();
    await screen.findByText('Schritt 2 von 10 ·', { exact: false });
    expect(screen.queryByText('Vorname ist erforderlich')).toBeNull();
    next();
    expect(await screen.findByText('Vorname ist erforderlich')).toBeTruthy();
    expect(screen.getByText('Tag ist erforderlich')).toBeTruthy();
    expect(screen.getByTestId('check-input').textContent).toBe('Bitte Eingaben prüfen');
    // The address step's rules wait for their turn.
    expect(screen.queryByText('Straße ist erforderlich')).toBeNull();
    expect(seen.filter((op) => op === 'UpdateRegistration')).toEqual([]);
  });

  it('a 422 lands on its field (prefix registrationData. dropped), an unknown path above the step; the first step with an error opens', async () => {
    sessionStorage.setItem(`registration-step:${UUID}`, 'address');
    const sent: unknown[] = [];
    renderAt(
      `/register/${UUID}`,
      client({
        RegistrationInfo: () => ({ data: INFO }),
        Registration: answer(filled()),
        UpdateRegistration: (v) => (
          sent.push(v),
          error('VALIDATION', 'Validierungsfehler', {
            errors: [
              { path: 'registrationData.addressAndContact.street', message: 'Straße ist ungültig' },
              { path: 'addressAndContact.nickname', message: 'Spitzname ist unbekannt' },
            ],
          })
        ),
      }),
    );
    const street = (await screen.findByLabelText(/Straße/)) as HTMLInputElement;
    fireEvent.change(street, { target: { value: 'L'.repeat(201) } });
    next();
    expect(await screen.findByText('Straße ist ungültig')).toBeTruthy();
    expect(screen.getByTestId('step-errors').textContent).toContain('Spitzname ist unbekannt');
    expect(sent).toHaveLength(1);
    // Typing again takes the server's message away.
    fireEvent.change(street, { target: { value: 'Lindenstraße 1' } });
    expect(screen.queryByText('Straße ist ungültig')).toBeNull();
  });

  it('a server verdict on the birth date opens the personal step and shows it under day, month and year', async () => {
    sessionStorage.setItem(`registration-step:${UUID}`, 'address');
    renderAt(
      `/register/${UUID}`,
      client({
        RegistrationInfo: () => ({ data: INFO }),
        Registration: answer(filled()),
        UpdateRegistration: () => error('VALIDATION', 'Validierungsfehler', { errors: [{ path: 'personal.birthdate', message: 'Geburtsdatum ist ungültig' }] }),
      }),
    );
    fireEvent.change(await screen.findByLabelText(/Ort/), { target: { value: 'Halle' } });
    next();
    expect(await screen.findByText('Geburtsdatum ist ungültig')).toBeTruthy();
    expect(screen.getByText('Schritt 2 von 10 ·', { exact: false })).toBeTruthy();
    expect(screen.queryByTestId('step-errors')).toBeNull();
  });
});
