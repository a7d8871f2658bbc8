import { runInNewContext } from 'node:vm';
import { expect, it } from 'vitest';
import { pageTexts } from './payslip-split.js';
import { renderPayslips } from './payslip-split.samples.js';

// On its own: the test helpers (pdf-text.ts) load pdf.js the plain way.
it('pdf.js runs in a worker thread and leaves this thread alone (its core-js would make Array.prototype.push a polyfill for the whole server)', async () => {
  expect(await pageTexts(await renderPayslips([{ personnelNumber: 2002, name: 'Anna Berg', yearMonth: '2026-09' }]))).toHaveLength(1);
  // pdf.js's worker module registers itself here when it is loaded into this thread.
  expect((globalThis as { pdfjsWorker?: unknown }).pdfjsWorker).toBeUndefined();
  // core-js dresses its polyfills up as native for this realm's toString: ask another realm's.
  const sourceOf = runInNewContext('Function.prototype.toString') as (this: unknown) => string;
  expect(sourceOf.call(Array.prototype.push)).toContain('[native code]');
  expect(Object.getOwnPropertyDescriptor(Array.prototype, 'push')).toMatchObject({ writable: true, enumerable: false, configurable: true });
});
