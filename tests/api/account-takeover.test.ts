/** Contract, security: the welcome letter is no way into an account holding more rights than the caller. */
import { beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import pg from 'pg';
import { Client } from '../../server/src/test/http-client.js';
import { appDatabase } from '../fixtures/accounts.js';

const base = process.env.TEST_BASE_URL!;
const buero = new Client(base);

beforeAll(async () => {
  await buero.login('buero');
});

describe('security: account takeover through the welcome letter', () => {
  it('POST /api/employees/1001/welcome as buero is 403 with a title, and the admin password still works', async () => {
    const res = await buero.request('POST', '/api/employees/1001/welcome');
    expect(res.status).toBe(403);
    expect(res.json.title).toMatch(/Zugriff verweigert/);
    expect(res.headers.get('content-type')).not.toBe('application/pdf');
    expect((await new Client(base).login('admin', 'demo1234')).status).toBe(200);
  });

  it('buero still issues the welcome letter of a plain employee', async () => {
    const res = await fetch(`${base}/api/employees/2003/welcome`, { method: 'POST', headers: { cookie: buero.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
  });

  it('re-creating the letter of an account that has been used is for the Superadmin only (spec 1 §6): 403 for buero, the password unchanged', async () => {
    const admin = new Client(base);
    await admin.login('admin');
    const employeeId = 97_000 + Math.floor(Math.random() * 900);
    // Employment and wage from this month: earlier months may be closed.
    const validFrom = DateTime.now().setZone('Europe/Berlin').startOf('month').toISODate()!;
    const created = await admin.request('POST', '/api/employees', {
      employeeId,
      firstName: 'Genutzt',
      lastName: 'Konto',
      birthdate: '1990-01-01',
      email: `genutzt.${employeeId}@example.de`,
      employment: { employmentType: 'MIN', validFrom },
      wage: { wageType: 'WAG', wage: 13, validFrom },
    });
    expect(created.status).toBe(201);
    // A letter while the account is unused: the office's first letter after creating the employee.
    expect((await buero.request('POST', `/api/employees/${employeeId}/welcome`)).status).toBe(200);
    const db = new pg.Client({ connectionString: appDatabase() });
    await db.connect();
    try {
      await db.query(`update app_user set last_login_at = now() where employee_id = $1`, [employeeId]);
      const before = (await db.query(`select password_hash from app_user where employee_id = $1`, [employeeId])).rows[0].password_hash;
      const res = await buero.request('POST', `/api/employees/${employeeId}/welcome`);
      expect(res.status).toBe(403);
      expect(res.json.title).toBe('Zugriff verweigert! Für ein bereits genutztes Konto erstellt nur ein Superadmin den Willkommensbrief neu.');
      expect((await db.query(`select password_hash from app_user where employee_id = $1`, [employeeId])).rows[0].password_hash).toBe(before);
      expect((await admin.request('POST', `/api/employees/${employeeId}/welcome`)).status).toBe(200);
    } finally {
      await db.end();
    }
  });
});
