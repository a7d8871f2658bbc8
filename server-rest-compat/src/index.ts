import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { RestRouter, type RestOptions } from './rest-router.js';
import { authRoutes } from './routes/auth.routes.js';
import { customerRoutes } from './routes/customers.routes.js';
import { employeeRoutes } from './routes/employees.routes.js';
import { inventoryRoutes } from './routes/inventories.routes.js';
import { orderRoutes } from './routes/orders.routes.js';
import { timeclockRoutes } from './routes/timeclock.routes.js';
import { worklogRoutes } from './routes/worklogs.routes.js';
import { registrationRoutes } from './routes/registrations.routes.js';
import { auditRoutes } from './routes/audit.routes.js';
import { monthEndRoutes } from './routes/monthend.routes.js';
import { archiveRoutes } from './routes/archive.routes.js';
import { calendarRoutes } from './routes/calendar.routes.js';
import { confirmationRoutes } from './routes/confirmations.routes.js';
import { calendarFeedRoutes } from './routes/calendar-feeds.routes.js';
import { rightsRoutes } from './routes/rights.routes.js';
import { taskRoutes } from './routes/tasks.routes.js';
import { complianceRoutes } from './routes/compliance.routes.js';
import { messageRoutes } from './routes/messages.routes.js';
import { statisticsReportRoutes, statisticsRoutes } from './routes/statistics.routes.js';

export { RestRouter, type RestOptions, type RouteSpec } from './rest-router.js';
export { statusOf, sendError } from './status.js';
export { compileDocument, type CompiledDocument } from './jit.js';
export { asciiFileName, contentDisposition, documentFileName, transliterate } from './lib/file-names.js';

/** Every feature's documented paths, registered in one place. */
// The calendar feeds before the orders: /orders/calendar-feed must not be read as /orders/:id.
const FEATURES = [authRoutes, employeeRoutes, customerRoutes, inventoryRoutes, calendarFeedRoutes, orderRoutes, worklogRoutes, timeclockRoutes, registrationRoutes, auditRoutes, monthEndRoutes, archiveRoutes, calendarRoutes, confirmationRoutes, rightsRoutes, taskRoutes, statisticsRoutes, statisticsReportRoutes, complianceRoutes, messageRoutes];

/**
 * The documented /api surface. Body parsing accepts JSON, merge-patch JSON and form fields; a body
 * that does not parse is invalid input (422), an unknown path 404, never an HTML page.
 */
export function createRestApi(opts: RestOptions): { router: Router; paths: string[]; documents: string[]; fallbacks: RestRouter['fallbacks'] } {
  const rest = new RestRouter(opts);
  for (const register of FEATURES) register(rest);

  const router = express.Router();
  router.use(express.json({ limit: '1mb', type: ['application/json', 'application/merge-patch+json', 'application/*+json'] }));
  router.use(express.urlencoded({ extended: false, limit: '100kb' }));
  router.use(rest.router);
  router.use((_req: Request, res: Response) => {
    res.status(404).json({ title: 'Nicht gefunden' });
  });
  router.use((err: any, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    if (err?.type === 'entity.parse.failed') {
      res.status(422).json([{ path: '', message: 'Ungültiges JSON' }]);
      return;
    }
    if (err?.type === 'entity.too.large') {
      res.status(413).json({ title: 'Anfrage zu groß' });
      return;
    }
    if (err instanceof URIError) {
      // A path parameter that is no valid percent-encoding (/orders/%ZZ) names nothing, like a
      // non-numeric id: 404, not the router's error as a 500 (found by fuzzing).
      res.status(404).json({ title: 'Nicht gefunden' });
      return;
    }
    next(err);
  });
  return { router, paths: rest.paths, documents: rest.documents, fallbacks: rest.fallbacks };
}
