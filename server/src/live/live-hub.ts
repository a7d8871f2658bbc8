import pg from 'pg';
import type { Logger } from 'pino';

/** The channel the worklog trigger notifies (Migration20261201110000). */
export const WORKLOG_CHANNEL = 'worklog_changed';

/** One worklog change as the trigger reports it; `passenger` only decides who may hear of it. */
export interface WorklogChange {
  orderId: number;
  date: string;
  passenger: boolean;
}

/** What a subscriber hears: a change, or `resync` after the listening connection was lost (changes may have been missed). */
export type LiveMessage = { kind: 'change'; change: WorklogChange } | { kind: 'resync' };
export type LiveListener = (message: LiveMessage) => void;

const BACKOFF_MS = [250, 500, 1000, 2000, 5000];

/** A notification payload from the trigger, or null when it is not one (never trusted blindly). */
export function parseChange(payload: string | undefined): WorklogChange | null {
  try {
    const v = JSON.parse(payload ?? '');
    if (!Number.isInteger(v?.orderId) || typeof v?.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v.date)) return null;
    return { orderId: v.orderId, date: v.date, passenger: v.passenger === true };
  } catch {
    return null;
  }
}

/**
 * One dedicated PostgreSQL connection per app instance that LISTENs on `worklog_changed`, and the
 * in-process fan-out to the open event streams. The connection exists only while someone listens: the
 * first subscriber opens it, the last one leaving closes it (test servers that never stream hold none).
 * A lost connection (PostgreSQL restarted or killed) is reopened with backoff; subscribers then get a
 * `resync`, since notifications sent meanwhile are gone. Errors are logged without data, never thrown.
 */
export class LiveHub {
  private readonly listeners = new Set<LiveListener>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private attempt = 0;
  private stopped = false;
  private waiters: (() => void)[] = [];
  private listening = false;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly log: Pick<Logger, 'warn' | 'debug' | 'info'>,
  ) {}

  get subscribers(): number {
    return this.listeners.size;
  }

  /** Adds a listener (opening the connection when it is the first); returns the unsubscribe function. */
  subscribe(listener: LiveListener): () => void {
    this.listeners.add(listener);
    if (!this.client && !this.connecting && !this.retryTimer && !this.stopped) this.connect(false);
    return () => {
      if (!this.listeners.delete(listener)) return;
      if (this.listeners.size === 0) this.disconnect();
    };
  }

  /** Resolves once the connection LISTENs (or after `timeoutMs`, when the database is away). */
  ready(timeoutMs = 3000): Promise<boolean> {
    if (this.listening) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  /** Server shutdown: closes the connection and forgets every listener. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.listeners.clear();
    await this.disconnect();
  }

  private connect(reconnect: boolean) {
    const client = new pg.Client({ ...this.connection, keepAlive: true });
    this.client = client;
    // An 'error' without a handler would crash the process (PostgreSQL killed under us).
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    client.on('notification', (n) => {
      if (n.channel !== WORKLOG_CHANNEL) return;
      const change = parseChange(n.payload);
      if (change) this.emit({ kind: 'change', change });
    });
    this.connecting = (async () => {
      try {
        await client.connect();
        await client.query(`listen ${WORKLOG_CHANNEL}`);
        if (this.client !== client) return;
        this.listening = true;
        this.attempt = 0;
        for (const w of this.waiters.splice(0)) w();
        if (reconnect) {
          this.log.info('live board: listening again');
          this.emit({ kind: 'resync' });
        }
      } catch (err) {
        this.lost(client, err);
      } finally {
        this.connecting = null;
      }
    })();
  }

  private lost(client: pg.Client, err?: unknown) {
    if (this.client !== client) return; // an old or deliberately closed connection
    this.client = null;
    this.listening = false;
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    if (this.stopped || this.listeners.size === 0) return;
    const delay = BACKOFF_MS[Math.min(this.attempt++, BACKOFF_MS.length - 1)];
    // Only the error code: messages may carry connection details.
    this.log.warn({ code: (err as { code?: string })?.code ?? null, retryInMs: delay }, 'live board: database connection lost');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped && this.listeners.size > 0 && !this.client) this.connect(true);
    }, delay);
  }

  private async disconnect() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    this.listening = false;
    this.attempt = 0;
    if (!client) return;
    client.removeAllListeners('notification');
    await this.connecting?.catch(() => {});
    await client.end().catch(() => {});
  }

  private emit(message: LiveMessage) {
    for (const l of [...this.listeners]) {
      try {
        l(message);
      } catch (err) {
        this.log.warn({ err: (err as Error)?.name }, 'live board: a listener failed');
      }
    }
  }
}
