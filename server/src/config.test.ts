import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.filesDir).toBe(`${c.dataDir}/files`);
    expect(c.REGISTRATION_CODE_MAX_FAILURES).toBe(10);
    expect(c.REGISTRATION_CODE_VALID_DAYS).toBe(14);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SEED_DEMO).toBeUndefined(); // decided by main: on for embedded, off for DATABASE_URL
    expect(c.SESSION_IDLE_MINUTES).toBe(120);
    expect(c.COOKIE_SECURE).toBe(false);
  });
  it('reads flags and numbers', () => {
    const c = loadConfig({ PORT: '8080', SEED_DEMO: '1', COOKIE_SECURE: 'true', DATABASE_URL: 'postgresql://u:p@db:5432/x' });
    expect(c.PORT).toBe(8080);
    expect(c.SEED_DEMO).toBe(true);
    expect(c.COOKIE_SECURE).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
  });
  it('refuses invalid values with the variable name', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ INITIAL_ADMIN_PASSWORD: 'short' })).toThrow(/INITIAL_ADMIN_PASSWORD/);
    expect(() => loadConfig({ SESSION_SECRET: 'too-short' })).toThrow(/SESSION_SECRET/);
  });

  describe('#12.3 honest defaults: COOKIE_SECURE', () => {
    it('is on by default in production behind an https APP_URL, explicit 0/1 still wins', () => {
      expect(loadConfig({ NODE_ENV: 'production', APP_URL: 'https://zeit.example.de' }).COOKIE_SECURE).toBe(true);
      expect(loadConfig({ NODE_ENV: 'production', APP_URL: 'http://localhost:3000' }).COOKIE_SECURE).toBe(false);
      expect(loadConfig({ NODE_ENV: 'development', APP_URL: 'https://zeit.example.de' }).COOKIE_SECURE).toBe(false);
      expect(loadConfig({ NODE_ENV: 'production', APP_URL: 'https://zeit.example.de', COOKIE_SECURE: '0' }).COOKIE_SECURE).toBe(false);
      expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: '1' }).COOKIE_SECURE).toBe(true);
    });
  });
});
