import type { Request, Response } from 'express';

/** REST strings → typed GraphQL variables. Shared by every route file. */
export const q = (req: Request, k: string) =>
  typeof req.query[k] === 'string' && req.query[k] !== '' ? (req.query[k] as string) : undefined;

export const int = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));

/** A path id; a non-numeric one can never exist, so it becomes -1 (→ 404). */
export const idParam = (req: Request, k = 'id') => {
  const n = Number(req.params[k]);
  return Number.isInteger(n) ? n : -1;
};

/** Empty means missing (the service answers 'ist erforderlich'); text that is no number stays text (422 'ist ungültig'). */
export const num = (v: unknown) =>
  v === undefined ? v : v === null || v === '' ? null : typeof v === 'number' ? v : Number.isFinite(Number(v)) ? Number(v) : v;

export const body = (req: Request): Record<string, any> => (req.body && typeof req.body === 'object' ? req.body : {});

export const pick = (o: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => o[k] !== undefined).map((k) => [k, o[k]]));

export const pageOf = (req: Request) => ({ page: int(q(req, 'page')), size: int(q(req, 'size')), sort: q(req, 'sort') });

export interface PageData {
  items: unknown[];
  number: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

/** The documented HAL-like collection: `_embedded.<name>` plus `page.*`. */
export const hal = (name: string, page: PageData) => ({
  _embedded: { [name]: page.items },
  page: { number: page.number, size: page.size, totalElements: page.totalElements, totalPages: page.totalPages },
});

/** An unpaged list in the same shape. */
export const halList = (name: string, items: unknown[]) => hal(name, { items, number: 0, size: items.length, totalElements: items.length, totalPages: 1 });

export function created(res: Response, location: string) {
  res.setHeader('Location', location);
}
