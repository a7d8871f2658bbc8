/**
 * Proof (live board): a clock action through instance A reaches viewers of the event stream on
 * instance B and behind the round-robin proxy (PostgreSQL LISTEN/NOTIFY, not memory of one process),
 * within 2 s, and the proxy does not hold the events back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../../server/src/test/http-client.js';
import { recordProof } from '../report.js';
import { startCluster, type Cluster } from './cluster.js';
import { newEmployees, newOrder, workDay } from './data.js';

let cluster: Cluster;
const inst = (name: string) => cluster.instances.find((i) => i.name === name)!;

/** The `clock` events of a stream as they come; `close` aborts it. */
async function stream(base: string, client: Client) {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/live/timeclock`, { headers: { cookie: client.cookie }, signal: abort.signal });
  const events: { orderId: number; date: string; at: number }[] = [];
  void (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buf = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buf += value;
        let i: number;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (block.includes('event: clock') && data) events.push({ ...JSON.parse(data.slice(6)), at: Date.now() });
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return { status: res.status, events, close: () => abort.abort() };
}

beforeAll(async () => {
  cluster = (await startCluster()).cluster;
}, 180_000);
afterAll(async () => cluster?.stop(), 60_000);

describe('live board across instances', () => {
  it('a clock-in through A arrives on B and through the proxy within 2 s', async () => {
    try {
      const viaA = new Client(inst('A').baseUrl);
      await viaA.login('teamleiter');
      const office = new Client(inst('A').baseUrl);
      await office.login('buero');
      const onB = new Client(inst('B').baseUrl);
      await onB.login('admin');
      const viaProxy = new Client(cluster.proxyUrl);
      await viaProxy.login('admin');
      const [b, p] = [await stream(inst('B').baseUrl, onB), await stream(cluster.proxyUrl, viaProxy)];
      expect([b.status, p.status]).toEqual([200, 200]);

      const orderId = await newOrder(office, `Live ${Date.now()}`);
      const [employee] = await newEmployees(cluster, 1, 'Live');
      const t0 = Date.now();
      const res = await viaA.request('POST', `/api/timeclock/${orderId}/clock`, { date: workDay, time: '07:00', employees: [{ employeeId: employee, clockingAction: 'IN', worklogType: 'WORK' }] });
      expect(res.status, res.text).toBe(200);
      for (const s of [b, p]) {
        for (let i = 0; i < 40 && !s.events.some((e) => e.orderId === orderId); i++) await new Promise((r) => setTimeout(r, 50));
        const e = s.events.find((x) => x.orderId === orderId);
        expect(e, JSON.stringify(s.events)).toMatchObject({ orderId, date: workDay });
        expect(e!.at - t0).toBeLessThan(2000);
        s.close();
      }
      recordProof('instances', 'live board across instances', { scenarios: 1, passed: 1 });
    } catch (err) {
      recordProof('instances', 'live board across instances', { scenarios: 1, passed: 0 });
      throw err;
    }
  });
});
