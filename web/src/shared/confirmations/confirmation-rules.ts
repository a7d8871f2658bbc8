import { ApolloError } from '@apollo/client';
import { compareDe, ROLL_CAGE_FIELDS, rollCageCountProblem, type RollCageField } from '@inv/domain';
import type { PathPrefixes } from '@/shared/form/server-errors';
import { yup } from '@/shared/form/yup';
import './texts';

/**
 * Pure rules of the inventory confirmation (spec 3 §2.2, §2.5, §4, §5), shared by the public page
 * /confirmations/{uuid} and the planning tab's edit dialog. No generated types here: the public chunk
 * must not pull in the orders feature.
 */

/** The categories in the order of spec 3 §2.5. */
export const CATEGORY_KEYS = ['fruitAndVegetables', 'flowers', 'storage', 'targetActualComparison', 'labels'] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];
export type Categories = Record<CategoryKey, boolean>;

/** The roll-cage counts: form fields, sent (and named by the server's 422) under storageDetails (the server's contract). */
export const ROLL_CAGE_KEYS = ROLL_CAGE_FIELDS;

/** The server's 422 paths → the form's: 'storageDetails.storageRollCageCount' is the field storageRollCageCount. */
export const CONFIRMATION_PREFIXES: PathPrefixes = { 'storageDetails.': '' };

export interface ConfirmationFormValues {
  categories: Categories;
  /** As typed (the inputs are text fields with a numeric keyboard). */
  storageRollCageCount: string;
  storageFreezerRollCageCount: string;
  comment: string;
}

export interface ConfirmationSource {
  categories: Categories;
  storageRollCageCount: number | null;
  storageFreezerRollCageCount: number | null;
  comment: string;
}

export function formValuesOf(c: ConfirmationSource): ConfirmationFormValues {
  const { flowers, fruitAndVegetables, labels, storage, targetActualComparison } = c.categories;
  return {
    categories: { flowers, fruitAndVegetables, labels, storage, targetActualComparison },
    storageRollCageCount: c.storageRollCageCount == null ? '' : String(c.storageRollCageCount),
    storageFreezerRollCageCount: c.storageFreezerRollCageCount == null ? '' : String(c.storageFreezerRollCageCount),
    comment: c.comment,
  };
}

/** A count as typed: '' is not given, anything but digits is no number (refused as such). */
const countOf = (text: string | undefined): number | null => {
  const t = (text ?? '').trim();
  if (t === '') return null;
  return /^\d+$/.test(t) ? Number(t) : Number.NaN;
};

/** A roll-cage count: only while storage is checked, then @inv/domain's rule and message (the server's). */
const rollCages = (field: RollCageField) =>
  yup
    .string()
    .default('')
    .test('rollCages', function rollCagesRule(v) {
      if (!(this.parent as ConfirmationFormValues).categories?.storage) return true;
      const problem = rollCageCountProblem(field, countOf(v));
      return problem ? this.createError({ message: problem }) : true;
    });

/**
 * The server's rule (spec 3 §5): both roll-cage counts required and whole numbers ≥ 0, but only when
 * storage is checked; nothing else is checked in the browser. The public page and the planning dialog.
 */
export const confirmationSchema = () =>
  yup.object({
    categories: yup.mixed<Categories>(),
    storageRollCageCount: rollCages('storageRollCageCount'),
    storageFreezerRollCageCount: rollCages('storageFreezerRollCageCount'),
    comment: yup.string().default(''),
  });

/** The request body: storageDetails only when storage is checked (spec 3 §7). Call after validating. */
export function toConfirmationInput(v: ConfirmationFormValues, confirm: boolean) {
  return {
    categories: { ...v.categories },
    comment: v.comment,
    confirm,
    ...(v.categories.storage
      ? {
          storageDetails: {
            storageRollCageCount: Number(v.storageRollCageCount.trim()),
            storageFreezerRollCageCount: Number(v.storageFreezerRollCageCount.trim()),
          },
        }
      : {}),
  };
}

/** The absolute link a customer gets (copy button in planning and on the order info tab). */
export function confirmationLink(uuid: string, origin: string = window.location.origin): string {
  return `${origin.replace(/\/+$/, '')}/confirmations/${encodeURIComponent(uuid)}`;
}

export type ConfirmationState = 'confirmed' | 'expired' | 'open';

/** Spec 3 §4: confirmed (has a timestamp) wins over expired; otherwise expired or open. */
export function confirmationState(c: { confirmationTimestamp: string | null | undefined; expired: boolean }): ConfirmationState {
  if (c.confirmationTimestamp) return 'confirmed';
  return c.expired ? 'expired' : 'open';
}

/** Newest day first; the same day by start time, later first (spec 3 §2.2 "sorted by date descending"). */
export function byDateDescending<T extends { date: string; startTime: string; name: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => b.date.localeCompare(a.date) || b.startTime.localeCompare(a.startTime) || compareDe(a.name, b.name));
}

export type PageFailure = 'notFound' | 'alreadyConfirmed' | 'expired' | 'tooMany' | 'failed';

/**
 * What a failed public call means for the page: NOT_FOUND (404); GONE (410) with extensions.reason
 * ALREADY_CONFIRMED or EXPIRED (or, as the REST face sends them, the headers x-already-confirmed /
 * x-expired); TOO_MANY_REQUESTS (429); anything else a failure. null without an error.
 */
export function pageFailure(err: unknown): PageFailure | null {
  if (!err) return null;
  if (!(err instanceof ApolloError)) return 'failed';
  const errors = err.graphQLErrors.length ? err.graphQLErrors : bodyErrors(err);
  for (const e of errors) {
    const ext = e.extensions ?? {};
    if (ext.code === 'NOT_FOUND') return 'notFound';
    if (ext.code === 'TOO_MANY_REQUESTS') return 'tooMany';
    if (ext.code === 'GONE') {
      const headers = (ext.headers ?? {}) as Record<string, string>;
      if (ext.reason === 'EXPIRED' || headers['x-expired'] === 'true') return 'expired';
      return 'alreadyConfirmed';
    }
  }
  return 'failed';
}

/** GraphQL errors inside a non-2xx answer's body (the server sends 404/410 with the errors in the body). */
function bodyErrors(err: ApolloError): readonly { extensions?: Record<string, unknown> }[] {
  const result = (err.networkError as { result?: { errors?: unknown } } | null)?.result;
  return Array.isArray(result?.errors) ? (result.errors as { extensions?: Record<string, unknown> }[]) : [];
}
