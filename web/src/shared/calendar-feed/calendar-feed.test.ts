import { describe, expect, it } from 'vitest';
import { feedDisplay, webcalUrl } from './calendar-feed';

describe('calendar feed display', () => {
  it('shows a just-made address with its webcal form', () => {
    expect(feedDisplay({ url: 'https://inv.example/api/calendar-feed/abc.ics', active: true, createdAt: '2026-11-28T10:00:00Z' })).toEqual({
      kind: 'url',
      url: 'https://inv.example/api/calendar-feed/abc.ics',
      webcal: 'webcal://inv.example/api/calendar-feed/abc.ics',
    });
  });

  it('an active feed without address: hidden (shown only once); none when inactive or unknown', () => {
    expect(feedDisplay({ url: '', active: true, createdAt: '2026-11-28T10:00:00Z' })).toEqual({ kind: 'hidden', createdAt: '2026-11-28T10:00:00Z' });
    expect(feedDisplay({ url: '', active: false, createdAt: null })).toEqual({ kind: 'none' });
    expect(feedDisplay(undefined)).toEqual({ kind: 'none' });
  });

  it('webcal only for http(s) addresses', () => {
    expect(webcalUrl('http://localhost:3000/api/calendar-feed/x.ics')).toBe('webcal://localhost:3000/api/calendar-feed/x.ics');
    expect(webcalUrl('/api/calendar-feed/x.ics')).toBeNull();
  });
});
