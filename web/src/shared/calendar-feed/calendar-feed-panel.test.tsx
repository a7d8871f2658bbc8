import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/i18n/i18n';
import { renderUi } from '@/test/render';
import { type Seen, scriptedClient } from '@/test/scripted-client';
import CalendarFeedPanel from './calendar-feed-panel';

const confirm = vi.hoisted(() => vi.fn(async () => true));
vi.mock('@/shared/dialogs/dialog-store', async (original) => ({ ...(await original<typeof import('@/shared/dialogs/dialog-store')>()), confirmDialog: confirm }));

const feed = (url: string, active = true) => ({ __typename: 'CalendarFeed' as const, url, active, createdAt: active ? '2026-11-28T10:00:00.000Z' : null });
const URL1 = 'https://inv.example/api/calendar-feed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const URL2 = 'https://inv.example/api/calendar-feed/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';

afterEach(() => {
  cleanup();
  confirm.mockClear();
});

describe('calendar feed panel', () => {
  it('asks the server only on request, then shows the address once with its webcal link', async () => {
    const seen: Seen = [];
    renderUi(<CalendarFeedPanel scope="own" />, { client: scriptedClient({ MyCalendarFeed: () => ({ data: { myCalendarFeed: feed(URL1) } }) }, seen) });
    expect(seen).toEqual([]);
    fireEvent.click(await screen.findByTestId('calendar-feed-own-open'));
    expect(((await screen.findByTestId('calendar-feed-own-url')) as HTMLInputElement).value).toBe(URL1);
    expect(screen.getByText('In Kalender-App öffnen').getAttribute('href')).toBe(URL1.replace('https://', 'webcal://'));
    expect(seen.map((s) => s.name)).toEqual(['MyCalendarFeed']);
  });

  it('an existing feed: no address, a new one after confirming; revoking leaves none (office scope)', async () => {
    const seen: Seen = [];
    const client = scriptedClient(
      {
        OfficeCalendarFeed: () => ({ data: { officeCalendarFeed: feed('') } }),
        RenewOfficeCalendarFeed: () => ({ data: { renewOfficeCalendarFeed: feed(URL2) } }),
        RevokeOfficeCalendarFeed: () => ({ data: { revokeOfficeCalendarFeed: true } }),
      },
      seen,
    );
    renderUi(<CalendarFeedPanel scope="office" />, { client });
    fireEvent.click(await screen.findByTestId('calendar-feed-office-open'));
    expect((await screen.findByTestId('calendar-feed-office-hidden')).textContent).toContain('nur beim Erzeugen angezeigt');
    fireEvent.click(screen.getByTestId('calendar-feed-office-renew'));
    expect(((await screen.findByTestId('calendar-feed-office-url')) as HTMLInputElement).value).toBe(URL2);
    expect(confirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('calendar-feed-office-revoke'));
    expect(await screen.findByTestId('calendar-feed-office-none')).toBeTruthy();
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(seen.map((s) => s.name)).toEqual(['OfficeCalendarFeed', 'RenewOfficeCalendarFeed', 'RevokeOfficeCalendarFeed']);
  });
});
