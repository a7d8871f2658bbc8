import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

/**
 * What is compressed on the fly, in one place.
 *
 * - Threshold 1 KB: below that the gzip/brotli framing and the CPU cost outweigh the bytes saved
 *   (an answer of a few hundred bytes fits one TCP packet either way), e.g. `GET /api/auth`.
 * - Only types that compress (mime-db's "compressible", i.e. JSON, HTML, CSV, text): PDF, xlsx, zip
 *   and images are already compressed, a second pass costs CPU and saves nothing.
 * - Never `text/event-stream`: a compression stream buffers until its window fills, so server-sent
 *   events would arrive late or never (the live board streams SSE).
 * - Brotli quality 4 (the middleware's default) for streamed answers: close to gzip -6 in speed, smaller
 *   output; quality 2 for answers up to 64 KB compressed on the request's own turn (below).
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

/** Brotli quality of answers compressed on the fly (see above). */
const ON_THE_FLY_BROTLI = { [zlib.BROTLI_PARAM_QUALITY]: 4 };
/**
 * Brotli quality of the answers compressed on the request's own turn (≤ 64 KB): quality 2 takes about
 * half the time of 4 (order list of 48 KB: 138 µs against 251 µs; 5.3 KB against 4.5 KB), and those
 * microseconds hold the event loop; the bytes saved by 4 are a few hundred per answer.
 */
const WHOLE_ANSWER_BROTLI = { [zlib.BROTLI_PARAM_QUALITY]: 2 };

/**
 * On-the-fly compression for /api and /graphql answers (brotli when accepted, else gzip): an answer
 * handed over whole (`res.json`, `res.send`, `res.end(body)`) of at most SYNC_COMPRESSION_MAX_BYTES is
 * compressed at once and sent in one write with its length (wholeAnswerCompression); anything else —
 * a larger or streamed answer, or a client accepting only deflate — goes through the `compression`
 * middleware's stream.
 */
export function apiCompression(): RequestHandler[] {
  return [
    compression({ threshold: COMPRESSION_THRESHOLD_BYTES, filter: shouldCompressOnTheFly, brotli: { params: ON_THE_FLY_BROTLI } }),
    wholeAnswerCompression(),
  ];
}

/**
 * Up to this size an answer is compressed synchronously on the request's own turn (brotli 2: about
 * 0.07 ms for the timeclock's 25 KB, 0.2 ms at 64 KB). Larger ones (the accounting overview: 464 KB) keep the
 * middleware's stream, which compresses on libuv's thread pool without holding the event loop.
 */
export const SYNC_COMPRESSION_MAX_BYTES = 64 * 1024;

/** br if the client accepts it, else gzip, else null (q=0 refuses; `*` counts as both). */
export function negotiateEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((x) => /^\s*q=([\d.]+)\s*$/.exec(x)?.[1]).find((x) => x !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

/**
 * Compresses an answer handed to `res.end` whole, before the `compression` middleware sees it (this
 * wrapper is installed after it, so its `end` runs first). The stream path costs the timeclock's
 * small answers three socket writes (headers, one chunk, the closing chunk) plus a hop to the thread
 * pool and back; here the compressed body and its Content-Length leave in one write, and the
 * middleware passes an answer whose Content-Encoding is set (syscalls were ~20 % of a clock
 * request's server CPU on this machine).
 */
function wholeAnswerCompression(): RequestHandler {
  return (req, res, next) => {
    const write = res.write;
    const end = res.end;
    let streamed = false;
    res.write = function (this: Response, ...args: unknown[]) {
      streamed = true;
      return (write as (...a: unknown[]) => boolean).apply(this, args);
    } as Response['write'];
    res.end = function (this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
      const body = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : chunk;
      const coding = Buffer.isBuffer(body) && !streamed && !res.headersSent ? wholeAnswerCoding(req, res, body.length) : null;
      if (!coding) return (end as (...a: unknown[]) => Response).call(this, chunk, encoding, callback);
      const packed = coding === 'br'
        ? brotliCompressSync(body as Buffer, { params: { ...WHOLE_ANSWER_BROTLI, [zlib.BROTLI_PARAM_SIZE_HINT]: (body as Buffer).length } })
        : gzipSync(body as Buffer);
      res.setHeader('Content-Encoding', coding);
      res.setHeader('Content-Length', packed.length);
      const cb = typeof encoding === 'function' ? encoding : callback;
      return (end as (...a: unknown[]) => Response).call(this, packed, cb);
    } as Response['end'];
    next();
  };
}

/** The encoding for an answer of `length` bytes sent whole, or null (leave it to the middleware). */
function wholeAnswerCoding(req: Request, res: Response, length: number): 'br' | 'gzip' | null {
  if (length < COMPRESSION_THRESHOLD_BYTES || length > SYNC_COMPRESSION_MAX_BYTES) return null;
  if (req.method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304) return null;
  if (res.getHeader('Content-Encoding')) return null;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader('Cache-Control') ?? ''))) return null;
  if (!shouldCompressOnTheFly(req, res)) return null;
  const coding = negotiateEncoding(req.headers['accept-encoding']);
  if (coding) res.vary('Accept-Encoding');
  return coding;
}

/**
 * The built web app (web/dist) with the `.br` / `.gz` files the Vite build writes beside every
 * compressible asset: brotli preferred, gzip next, the original last (`Vary: Accept-Encoding`).
 * Hashed files under /assets are immutable for a year; index.html (also the answer to every
 * client-side route, e.g. /login) is revalidated on every load (`no-cache`), and so are the installable
 * app's files that keep their names from build to build: the service worker `sw.js`, the
 * Workbox runtime it imports, `registerSW.js` and the web manifest — a cached old worker would keep
 * serving an old build. Content types by extension (mime-db: .webmanifest → application/manifest+json).
 */
const REVALIDATED = /\/(index\.html|sw\.js|registerSW\.js|workbox-[^/]*\.js|manifest\.webmanifest)(\.br|\.gz)?$/;

export interface WebAppOptions {
  /**
   * Whether demo accounts exist (AuthService.demoData). Client routes then answer index.html with
   * `data-demo-accounts` on <html>, so the login page shows its demo note in its first render instead
   * of one `me` round trip later (the note was /login's largest paint).
   */
  demoAccounts?: () => Promise<boolean>;
  /**
   * Client routes whose page module index.html preloads (`<link rel="modulepreload">` for its file and
   * its static imports, from the build's .vite/manifest.json): the page's chunks load beside the entry
   * instead of after it has run (saves /login a second round trip). Path → source module, or the
   * name of a chunk group (web/vite.config.ts: `timeclock`), whose page module has no manifest key of its
   * own. A path ending in `/:id` matches that path with a number in place of `:id`.
   */
  pagePreloads?: Record<string, string>;
}

export function webApp(webDist: string, options: WebAppOptions = {}): Router {
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
  const variants = indexVariants(webDist);
  // Client-side routes: index.html through the same negotiation, or a changed copy (demo mark, preloads).
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const plain = () => {
      const url = req.url;
      req.url = '/index.html';
      root(req, res, (err?: unknown) => {
        req.url = url;
        next(err);
      });
    };
    const page = options.pagePreloads?.[req.path] ?? options.pagePreloads?.[req.path.replace(/\/\d{1,9}$/, '/:id')] ?? null;
    // Without the database the page is still served, as it was: without the mark.
    const demo = options.demoAccounts ? options.demoAccounts().catch(() => false) : Promise.resolve(false);
    demo.then((d) => (d || page ? sendVariant(req, res, variants(d, page)) : plain()), next);
  });
  return router;
}

/** A changed index.html held in memory in every encoding the built files have, compressed once. */
interface IndexVariant {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * index.html changed for a request: the demo mark on <html>, modulepreload links for a page. Each
 * variant is made once (in every encoding) and again when index.html changes on disk (a new build under
 * a running server), like the static files.
 */
function indexVariants(webDist: string): (demo: boolean, page: string | null) => IndexVariant {
  const file = join(webDist, 'index.html');
  let made: { mtimeMs: number; variants: Map<string, IndexVariant> } | undefined;
  return (demo, page) => {
    const { mtimeMs } = statSync(file);
    if (made?.mtimeMs !== mtimeMs) made = { mtimeMs, variants: new Map() };
    const key = `${demo}|${page ?? ''}`;
    let variant = made.variants.get(key);
    if (!variant) {
      let html = readFileSync(file, 'utf8');
      if (demo) html = html.replace(/<html\b([^>]*)>/i, '<html$1 data-demo-accounts>');
      if (page) html = html.replace('</head>', `${preloadLinks(webDist, page, html)}</head>`);
      variant = encoded(Buffer.from(html));
      made.variants.set(key, variant);
    }
    return variant;
  };
}

/**
 * `<link rel="modulepreload">` for a source module's chunk (or the chunk group of that name) and its
 * static imports that index.html does not load yet.
 */
function preloadLinks(webDist: string, module: string, html: string): string {
  let manifest: Record<string, { file: string; name?: string; imports?: string[] }>;
  try {
    manifest = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return ''; // a build without a manifest: nothing to preload, the page loads as before
  }
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.includes(chunk.file)) return;
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(manifest[module] ? module : (Object.keys(manifest).find((k) => k.startsWith('_') && manifest[k].name === module) ?? module));
  return files
    .filter((f) => !html.includes(`/${f}"`))
    .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
    .join('');
}

function encoded(identity: Buffer): IndexVariant {
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

function sendVariant(req: Request, res: Response, v: IndexVariant) {
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity') || 'identity';
  const body = encoding === 'br' ? v.br : encoding === 'gzip' ? v.gzip : v.identity;
  res.setHeader('Content-Type', 'text/html; charset=UTF-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  // One ETag per encoding: a cache must not answer a gzip request with the brotli bytes.
  res.setHeader('ETag', encoding === 'identity' ? v.etag : `${v.etag.slice(0, -1)}-${encoding}"`);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Length', String(body.length));
  res.status(200).end(req.method === 'HEAD' ? undefined : body);
}
