import { PlaceholderPage } from '@/shared/placeholder-page';

/** /statistic/{orderId}: built by its own helper of issue 16; this stands in until then. */
export default function OrderStatisticPage() {
  return <PlaceholderPage />;
}
