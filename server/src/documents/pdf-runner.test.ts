import { describe, expect, it } from 'vitest';
import { decompressionBombPdf, manyPagesPdf } from '../test/pdf-bombs.js';
import { DEFAULT_PDF_LIMITS, PdfLimitError, PdfUnreadableError } from './pdf-runner.js';
import { cutPages, readPages } from './payslip-split.js';

const limits = (over: Partial<typeof DEFAULT_PDF_LIMITS>) => ({ ...DEFAULT_PDF_LIMITS, ...over });
const limitOf = (p: Promise<unknown>) =>
  p.then(
    () => 'none',
    (err) => (err instanceof PdfLimitError ? err.limit : String(err)),
  );

describe('PDF work in a worker thread, under limits (uploads cannot freeze the server)', () => {
  it('a file whose text fills the heap ends at the memory limit, the server thread keeps ticking', async () => {
    const bomb = await decompressionBombPdf(50);
    expect(bomb.length).toBeLessThan(200 * 1024);
    let maxGap = 0;
    let last = performance.now();
    const tick = setInterval(() => {
      const now = performance.now();
      maxGap = Math.max(maxGap, now - last);
      last = now;
    }, 20);
    try {
      expect(await limitOf(readPages(bomb, limits({ maxMemoryMb: 64, timeoutMs: 30_000 })))).toBe('memory');
    } finally {
      clearInterval(tick);
    }
    expect(maxGap).toBeLessThan(500);
  });

  it('inflated bytes outside the heap are watched too: 400 MB of zeros end at the memory limit', async () => {
    const bomb = await decompressionBombPdf(400, '\0');
    const before = process.memoryUsage.rss();
    expect(await limitOf(readPages(bomb, limits({ maxMemoryMb: 96, timeoutMs: 30_000 })))).toBe('memory');
    // The worker's memory is gone with it (a doubling of pdf.js's buffer may overshoot the limit once).
    expect(process.memoryUsage.rss() - before).toBeLessThan(400 * 1024 * 1024);
  });

  it('a file that takes longer than the time limit is ended', async () => {
    const bomb = await decompressionBombPdf(50, '(a) Tj ');
    expect(await limitOf(readPages(bomb, limits({ timeoutMs: 300 })))).toBe('time');
  });

  it('more pages than allowed are refused before any page is read', async () => {
    const err = await readPages(manyPagesPdf(30), limits({ maxPages: 20 })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PdfLimitError);
    expect(err).toMatchObject({ limit: 'pages', pages: 30 });
    expect(await readPages(manyPagesPdf(20), limits({ maxPages: 20 }))).toHaveLength(20);
  });

  it('unreadable bytes are the file\'s fault, for pdf.js and for pdf-lib', async () => {
    await expect(readPages(Buffer.from('%PDF-1.7\nnonsense'))).rejects.toBeInstanceOf(PdfUnreadableError);
    await expect(cutPages(Buffer.from('%PDF-1.7\nnonsense'), [[1]])).rejects.toBeInstanceOf(PdfUnreadableError);
  });
});
