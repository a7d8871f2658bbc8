import type { Response } from 'express';

/**
 * content-disposition for any file name: an ASCII fallback plus the exact UTF-8 name (RFC 6266 /
 * RFC 5987), so names like "Ausweis Müller.pdf" neither break the header nor lose their letters.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (ascii === fileName) return `attachment; filename="${ascii}"`;
  const utf8 = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/** A generated file (GraphQL: base64) answered as a download named in content-disposition. */
export function sendFile(res: Response, file: { fileName: string; contentType: string; contentBase64: string }): Buffer {
  res.setHeader('content-type', file.contentType);
  res.setHeader('content-disposition', contentDisposition(file.fileName));
  res.setHeader('access-control-expose-headers', 'content-disposition');
  return Buffer.from(file.contentBase64, 'base64');
}
