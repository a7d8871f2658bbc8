import { randomBytes } from 'node:crypto';

/** 128 random bits written 8-4-4-4-12 in lower-case hex (the confirmation link's uuid). */
export function newConfirmationUuid(bytes: Buffer = randomBytes(16)): string {
  if (bytes.length !== 16) throw new Error('16 bytes expected');
  const h = bytes.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export const CONFIRMATION_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A link expires at the end of the day before the inventory (Europe/Berlin): from the inventory's own
 * day on it is expired. Both dates YYYY-MM-DD.
 */
export function isExpired(validFrom: string, today: string): boolean {
  return today >= validFrom;
}

/** Storage and target/actual can be ordered by the customer when the order has no customer or the customer has the service. */
export function orderable(customer: { storage: boolean; targetActualComparison: boolean } | null | undefined) {
  return { storage: !customer || customer.storage, targetActualComparison: !customer || customer.targetActualComparison };
}

export const CATEGORY_KEYS = ['flowers', 'fruitAndVegetables', 'labels', 'storage', 'targetActualComparison'] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];
