import { useEffect, useRef } from 'react';
import { useAuth } from '@/shared/session/auth';
import { type Abilities, can } from '@/shared/session/abilities';

/** Events closer together than this (one clock request of a crew, an edit storm) cause one refetch. */
export const LIVE_DEBOUNCE_MS = 250;

/** The stream of worklog changes (server/src/live): every order, or one. */
export const liveClockUrl = (orderId: number | undefined) => `/api/live/timeclock${orderId === undefined ? '' : `?orderId=${orderId}`}`;

/**
 * Who may listen (the server decides; this only saves a request it would refuse): the time controlling
 * board (Superadmin) or the timeclock (the Timeclock group, which views every order).
 */
export function mayListen(abilities: Abilities, orderId: number | undefined): boolean {
  return can(abilities, 'useTimeclock') && (orderId === undefined || orderId > 0);
}

/**
 * The live board: calls `onChange` (debounced) whenever a worklog of the order — or, without
 * `orderId`, of any order — changes anywhere, so the page refetches through its normal query. After the
 * stream broke and came back (`open` again, or the server's `resync`) it refetches too: changes may have
 * been missed. Does nothing for a viewer who may not view; closes on unmount, logout and when the server
 * ends the stream for good (an answer other than 200 makes EventSource give up).
 */
export function useLiveClock(orderId: number | undefined, onChange: () => void): void {
  const { auth } = useAuth();
  const allowed = Boolean(auth?.authenticated) && mayListen(auth?.abilities ?? [], orderId);
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    if (!allowed || typeof EventSource === 'undefined') return;
    const source = new EventSource(liveClockUrl(orderId), { withCredentials: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), LIVE_DEBOUNCE_MS);
    };
    const onOpen = () => {
      // The first open follows the page's own load; a later one is a reconnect.
      if (opened) changed();
      opened = true;
    };
    source.addEventListener('open', onOpen);
    source.addEventListener('clock', changed);
    source.addEventListener('resync', changed);
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [allowed, orderId]);
}
