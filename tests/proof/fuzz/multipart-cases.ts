/**
 * Multipart fuzz cases for the upload paths (the REST routes whose document takes an Upload, and
 * /graphql's multipart request): believable parts (fields from the mutation's arguments, a small
 * file of the kind the path wants) with broken framing or broken parts: truncated bodies, a boundary
 * that does not match, missing or renamed parts, two files, too many fields, a huge part, hostile
 * file names and part headers, wrong content types.
 */
import fc from 'fast-check';
import { getNamedType, type GraphQLInputType } from 'graphql';
import { hostileString, plausible, type Pools } from './arbitraries.js';

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

export interface MultipartCase {
  contentType: string;
  body: Buffer;
  /** For reports: what was broken (never the bytes). */
  input: string;
}

const CRLF = '\r\n';
const quote = (s: string) => s.replace(/"/g, '%22').replace(/\r|\n/g, ' ');

export function encodeParts(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}${CRLF}Content-Disposition: form-data; name="${quote(p.name)}"`;
    if (p.filename !== undefined) head += `; filename="${quote(p.filename)}"`;
    head += CRLF;
    if (p.contentType !== undefined) head += `Content-Type: ${p.contentType}${CRLF}`;
    chunks.push(Buffer.from(head + CRLF), p.data, Buffer.from(CRLF));
  }
  chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return Buffer.concat(chunks);
}

export interface UploadTarget {
  /** Report name: "POST /api/…" or "POST /graphql uploadX". */
  what: string;
  url: string;
  /** Fields besides the file (REST form fields; for /graphql they become operations variables). */
  fields: { name: string; type: GraphQLInputType }[];
  /** The file it wants, and the most it takes. */
  file: { name: string; contentType: string; data: Buffer; maxBytes: number };
  /** For /graphql: the mutation and the file variable's name. */
  graphql?: { field: string; fileVar: string; document: string };
}

const FRAMINGS = ['ok', 'ok', 'ok', 'ok', 'truncate', 'boundaryMismatch', 'noBoundary', 'noClosing', 'lfOnly', 'preamble', 'mixed', 'asJson', 'garbage', 'headerNoColon'] as const;
const PART_EDITS = ['none', 'none', 'noFile', 'renameFile', 'twoFiles', 'manyFields', 'hugeField', 'hugeFile', 'emptyFile', 'randomBytes', 'wrongKind', 'hostileFilename', 'hostileContentType', 'hostileField', 'noFilename'] as const;

const FILENAMES = ['../../../../etc/passwd', '..\\..\\boot.ini', 'a\u0000.pdf', '', ' ', '.pdf', 'x'.repeat(1000) + '.pdf', '\u202Efdp.exe', 'ä ö ü.pdf', '😀.png', 'con', 'a/b/c.csv', '%2e%2e%2f.pdf', 'file"; name="x.pdf'];
const PART_TYPES = ['', 'application/x-msdownload', 'text/html', 'image/png; charset=utf-8', 'application/pdf\r\nX-Evil: 1', 'multipart/mixed; boundary=x', 'x'.repeat(500)];

export function multipartCase(target: UploadTarget, pools: Pools, other: Buffer): fc.Arbitrary<MultipartCase> {
  const fieldValues = fc.tuple(...target.fields.map((f) => plausible(f.type, f.name, pools, target.graphql?.field ?? '')));
  return fc
    .record({
      values: fieldValues,
      framing: fc.constantFrom(...FRAMINGS),
      edit: fc.constantFrom(...PART_EDITS),
      cut: fc.double({ min: 0, max: 1, noNaN: true }),
      text: hostileString.filter((s) => s.length < 20_000),
      filename: fc.constantFrom(...FILENAMES),
      partType: fc.constantFrom(...PART_TYPES),
      bytes: fc.uint8Array({ maxLength: 2000 }),
    })
    .map((c) => {
      const fields: Record<string, string> = {};
      target.fields.forEach((f, i) => {
        const v = c.values[i];
        if (v !== null && v !== undefined) fields[f.name] = typeof v === 'string' ? v : JSON.stringify(v);
      });
      let file: Part = { name: 'file', filename: target.file.name, contentType: target.file.contentType, data: target.file.data };
      const extra: Part[] = [];
      switch (c.edit) {
        case 'renameFile':
          file = { ...file, name: ['upload', 'File', 'files[]', '0', ''][c.bytes.length % 5] };
          break;
        case 'twoFiles':
          extra.push({ ...file, filename: `2-${file.filename}` });
          break;
        case 'manyFields':
          for (let i = 0; i < 15; i++) extra.push({ name: `f${i}`, data: Buffer.from(String(i)) });
          break;
        case 'hugeField':
          extra.push({ name: target.fields[0]?.name ?? 'x', data: Buffer.alloc(20_000, 'x') });
          break;
        case 'hugeFile':
          file = { ...file, data: Buffer.concat([target.file.data, Buffer.alloc(target.file.maxBytes + 1 - target.file.data.length, 0x20)]) };
          break;
        case 'emptyFile':
          file = { ...file, data: Buffer.alloc(0) };
          break;
        case 'randomBytes':
          file = { ...file, data: Buffer.from(c.bytes) };
          break;
        case 'wrongKind':
          file = { ...file, data: other };
          break;
        case 'hostileFilename':
          file = { ...file, filename: c.filename };
          break;
        case 'noFilename':
          file = { ...file, filename: undefined };
          break;
        case 'hostileContentType':
          file = { ...file, contentType: c.partType };
          break;
        case 'hostileField':
          if (target.fields.length) fields[target.fields[c.bytes.length % target.fields.length].name] = c.text;
          break;
      }
      const parts: Part[] = [];
      if (target.graphql) {
        const variables: Record<string, unknown> = { ...fields, [target.graphql.fileVar]: null };
        for (const f of target.fields) if (f.name in variables && getNamedType(f.type).name === 'Int') variables[f.name] = Number(variables[f.name]);
        parts.push({ name: 'operations', data: Buffer.from(JSON.stringify({ query: target.graphql.document, variables })) });
        const map = c.edit === 'hostileField' ? c.text : JSON.stringify({ [file.name === 'file' ? '0' : file.name]: [`variables.${target.graphql.fileVar}`] });
        parts.push({ name: 'map', data: Buffer.from(map) });
        if (c.edit !== 'noFile') parts.push({ ...file, name: file.name === 'file' ? '0' : file.name });
        parts.push(...extra.map((e) => (e.filename !== undefined ? { ...e, name: '0' } : e)));
      } else {
        for (const [k, v] of Object.entries(fields)) parts.push({ name: k, data: Buffer.from(v) });
        if (c.edit !== 'noFile') parts.push(file);
        parts.push(...extra);
      }
      const boundary = `----fuzz${c.bytes.length}x${Math.floor(c.cut * 1e6)}`;
      let body = encodeParts(parts, boundary);
      let contentType = `multipart/form-data; boundary=${boundary}`;
      switch (c.framing) {
        case 'truncate':
          body = body.subarray(0, Math.floor(body.length * c.cut));
          break;
        case 'boundaryMismatch':
          contentType = `multipart/form-data; boundary=${boundary}X`;
          break;
        case 'noBoundary':
          contentType = 'multipart/form-data';
          break;
        case 'noClosing':
          body = body.subarray(0, body.length - (boundary.length + 6));
          break;
        case 'lfOnly':
          body = Buffer.from(body.toString('latin1').replace(/\r\n/g, '\n'), 'latin1');
          break;
        case 'preamble':
          body = Buffer.concat([Buffer.from('garbage before the first boundary\r\n'), body]);
          break;
        case 'mixed':
          contentType = `multipart/mixed; boundary=${boundary}`;
          break;
        case 'asJson':
          contentType = 'application/json';
          break;
        case 'garbage':
          body = Buffer.from(c.bytes);
          break;
        case 'headerNoColon':
          body = Buffer.from(body.toString('latin1').replace('Content-Disposition:', 'Content-Disposition'), 'latin1');
          break;
      }
      return { contentType, body, input: `${c.framing}/${c.edit} (${body.length} bytes)` };
    });
}
