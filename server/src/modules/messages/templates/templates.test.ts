import { describe, expect, it } from 'vitest';
import { BRAND, ON_BRAND } from './layout.js';
import { renderForgottenClockOut, renderInventoryConfirmation, renderNewDocument, renderOfficeNotice, renderRegistrationCode, type Rendered } from './index.js';

const LINK = 'https://app.example.com/confirmations/0b6c2a52-8f3e-4a47-9d55-2f4f7a4b1c11';

/** What no message may carry (plan: only the data the message needs). */
function expectNoForbiddenData(r: Rendered) {
  for (const part of [r.subject, r.html, r.text]) {
    expect(part).not.toMatch(/IBAN|\bDE\d{20}\b|Passwort|Lohn\b|Stundenlohn|€/i);
  }
}

function expectFrame(r: Rendered) {
  expect(r.html).toContain('<html lang="de">');
  expect(BRAND.toLowerCase()).toMatch(/84cc16$/);
  expect(ON_BRAND.toLowerCase()).toMatch(/1a2e05$/);
  expect(r.html).toContain(`background:${BRAND};color:${ON_BRAND}`);
  expect(r.html).toContain('max-width:600px');
  expect(r.html).toContain('font-size:16px');
  expect(r.html).toContain('name="viewport"');
  expect(r.text).not.toContain('<');
}

describe('inventory confirmation', () => {
  const data = { date: '2026-12-09', startTime: '07:00', name: 'Markt Süd & Co', address: 'Weg 2', zip: '20095', city: 'Hamburg', link: LINK };

  it('names the German date, time, store and the confirmation link, in HTML and text', () => {
    const r = renderInventoryConfirmation(data);
    expect(r.subject).toBe('Bitte bestätigen Sie Ihre Inventur am 09.12.2026');
    for (const part of [r.html, r.text]) {
      expect(part).toContain('09.12.2026');
      expect(part).toContain('07:00 Uhr');
      expect(part).toContain('20095 Hamburg');
      expect(part).toContain(LINK);
    }
    expect(r.text).toContain('Markt Süd & Co');
    expect(r.html).toContain('Markt Süd &amp; Co');
    expect(r.html).toContain(`href="${LINK}"`);
    expectFrame(r);
    expectNoForbiddenData(r);
  });

  it('a change and a reminder say so in the subject', () => {
    expect(renderInventoryConfirmation({ ...data, changed: true }).subject).toBe('Geänderter Termin: Inventur am 09.12.2026 um 07:00 Uhr');
    expect(renderInventoryConfirmation({ ...data, reminder: true }).subject).toBe('Erinnerung: Bitte bestätigen Sie Ihre Inventur am 09.12.2026');
    expect(renderInventoryConfirmation({ ...data, reminder: true }).text).toContain('noch nicht bestätigt');
  });

  it('escapes markup in the data', () => {
    const r = renderInventoryConfirmation({ ...data, name: '<script>alert(1)</script>' });
    expect(r.html).not.toContain('<script>');
    expect(r.html).toContain('&lt;script&gt;');
  });

  it('a relative link (no APP_URL) is explained', () => {
    const r = renderInventoryConfirmation({ ...data, link: '/confirmations/x' });
    expect(r.text).toContain('/confirmations/x');
    expect(r.text).toContain('Die Adresse ist relativ');
    expect(renderInventoryConfirmation(data).text).not.toContain('Die Adresse ist relativ');
  });
});

describe('office notice', () => {
  it('confirmed and changed have their own subjects and the order link', () => {
    const c = renderOfficeNotice({ orderName: 'Markt Nord', date: '2026-12-09', what: 'CONFIRMED', link: 'https://app.example.com/orders/12' });
    expect(c.subject).toBe('Inventur bestätigt: Markt Nord am 09.12.2026');
    expect(c.text).toContain('hat die Inventur „Markt Nord“ am 09.12.2026 bestätigt');
    expect(c.text).toContain('https://app.example.com/orders/12');
    const ch = renderOfficeNotice({ orderName: 'Markt Nord', date: '2026-12-09', what: 'CHANGED', link: 'https://app.example.com/orders/12' });
    expect(ch.subject).toBe('Inventur geändert: Markt Nord am 09.12.2026');
    expectFrame(c);
    expectNoForbiddenData(ch);
  });
});

describe('registration code', () => {
  it('carries the code, the registration link and the office contact', () => {
    const r = renderRegistrationCode({ code: 'ABCD-1234', link: 'https://app.example.com/register', officeEmail: 'buero@example.com' });
    expect(r.subject).toBe('Ihr Registrierungscode für den Inventurdienst');
    for (const part of [r.html, r.text]) {
      expect(part).toContain('ABCD-1234');
      expect(part).toContain('https://app.example.com/register');
      expect(part).toContain('buero@example.com');
    }
    expectFrame(r);
    expectNoForbiddenData(r);
  });

  it('without an office address there is no contact line', () => {
    expect(renderRegistrationCode({ code: 'X', link: '/register', officeEmail: '' }).text).not.toContain('Schreiben Sie uns');
  });
});

describe('new document', () => {
  it('names the document and links the archive, without attaching it', () => {
    const r = renderNewDocument({ firstName: 'Anna', documentLabel: 'Lohnabrechnung 11/2026', link: 'https://app.example.com/archive/7' });
    expect(r.subject).toBe('Neues Dokument: Lohnabrechnung 11/2026');
    expect(r.text).toContain('Hallo Anna,');
    expect(r.text).toContain('https://app.example.com/archive/7');
    expect(r.html).toContain('href="https://app.example.com/archive/7"');
    expectFrame(r);
  });
});

describe('forgotten clock-out', () => {
  it('names employee, order, since when, and links the clock', () => {
    const r = renderForgottenClockOut({ employeeName: 'Max Muster', orderName: 'Markt Nord', since: '08.12.2026 06:30', link: 'https://app.example.com/timeclock/12' });
    expect(r.subject).toBe('Ausstempeln vergessen? Max Muster, Markt Nord');
    expect(r.text).toContain('seit 08.12.2026 06:30 Uhr');
    expect(r.text).toContain('https://app.example.com/timeclock/12');
    expectFrame(r);
    expectNoForbiddenData(r);
  });
});
