import type { Request } from 'express';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { Upload } from 'graphql-upload-minimal';

export interface MultipartBody {
  fields: Record<string, string>;
  /** The first file part, as the GraphQL Upload scalar expects it; null when none was sent. */
  file: Upload | null;
}

/**
 * A documented multipart upload (fields plus one file) → form fields and an Upload value for the
 * GraphQL mutation, as /graphql's multipart parser would hand it over. At most `maxFileSize` bytes
 * of the file are kept and the stream says `truncated`: the resolver refuses the file as too big.
 */
export function readMultipart(req: Request, maxFileSize: number): Promise<MultipartBody> {
  if (!req.is('multipart/form-data')) return Promise.resolve({ fields: {}, file: null });
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: Promise<Upload> | null = null;
    let parser: ReturnType<typeof busboy>;
    try {
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { files: 1, fields: 10, fieldSize: 10_000, fileSize: maxFileSize } });
    } catch {
      // No boundary, unknown content type: not a multipart body at all.
      reject(Object.assign(new Error('Ungültige multipart-Anfrage'), { path: 'file' }));
      return;
    }
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (fieldName, stream, info) => {
      file = new Promise<Upload>((done, fail) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('error', fail);
        stream.on('end', () => {
          const content = Buffer.concat(chunks);
          const truncated = (stream as { truncated?: boolean }).truncated === true;
          const upload = new Upload();
          (upload as unknown as { resolve(f: unknown): void }).resolve({
            fieldName,
            filename: info.filename,
            mimetype: info.mimeType,
            encoding: info.encoding,
            createReadStream: () => Object.assign(Readable.from([content]), { truncated }),
          });
          done(upload);
        });
      });
    });
    // A broken body is the file field's fault (422 on `file`); the parser's English detail is not shown.
    // The rest of the body is read and dropped: a request left paused would wedge its keep-alive
    // connection until the server's timeout, and the client's next request on it with it (found by fuzzing).
    parser.on('error', () => {
      req.unpipe(parser);
      req.resume();
      reject(Object.assign(new Error('Ungültige multipart-Anfrage'), { path: 'file' }));
    });
    parser.on('close', () => {
      Promise.resolve(file)
        .then((f) => resolve({ fields, file: f }))
        .catch(reject);
    });
    req.pipe(parser);
  });
}
