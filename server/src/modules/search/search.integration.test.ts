import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';
import { normaliseTerm } from './search.service.js';

let app: TestApp;
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
const SEARCH = `query($t: String!) { globalSearch(term: $t) { employees { id fullName employeeId active } orders { id name orderType city } } }`;
const search = async (t: string) => (await gql('admin', SEARCH, { t })).data.globalSearch;
let orderId: number;

beforeAll(async () => {
  app = await startTestApp();
  ({ gql } = await loginDemoUsers(app));
  await app.pool.query(`
    insert into employee (id, first_name, last_name, birthdate, email, company_location_id, active) values
      (770001, 'Jürgen', 'Müller', '1980-01-01', 'j@example.de', 1, true),
      (770002, 'Anna', 'Mullerhaus', '1980-01-01', 'a@example.de', 1, false),
      (770003, 'Karl', 'Großmann', '1980-01-01', 'k@example.de', 1, true),
      (770004, 'Petra', 'Obermüller', '1980-01-01', 'p@example.de', 1, true)`);
  const r = await app.pool.query(`
    insert into orders (name, address, zip, city, order_type, valid_from, valid_to) values
      ('Edeka Straßenbahnhof', 'Weg 1', '20095', 'Lüneburg', 'INV', '2026-03-01', '2026-03-01'),
      ('Markt an der Strasse', 'Weg 2', '20095', 'Hamburg', 'BEV', '2026-03-02', '2026-03-02') returning id`);
  orderId = r.rows[0].id;
});
afterAll(async () => app?.close());

describe('global search', () => {
  it('umlaut-tolerant: "Muller" finds "Müller" first (prefix), then similar names; inactive ones too', async () => {
    const r = await search('Muller');
    expect(r.employees[0]).toEqual({ id: 770001, employeeId: 770001, fullName: 'Jürgen Müller', active: true });
    const names = r.employees.map((e: any) => e.fullName);
    expect(names).toContain('Anna Mullerhaus');
    expect(names).toContain('Petra Obermüller');
    // Prefix matches (Müller, Mullerhaus) before a match inside a word (Obermüller).
    expect(names.indexOf('Petra Obermüller')).toBeGreaterThan(names.indexOf('Anna Mullerhaus'));
    expect((await search('müller')).employees[0].fullName).toBe('Jürgen Müller');
  });

  it('"last, first" and "first last"; ß folds to ss both ways; similarity tolerates a typo', async () => {
    expect((await search('Müller, Jürgen')).employees[0].id).toBe(770001);
    expect((await search('jurgen muller')).employees[0].id).toBe(770001);
    expect((await search('Grossmann')).employees[0].id).toBe(770003);
    // Words starting with the term first; "…straße" inside a word (demo data: Bahnhofstraße) after them.
    expect((await search('Strasse')).orders.slice(0, 2).map((o: any) => o.name).sort()).toEqual(['Edeka Straßenbahnhof', 'Markt an der Strasse']);
    expect((await search('Straße')).orders.slice(0, 2).map((o: any) => o.name).sort()).toEqual(['Edeka Straßenbahnhof', 'Markt an der Strasse']);
    expect((await search('Lueneburg')).orders.length + (await search('Luneburg')).orders.length).toBeGreaterThan(0);
    expect((await search('Grosmann')).employees.map((e: any) => e.id)).toContain(770003);
  });

  it('numbers: the exact personnel number / order id first; short numeric terms count', async () => {
    const r = await search('770003');
    expect(r.employees[0].id).toBe(770003);
    expect((await search('77000')).employees.map((e: any) => e.id)).toEqual([770001, 770002, 770003, 770004]);
    expect((await search(String(orderId))).orders[0]).toMatchObject({ id: orderId, name: 'Edeka Straßenbahnhof', orderType: 'INV', city: 'Lüneburg' });
    expect((await search('1001')).employees[0]).toMatchObject({ id: 1001, fullName: 'Sabine Krüger' });
  });

  it('fewer than 3 characters and not numeric: empty, no error; at most 10 each; LIKE characters are plain text', async () => {
    expect(await search('Mü')).toEqual({ employees: [], orders: [] });
    expect(await search('   ')).toEqual({ employees: [], orders: [] });
    expect(await search('%%%')).toEqual({ employees: [], orders: [] });
    expect((await search('99999999999999')).employees).toEqual([]);
    const many = await search('ann');
    expect(many.employees.length).toBeLessThanOrEqual(10);
    expect(many.orders.length).toBeLessThanOrEqual(10);
  });

  it('orders tier by tier: whole word, then word prefix (newest first), then the city, then contained/similar', async () => {
    await app.pool.query(`
      insert into orders (name, address, zip, city, order_type, valid_from, valid_to) values
        ('Quellmarkthalle Süd', 'Weg 1', '20095', 'Hamburg', 'INV', '2026-05-01', '2026-05-01'),
        ('Quellmarkt Ost', 'Weg 1', '20095', 'Hamburg', 'INV', '2026-01-01', '2026-01-01'),
        ('Quellmarktzentrum', 'Weg 1', '20095', 'Hamburg', 'INV', '2026-06-01', '2026-06-01'),
        ('Laden Nord', 'Weg 1', '20095', 'Quellmarktstadt', 'INV', '2026-07-01', '2026-07-01'),
        ('Superquellmarkt', 'Weg 1', '20095', 'Hamburg', 'INV', '2026-08-01', '2026-08-01')`);
    expect((await search('Quellmarkt')).orders.map((o: any) => o.name)).toEqual([
      'Quellmarkt Ost', 'Quellmarktzentrum', 'Quellmarkthalle Süd', 'Laden Nord', 'Superquellmarkt',
    ]);
    // A chain with many orders: exactly 10, all name matches, the newest first.
    await app.pool.query(`
      insert into orders (name, address, zip, city, order_type, valid_from, valid_to)
      select 'Vielkauf Filiale ' || g, 'Weg 1', '20095', 'Hamburg', 'INV', date '2026-01-01' + g, date '2026-01-01' + g
      from generate_series(1, 25) g`);
    expect((await search('vielkauf')).orders.map((o: any) => o.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Vielkauf Filiale ${25 - i}`),
    );
  });

  it('the folded search columns follow a rename (stored generated columns)', async () => {
    await app.pool.query(`update employee set last_name = 'Weißenfels' where id = 770004`);
    expect((await search('Weissenfels')).employees[0]).toMatchObject({ id: 770004, fullName: 'Petra Weißenfels' });
    expect((await search('Obermuller')).employees.map((e: any) => e.id)).not.toContain(770004);
    await app.pool.query(`update employee set last_name = 'Obermüller' where id = 770004`);
  });

  it('"krueger" finds "Krüger" like "Krüger" and "kruger" do; ue/oe/ae/ss fold like ü/ö/ä/ß both ways (search folds ue, oe, ae, ss)', async () => {
    await app.pool.query(`
      insert into employee (id, first_name, last_name, birthdate, email, company_location_id, active) values
        (770011, 'Hans', 'Mueller', '1980-01-01', 'h@example.de', 1, true),
        (770012, 'Samuel', 'Haeberle', '1980-01-01', 's@example.de', 1, true),
        (770013, 'Michael', 'Öztürk', '1980-01-01', 'm@example.de', 1, true),
        (770014, 'Bärbel', 'Strauß', '1980-01-01', 'b@example.de', 1, true)`);
    for (const term of ['krueger', 'Krüger', 'kruger', 'KRUEGER', 'Sabine Krueger', 'Krueger, Sabine']) {
      expect((await search(term)).employees.map((e: any) => e.fullName), term).toContain('Sabine Krüger');
    }
    // Written out in the record, typed with the umlaut (and the other way round).
    expect((await search('Müller')).employees.map((e: any) => e.id)).toEqual(expect.arrayContaining([770001, 770011]));
    expect((await search('Mueller')).employees.map((e: any) => e.id)).toEqual(expect.arrayContaining([770001, 770011]));
    expect((await search('Häberle')).employees[0].id).toBe(770012);
    expect((await search('Oeztuerk')).employees.map((e: any) => e.id)).toContain(770013);
    expect((await search('Baerbel Strauss')).employees[0].id).toBe(770014);
    // "ae"/"ue" inside ordinary names stay what they are.
    expect((await search('Samuel')).employees[0].id).toBe(770012);
    expect((await search('Michael')).employees.map((e: any) => e.id)).toContain(770013);
    // Orders: name and city.
    const lueneburg = (await search('Lueneburg')).orders;
    expect(lueneburg.length).toBeGreaterThan(0);
    expect(lueneburg.every((o: any) => o.city === 'Lüneburg')).toBe(true);
    expect((await search('Strassenbahnhof')).orders[0].id).toBe(orderId);
    // The database folds: lower-cased, ä/ö/ü/ß written out, other accents dropped; decomposed umlauts too.
    const { rows } = await app.pool.query(`select f_fold_de($1) as a, f_fold_de($2) as b, f_fold_de($3) as c, f_fold_de($4) as d, f_fold_plain($1) as e, f_fold_plain('Özdemir') as f`, [
      'Krüger', 'Ærøskøbing Straße', 'Kru\u0308ger', 'Samuel Michael Wiśniewska',
    ]);
    expect(rows[0]).toEqual({ a: 'krueger', b: 'aeroskobing strasse', c: 'krueger', d: 'samuel michael wisniewska', e: 'kruger', f: 'ozdemir' });
    // A capital umlaut first: found without it ("Ozturk") and written out ("Oeztuerk").
    expect((await search('Ozturk')).employees.map((e: any) => e.id)).toContain(770013);
    await app.pool.query(`delete from employee where id between 770011 and 770014`);
  });

  it('the employee lookups fold ue/oe/ae/ss like ü/ö/ä/ß too (search folds ue, oe, ae, ss)', async () => {
    const LOOKUP = `query($t: String!) { employeeLookup(term: $t, size: 50) { employeeId firstName lastName } }`;
    for (const term of ['krueger', 'Krüger', 'kruger', 'Krueger, Sabine']) {
      const found = (await gql('buero', LOOKUP, { t: term })).data.employeeLookup.map((e: any) => e.employeeId);
      expect(found, term).toContain(1001);
    }
    expect((await gql('buero', LOOKUP, { t: 'Grossmann' })).data.employeeLookup.map((e: any) => e.employeeId)).toContain(770003);
    expect((await gql('buero', LOOKUP, { t: 'Juergen Mueller' })).data.employeeLookup.map((e: any) => e.employeeId)).toContain(770001);
    expect((await gql('buero', LOOKUP, { t: 'Samul' })).data.employeeLookup).toEqual([]);
  });

  it('Superadmin only (403 for everyone else)', async () => {
    for (const who of ['buero', 'teamleiter', 'mitarbeiter'] as const) expect(codeOf(await gql(who, SEARCH, { t: 'Muller' }))).toBe('FORBIDDEN');
  });

  it('the term is normalised: trimmed, single spaces, "last, first" turned round', () => {
    expect(normaliseTerm('  Müller,   Jürgen ')).toEqual({ text: 'Jürgen Müller', number: null });
    expect(normaliseTerm('12')).toEqual({ text: '12', number: 12 });
    expect(normaliseTerm('ab')).toBeNull();
  });
});
