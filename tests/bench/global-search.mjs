#!/usr/bin/env node
// GET /api/search (global search) against a database holding EMPLOYEES employees (default
// 10,000) and ORDERS orders (default 50,000) with German names and cities (umlauts, ß). SEARCHES
// (default 200) mixed searches from one client on loopback: names with and without umlauts, prefixes,
// "last, first", typos, personnel numbers, order ids, cities. Prints p50/p95 over all of them.
import { withBenchServer, benchClient, loginCookie, quantile } from './bench-stack.mjs';

const EMPLOYEES = Number(process.env.EMPLOYEES ?? 10_000);
const ORDERS = Number(process.env.ORDERS ?? 50_000);
const SEARCHES = Number(process.env.SEARCHES ?? 200);

const FIRST = ['Jürgen', 'Anna', 'Björn', 'Jörg', 'Lena', 'Sören', 'Käthe', 'Max', 'Sophie', 'Günther', 'Zoë', 'Hans', 'Uwe', 'Marie', 'Jan'];
const LAST = ['Müller', 'Schäfer', 'Größmann', 'Weiß', 'Krüger', 'Köhler', 'Schneider', 'Fischer', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Schröder', 'Strauß', 'Jäger', 'Böhm', 'Wolf', 'Neumann', 'Schwarz'];
const CHAINS = ['Edeka', 'REWE', 'Kaufland', 'Netto', 'Penny', 'Globus', 'Marktkauf', 'Famila', 'tegut', 'Hit'];
const CITIES = ['München', 'Köln', 'Düsseldorf', 'Lüneburg', 'Gießen', 'Nürnberg', 'Würzburg', 'Hamburg', 'Bremen', 'Göttingen', 'Straßburg', 'Fürth', 'Lübeck', 'Osnabrück', 'Saarbrücken'];
const TERMS = ['Muller', 'Müller', 'schafer', 'Grossmann', 'Weiss', 'kruger', 'Koehler', 'Schneid', 'Fischer, Anna', 'Jurgen Muller', 'Strauss', 'Jaeger', 'Bohm', 'Neuman',
  'Edeka', 'rewe', 'Kaufland Koln', 'Dusseldorf', 'Luneburg', 'Giessen', 'Nurnberg', 'Strassburg', 'Lubeck', 'Globus Furth', 'Hauptstrasse', 'Bahnhofstraße',
  '10042', '15555', '19999', '1234', '42', '777', '48123', '3', 'xyzqw', 'Marktkauf Osnabruck'];

await withBenchServer(async ({ url, server }) => {
  const c = await benchClient(url);
  const arr = (xs) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;
  await c.query(`
    insert into employee (id, first_name, last_name, birthdate, email, company_location_id, active)
    select 10000 + g, (${arr(FIRST)})[1 + g % ${FIRST.length}], (${arr(LAST)})[1 + (g / 7) % ${LAST.length}] || case when g % 3 = 0 then '' else '-' || (g % 113) end,
           date '1990-01-01' + (g % 9000), 'p' || g || '@example.de', 1 + g % 5, g % 9 <> 0
    from generate_series(1, ${EMPLOYEES}) g;
    insert into orders (name, address, zip, city, order_type, valid_from, valid_to)
    select (${arr(CHAINS)})[1 + g % ${CHAINS.length}] || ' ' || (${arr(CITIES)})[1 + (g / 11) % ${CITIES.length}] || ' Filiale ' || g,
           case when g % 2 = 0 then 'Hauptstraße ' else 'Bahnhofstraße ' end || (g % 200), lpad((10000 + g % 89999)::text, 5, '0'),
           (${arr(CITIES)})[1 + (g / 11) % ${CITIES.length}], (array['INV','BEV','MOD'])[1 + g % 3]::order_type,
           date '2025-01-01' + (g % 700), date '2025-01-01' + (g % 700)
    from generate_series(1, ${ORDERS}) g;
    analyze;`);
  await c.end();

  const cookie = await loginCookie(server.baseUrl, 'admin');
  const times = [];
  let found = 0;
  for (let i = 0; i < SEARCHES; i++) {
    const term = TERMS[i % TERMS.length];
    const t0 = performance.now();
    const res = await fetch(`${server.baseUrl}/api/search?term=${encodeURIComponent(term)}`, { headers: { cookie } });
    const body = await res.json();
    times.push(performance.now() - t0);
    if (!res.ok) throw new Error(`${term}: ${res.status}`);
    found += body.employees.length + body.orders.length;
  }
  times.sort((a, b) => a - b);
  const p = (x) => quantile(times, x);
  console.log(`global search, ${EMPLOYEES} employees + ${ORDERS} orders, ${SEARCHES} mixed searches (${found} hits): p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  max ${p(1)} ms`);
}).catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
