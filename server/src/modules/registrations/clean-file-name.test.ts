import { describe, expect, it } from 'vitest';
import { cleanFileName } from './registration-files.service.js';

describe('uploads keep their own extension: the stored name ends in the sniffed type', () => {
  it('an extension the content does not have is replaced by the checked type', () => {
    expect(cleanFileName('bild.html', 'png')).toBe('bild.png');
    expect(cleanFileName('Lohn Oktober.htm', 'pdf')).toBe('Lohn Oktober.pdf');
    expect(cleanFileName('rechnung.pdf.svg', 'pdf')).toBe('rechnung.pdf.pdf');
    expect(cleanFileName('x.exe ', 'jpg')).toBe('x.jpg');
    expect(cleanFileName('.html', 'png')).toBe('html.png');
  });

  it('the own extension stays when it names the same type, in any case or spelling', () => {
    expect(cleanFileName('Aufenthaltstitel Müller.pdf', 'pdf')).toBe('Aufenthaltstitel Müller.pdf');
    expect(cleanFileName('SCAN.PDF', 'pdf')).toBe('SCAN.PDF');
    expect(cleanFileName('foto.jpeg', 'jpg')).toBe('foto.jpeg');
    expect(cleanFileName('scan.tiff', 'tif')).toBe('scan.tiff');
  });

  it('no extension gets the type\'s; paths, control characters and length handled as before', () => {
    expect(cleanFileName('scan', 'png')).toBe('scan.png');
    expect(cleanFileName('', 'pdf')).toBe('datei.pdf');
    expect(cleanFileName('C:\\Users\\a\\b<c>.html', 'png')).toBe('b_c_.png');
    const long = cleanFileName(`${'a'.repeat(200)}.html`, 'png');
    expect(long).toHaveLength(150);
    expect(long.endsWith('.png')).toBe(true);
  });
});
