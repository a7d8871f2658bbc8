import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useAuth } from '@/shared/session/auth';
import { TimeclockList } from './components/timeclock-list';
import { timeclockGates } from './gates';
import { OrderClock } from './order-view-loader';
import './texts';

/**
 * /timeclock (the orders of a day, spec 2 §2.4) and /timeclock/{orderId} (clocking on one order,
 * spec 2 §2.5); both routes require Timeclock (app/routes.tsx). The order view loads on demand
 * (order-view-loader.ts); the shell's Suspense shows its spinner meanwhile.
 */
export default function TimeclockPage() {
  const { orderId } = useParams();
  const { auth } = useAuth();
  const abilities = auth?.abilities;
  const gates = useMemo(() => timeclockGates(abilities ?? []), [abilities]);
  if (orderId === undefined) return <TimeclockList gates={gates} />;
  const id = /^\d{1,9}$/.test(orderId) ? Number(orderId) : 0;
  return <OrderClock key={id} orderId={id} gates={gates} />;
}
