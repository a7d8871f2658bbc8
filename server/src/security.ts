import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Config } from './config.js';
import { msg } from './messages.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated state changes (incl. the form login): a browser request whose
 * Sec-Fetch-Site or Origin names another site is refused. Callers that send neither (curl, scripts,
 * server-to-server) are not browsers acting on a victim's behalf and pass.
 */
export function refuseCrossSite(config: Config): RequestHandler {
  const extra = new Set(
    config.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  );
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const host = (config.TRUST_PROXY > 0 && req.get('x-forwarded-host')) || req.get('host');
    const sameOrigin = (o: string) => {
      if (extra.has(o)) return true;
      try {
        return new URL(o).host === host;
      } catch {
        return false;
      }
    };
    const crossSiteFetch = site !== undefined && site !== 'same-origin' && site !== 'none';
    const foreignOrigin = origin !== undefined && !sameOrigin(origin);
    if ((crossSiteFetch && !(origin && extra.has(origin))) || foreignOrigin) {
      res.status(403).json({ title: msg.crossSiteRefused });
      return;
    }
    next();
  };
}

export function securityHeaders(config: Config): RequestHandler {
  return helmet({
    // HSTS only where the app is served over TLS (COOKIE_SECURE); a plain-HTTP start stays plain.
    strictTransportSecurity: config.COOKIE_SECURE,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Chakra/emotion inject style elements at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        // The installable app: its service worker and web manifest, same origin only.
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
