/**
 * Runs the PDF work of uploads (pdf-worker.js) off the server's thread: each task in a worker thread
 * of its own with a heap limit and a deadline, at most `workers` at a time. A file that needs more
 * ends in a PdfLimitError and the worker is gone with all it allocated; the server's thread only
 * waits for a message.
 */
import { Worker } from 'node:worker_threads';

export interface PdfLimits {
  /** Heap of one worker (V8's old generation), MB. */
  maxMemoryMb: number;
  /** Wall time of one task (start of the worker to its answer), ms. */
  timeoutMs: number;
  /** Pages of one upload. */
  maxPages: number;
  /** Worker threads at once; further tasks wait their turn (the wait does not count as their time). */
  workers: number;
}

export const DEFAULT_PDF_LIMITS: PdfLimits = { maxMemoryMb: 512, timeoutMs: 60_000, maxPages: 1000, workers: 1 };

/** The file needs more than the limits allow: too much memory, too much time or too many pages. */
export class PdfLimitError extends Error {
  constructor(
    readonly limit: 'memory' | 'time' | 'pages',
    /** The page count, for 'pages'. */
    readonly pages?: number,
  ) {
    super(`PDF over the ${limit} limit${pages ? ` (${pages} pages)` : ''}`);
  }
}

/** pdf.js or pdf-lib could not read the file (broken, encrypted, no PDF). */
export class PdfUnreadableError extends Error {}

const WORKER_FILE = new URL('./pdf-worker.js', import.meta.url);
const MB = 1024 * 1024;
/** How often the resident memory is looked at while a worker runs. */
const WATCH_MS = 20;

/** A FIFO of slots: at most `size` holders at once. */
class Slots {
  private busy = 0;
  private readonly waiting: (() => void)[] = [];
  async run<T>(size: number, work: () => Promise<T>): Promise<T> {
    if (this.busy >= Math.max(1, size)) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.busy++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next(); // the slot passes on as it is
      else this.busy--;
    }
  }
}
const slots = new Slots();

/** One task in a fresh worker: its answer, or PdfLimitError / PdfUnreadableError. */
export function runPdfTask<T>(task: Record<string, unknown>, limits: PdfLimits): Promise<T> {
  return slots.run(limits.workers, () => runInWorker<T>(task, limits));
}

function runInWorker<T>(task: Record<string, unknown>, limits: PdfLimits): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      fn();
    };
    const worker = new Worker(WORKER_FILE, {
      workerData: task,
      resourceLimits: {
        maxOldGenerationSizeMb: limits.maxMemoryMb,
        maxYoungGenerationSizeMb: Math.min(64, Math.max(8, Math.floor(limits.maxMemoryMb / 8))),
        stackSizeMb: 4,
      },
      // Its output is nobody's business: a worker that writes to stdout must not reach the log unmasked.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    const timer = setTimeout(() => {
      settle(() => reject(new PdfLimitError('time')));
      void worker.terminate();
    }, limits.timeoutMs);
    // The heap limit does not cover ArrayBuffers, and a decoded stream lives in one (a 1 MB file of
    // compressed zeros grew by 1.6 GB in pdf.js): the process's resident memory is watched too, and
    // the worker ends when it grew by more than the limit since the task began.
    const base = process.memoryUsage.rss();
    const watch = setInterval(() => {
      if (process.memoryUsage.rss() - base <= limits.maxMemoryMb * MB) return;
      settle(() => reject(new PdfLimitError('memory')));
      void worker.terminate();
    }, WATCH_MS);
    worker.on('message', (m: { error?: string; tooManyPages?: number }) => {
      if (m.error !== undefined) settle(() => reject(new PdfUnreadableError(m.error)));
      else if (m.tooManyPages !== undefined) settle(() => reject(new PdfLimitError('pages', m.tooManyPages)));
      else settle(() => resolve(m as T));
      void worker.terminate();
    });
    worker.on('error', (err: Error & { code?: string }) => {
      if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') settle(() => reject(new PdfLimitError('memory')));
      // An error thrown outside the task's own try (a module that failed to load): not the file's fault.
      else settle(() => reject(err));
    });
    worker.on('exit', (code) => settle(() => reject(new Error(`PDF worker exited with code ${code} without an answer`))));
  });
}
