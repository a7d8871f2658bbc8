import { readFileSync } from 'node:fs';
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
  it('SMTP: unset (and empty) means no delivery; an address must be smtp:// or smtps://; a default sender', () => {
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    expect(loadConfig({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
    expect(loadConfig({}).MAIL_FROM).toBe('Inventurdienst <noreply@example.com>');
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'Büro <buero@example.com>' })).toMatchObject({ SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'Büro <buero@example.com>' });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
  });

  describe('security: honest defaults: COOKIE_SECURE', () => {
    it('is on by default in production behind an https APP_URL, explicit 0/1 still wins', () => {
      expect(loadConfig({ NODE_ENV: 'production', APP_URL: 'https://zeit.example.de' }).COOKIE_SECURE).toBe(true);
      expect(loadConfig({ NODE_ENV: 'production', APP_URL: 'http://localhost:3000' }).COOKIE_SECURE).toBe(false);
      expect(loadConfig({ NODE_ENV: 'development', APP_URL: 'https://zeit.example.de' }).COOKIE_SECURE).toBe(false);
      expect(loadConfig({ NODE_ENV: 'production', APP_URL: 'https://zeit.example.de', COOKIE_SECURE: '0' }).COOKIE_SECURE).toBe(false);
      expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: '1' }).COOKIE_SECURE).toBe(true);
    });
  });

  describe('S3 file store: all or nothing', () => {
    const full = {
      S3_ENDPOINT: 'http://objects:9000',
      S3_BUCKET: 'inventurdienst',
      S3_ACCESS_KEY_ID: 'inventur',
      S3_SECRET_ACCESS_KEY: 'geheim-geheim-1234',
      S3_FORCE_PATH_STYLE: '1',
    };
    it('is off without any S3_* variable (local directory), also when compose passes them empty', () => {
      expect(loadConfig({}).s3).toBeUndefined();
      expect(loadConfig({ S3_ENDPOINT: '', S3_BUCKET: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '', S3_FORCE_PATH_STYLE: '' }).s3).toBeUndefined();
    });
    it('is on with all of them', () => {
      expect(loadConfig(full).s3).toEqual({
        endpoint: 'http://objects:9000',
        bucket: 'inventurdienst',
        accessKeyId: 'inventur',
        secretAccessKey: 'geheim-geheim-1234',
        forcePathStyle: true,
        region: 'us-east-1',
      });
      expect(loadConfig({ ...full, S3_FORCE_PATH_STYLE: undefined, S3_REGION: 'eu-central-1' }).s3).toMatchObject({ forcePathStyle: false, region: 'eu-central-1' });
    });
    it('refuses a partial configuration naming each missing variable, never falling back to the disk', () => {
      for (const missing of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
        const env: Record<string, string | undefined> = { ...full, [missing]: undefined };
        expect(() => loadConfig(env)).toThrow(new RegExp(`${missing}: missing`));
      }
      expect(() => loadConfig({ S3_FORCE_PATH_STYLE: '1' })).toThrow(/S3_BUCKET: missing[\s\S]*S3_SECRET_ACCESS_KEY: missing/);
      expect(() => loadConfig({ S3_REGION: 'eu-central-1' })).toThrow(/S3_ENDPOINT: missing/);
    });
    it('refuses a bad endpoint or bucket name, and no message carries the secret', () => {
      expect(() => loadConfig({ ...full, S3_ENDPOINT: 'objects:9000 x' })).toThrow(/S3_ENDPOINT/);
      expect(() => loadConfig({ ...full, S3_BUCKET: 'Inventur_Dienst' })).toThrow(/S3_BUCKET: bucket name/);
      try {
        loadConfig({ ...full, S3_BUCKET: undefined });
        expect.unreachable();
      } catch (err) {
        expect(String((err as Error).message)).not.toContain(full.S3_SECRET_ACCESS_KEY);
      }
    });
  });

  it('docker-compose.yml: the app environment is a valid configuration with the S3 store on MinIO\'s key pair', () => {
    const compose = readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8');
    /** The `KEY: value` lines of the first `environment:` after `marker` (comments skipped). */
    const environmentAfter = (marker: string) => {
      const start = compose.indexOf('environment:', compose.indexOf(marker));
      const raw: Record<string, string> = {};
      for (const line of compose.slice(start).split('\n').slice(1)) {
        if (/^\s*#/.test(line)) continue;
        const m = /^\s+([A-Z0-9_]+): (.*)$/.exec(line);
        if (!m) break;
        raw[m[1]!] = m[2]!;
      }
      return raw;
    };
    // ${X:?message} is a secret the operator must set (a 40-character stand-in); ${X:-d} defaults to d.
    const resolved = (v: string) => v.replace(/^"(.*)"$/, '$1').replace(/\$\{[A-Z0-9_]+:\?[^}]*\}/g, 's'.repeat(40)).replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, '$1');
    const app = environmentAfter('x-app: &app');
    const c = loadConfig({ NODE_ENV: 'production', ...Object.fromEntries(Object.entries(app).map(([k, v]) => [k, resolved(v)])) });
    expect(c.s3).toMatchObject({ endpoint: 'http://objects:9000', bucket: 'inventurdienst', forcePathStyle: true });
    expect(c.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(c.TRUST_PROXY).toBe(1);
    expect(c.SMTP_URL).toBe('smtp://mailpit:1025');
    expect(c.MAIL_FROM).toBe('Inventurdienst <noreply@example.com>');
    expect(compose).toMatch(/\n {2}mailpit:\n(.*\n)*?\s+image: axllent\/mailpit/);
    const minio = environmentAfter('image: minio/minio');
    expect(minio.MINIO_ROOT_USER).toBe(app.S3_ACCESS_KEY_ID);
    expect(minio.MINIO_ROOT_PASSWORD).toMatch(/^\$\{S3_SECRET_ACCESS_KEY:\?/);
    expect(app.S3_SECRET_ACCESS_KEY).toMatch(/^\$\{S3_SECRET_ACCESS_KEY:\?/);
  });
});
