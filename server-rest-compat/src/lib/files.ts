import type { Response } from 'express';
import { contentDisposition } from './file-names.js';

/** A generated file (GraphQL: base64) answered as a download named in content-disposition. */
export function sendFile(res: Response, file: { fileName: string; contentType: string; contentBase64: string }): Buffer {
  res.setHeader('content-type', file.contentType);
  res.setHeader('content-disposition', contentDisposition(file.fileName));
  res.setHeader('access-control-expose-headers', 'content-disposition');
  return Buffer.from(file.contentBase64, 'base64');
}
