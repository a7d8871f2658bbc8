import { lazy } from 'react';

/**
 * The order view (/timeclock/{orderId}) is a chunk of its own: the day's list — the landing page every
 * team leader opens on a phone at the start of an inventory — does not wait for the clocking view's
 * code, its forms (formik) and its tabs. The list fetches it as soon as it has drawn (or at once when it
 * is about to forward to the order the user is clocked into), so opening a tile does not wait either;
 * offline the service worker's precache holds it like every other chunk.
 */
const load = () => import('./components/order-clock');

export const OrderClock = lazy(() => load().then((m) => ({ default: m.OrderClock })));

/** Starts loading the order view; a failure is left to the render that needs it (it reports it). */
export function preloadOrderView() {
  load().catch(() => {});
}
