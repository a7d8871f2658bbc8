/**
 * /graphql's multipart requests (the GraphQL multipart request spec: `operations`, `map`, then the
 * files), read whole before GraphQL runs. Replaces graphql-upload-minimal's processRequest, which
 * (1.6.4) listens for its parser's 'error' only once: a malformed part header followed by the end of
 * the body emitted a second error nobody handled and the process exited (found by fuzzing).
 * Reading the whole request first also means a mapped file that never came, or a body cut short,
 * refuses the request (422 through app.ts) instead of failing inside a resolver (a 500).
 * Files are kept in memory up to `maxFileSize` bytes, like the REST face's readMultipart; a longer one
 * is cut there and marked `truncated` so the resolver answers "too big".
 */
import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { Upload } from 'graphql-upload-minimal';

export interface MultipartOptions {
  maxFileSize: number;
  maxFiles: number;
  maxFieldSize: number;
}

/** The error the upload middleware hands on: `status` 400 or 413, the message stays in the log. */
export class MultipartError extends Error {
  readonly expose = true;
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Puts `value` at a dotted path (`variables.file`, `0.variables.files.1`) that must already exist. */
function setAt(target: unknown, path: string, value: unknown): void {
  const keys = path.split('.');
  let node: any = target;
  for (const key of keys.slice(0, -1)) {
    if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, key)) throw new MultipartError(400, `no such path: ${path}`);
    node = node[key];
  }
  const last = keys.at(-1)!;
  if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, last) || ['__proto__', 'constructor', 'prototype'].includes(last)) {
    throw new MultipartError(400, `no such path: ${path}`);
  }
  node[last] = value;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** graphqlUploadExpress's `processRequest`: the operations with Upload values where the map says. */
export function processMultipart(req: IncomingMessage, _res: unknown, opts: MultipartOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let parser: ReturnType<typeof busboy>;
    try {
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fields: 2, fieldSize: opts.maxFieldSize, files: opts.maxFiles, fileSize: opts.maxFileSize } });
    } catch {
      reject(new MultipartError(400, 'not a multipart body'));
      return;
    }
    let failed: MultipartError | null = null;
    let operations: unknown;
    let map: Map<string, string[]> | null = null;
    const files = new Map<string, Promise<Upload>>();
    const fail = (status: number, message: string) => {
      if (failed) return;
      failed = new MultipartError(status, message);
      req.unpipe(parser);
      // Read (and drop) the rest of the body so the answer reaches the client.
      req.resume();
      reject(failed);
    };

    parser.on('field', (name, value, info) => {
      if (failed) return;
      if (info.valueTruncated) return fail(413, `field ${name} too long`);
      try {
        if (name === 'operations' && operations === undefined) {
          operations = JSON.parse(value);
          if (!isPlainObject(operations) && !Array.isArray(operations)) fail(400, 'operations is no object');
        } else if (name === 'map' && operations !== undefined && !map) {
          const parsed = JSON.parse(value);
          if (!isPlainObject(parsed)) return fail(400, 'map is no object');
          const entries = Object.entries(parsed);
          if (entries.length > opts.maxFiles) return fail(413, 'too many files');
          if (!entries.every(([, paths]) => Array.isArray(paths) && paths.length > 0 && paths.every((p) => typeof p === 'string' && p.trim() !== ''))) return fail(400, 'map entry is no list of paths');
          map = new Map(entries as [string, string[]][]);
        } else fail(400, `unexpected field ${name}`);
      } catch {
        fail(400, `${name} is no JSON`);
      }
    });

    parser.on('file', (name, stream, info) => {
      if (failed || !map || !map.has(name) || files.has(name)) {
        stream.resume();
        if (!failed && !map) fail(400, 'file before map');
        return;
      }
      files.set(
        name,
        new Promise<Upload>((done, error) => {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', error);
          stream.on('end', () => {
            const content = Buffer.concat(chunks);
            const truncated = (stream as { truncated?: boolean }).truncated === true;
            const upload = new Upload();
            (upload as unknown as { resolve(f: unknown): void }).resolve({
              fieldName: name,
              filename: info.filename,
              mimetype: info.mimeType,
              encoding: info.encoding,
              createReadStream: () => Object.assign(Readable.from([content]), { truncated }),
            });
            done(upload);
          });
        }),
      );
      // A file that fails is the request's failure; noted here so no rejection goes unhandled.
      files.get(name)!.catch(() => fail(400, 'file part broken'));
    });

    parser.on('filesLimit', () => fail(413, 'too many files'));
    parser.on('fieldsLimit', () => fail(400, 'too many fields'));
    // Every error the parser emits, however often (the cause of the crash this module replaces).
    parser.on('error', () => fail(400, 'malformed multipart body'));
    parser.on('close', () => {
      if (failed) return;
      if (operations === undefined || !map) return fail(400, 'operations or map missing');
      Promise.all([...map.keys()].map((name) => files.get(name) ?? Promise.reject(new MultipartError(400, `file ${name} missing`))))
        .then((uploads) => {
          [...map!.values()].forEach((paths, i) => paths.forEach((p) => setAt(operations, p, uploads[i])));
          resolve(operations);
        })
        .catch((err: unknown) => fail(err instanceof MultipartError ? err.status : 400, err instanceof Error ? err.message : 'multipart body broken'));
    });
    req.on('error', () => fail(400, 'request broken'));
    req.on('close', () => {
      if (!req.readableEnded) fail(400, 'request ended early');
    });
    req.pipe(parser);
  });
}
