import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '@/shared/session/auth';
import { OrderScreen } from './components/order-screen';
import { OverviewPage } from './components/overview-page';
import { orderGates } from './gates';
import './texts';

/**
 * Every orders route lands here (app/routes.tsx): /v2/orders and /orders show the overview, /orders/new
 * and /orders/{orderId}/… the order screen. The routes already require Order_Overview.
 */
export default function OrdersPage() {
  const { auth } = useAuth();
  const abilities = auth?.abilities;
  const gates = useMemo(() => orderGates(abilities ?? []), [abilities]);
  const { pathname } = useLocation();
  const isScreen = /^\/orders\/[^/]+/.test(pathname);
  return isScreen ? <OrderScreen gates={gates} /> : <OverviewPage gates={gates} />;
}
