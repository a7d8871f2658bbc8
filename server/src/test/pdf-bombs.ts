/**
 * Hostile PDFs for the limits of the PDF work, built byte by byte: small files whose one content
 * stream inflates to many megabytes (zlib from node:zlib), and files of many pages.
 */
import { createDeflate } from 'node:zlib';

/** `unit` repeated to `megabytes` MB, deflated (written in 1 MB blocks: the inflated text never exists here at once). */
async function deflateRepeated(unit: string, megabytes: number): Promise<Buffer> {
  const z = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  z.on('data', (c: Buffer) => out.push(c));
  const ended = new Promise((resolve, reject) => z.on('end', resolve).on('error', reject));
  const block = Buffer.alloc(Math.floor((1024 * 1024) / unit.length) * unit.length, unit, 'latin1');
  const blocks = Math.ceil((megabytes * 1024 * 1024) / block.length);
  z.write('BT /F1 1 Tf 0 800 Td 1 TL ');
  for (let i = 0; i < blocks; i++) if (!z.write(block)) await new Promise((r) => z.once('drain', r));
  z.end(' ET');
  await ended;
  return Buffer.concat(out);
}

/** A PDF of the given objects (1 = catalog), with a correct cross-reference table. */
function assemble(objects: (string | Buffer)[][]): Buffer {
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (b: string | Buffer) => {
    const buf = typeof b === 'string' ? Buffer.from(b, 'latin1') : b;
    parts.push(buf);
    length += buf.length;
  };
  push('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  objects.forEach((body, i) => {
    offsets.push(length);
    push(`${i + 1} 0 obj\n`);
    body.forEach(push);
    push('\nendobj\n');
  });
  const xref = length;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`);
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/**
 * One page whose content stream inflates to `megabytes` MB of `unit`. The default "(a) '" shows a
 * line of text per six bytes: pdf.js builds millions of text items (memory on the JS heap);
 * "\0" is whitespace to pdf.js, which only holds the inflated bytes (memory outside the heap).
 */
export async function decompressionBombPdf(megabytes: number, unit = "(a) ' "): Promise<Buffer> {
  const content = await deflateRepeated(unit, megabytes);
  return assemble([
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    ['<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>'],
    [`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, content, '\nendstream'],
    [FONT],
  ]);
}

/** `pages` pages sharing one small content stream that prints `text` (a few bytes per page). */
export function manyPagesPdf(pages: number, text = 'Seite ohne Personalnummer'): Buffer {
  const content = `BT /F1 12 Tf 56 780 Td (${text}) Tj ET`;
  const kids = Array.from({ length: pages }, (_, i) => `${i + 5} 0 R`).join(' ');
  return assemble([
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    [`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`],
    [`<< /Length ${content.length} >>\nstream\n${content}\nendstream`],
    [FONT],
    ...Array.from({ length: pages }, () => ['<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 3 0 R /Resources << /Font << /F1 4 0 R >> >> >>']),
  ]);
}
