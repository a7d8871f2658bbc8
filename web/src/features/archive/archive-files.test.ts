import { describe, expect, it } from 'vitest';
import { archiveDownloadUrl, employeeIdParam, newestFirst } from './archive-files';
import { GERMAN_NAMES_DESC, SHUFFLED_NAMES } from '@/test/german-names';

const file = (fileName: string, yearMonth: string | null, createdAt: string) => ({ fileName, path: fileName.padEnd(32, '0'), documentType: null, yearMonth, createdAt });

describe('newestFirst', () => {
  it('sorts by month, then by when filed, then corrections above the original', () => {
    const sorted = newestFirst([
      file('Lohnabrechnung_2026-08_0.pdf', '2026-08', '2026-09-05T10:00:00Z'),
      file('Lohnabrechnung_2026-09_0.pdf', '2026-09', '2026-10-05T10:00:00Z'),
      file('Lohnabrechnung_2026-09_1.pdf', '2026-09', '2026-10-05T10:00:00Z'),
      // Filed late: still sorts into its month.
      file('Lohnabrechnung_2026-07_0.pdf', '2026-07', '2026-10-20T10:00:00Z'),
      file('Vertrag.pdf', null, '2026-09-20T10:00:00Z'),
    ]);
    expect(sorted.map((f) => f.fileName)).toEqual([
      'Lohnabrechnung_2026-09_1.pdf',
      'Lohnabrechnung_2026-09_0.pdf',
      'Vertrag.pdf',
      'Lohnabrechnung_2026-08_0.pdf',
      'Lohnabrechnung_2026-07_0.pdf',
    ]);
  });
});

describe('archive paths', () => {
  it('encodes the key and reads only personnel numbers from the route', () => {
    expect(archiveDownloadUrl('a/b c')).toBe('/api/archive/download?key=a%2Fb%20c');
    expect(employeeIdParam('2002')).toBe(2002);
    expect(employeeIdParam('..')).toBeNull();
    expect(employeeIdParam(undefined)).toBeNull();
    expect(employeeIdParam('1e3')).toBeNull();
  });
});

describe('newestFirst, German file names (DIN 5007-1)', () => {
  it('orders files of the same month and time by name, descending, in German order', () => {
    const files = SHUFFLED_NAMES.map((n) => file(`${n}.pdf`, '2026-09', '2026-10-05T10:00:00Z'));
    expect(newestFirst(files).map((f) => f.fileName)).toEqual(GERMAN_NAMES_DESC.map((n) => `${n}.pdf`));
  });
});
