import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { renderPayslips } from './payslip-split.samples.js';
import { pdfText } from '../test/pdf-text.js';
import { cutPages, excerptOf, ownerOf, pageTexts, personnelNumbersOf, splitPayslips, TooManyUnassignedError } from './payslip-split.js';

describe('personnel number on a page', () => {
  it.each([
    ['Personalnummer: 2002', [2002]],
    ['Personal-Nummer 17', [17]],
    ['Personalnummer:2002', [2002]],
    ['Pers.-Nr.: 123456789', [123456789]],
    ['Pers. Nr. 42', [42]],
    ['PersNr 7', [7]],
    ['pers.nr.: 5', [5]],
    ['PERSONALNUMMER 2002 … Personalnummer: 2002', [2002]],
    ['Personalnummer 1 und Pers.-Nr. 2', [1, 2]],
    ['Steuernummer: 2002', []],
    ['Personalnummer: —', []],
    ['', []],
  ])('%s → %j', (text, numbers) => {
    expect(personnelNumbersOf(text)).toEqual(numbers);
  });

  it('belongs to exactly one known employee, else to nobody', () => {
    const known = (n: number) => n === 2002 || n === 2001;
    expect(ownerOf('Personalnummer: 2002', known)).toBe(2002);
    expect(ownerOf('Personalnummer: 9999', known)).toBeNull();
    expect(ownerOf('Personalnummer: 9999 Pers.-Nr. 2001', known)).toBe(2001);
    expect(ownerOf('Personalnummer: 2002 Pers.-Nr. 2001', known)).toBeNull();
    expect(ownerOf('Keine Nummer', known)).toBeNull();
  });

  it('excerpt: one line, at most 160 characters', () => {
    expect(excerptOf('  Verdienst\n abrechnung \t x ')).toBe('Verdienst abrechnung x');
    const long = excerptOf('a'.repeat(500));
    expect(long).toHaveLength(160);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('splitPayslips', () => {
  const ym = '2026-09';
  it("cuts one PDF per employee (their pages in order) and keeps nobody's pages as ranges of the original", async () => {
    const pdf = await renderPayslips([
      { personnelNumber: 2001, name: 'Markus Schneider', yearMonth: ym },
      { personnelNumber: 2002, name: 'Lena Hoffmann', yearMonth: ym },
      { personnelNumber: 9999, name: 'Frank Unbekannt', yearMonth: ym },
      { personnelNumber: 2001, name: 'Markus Schneider', yearMonth: ym, hours: 7 },
    ]);
    expect((await pageTexts(pdf))[1]).toMatch(/Personalnummer:\s*2002/);
    let asked: number[] = [];
    const result = await splitPayslips(pdf, (numbers) => {
      asked = numbers;
      return new Set([2001, 2002]);
    });
    expect(asked.sort()).toEqual([2001, 2002, 9999]);
    expect(result.pageCount).toBe(4);
    expect(result.groups.map((g) => [g.employeeId, g.pages])).toEqual([
      [2001, [1, 4]],
      [2002, [2]],
    ]);
    const markus = await PDFDocument.load(result.groups[0].pdf);
    expect(markus.getPageCount()).toBe(2);
    const markusText = await pdfText(result.groups[0].pdf);
    expect(markusText).toContain('Markus Schneider');
    expect(markusText).not.toContain('Lena');
    // Page order kept: the second page is the one with 7 hours.
    expect((await pageTexts(result.groups[0].pdf))[1]).toContain('7,00 Std.');
    expect(result.unassigned.map((u) => [u.from, u.to])).toEqual([[3, 3]]);
    expect(result.unassigned[0].excerpt).toMatch(/^Personalnummer 9999 · Inventurdienst/);
    expect(result.unassigned[0].excerpt).toContain('Frank Unbekannt');
    const [page3] = await cutPages(pdf, [[3]]);
    expect(await pdfText(page3)).toContain('Personalnummer: 9999');
  });

  it('consecutive pages nobody owns with the same printed numbers are one range (many pages, few entries)', async () => {
    const stranger = (n: number) => ({ personnelNumber: n, name: 'Frank Unbekannt', yearMonth: ym });
    const pdf = await renderPayslips([stranger(9999), stranger(9999), stranger(9999), { personnelNumber: 2001, name: 'Markus Schneider', yearMonth: ym }, stranger(9999), stranger(8888), stranger(8888)]);
    const result = await splitPayslips(pdf, () => new Set([2001]));
    expect(result.unassigned.map((u) => [u.from, u.to])).toEqual([
      [1, 3],
      [5, 5],
      [6, 7],
    ]);
    await expect(splitPayslips(pdf, () => new Set([2001]), { maxUnassignedRanges: 2 })).rejects.toThrow(TooManyUnassignedError);
  });

  it('refuses bytes that are no PDF', async () => {
    await expect(splitPayslips(Buffer.from('%PDF-1.7\nnonsense'), () => new Set())).rejects.toThrow();
  });
});
