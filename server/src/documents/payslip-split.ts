/**
 * Payroll PDFs from the payroll office hold many employees' pages (spec 3 §4, issue 13): each page's
 * text is read with pdf.js, the personnel number printed on it names the employee, and pdf-lib cuts
 * one PDF per employee (their pages in order) plus one single-page PDF per page nobody owns.
 */
import { PDFDocument } from 'pdf-lib';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;
/** pdf.js's worker module (it ships no types; only loaded for its side effect). */
const PDFJS_WORKER: string = 'pdfjs-dist/legacy/build/pdf.worker.mjs';

/**
 * pdf.js, loaded on the first payroll upload. Its legacy build (and its worker, which runs in this
 * thread under Node) carries core-js, which on Node 20 replaces Array.prototype.push with a JavaScript
 * polyfill for the whole process (it only changes the error thrown on a frozen array's length):
 * loaded at start, every push in the server — the driver's rows, GraphQL, the ORM — became a plain
 * function call instead of V8's inlined built-in (issue 18, seen in the clock's CPU profile). Both are
 * loaded here (the worker module registers itself as globalThis.pdfjsWorker, so pdf.js does not load
 * it again later) and the built-in is put back; pdf.js works with it.
 */
function loadPdfJs(): Promise<PdfJs> {
  if (!pdfjs) {
    const push = Object.getOwnPropertyDescriptor(Array.prototype, 'push')!;
    pdfjs = Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import(PDFJS_WORKER)])
      .then(([lib]) => lib)
      .finally(() => Object.defineProperty(Array.prototype, 'push', push));
  }
  return pdfjs;
}

/** "Personalnummer: 2002", "Personal-Nr. 2002", "Pers.-Nr.: 2002", "PersNr 2002" (contract of issue 13). */
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

/** The text of every page (index 0 = page 1). Throws when the bytes are no readable PDF. */
export async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  // pdf.js takes ownership of (and may detach) the buffer it is given: hand it a copy.
  const { getDocument } = await loadPdfJs();
  const doc = await getDocument({ data: new Uint8Array(pdf), disableFontFace: true, useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const texts: string[] = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const page = await doc.getPage(i);
      const content = await page.getTextContent();
      // Items joined with a space: "Personalnummer:" and "2002" may be separate runs; digits of
      // neighbouring runs must not fuse into one number.
      texts.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
      page.cleanup();
    }
    return texts;
  } finally {
    await doc.destroy();
  }
}

export interface SplitGroup {
  employeeId: number;
  /** 1-based page numbers in the upload, ascending. */
  pages: number[];
  pdf: Buffer;
}

export interface SplitLoose {
  page: number;
  excerpt: string;
  pdf: Buffer;
}

export interface SplitResult {
  pageCount: number;
  groups: SplitGroup[];
  unassigned: SplitLoose[];
}

/**
 * Splits a payroll PDF by the personnel numbers on its pages. `existing` answers which of the
 * printed numbers are employees (one lookup for the whole file). Groups come in order of their first page.
 */
export async function splitPayslips(pdf: Uint8Array, existing: (numbers: number[]) => Promise<Set<number>> | Set<number>): Promise<SplitResult> {
  const texts = await pageTexts(pdf);
  const known = await existing([...new Set(texts.flatMap(personnelNumbersOf))]);
  const owners = texts.map((t) => ownerOf(t, (n) => known.has(n)));
  const source = await PDFDocument.load(pdf, { updateMetadata: false });
  if (source.getPageCount() !== texts.length) throw new Error('page count mismatch');

  const byOwner = new Map<number, number[]>();
  owners.forEach((owner, i) => {
    if (owner === null) return;
    const list = byOwner.get(owner) ?? [];
    list.push(i);
    byOwner.set(owner, list);
  });

  const cut = async (indices: number[]): Promise<Buffer> => {
    const out = await PDFDocument.create({ updateMetadata: false });
    for (const page of await out.copyPages(source, indices)) out.addPage(page);
    return Buffer.from(await out.save());
  };

  const groups: SplitGroup[] = [];
  for (const [employeeId, indices] of byOwner) groups.push({ employeeId, pages: indices.map((i) => i + 1), pdf: await cut(indices) });
  const unassigned: SplitLoose[] = [];
  for (const [i, owner] of owners.entries()) {
    if (owner === null) {
      // A printed but unknown number first: it is what the office needs to recognise the page.
      const printed = personnelNumbersOf(texts[i]);
      const excerpt = excerptOf(printed.length ? `Personalnummer ${printed.join(', ')} · ${texts[i]}` : texts[i]);
      unassigned.push({ page: i + 1, excerpt, pdf: await cut([i]) });
    }
  }
  return { pageCount: texts.length, groups, unassigned };
}
