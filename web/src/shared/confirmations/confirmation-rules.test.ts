import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { formPath } from '@/shared/form/server-errors';
import { schemaErrors } from '@/shared/form/yup';
import {
  byDateDescending,
  CONFIRMATION_PREFIXES,
  confirmationLink,
  confirmationSchema,
  confirmationState,
  formValuesOf,
  pageFailure,
  toConfirmationInput,
  type ConfirmationFormValues,
} from './confirmation-rules';
import { GERMAN_NAMES, SHUFFLED_NAMES } from '@/test/german-names';

/** The server's messages (@inv/domain), one per field. */
const REQ = 'Anzahl Rollwagen Lager ist erforderlich';
const REQ_FREEZER = 'Anzahl Rollwagen Tiefkühllager ist erforderlich';
const WHOLE = 'Anzahl Rollwagen Lager muss eine ganze Zahl ≥ 0 sein';
const validateConfirmation = (v: ConfirmationFormValues) => schemaErrors(confirmationSchema(), v);
const none = { flowers: false, fruitAndVegetables: false, labels: false, storage: false, targetActualComparison: false };
const form = (patch: Partial<ConfirmationFormValues> = {}, storage = true): ConfirmationFormValues => ({
  categories: { ...none, storage },
  storageRollCageCount: '',
  storageFreezerRollCageCount: '',
  comment: '',
  ...patch,
});

const gql = (extensions: Record<string, unknown>) => new ApolloError({ graphQLErrors: [new GraphQLError('x', { extensions })] });

describe('confirmation state of a row (spec 3 §4)', () => {
  it('is confirmed with a timestamp, even when the day has passed', () => {
    expect(confirmationState({ confirmationTimestamp: '2025-03-01T09:00:00Z', expired: false })).toBe('confirmed');
    expect(confirmationState({ confirmationTimestamp: '2025-03-01T09:00:00Z', expired: true })).toBe('confirmed');
  });
  it('is expired without a timestamp once expired, otherwise open', () => {
    expect(confirmationState({ confirmationTimestamp: null, expired: true })).toBe('expired');
    expect(confirmationState({ confirmationTimestamp: null, expired: false })).toBe('open');
  });
});

describe('confirmation link', () => {
  it('is absolute under /confirmations/{uuid}', () => {
    expect(confirmationLink('0f8fad5b-d9cb-469f-a165-70867728950e', 'https://app.example.com')).toBe(
      'https://app.example.com/confirmations/0f8fad5b-d9cb-469f-a165-70867728950e',
    );
  });
  it('does not double a trailing slash of the origin and escapes odd ids', () => {
    expect(confirmationLink('a b', 'http://localhost:3200/')).toBe('http://localhost:3200/confirmations/a%20b');
  });
});

describe('validation of the confirmation form (spec 3 §5)', () => {
  it('asks nothing of the roll cages without storage', () => {
    expect(validateConfirmation(form({ storageRollCageCount: 'abc' }, false))).toEqual({});
  });
  it('requires both counts with storage', () => {
    expect(validateConfirmation(form())).toEqual({ storageRollCageCount: REQ, storageFreezerRollCageCount: REQ_FREEZER });
    expect(validateConfirmation(form({ storageRollCageCount: '  ' })).storageRollCageCount).toBe(REQ);
  });
  it.each(['-1', '1.5', '2,0', 'drei', '1e3'])('refuses %s', (v) => {
    expect(validateConfirmation(form({ storageRollCageCount: v, storageFreezerRollCageCount: '0' }))).toEqual({ storageRollCageCount: WHOLE });
  });
  it('says what the server says about the same count (one roll-cage rule in the domain)', () => {
    expect(validateConfirmation(form({ storageRollCageCount: '-1', storageFreezerRollCageCount: '' }))).toEqual({
      storageRollCageCount: 'Anzahl Rollwagen Lager muss eine ganze Zahl ≥ 0 sein',
      storageFreezerRollCageCount: 'Anzahl Rollwagen Tiefkühllager ist erforderlich',
    });
  });
  it('accepts whole numbers from 0, with surrounding blanks', () => {
    expect(validateConfirmation(form({ storageRollCageCount: '0', storageFreezerRollCageCount: ' 12 ' }))).toEqual({});
  });
});

describe('request body', () => {
  it('sends storageDetails only when storage is checked (spec 3 §7)', () => {
    const without = toConfirmationInput(form({ storageRollCageCount: '3', comment: 'Hallo' }, false), false);
    expect(without).toEqual({ categories: { ...none }, comment: 'Hallo', confirm: false });
    expect('storageDetails' in without).toBe(false);
    expect(toConfirmationInput(form({ storageRollCageCount: ' 3', storageFreezerRollCageCount: '0' }), true)).toEqual({
      categories: { ...none, storage: true },
      comment: '',
      confirm: true,
      storageDetails: { storageRollCageCount: 3, storageFreezerRollCageCount: 0 },
    });
  });
  it('round-trips loaded values (null counts become empty inputs)', () => {
    const values = formValuesOf({ categories: { ...none, labels: true }, storageRollCageCount: null, storageFreezerRollCageCount: 4, comment: 'c' });
    expect(values).toEqual({ categories: { ...none, labels: true }, storageRollCageCount: '', storageFreezerRollCageCount: '4', comment: 'c' });
  });
  it("puts the server's storageDetails.* paths on the count fields (the server's contract)", () => {
    expect(formPath('storageDetails.storageRollCageCount', CONFIRMATION_PREFIXES)).toBe('storageRollCageCount');
    expect(formPath('storageDetails.storageFreezerRollCageCount', CONFIRMATION_PREFIXES)).toBe('storageFreezerRollCageCount');
    expect(formPath('categories.storage', CONFIRMATION_PREFIXES)).toBe('categories.storage');
  });
});

describe('page state of a failed public call (spec 3 §2.5, §8)', () => {
  it('tells 404, both 410s and 429 apart', () => {
    expect(pageFailure(gql({ code: 'NOT_FOUND' }))).toBe('notFound');
    expect(pageFailure(gql({ code: 'GONE', reason: 'ALREADY_CONFIRMED' }))).toBe('alreadyConfirmed');
    expect(pageFailure(gql({ code: 'GONE', reason: 'EXPIRED' }))).toBe('expired');
    expect(pageFailure(gql({ code: 'GONE', headers: { 'x-expired': 'true' } }))).toBe('expired');
    expect(pageFailure(gql({ code: 'TOO_MANY_REQUESTS' }))).toBe('tooMany');
  });
  it('reads errors from a non-2xx body and calls anything else a failure', () => {
    const network = Object.assign(new Error('410'), { result: { errors: [{ message: 'x', extensions: { code: 'GONE', reason: 'EXPIRED' } }] } });
    expect(pageFailure(new ApolloError({ networkError: network }))).toBe('expired');
    expect(pageFailure(gql({ code: 'INTERNAL' }))).toBe('failed');
    expect(pageFailure(new Error('boom'))).toBe('failed');
    expect(pageFailure(undefined)).toBeNull();
  });
});

describe('planning order', () => {
  it('sorts by date descending, then later start first', () => {
    const rows = [
      { date: '2025-03-10', startTime: '07:00', name: 'A' },
      { date: '2025-03-12', startTime: '06:00', name: 'B' },
      { date: '2025-03-10', startTime: '09:00', name: 'C' },
    ];
    expect(byDateDescending(rows).map((r) => r.name)).toEqual(['B', 'C', 'A']);
  });
});

describe('planning order, German names (DIN 5007-1)', () => {
  it('orders the same day and start by name in DIN 5007 order', () => {
    const rows = SHUFFLED_NAMES.map((name) => ({ date: '2025-03-10', startTime: '07:00', name }));
    expect(byDateDescending(rows).map((r) => r.name)).toEqual(GERMAN_NAMES);
  });
});
