import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { positionsPerHour } from '../../tasks/performance-math.js';
import { writeCsv, neutralise } from './report-csv.js';
import { columnLetter, hoursOf, type ReportTable } from '../../../documents/report-table.js';
import { writeWorkbook } from '../../../documents/report-workbook.js';

interface Row {
  id: number;
  name: string;
  date: string;
  minutes: number;
  positions: number;
}

const table = (rows: Row[]): ReportTable<Row> => ({
  sheetName: 'Test',
  sumLabel: 'Summe',
  rows,
  columns: [
    { key: 'id', header: 'Personalnummer', kind: 'int', width: 14, value: (r) => r.id },
    { key: 'name', header: 'Name', kind: 'text', width: 24, value: (r) => r.name },
    { key: 'date', header: 'Datum', kind: 'date', width: 12, value: (r) => r.date },
    { key: 'hours', header: 'Arbeitszeit (Std.)', kind: 'hours', width: 16, value: (r) => hoursOf(r.minutes), total: 'sum' },
    { key: 'positions', header: 'Positionen', kind: 'int', width: 12, value: (r) => r.positions, total: 'sum' },
    {
      key: 'pph',
      header: 'Positionen/Std.',
      kind: 'int',
      width: 14,
      value: (r) => positionsPerHour(r.positions, r.minutes),
      total: { formula: (ref) => `IF(${ref('hours')}>0,ROUND(${ref('positions')}/${ref('hours')},0),0)`, value: (t) => (t('hours') > 0 ? Math.round(t('positions') / t('hours')) : 0) },
    },
  ],
});

const ROWS: Row[] = [
  { id: 2002, name: 'Hoffmann, Lena', date: '2026-03-02', minutes: 440, positions: 1000 }, // 7.33 h
  { id: 2003, name: '=HYPERLINK("http://x";"y")', date: '2026-03-31', minutes: 100, positions: 250 }, // 1.67 h
  { id: 2004, name: 'Müller; Jörg', date: '2026-03-15', minutes: 61, positions: 0 }, // 1.02 h
];

describe('columnLetter', () => {
  it('A … Z, AA …', () => {
    expect([0, 7, 25, 26, 27, 51, 52].map(columnLetter)).toEqual(['A', 'H', 'Z', 'AA', 'AB', 'AZ', 'BA']);
  });
});

describe('writeWorkbook', () => {
  it('headers, frozen header row, autofilter, widths, number formats, typed cells, sum row with formulas and cached results', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await writeWorkbook(table(ROWS))) as any);
    const ws = wb.getWorksheet('Test')!;
    expect(ws.getRow(1).values).toEqual([undefined, 'Personalnummer', 'Name', 'Datum', 'Arbeitszeit (Std.)', 'Positionen', 'Positionen/Std.']);
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.autoFilter).toBe('A1:F1');
    expect(ws.getColumn(2).width).toBe(24);
    expect(ws.rowCount).toBe(5);

    const r2 = ws.getRow(2);
    expect(r2.getCell(1).value).toBe(2002);
    expect(r2.getCell(1).numFmt).toBe('#,##0');
    expect(r2.getCell(3).value).toEqual(new Date(Date.UTC(2026, 2, 2)));
    expect(r2.getCell(3).numFmt).toBe('dd.mm.yyyy');
    expect(r2.getCell(4).value).toBe(7.33);
    expect(r2.getCell(4).numFmt).toBe('#,##0.00');
    expect(r2.getCell(6).value).toBe(136); // 1000 / 7.333 h
    // In the workbook a text stays a text: no formula is created from it.
    expect(ws.getRow(3).getCell(2).value).toBe('=HYPERLINK("http://x";"y")');
    expect(ws.getRow(3).getCell(2).type).toBe(ExcelJS.ValueType.String);

    const sum = ws.getRow(5);
    expect(sum.getCell(1).value).toBe('Summe');
    expect(sum.getCell(1).font?.bold).toBe(true);
    expect(sum.getCell(2).value).toBeNull();
    expect(sum.getCell(4).value).toEqual({ formula: 'SUM(D2:D4)', result: 10.02 }); // 7.33 + 1.67 + 1.02
    expect(sum.getCell(4).numFmt).toBe('#,##0.00');
    expect(sum.getCell(5).value).toEqual({ formula: 'SUM(E2:E4)', result: 1250 });
    expect(sum.getCell(6).value).toEqual({ formula: 'IF(D5>0,ROUND(E5/D5,0),0)', result: 125 }); // 1250 / 10.02
  });

  it('an empty report still has its header and a zero sum row', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await writeWorkbook(table([]))) as any);
    const ws = wb.getWorksheet('Test')!;
    expect(ws.rowCount).toBe(2);
    expect(ws.getRow(2).getCell(1).value).toBe('Summe');
    expect(ws.getRow(2).getCell(4).value).toBe(0);
    expect(ws.getRow(2).getCell(6).value).toBe(0);
  });

  it('a cached result of 0 is written into the file (exceljs drops it when reading)', async () => {
    const zip = await JSZip.loadAsync(await writeWorkbook(table([{ id: 1, name: 'x', date: '2026-01-01', minutes: 0, positions: 0 }])));
    const xml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    expect(xml).toContain('<f>SUM(D2:D2)</f><v>0</v>');
    expect(xml).toContain('<f>IF(D3&gt;0,ROUND(E3/D3,0),0)</f><v>0</v>');
  });
});

describe('writeCsv', () => {
  it('UTF-8 BOM, semicolons, CRLF, decimal comma, German dates, quoting, neutralised formulas, sum row', () => {
    const buf = writeCsv(table(ROWS));
    expect([...buf.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = buf.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text.split('\r\n')).toEqual([
      'Personalnummer;Name;Datum;Arbeitszeit (Std.);Positionen;Positionen/Std.',
      '2002;Hoffmann, Lena;02.03.2026;7,33;1000;136',
      `"'=HYPERLINK(""http://x"";""y"")";31.03.2026;1,67;250;150`.replace(/^/, '2003;'),
      '2004;"Müller; Jörg";15.03.2026;1,02;0;0',
      'Summe;;;10,02;1250;125',
      '',
    ]);
  });

  it('neutralises = + - @ (and tab / CR) at the start of a text only', () => {
    expect(['=1+1', '+49 40', '-5', '@SUM(A1)', '\t=1', '\r=1'].map(neutralise)).toEqual(["'=1+1", "'+49 40", "'-5", "'@SUM(A1)", "'\t=1", "'\r=1"]);
    expect(['Hamburg', 'a=b', ' =x', ''].map(neutralise)).toEqual(['Hamburg', 'a=b', ' =x', '']);
  });
});
