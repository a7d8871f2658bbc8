// @ts-check
/**
 * The PDF work of a payroll upload, run in a worker thread (pdf-runner.ts starts it with memory
 * limits and a deadline): an uploaded PDF can inflate a few hundred kilobytes into hundreds of
 * megabytes of content, and reading it on the server's own thread stalled every other request.
 * Plain JavaScript because worker threads load files with Node's own loader, which on Node 20 cannot
 * read TypeScript (the server's tests run the sources, not the build).
 *
 * workerData: { op: 'read', pdf, maxPages, pattern, flags, group, maxText }
 *   → { pages: [{ numbers: number[], text: string }] } or { tooManyPages: number }
 * workerData: { op: 'cut', pdf, parts: number[][] (0-based page indices), pageCount }
 *   → { pdfs: Uint8Array[] }
 * An unreadable file ends in { error: message }.
 */
import { parentPort, workerData } from 'node:worker_threads';

/** pdf.js's worker module ships no types; loaded for its side effect (it runs in this thread). */
/** @type {string} */
const PDFJS_WORKER = 'pdfjs-dist/legacy/build/pdf.worker.mjs';

/**
 * Page by page: the distinct personnel numbers printed on it (found in the whole text) and the
 * start of its text (for the office to recognise a page; the whole text stays here).
 * @param {{ pdf: Uint8Array, maxPages: number, pattern: string, flags: string, group: number, maxText: number }} task
 */
async function read(task) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  await import(PDFJS_WORKER);
  const doc = await getDocument({ data: task.pdf, disableFontFace: true, useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    // Counted from the page tree before any page is read: a long file costs nothing.
    if (doc.numPages > task.maxPages) return { tooManyPages: doc.numPages };
    const pattern = new RegExp(task.pattern, task.flags);
    const pages = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const page = await doc.getPage(i);
      const content = await page.getTextContent();
      // Items joined with a space: "Personalnummer:" and "2002" may be separate runs; digits of
      // neighbouring runs must not fuse into one number.
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
      /** @type {number[]} */
      const numbers = [];
      for (const m of text.matchAll(pattern)) {
        const n = Number(m[task.group]);
        if (Number.isSafeInteger(n) && !numbers.includes(n)) numbers.push(n);
      }
      pages.push({ numbers, text: text.slice(0, task.maxText) });
      page.cleanup();
    }
    return { pages };
  } finally {
    await doc.destroy();
  }
}

/**
 * One new PDF per part, each with the given pages of the source in the given order.
 * @param {{ pdf: Uint8Array, parts: number[][], pageCount?: number }} task
 */
async function cut(task) {
  const { PDFDocument } = await import('pdf-lib');
  const source = await PDFDocument.load(task.pdf, { updateMetadata: false });
  if (task.pageCount !== undefined && source.getPageCount() !== task.pageCount) throw new Error('page count mismatch');
  const pdfs = [];
  for (const indices of task.parts) {
    const out = await PDFDocument.create({ updateMetadata: false });
    for (const page of await out.copyPages(source, indices)) out.addPage(page);
    pdfs.push(await out.save());
  }
  return { pdfs };
}

async function main() {
  try {
    if (workerData.op === 'read') parentPort?.postMessage(await read(workerData));
    else if (workerData.op === 'cut') {
      const result = await cut(workerData);
      parentPort?.postMessage(result, result.pdfs.map((p) => /** @type {ArrayBuffer} */ (p.buffer)));
    } else throw new Error(`unknown op ${workerData.op}`);
  } catch (err) {
    parentPort?.postMessage({ error: err instanceof Error ? err.message : String(err) });
  }
}

await main();
