import type { Request, Response } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CurrentUser } from './modules/auth/current-user.js';
import type { Services } from './services.js';

/** What every resolver receives: one forked EntityManager per request and the acting user. */
export interface Ctx {
  req: Request;
  res?: Response;
  em: EntityManager;
  user: CurrentUser | null;
  requestId: string;
  services: Services;
  /** Set when the REST face executes a document in-process (file downloads go only that way). */
  viaRest?: boolean;
}
