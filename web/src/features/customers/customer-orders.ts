import { i18n } from '@/i18n/i18n';
import { yup } from '@/shared/form/yup';
import './texts';

/**
 * The hand-over to the order screen: /orders/new?customerId={id}&positions={n}. The order feature
 * reads both query parameters to prefill the new order with this customer.
 */
export const newOrderPath = (customerId: number, positions: number) => `/orders/new?customerId=${customerId}&positions=${positions}`;

/**
 * "Auftrag planen" (spec 3 §2.2, §2.7): the orders overview with customerId and positions opens the
 * capacity calendar with the create-inventory dialog and this customer preselected.
 */
export const planOrderPath = (customerId: number, positions: number) => `/v2/orders?customerId=${customerId}&positions=${positions}`;

/** spec 3 §9: the rounded mean over past orders that have positions; null when none has. */
export function averagePositions(past: readonly { numberOfPositions?: number | null }[]): number | null {
  const values = past.map((p) => p.numberOfPositions).filter((n): n is number => typeof n === 'number' && n > 0);
  return values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : null;
}

/** Plan order (spec 3 §5): positions required, an integer of at least 1 ('The value must be a positive integer'). */
export const planOrderSchema = () =>
  yup.object({
    positions: yup
      .string()
      .default('')
      .test('positions', () => i18n.t('customers.validation.positions'), (v) => /^\d+$/.test((v ?? '').trim()) && Number(v) >= 1),
  });

/** The positions of a valid plan form. */
export const planPositionsOf = (text: string) => Number(text.trim());
