import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { LoginLimiter } from './auth/login-limiter.js';
import { AuthService } from './modules/auth/auth.service.js';
import { SettingsService } from './modules/settings/settings.service.js';

/** Application services: one instance each per process, stateless apart from the database. */
export interface Services {
  config: Config;
  log: Logger;
  auth: AuthService;
  settings: SettingsService;
}

export function createServices(config: Config, pool: pg.Pool, log: Logger): Services {
  return {
    config,
    log,
    auth: new AuthService(new LoginLimiter(pool, config), pool),
    settings: new SettingsService(config),
  };
}
