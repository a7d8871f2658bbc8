import fc from 'fast-check';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeCsv, parseTaskCsv } from './task-csv.js';

const utf8 = (s: string) => new TextEncoder().encode(s);
const HEADER = 'Bezeichnung;Positionen;Mitarbeiter;Personalnummer;Priorität\n';

describe('decodeCsv', () => {
  it('reads UTF-8 and drops the BOM', () => {
    expect(decodeCsv(utf8('\uFEFFRegal Süd'))).toBe('Regal Süd');
  });
  it('falls back to ISO-8859-1 / Windows-1252 for bytes that are no UTF-8', () => {
    expect(decodeCsv(iconv.encode('Größe Ärger Übel ß', 'latin1'))).toBe('Größe Ärger Übel ß');
  });
});

describe('parseTaskCsv', () => {
  it('skips the header, reads the columns, numbers lines physically', () => {
    const r = parseTaskCsv(utf8(`${HEADER}Regal 1;120;Lena Hoffmann;2002;1\nKühltruhe;0;Markus Schneider;2001;\n`));
    expect(r).toEqual({
      fileError: null,
      errors: [],
      rows: [
        { line: 2, label: 'Regal 1', positions: 120, employeeName: 'Lena Hoffmann', employeeId: 2002, priority: 1 },
        { line: 3, label: 'Kühltruhe', positions: 0, employeeName: 'Markus Schneider', employeeId: 2001, priority: 0 },
      ],
    });
  });

  it('ISO-8859-1 umlauts', () => {
    const r = parseTaskCsv(iconv.encode(`${HEADER}Gemüse Außenlager;5;Jörg Müller;2003;2\n`, 'latin1'));
    expect(r.rows).toEqual([{ line: 2, label: 'Gemüse Außenlager', positions: 5, employeeName: 'Jörg Müller', employeeId: 2003, priority: 2 }]);
  });

  it('a BOM, CRLF, empty and blank lines, separator-only lines', () => {
    const r = parseTaskCsv(utf8(`\uFEFF\r\n${HEADER.replace('\n', '\r\n')}\r\nA;1;x;2001;3\r\n   \r\n;;;;\r\nB;2;y;2002;0\r\n`));
    expect(r.errors).toEqual([]);
    expect(r.rows.map((x) => [x.line, x.label, x.priority])).toEqual([
      [4, 'A', 3],
      [7, 'B', 0],
    ]);
  });

  it('quotes with ; inside, "" escapes, and a field over two lines keeps the start line', () => {
    const r = parseTaskCsv(utf8(`${HEADER}"Regal ""A""; oben";3;"Müller; Jörg";2001;1\n"zwei\nZeilen";4;x;2002;1\nC;5;x;2003;1\n`));
    expect(r.errors).toEqual([]);
    expect(r.rows.map((x) => [x.line, x.label, x.employeeName])).toEqual([
      [2, 'Regal "A"; oben', 'Müller; Jörg'],
      [3, 'zwei\nZeilen', 'x'],
      [5, 'C', 'x'],
    ]);
  });

  it('the priority column may be missing (4 columns → 0); empty numbers are 0', () => {
    const r = parseTaskCsv(utf8('label;positions;employeeName;employeeId\nA;;x;2001\n'));
    expect(r.rows).toEqual([{ line: 2, label: 'A', positions: 0, employeeName: 'x', employeeId: 2001, priority: 0 }]);
  });

  it('reports every bad line with its field and German message', () => {
    const r = parseTaskCsv(
      utf8(`${HEADER};1;x;2001;1\nB;-1;x;2001;1\nC;1,5;x;;1\nD;1;x;0;x\nE;1;x;abc;1\nF;1;x;2001;1;zuviel\nG;1;x\nH;2;x;2001;1\n`),
    );
    expect(r.fileError).toBeNull();
    expect(r.errors).toEqual([
      { line: 2, field: 'label', message: 'Bezeichnung fehlt' },
      { line: 3, field: 'positions', message: 'Positionen müssen eine ganze Zahl ab 0 sein' },
      { line: 4, field: 'positions', message: 'Positionen müssen eine ganze Zahl ab 0 sein' },
      { line: 4, field: 'employeeId', message: 'Mitarbeiternummer fehlt' },
      { line: 5, field: 'employeeId', message: 'Mitarbeiternummer fehlt' },
      { line: 5, field: 'priority', message: 'Priorität muss eine ganze Zahl ab 0 sein' },
      { line: 6, field: 'employeeId', message: 'Mitarbeiter abc ist unbekannt' },
      { line: 7, field: 'row', message: 'Die Zeile hat mehr als 5 Spalten' },
      { line: 8, field: 'row', message: 'Die Zeile hat zu wenige Spalten' },
    ]);
    expect(r.rows.map((x) => x.label)).toEqual(['H']);
  });

  it('no data rows, a header only or an empty file → file error; a NUL byte → not a CSV', () => {
    expect(parseTaskCsv(utf8(HEADER)).fileError).toBe('Die Datei enthält keine Aufgaben');
    expect(parseTaskCsv(utf8('')).fileError).toBe('Die Datei enthält keine Aufgaben');
    expect(parseTaskCsv(new Uint8Array([0x41, 0x00, 0x42])).fileError).toBe('Es muss genau eine *.csv Datei hochgeladen werden');
  });

  it('an unclosed quote is a line error, not an exception', () => {
    const r = parseTaskCsv(utf8(`${HEADER}A;1;x;2001;1\n"offen;2;x;2001;1\n`));
    expect(r.rows).toEqual([]);
    expect(r.errors).toEqual([{ line: 3, field: 'row', message: 'Die Datei konnte nicht als CSV gelesen werden' }]);
  });

  it('any byte sequence gives rows or errors, never an exception', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        const r = parseTaskCsv(bytes);
        expect(r.fileError !== null || r.rows.length + r.errors.length > 0).toBe(true);
      }),
      { numRuns: 500 },
    );
    const alphabet = fc.constantFrom('A', 'ü', ';', '"', '\n', '\r', '1', '0', ' ', '-', '\uFEFF');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 200 }), (chars) => {
        const r = parseTaskCsv(utf8(chars.join('')));
        for (const row of r.rows) expect(row.line).toBeGreaterThan(1);
      }),
      { numRuns: 500 },
    );
  });
});
