import { describe, expect, it } from 'vitest';
import { renderFeed } from './calendar-ics.js';

const order = { id: 7, name: 'Markt Nord', address: 'Hauptstraße 1', zip: '12345', city: 'Berlin', validFrom: '2026-07-01', validTo: '2026-07-01', startTime: '06:30', teamLeader: 'Erika Muster' };

describe('calendar feed text', () => {
  it('writes the start as Berlin local time with TZID and a VTIMEZONE', () => {
    const text = renderFeed({ title: 'Meine Einsätze', host: 'inv.example', baseUrl: 'https://inv.example', orders: [order] });
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20260701T063000');
    expect(text).toContain('BEGIN:VTIMEZONE');
    expect(text).toContain('TZID:Europe/Berlin');
  });

  it('names the order, the store, the team leader and the time clock link; stable UID', () => {
    const text = renderFeed({ title: 'Meine Einsätze', host: 'inv.example', baseUrl: 'https://inv.example/', orders: [order] }).replace(/\r\n /g, '');
    expect(text).toContain('SUMMARY:Markt Nord');
    expect(text).toContain('LOCATION:Hauptstraße 1\\, 12345 Berlin');
    expect(text).toContain('Teamleiter: Erika Muster');
    expect(text).toContain('https://inv.example/timeclock/7');
    expect(text).toContain('UID:order-7@inv.example');
  });

  it('a winter date is still local time (no UTC shift)', () => {
    const text = renderFeed({ title: 'x', host: 'h', baseUrl: '', orders: [{ ...order, validFrom: '2026-12-03', validTo: '2026-12-04', startTime: '22:00', teamLeader: null }] }).replace(/\r\n /g, '');
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20261203T220000');
    expect(text).toContain('Teamleiter: nicht festgelegt');
    expect(text).toContain('Zeitraum: 03.12.2026 – 04.12.2026');
    expect(text).toContain('/timeclock/7');
  });
});
