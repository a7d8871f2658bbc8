import { PlaceholderPage } from '@/shared/placeholder-page';

/** Delivered with its own issue; the route and its guard are live already. */
export default function ClockingHistoryPage() {
  return <PlaceholderPage />;
}
