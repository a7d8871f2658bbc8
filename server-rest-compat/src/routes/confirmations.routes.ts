import type { Request } from 'express';
import type { RestRouter } from '../rest-router.js';
import { body, halList, num, q } from '../lib/params.js';

const CATEGORIES = `categories { flowers fruitAndVegetables labels storage targetActualComparison }`;
const PUBLIC = `uuid date startTime name address zip city ${CATEGORIES} storageRollCageCount storageFreezerRollCageCount comment
  storageOrderable targetActualComparisonOrderable confirmed`;
const STAFF = `uuid orderId date startTime name address zip city confirmationTimestamp expired status ${CATEGORIES} changedByCustomer
  storageRollCageCount storageFreezerRollCageCount storageDetails { storageRollCageCount storageFreezerRollCageCount } comment
  storageOrderable targetActualComparisonOrderable`;
const CATEGORY_KEYS = ['flowers', 'fruitAndVegetables', 'labels', 'storage', 'targetActualComparison'] as const;

const bool = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : v);
const uuidOf = (req: Request) => String(req.params.uuid);

/** The documented body → ConfirmationInput: only categories, comment, confirm and storageDetails. */
function confirmationInput(b: Record<string, any>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  if (b.categories !== undefined) {
    const c = b.categories;
    input.categories = c && typeof c === 'object' && !Array.isArray(c)
      ? Object.fromEntries(CATEGORY_KEYS.filter((k) => c[k] !== undefined).map((k) => [k, bool(c[k])]))
      : c;
  }
  if (b.comment !== undefined) input.comment = b.comment === null ? null : typeof b.comment === 'string' ? b.comment : String(b.comment);
  if (b.confirm !== undefined) input.confirm = bool(b.confirm);
  if (b.storageDetails !== undefined) {
    const s = b.storageDetails;
    input.storageDetails = s && typeof s === 'object' && !Array.isArray(s)
      ? { storageRollCageCount: num(s.storageRollCageCount) ?? null, storageFreezerRollCageCount: num(s.storageFreezerRollCageCount) ?? null }
      : s;
  }
  return input;
}

/** Inventory confirmations (spec 3 §2.5, §7): the list and /confirm for staff, GET/POST by uuid public. */
export function confirmationRoutes(r: RestRouter): void {
  r.get('/confirmations', {
    document: `query($from: String, $to: String, $confirmed: Boolean) { confirmations(from: $from, to: $to, confirmed: $confirmed) { ${STAFF} } }`,
    variables: (req) => ({ from: q(req, 'from') ?? null, to: q(req, 'to') ?? null, confirmed: q(req, 'confirmed') === undefined ? null : bool(q(req, 'confirmed')) }),
    map: (d) => halList('confirmations', d.confirmations),
  });

  r.get('/confirmations/:uuid', {
    document: `query($uuid: String!) { publicConfirmation(uuid: $uuid) { ${PUBLIC} } }`,
    variables: (req) => ({ uuid: uuidOf(req) }),
    map: (d) => d.publicConfirmation,
  });

  r.post('/confirmations/:uuid', {
    document: `mutation($uuid: String!, $input: ConfirmationInput!) { savePublicConfirmation(uuid: $uuid, input: $input) { ${PUBLIC} } }`,
    variables: (req) => ({ uuid: uuidOf(req), input: confirmationInput(body(req)) }),
    map: (d) => d.savePublicConfirmation,
  });

  r.post('/confirmations/:uuid/confirm', {
    document: `mutation($uuid: String!, $input: ConfirmationInput) { confirmInventory(uuid: $uuid, input: $input) { ${STAFF} } }`,
    variables: (req) => {
      const b = body(req);
      return { uuid: uuidOf(req), input: Object.keys(b).length ? confirmationInput(b) : null };
    },
    map: (d) => d.confirmInventory,
  });
}
