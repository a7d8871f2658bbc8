import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from './user.entity.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { loadCurrentUser, toCurrentUser } from './current-user.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

describe('the session user, read in one query', () => {
  it('equals what the entity path built, for every account', async () => {
    // A previous login with microseconds (the column keeps them, a Date does not), a second factor.
    await app.pool.query(`update app_user set previous_login_at = '2026-11-20 07:15:30.123456+00', totp_enabled_at = now() where username = 'buero'`);
    const ids: number[] = (await app.pool.query(`select id from app_user where enabled order by id`)).rows.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(4);
    for (const id of ids) {
      const em = app.orm.em.fork();
      const entity = await em.findOneOrFail(User, { id }, { populate: ['roles'] });
      expect(await loadCurrentUser(app.orm.em.fork(), id)).toEqual(toCurrentUser(entity));
    }
    const buero = (await app.pool.query(`select id from app_user where username = 'buero'`)).rows[0].id;
    expect(await loadCurrentUser(app.orm.em.fork(), buero)).toMatchObject({ secondFactorEnabled: true, lastLogin: new Date('2026-11-20T07:15:30.123Z') });
  });

  it('a disabled or unknown account has no session user; a role change acts on the next request', async () => {
    const { id } = (await app.pool.query(`select id from app_user where username = 'aushilfe'`)).rows[0];
    const before = (await loadCurrentUser(app.orm.em.fork(), id))!.authorities;
    await app.pool.query(`insert into app_user_role (user_id, role_id) select $1, id from app_role where grants_all limit 1`, [id]);
    expect((await loadCurrentUser(app.orm.em.fork(), id))!.authorities.length).toBeGreaterThan(before.length);
    await app.pool.query(`update app_user set enabled = false where id = $1`, [id]);
    expect(await loadCurrentUser(app.orm.em.fork(), id)).toBeNull();
    expect(await loadCurrentUser(app.orm.em.fork(), 987654)).toBeNull();
  });
});
