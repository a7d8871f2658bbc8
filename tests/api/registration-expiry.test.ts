/** Contract, security: an unfinished registration's link expires (410, x-expired) on the documented paths. */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';
import { download, issueCode, uploadFile } from '../../server/src/test/registration-client.js';
import { TINY_PNG } from '../../server/src/test/registration-fixtures.js';

const base = process.env.TEST_BASE_URL!;
const buero = new Client(base);
// The stack's app database (tests/scripts/stack.mjs): the test moves a registration's start back in time.
const appDb = new URL(process.env.TEST_DATABASE_URL!);
appDb.pathname = '/inv_app';
const db = new pg.Client({ connectionString: appDb.toString() });

beforeAll(async () => {
  await buero.login('buero');
  await db.connect();
});
afterAll(async () => db.end());

describe('security: registration links expire', () => {
  it('30 days after its start an unfinished registration answers 410 with x-expired and a German title on every public path', async () => {
    const applicant = new Client(base);
    const started = await applicant.request('POST', '/api/registrations', { registrationCode: await issueCode(buero, 'SOCIAL_SECURITY') });
    expect(started.status).toBe(201);
    const uuid = started.json.uuid as string;
    const up = await uploadFile(applicant, uuid, 'CITIZENSHIP', 'Pass.png', TINY_PNG);
    expect(up.status).toBe(201);

    await db.query(`update registration set created_at = now() - interval '30 days 1 minute' where uuid = $1`, [uuid]);
    const res = await applicant.request('GET', `/api/registrations/${uuid}`);
    expect(res.status).toBe(410);
    expect(res.headers.get('x-expired')).toBe('true');
    expect(res.json).toEqual({ title: 'Der Registrierungslink ist abgelaufen.' });
    const others = [
      await applicant.request('PATCH', `/api/registrations/${uuid}`, { personal: { firstName: 'Zofia' } }, { 'content-type': 'application/merge-patch+json' }),
      await applicant.request('POST', `/api/registrations/${uuid}/finish`),
      await applicant.request('GET', `/api/registrations/${uuid}/files`),
      await uploadFile(applicant, uuid, 'MISC', 'Karte.png', TINY_PNG),
      await applicant.request('DELETE', `/api/registrations/${uuid}/files/CITIZENSHIP/Pass.png`),
      await download(applicant, `/api/registrations/${uuid}/files/${up.json.key}`),
    ];
    expect(others.map((r) => r.status)).toEqual([410, 410, 410, 410, 410, 410]);
  });
});
