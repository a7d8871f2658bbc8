import { useParams } from 'react-router';
import CustomerDetails from './customer-details';
import CustomerListPage from './customer-list-page';
import './texts';

/** /customers and /customers/{id}[/info|/orders] share one lazy chunk (spec 3 §2.7). */
export default function CustomersPage() {
  const { customerId } = useParams();
  return customerId === undefined ? <CustomerListPage /> : <CustomerDetails param={customerId} />;
}
