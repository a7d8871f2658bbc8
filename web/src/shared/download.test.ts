import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download';

describe('fileNameFromDisposition', () => {
  it('reads a quoted and an unquoted filename', () => {
    expect(fileNameFromDisposition('attachment; filename="SAGE_2026-10.csv"')).toBe('SAGE_2026-10.csv');
    expect(fileNameFromDisposition('attachment; filename=DATEV_LODAS_2026-10.txt')).toBe('DATEV_LODAS_2026-10.txt');
    expect(fileNameFromDisposition('attachment;filename = "a b.csv" ; size=12')).toBe('a b.csv');
  });

  it('prefers the RFC 5987 form and decodes it (umlauts)', () => {
    expect(fileNameFromDisposition(`attachment; filename="Lohnabrechnung_2026-10_0.pdf"; filename*=UTF-8''Lohnabrechnung_M%C3%BCller_2026-10_0.pdf`)).toBe(
      'Lohnabrechnung_Müller_2026-10_0.pdf',
    );
    expect(fileNameFromDisposition(`attachment; filename*=utf-8'de'%C3%84nderung.pdf`)).toBe('Änderung.pdf');
  });

  it('falls back to the plain name when the encoded one is malformed', () => {
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="plain.pdf"`)).toBe('plain.pdf');
  });

  it('keeps escaped quotes and cuts off path parts', () => {
    expect(fileNameFromDisposition('attachment; filename="say \\"hi\\".txt"')).toBe('say "hi".txt');
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment; filename="C:\\\\temp\\\\x.csv"')).toBe('x.csv');
  });

  it('answers null without a name', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('')).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeNull();
  });
});
