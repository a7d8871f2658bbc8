import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';
import { completeRegistrationFlow, download, issueCode, uploadFile } from '../../test/registration-client.js';
import { TINY_PDF, TINY_PNG } from '../../test/registration-fixtures.js';
import { JOB_SCHEMA, PURGE_EXPIRED_REGISTRATIONS, runRegistrationPurge, startJobs } from '../../jobs/jobs.js';

let app: TestApp;
let office: Client;

beforeAll(async () => {
  app = await startTestApp();
  office = (await loginDemoUsers(app)).clients.buero;
});
afterAll(async () => app?.close());

const fileOnDisk = (key: string) => join(app.config.filesDir, key.slice(0, 2), key);

/** A started registration with one upload. */
async function openWithUpload() {
  const applicant = new Client(app.url);
  const res = await applicant.request('POST', '/api/registrations', { registrationCode: await issueCode(office, 'SOCIAL_SECURITY') });
  expect(res.status).toBe(201);
  const uuid = res.json.uuid as string;
  const up = await uploadFile(applicant, uuid, 'CITIZENSHIP', 'Pass.png', TINY_PNG);
  expect(up.status, up.text).toBe(201);
  return { applicant, uuid, key: up.json.key as string };
}

/** Moves a registration's start `days` days into the past. */
const startedDaysAgo = (uuid: string, days: number) =>
  app.pool.query(`update registration set created_at = now() - make_interval(days => $2) where uuid = $1`, [uuid, days]);

const count = async (sql: string, params: unknown[]) => Number((await app.pool.query(sql, params)).rows[0].n);

describe('security: registration links expire', () => {
  it('an unfinished registration answers 410 (x-expired) on every public path once REGISTRATION_EXPIRY_DAYS (30) have passed since its start', async () => {
    expect(app.config.REGISTRATION_EXPIRY_DAYS).toBe(30);
    const { applicant, uuid, key } = await openWithUpload();

    await startedDaysAgo(uuid, 29);
    expect((await applicant.request('GET', `/api/registrations/${uuid}`)).status).toBe(200);

    await startedDaysAgo(uuid, 30);
    const gone = await applicant.request('GET', `/api/registrations/${uuid}`);
    expect(gone.status).toBe(410);
    expect(gone.headers.get('x-expired')).toBe('true');
    expect(gone.json).toEqual({ title: 'Der Registrierungslink ist abgelaufen.' });

    const paths = [
      await applicant.request('PATCH', `/api/registrations/${uuid}`, { personal: { firstName: 'Zofia' } }, { 'content-type': 'application/merge-patch+json' }),
      await applicant.request('POST', `/api/registrations/${uuid}/finish`),
      await applicant.request('GET', `/api/registrations/${uuid}/files`),
      await uploadFile(applicant, uuid, 'MISC', 'Nachweis.pdf', TINY_PDF),
      await applicant.request('DELETE', `/api/registrations/${uuid}/files/CITIZENSHIP/Pass.png`),
    ];
    expect(paths.map((r) => r.status)).toEqual([410, 410, 410, 410, 410]);
    expect(paths.every((r) => r.headers.get('x-expired') === 'true')).toBe(true);
    expect((await download(applicant, `/api/registrations/${uuid}/files/${key}`)).status).toBe(410);

    const q = await applicant.gql(`query($u: String!) { registration(uuid: $u) { uuid } }`, { u: uuid });
    expect(q.json.errors[0].extensions).toMatchObject({ code: 'GONE', headers: { 'x-expired': 'true' } });
    // Nothing was changed by the refused calls: the upload is still there (until the purge).
    expect(await count('select count(*) as n from registration_file where registration_uuid = $1', [uuid])).toBe(1);
  });

  it('the expiry is configurable (REGISTRATION_EXPIRY_DAYS)', async () => {
    const short = await startTestApp({ dbUrl: app.dbUrl, env: { REGISTRATION_EXPIRY_DAYS: '2' } });
    try {
      const { uuid } = await openWithUpload();
      await startedDaysAgo(uuid, 3);
      expect((await new Client(app.url).request('GET', `/api/registrations/${uuid}`)).status).toBe(200);
      expect((await new Client(short.url).request('GET', `/api/registrations/${uuid}`)).status).toBe(410);
    } finally {
      await short.close();
    }
  });
});

describe('security: purge of expired registrations', () => {
  it('removes the rows and the files of expired unfinished registrations and keeps finished and fresh ones; idempotent and safe in parallel', async () => {
    const expired = await Promise.all([openWithUpload(), openWithUpload()]);
    const fresh = await openWithUpload();
    const finished = await completeRegistrationFlow(new Client(app.url), await issueCode(office, 'SHORT_TERM'), 'SHORT_TERM');
    expect(finished.finished.status).toBe(200);
    for (const e of expired) await startedDaysAgo(e.uuid, 31);
    await startedDaysAgo(fresh.uuid, 29);
    await startedDaysAgo(finished.uuid, 400);
    const finishedKeys = (await app.pool.query('select key from registration_file where registration_uuid = $1', [finished.uuid])).rows.map((r) => r.key as string);
    expect(finishedKeys.length).toBeGreaterThan(2);
    for (const e of expired) expect(existsSync(fileOnDisk(e.key))).toBe(true);

    // Earlier tests of this file leave expired registrations too.
    const due = await count(`select count(*) as n from registration where finished_at is null and created_at <= now() - interval '30 days'`, []);
    const dueFiles = await count(`select count(*) as n from registration_file f join registration r on r.uuid = f.registration_uuid where r.finished_at is null and r.created_at <= now() - interval '30 days'`, []);
    expect(due).toBeGreaterThanOrEqual(2);
    // Two instances (or a run by hand beside the scheduled one) at the same time: each row once.
    const runs = await Promise.all([runRegistrationPurge(app.orm, app.services), runRegistrationPurge(app.orm, app.services)]);
    expect(runs.reduce((n, r) => n + r.registrations, 0)).toBe(due);
    expect(runs.reduce((n, r) => n + r.files, 0)).toBe(dueFiles);

    for (const e of expired) {
      expect(await count('select count(*) as n from registration where uuid = $1', [e.uuid])).toBe(0);
      expect(await count('select count(*) as n from registration_file where registration_uuid = $1', [e.uuid])).toBe(0);
      expect(existsSync(fileOnDisk(e.key))).toBe(false);
      expect((await new Client(app.url).request('GET', `/api/registrations/${e.uuid}`)).status).toBe(404);
    }
    expect((await fresh.applicant.request('GET', `/api/registrations/${fresh.uuid}`)).status).toBe(200);
    expect(existsSync(fileOnDisk(fresh.key))).toBe(true);
    expect(await count('select count(*) as n from registration where uuid = $1', [finished.uuid])).toBe(1);
    for (const key of finishedKeys) expect(existsSync(fileOnDisk(key))).toBe(true);

    expect(await runRegistrationPurge(app.orm, app.services)).toEqual({ registrations: 0, files: 0 });
  });

  it('files of a finished registration are filed with the employee created from it, and never purged', async () => {
    const { uuid } = await completeRegistrationFlow(new Client(app.url), await issueCode(office, 'SHORT_TERM'), 'SHORT_TERM');
    const filed = () => app.pool.query('select employee_id from registration_file where registration_uuid = $1', [uuid]).then((r) => r.rows.map((x) => x.employee_id));
    expect((await filed()).every((id) => id === null)).toBe(true);

    const defaults = await office.request('GET', `/api/employees/default?registrationUuid=${uuid}`);
    expect(defaults.status).toBe(200);
    const month = DateTime.now().setZone('Europe/Berlin').toFormat('yyyy-MM');
    const created = await office.request('POST', '/api/employees', {
      employeeId: defaults.json.employeeId,
      firstName: 'Ablage',
      lastName: 'Archiv',
      birthdate: '1998-03-14',
      email: 'ablage@example.de',
      registrationUuid: uuid,
      wage: { wage: 14, wageType: 'WAG', validFrom: month },
      employment: { employmentType: 'SHO', validFrom: defaults.json.employmentValidFrom },
    });
    expect(created.status, created.text).toBe(201);
    const ids = await filed();
    expect(ids.length).toBeGreaterThan(2);
    expect(ids.every((id) => id === defaults.json.employeeId)).toBe(true);

    await startedDaysAgo(uuid, 400);
    await runRegistrationPurge(app.orm, app.services);
    expect(await filed()).toEqual(ids);

    // The office clears the finished list: the registration goes, the employee's files stay.
    const keys = (await app.pool.query('select key from registration_file where registration_uuid = $1', [uuid])).rows.map((r) => r.key as string);
    expect((await office.request('DELETE', `/api/registrations/${uuid}`)).status).toBe(204);
    expect(await count('select count(*)::int as n from registration where uuid = $1', [uuid])).toBe(0);
    const kept = await app.pool.query('select key, registration_uuid from registration_file where employee_id = $1', [defaults.json.employeeId]);
    expect(kept.rows.map((r) => r.key).sort()).toEqual([...keys].sort());
    expect(kept.rows.every((r) => r.registration_uuid === null)).toBe(true);
    expect(keys.every((key) => existsSync(fileOnDisk(key)))).toBe(true);
  });

  it('the hourly purge is scheduled once in pg-boss (schema pgboss), however many instances start', async () => {
    const services = { files: app.services.files, config: app.config, log: app.services.log };
    const a = await startJobs({ url: app.dbUrl, orm: app.orm, services, log: app.services.log });
    const b = await startJobs({ url: app.dbUrl, orm: app.orm, services, log: app.services.log });
    try {
      // Other features schedule their own jobs (e.g. refresh-order-summaries): this test owns the purge only.
      const rows = (await app.pool.query(`select name, cron, timezone from ${JOB_SCHEMA}.schedule where name = $1`, [PURGE_EXPIRED_REGISTRATIONS.name])).rows;
      expect(rows).toEqual([{ name: PURGE_EXPIRED_REGISTRATIONS.name, cron: '17 * * * *', timezone: 'Europe/Berlin' }]);
      const queue = (await app.pool.query(`select policy from ${JOB_SCHEMA}.queue where name = $1`, [PURGE_EXPIRED_REGISTRATIONS.name])).rows;
      expect(queue).toEqual([{ policy: 'singleton' }]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
