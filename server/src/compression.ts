import { constants as zlib } from 'node:zlib';
import { join } from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

/**
 * What is compressed on the fly, in one place (issue 18.1).
 *
 * - Threshold 1 KB: below that the gzip/brotli framing and the CPU cost outweigh the bytes saved
 *   (an answer of a few hundred bytes fits one TCP packet either way), e.g. `GET /api/auth`.
 * - Only types that compress (mime-db's "compressible", i.e. JSON, HTML, CSV, text): PDF, xlsx, zip
 *   and images are already compressed, a second pass costs CPU and saves nothing.
 * - Never `text/event-stream`: a compression stream buffers until its window fills, so server-sent
 *   events would arrive late or never (issue 21 adds SSE).
 * - Brotli quality 4 (the middleware's default): close to gzip -6 in speed, smaller output.
 *   Maximum-quality brotli is for the web app's files, which are compressed once at build time.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
const ALREADY_COMPRESSED = /^(application\/(pdf|zip|gzip|x-gzip|octet-stream|vnd\.openxmlformats|vnd\.ms-excel|x-7z|x-rar|x-bzip)|image\/(?!svg)|audio\/|video\/|font\/woff)/i;

export function shouldCompressOnTheFly(req: Request, res: Response): boolean {
  const type = String(res.getHeader('Content-Type') ?? '');
  if (/^text\/event-stream/i.test(type)) return false;
  if (ALREADY_COMPRESSED.test(type)) return false;
  return compression.filter(req, res);
}

/** On-the-fly compression for /api and /graphql answers (brotli when accepted, else gzip). */
export function apiCompression(): RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    filter: shouldCompressOnTheFly,
    brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/**
 * The built web app (web/dist) with the `.br` / `.gz` files the Vite build writes beside every
 * compressible asset: brotli preferred, gzip next, the original last (`Vary: Accept-Encoding`).
 * Hashed files under /assets are immutable for a year; index.html (also the answer to every
 * client-side route, e.g. /login) is revalidated on every load (`no-cache`), and so are the installable
 * app's files that keep their names from build to build (issue 21): the service worker `sw.js`, the
 * Workbox runtime it imports, `registerSW.js` and the web manifest — a cached old worker would keep
 * serving an old build. Content types by extension (mime-db: .webmanifest → application/manifest+json).
 */
const REVALIDATED = /\/(index\.html|sw\.js|registerSW\.js|workbox-[^/]*\.js|manifest\.webmanifest)(\.br|\.gz)?$/;

export function webApp(webDist: string): Router {
  const router = express.Router();
  const negotiated = (root: string, serveStatic: expressStaticGzip.ExpressStaticGzipOptions['serveStatic']) =>
    expressStaticGzip(root, { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false, serveStatic });
  router.use('/assets', negotiated(join(webDist, 'assets'), { immutable: true, maxAge: '1y' }));
  const root = negotiated(webDist, {
    index: false,
    maxAge: 0,
    setHeaders: (res, path) => {
      if (REVALIDATED.test(path)) res.setHeader('Cache-Control', 'no-cache');
    },
  });
  router.use(root);
  // Client-side routes: index.html through the same negotiation.
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const url = req.url;
    req.url = '/index.html';
    root(req, res, (err?: unknown) => {
      req.url = url;
      next(err);
    });
  });
  return router;
}
