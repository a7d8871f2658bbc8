/**
 * Payroll PDFs from the payroll office hold many employees' pages (spec 3 §4): each page's
 * text is read with pdf.js, the personnel number printed on it names the employee, and pdf-lib cuts
 * one PDF per employee (their pages in order); pages nobody owns stay ranges of the original. Both
 * libraries run in worker threads under limits (pdf-runner.ts): an uploaded file must not be able
 * to hold up the server.
 */
import { DEFAULT_PDF_LIMITS, runPdfTask, type PdfLimits } from './pdf-runner.js';

/** "Personalnummer: 2002", "Personal-Nr. 2002", "Pers.-Nr.: 2002", "PersNr 2002" (the spellings payroll offices print). */
export const PERSONNEL_NUMBER = /(Personal-?nummer|Pers\.?\s*-?\s*Nr\.?)\s*:?\s*(\d{1,9})/gi;

/** Every distinct personnel number printed on a page, in order of appearance. */
export function personnelNumbersOf(text: string): number[] {
  const found: number[] = [];
  for (const m of text.matchAll(PERSONNEL_NUMBER)) {
    const n = Number(m[2]);
    if (Number.isSafeInteger(n) && !found.includes(n)) found.push(n);
  }
  return found;
}

/**
 * The employee a page belongs to: exactly one of the printed numbers is a known employee. None or
 * several known ones leave the page unassigned (a payslip must never land in the wrong archive).
 */
export function ownerOf(text: string, isEmployee: (id: number) => boolean): number | null {
  const known = personnelNumbersOf(text).filter(isEmployee);
  return known.length === 1 ? known[0] : null;
}

/** A short, single-line start of a page's text, for a person to recognise the page. */
export function excerptOf(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/** Characters of a page's text that leave the worker (the excerpt needs the start only). */
const MAX_PAGE_TEXT = 4000;

export interface PageInfo {
  /** The distinct personnel numbers printed on the page (anywhere in its text), in order. */
  numbers: number[];
  /** The start of the page's text. */
  text: string;
}

/**
 * Every page's personnel numbers and the start of its text (index 0 = page 1), read with pdf.js in a
 * worker under `limits`. Throws PdfLimitError (memory, time, pages) or PdfUnreadableError.
 */
export async function readPages(pdf: Uint8Array, limits: PdfLimits = DEFAULT_PDF_LIMITS): Promise<PageInfo[]> {
  const { pages } = await runPdfTask<{ pages: PageInfo[] }>(
    { op: 'read', pdf, maxPages: limits.maxPages, pattern: PERSONNEL_NUMBER.source, flags: PERSONNEL_NUMBER.flags, group: 2, maxText: MAX_PAGE_TEXT },
    limits,
  );
  return pages;
}

/** The start of every page's text (tests and tools). */
export async function pageTexts(pdf: Uint8Array, limits: PdfLimits = DEFAULT_PDF_LIMITS): Promise<string[]> {
  return (await readPages(pdf, limits)).map((p) => p.text);
}

/**
 * New PDFs cut from `pdf` with pdf-lib in a worker: one per part, each with the given 1-based pages
 * in order. `pageCount`, when given, must be the source's (pdf.js and pdf-lib must agree on the file).
 */
export async function cutPages(pdf: Uint8Array, parts: number[][], limits: PdfLimits = DEFAULT_PDF_LIMITS, pageCount?: number): Promise<Buffer[]> {
  if (!parts.length) return [];
  const { pdfs } = await runPdfTask<{ pdfs: Uint8Array[] }>({ op: 'cut', pdf, parts: parts.map((p) => p.map((n) => n - 1)), pageCount }, limits);
  return pdfs.map((p) => Buffer.from(p.buffer, p.byteOffset, p.byteLength));
}

export interface SplitGroup {
  employeeId: number;
  /** 1-based page numbers in the upload, ascending. */
  pages: number[];
  pdf: Buffer;
}

/**
 * Consecutive pages nobody owns that carry the same printed numbers (none, or the same unknown
 * ones): kept as a range of the original, not as files of their own.
 */
export interface SplitRange {
  /** First and last 1-based page of the range. */
  from: number;
  to: number;
  excerpt: string;
}

export interface SplitResult {
  pageCount: number;
  groups: SplitGroup[];
  unassigned: SplitRange[];
}

/** Refused before anything is cut: more unassigned ranges than one upload may leave. */
export class TooManyUnassignedError extends Error {
  constructor(readonly ranges: number) {
    super(`${ranges} unassigned page ranges`);
  }
}

export interface SplitOptions {
  limits?: PdfLimits;
  /** Most unassigned ranges one upload may leave (default: no limit). */
  maxUnassignedRanges?: number;
}

/**
 * Splits a payroll PDF by the personnel numbers on its pages. `existing` answers which of the
 * printed numbers are employees (one lookup for the whole file). Groups come in order of their first
 * page; pages nobody owns come back as ranges (SplitRange), cut from the original when needed.
 */
export async function splitPayslips(
  pdf: Uint8Array,
  existing: (numbers: number[]) => Promise<Set<number>> | Set<number>,
  options: SplitOptions = {},
): Promise<SplitResult> {
  const limits = options.limits ?? DEFAULT_PDF_LIMITS;
  const pages = await readPages(pdf, limits);
  const known = await existing([...new Set(pages.flatMap((p) => p.numbers))]);
  const owners = pages.map((p) => {
    const mine = p.numbers.filter((n) => known.has(n));
    return mine.length === 1 ? mine[0] : null;
  });

  const unassigned: SplitRange[] = [];
  let sameAsLast = '';
  owners.forEach((owner, i) => {
    if (owner !== null) return;
    const printed = pages[i].numbers;
    const key = printed.join(',');
    const last = unassigned.at(-1);
    if (last && last.to === i && key === sameAsLast) {
      last.to = i + 1;
      return;
    }
    sameAsLast = key;
    // A printed but unknown number first: it is what the office needs to recognise the page.
    const excerpt = excerptOf(printed.length ? `Personalnummer ${printed.join(', ')} · ${pages[i].text}` : pages[i].text);
    unassigned.push({ from: i + 1, to: i + 1, excerpt });
  });
  if (options.maxUnassignedRanges !== undefined && unassigned.length > options.maxUnassignedRanges) throw new TooManyUnassignedError(unassigned.length);

  const byOwner = new Map<number, number[]>();
  owners.forEach((owner, i) => {
    if (owner === null) return;
    const list = byOwner.get(owner) ?? [];
    list.push(i + 1);
    byOwner.set(owner, list);
  });
  const entries = [...byOwner];
  // Cut even when every page is unassigned: pdf-lib must be able to read the file the ranges point into.
  const pdfs = await cutPages(pdf, entries.length ? entries.map(([, p]) => p) : [[1]], limits, pages.length);
  const groups: SplitGroup[] = entries.map(([employeeId, list], i) => ({ employeeId, pages: list, pdf: pdfs[i] }));
  return { pageCount: pages.length, groups, unassigned };
}
