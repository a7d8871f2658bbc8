import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { TimeclockOrderFieldsFragment, TimeclockOrderQuery } from '@/generated/timeclock';
import { todayIso } from '@/shared/format';
import type { ServerOffset } from './offset';
import { memoryQueueStore, type QueuedAction, type QueueStore } from './queue';

/**
 * The timeclock's offline copy, IndexedDB `inventurdienst-timeclock`:
 * - orders: the day's order list, key date;
 * - views: the order page's view, key `${orderId}|${date}`;
 * - queue: the clock actions waiting for a connection or refused (autoIncrement: their order);
 * - meta: the server-time offset.
 * Only today's orders and views are kept (older ones are dropped on open); queued actions stay until
 * sent or dismissed, whatever their day.
 */
export type OrderView = TimeclockOrderQuery['timeclockOrder'];

interface StoredOrders {
  date: string;
  orders: TimeclockOrderFieldsFragment[];
}
interface StoredView {
  date: string;
  view: OrderView;
}

interface TimeclockDb extends DBSchema {
  orders: { key: string; value: StoredOrders };
  views: { key: string; value: StoredView };
  queue: { key: number; value: QueuedAction };
  meta: { key: string; value: ServerOffset };
}

export const DB_NAME = 'inventurdienst-timeclock';
const OFFSET_KEY = 'offset';

export const viewKey = (orderId: number, date: string) => `${orderId}|${date}`;

let opening: Promise<IDBPDatabase<TimeclockDb> | null> | null = null;

/** The database, or null where IndexedDB is missing or refused (private mode of some browsers). */
export function timeclockDb(): Promise<IDBPDatabase<TimeclockDb> | null> {
  opening ??= open().catch(() => null);
  return opening;
}

async function open(): Promise<IDBPDatabase<TimeclockDb> | null> {
  if (typeof indexedDB === 'undefined') return null;
  const db = await openDB<TimeclockDb>(DB_NAME, 1, {
    upgrade(d) {
      d.createObjectStore('orders');
      d.createObjectStore('views');
      d.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
      d.createObjectStore('meta');
    },
  });
  await dropOlderThan(db, todayIso());
  return db;
}

/** Drops the copies of other days than `today` (a copy of yesterday is no use offline today). */
async function dropOlderThan(db: IDBPDatabase<TimeclockDb>, today: string): Promise<void> {
  const tx = db.transaction(['orders', 'views'], 'readwrite');
  for (const name of ['orders', 'views'] as const) {
    let cursor = await tx.objectStore(name).openCursor();
    while (cursor) {
      if (cursor.value.date !== today) await cursor.delete();
      cursor = await cursor.continue();
    }
  }
  await tx.done;
}

const ignore = () => undefined;

/** Keeps the day's order list (only today's: another day is not needed offline). */
export async function saveOrders(date: string, orders: TimeclockOrderFieldsFragment[]): Promise<void> {
  if (date !== todayIso()) return;
  const db = await timeclockDb();
  await db?.put('orders', { date, orders }, date).catch(ignore);
}

export async function loadOrders(date: string): Promise<TimeclockOrderFieldsFragment[] | null> {
  const db = await timeclockDb();
  return (await db?.get('orders', date).catch(ignore))?.orders ?? null;
}

export async function saveView(orderId: number, date: string, view: OrderView): Promise<void> {
  if (date !== todayIso()) return;
  const db = await timeclockDb();
  await db?.put('views', { date, view }, viewKey(orderId, date)).catch(ignore);
}

export async function loadView(orderId: number, date: string): Promise<OrderView | null> {
  const db = await timeclockDb();
  return (await db?.get('views', viewKey(orderId, date)).catch(ignore))?.view ?? null;
}

export async function saveOffset(offset: ServerOffset): Promise<void> {
  const db = await timeclockDb();
  await db?.put('meta', offset, OFFSET_KEY).catch(ignore);
}

export async function loadOffset(): Promise<ServerOffset | null> {
  const db = await timeclockDb();
  return (await db?.get('meta', OFFSET_KEY).catch(ignore)) ?? null;
}

let memory: QueueStore | null = null;

/** The queue in IndexedDB; in memory where IndexedDB is missing (lost on reload, but never dropped while open). */
export const idbQueueStore: QueueStore = {
  async list() {
    const db = await timeclockDb();
    return db ? db.getAll('queue') : (memory ??= memoryQueueStore()).list();
  },
  async add(a) {
    const db = await timeclockDb();
    if (!db) return (memory ??= memoryQueueStore()).add(a);
    const { seq: _drop, ...row } = a;
    const seq = await db.add('queue', row as QueuedAction);
    return { ...a, seq };
  },
  async put(a) {
    const db = await timeclockDb();
    if (!db) return (memory ??= memoryQueueStore()).put(a);
    await db.put('queue', a);
  },
  async remove(seq) {
    const db = await timeclockDb();
    if (!db) return (memory ??= memoryQueueStore()).remove(seq);
    await db.delete('queue', seq);
  },
};
