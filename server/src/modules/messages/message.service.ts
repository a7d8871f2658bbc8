import type { EntityManager } from '@mikro-orm/postgresql';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import { ConflictError, FieldErrors, NotFoundError } from '../../errors.js';
import { msg } from '../../messages.js';
import { isEmail } from '../../shared-validation.js';
import { writeAudit } from '../audit/audit.writer.js';
import type { CurrentUser } from '../auth/current-user.js';
import type { SettingsService } from '../settings/settings.service.js';
import {
  backoffMinutes,
  KIND_SWITCH,
  MAX_ATTEMPTS,
  MESSAGE_SETTINGS,
  messageSettingsOf,
  OUTBOX_STATES,
  safeError,
  SWITCHES,
  type MessageKind,
  type MessageSettingsValue,
  type OutboxState,
} from './message-settings.js';
import { OutboxMessage } from './outbox-message.entity.js';
import type { Rendered } from './templates/layout.js';

export type { MessageKind } from './message-settings.js';
export type { Rendered } from './templates/layout.js';

export interface MessageRef {
  type: 'Order' | 'RegistrationCode' | 'EmployeeDocument' | 'Worklog';
  id: string;
}

export interface DeliveryResult {
  sent: number;
  failed: number;
  retried: number;
  noSmtp: number;
}

const COLUMNS = 'id, kind, recipient, subject, html, text, state, attempts, last_error, next_attempt_at, created_at, sent_at, dedupe_key, ref_type, ref_id';

/**
 * The e-mail outbox: messages are written in the transaction of the change they report (`enqueue`) and
 * sent afterwards by the job `deliver-outbox` (`deliver`), so a rolled-back change sends nothing and an
 * SMTP outage delays mail without failing the change.
 */
export class MessageService {
  private wake: (() => Promise<unknown>) | null = null;
  private transport: Transporter | null = null;

  constructor(
    private readonly config: Pick<Config, 'APP_URL' | 'SMTP_URL' | 'MAIL_FROM'>,
    private readonly settings: SettingsService,
    private readonly log: Logger,
  ) {}

  /** The job runner hands in how to wake the delivery job (pg-boss send); without it the cron run picks messages up. */
  onPoke(wake: () => Promise<unknown>): void {
    this.wake = wake;
  }

  /** In the caller's transaction. null when the kind is switched off, the recipient is blank or invalid, or the dedupe key exists. */
  async enqueue(
    tx: EntityManager,
    m: { kind: MessageKind; recipient: string | null | undefined; dedupeKey?: string; ref: MessageRef; rendered: Rendered },
  ): Promise<OutboxMessage | null> {
    const recipient = (m.recipient ?? '').trim();
    if (!recipient || !isEmail(recipient)) return null;
    const settings = await this.messageSettings(tx);
    if (!settings[KIND_SWITCH[m.kind]]) return null;
    // on conflict do nothing: a second enqueue of a once-only message (two job instances, a retried job)
    // writes nothing instead of aborting the caller's transaction with a unique violation.
    const rows: Record<string, unknown>[] = await tx.execute(
      `insert into outbox_message (kind, recipient, subject, html, text, dedupe_key, ref_type, ref_id) values (?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (dedupe_key) do nothing returning ${COLUMNS}`,
      [m.kind, recipient, m.rendered.subject, m.rendered.html, m.rendered.text, m.dedupeKey ?? null, m.ref.type, m.ref.id],
    );
    return rows.length ? tx.map(OutboxMessage, rows[0]) : null;
  }

  /** Wakes the delivery job; call after the transaction committed (never throws). */
  poke(): void {
    if (!this.wake) return;
    try {
      this.wake().catch((err: unknown) => this.log.warn({ err: safeError(err) }, 'waking the outbox delivery failed; the minute job sends the message'));
    } catch (err) {
      this.log.warn({ err: safeError(err) }, 'waking the outbox delivery failed; the minute job sends the message');
    }
  }

  /** The office's address from the message settings ('' when unset). */
  async officeEmail(em: EntityManager): Promise<string> {
    return (await this.messageSettings(em)).officeEmail;
  }

  /** APP_URL + path (path starts with '/'); without APP_URL the path alone. */
  link(path: string): string {
    const base = (this.config.APP_URL ?? '').replace(/\/+$/, '');
    return `${base}${path}`;
  }

  /** Whether a message of that kind for that ref was enqueued before (any state). */
  async sentBefore(em: EntityManager, kind: MessageKind, ref: MessageRef): Promise<boolean> {
    return (await em.count(OutboxMessage, { kind, refType: ref.type, refId: ref.id })) > 0;
  }

  async messageSettings(em: EntityManager): Promise<MessageSettingsValue> {
    return messageSettingsOf(await this.settings.get(em, MESSAGE_SETTINGS));
  }

  /** Only the fields given change; officeEmail blank or a valid address (422 on path officeEmail). Audited as SETTINGS_CHANGE of MessageSettings. */
  async updateMessageSettings(em: EntityManager, actor: CurrentUser, input: Partial<Record<string, boolean | string | null | undefined>>): Promise<MessageSettingsValue> {
    const errors = new FieldErrors();
    const office = typeof input.officeEmail === 'string' ? input.officeEmail.trim() : undefined;
    if (office && !isEmail(office)) errors.add('officeEmail', msg.emailInvalid);
    errors.throwIfAny();
    return em.transactional(async (tx) => {
      const current = await this.messageSettings(tx);
      const next: MessageSettingsValue = { ...current };
      for (const s of SWITCHES) if (typeof input[s] === 'boolean') next[s] = input[s];
      if (office !== undefined) next.officeEmail = office;
      const changes = ([...SWITCHES, 'officeEmail'] as const).filter((f) => current[f] !== next[f]).map((f) => ({ field: f, from: current[f], to: next[f] }));
      await this.settings.set(tx, MESSAGE_SETTINGS, JSON.stringify(next));
      if (changes.length) await writeAudit(tx, { action: 'SETTINGS_CHANGE', entityType: 'MessageSettings', changes, actor: { userId: actor.id, username: actor.username } });
      return next;
    });
  }

  /** The outbox, newest first; state filters (422 on path state when unknown). */
  async list(em: EntityManager, args: { state?: string | null; page?: number | null; size?: number | null }): Promise<{ total: number; items: OutboxMessage[]; number: number; size: number }> {
    const state = args.state?.trim() || null;
    if (state && !OUTBOX_STATES.includes(state as OutboxState)) new FieldErrors().add('state', msg.outboxStateInvalid).throwIfAny();
    const size = Math.min(100, Math.max(1, args.size ?? 25));
    const number = Math.max(0, args.page ?? 0);
    const [items, total] = await em.findAndCount(OutboxMessage, state ? { state } : {}, { orderBy: { id: 'desc' }, limit: size, offset: number * size });
    return { total, items, number, size };
  }

  async get(em: EntityManager, id: number): Promise<OutboxMessage> {
    const m = await em.findOne(OutboxMessage, { id });
    if (!m) throw new NotFoundError();
    return m;
  }

  /** A failed or unsent message is queued again from scratch (attempts 0); a pending or sent one is a 409. */
  async resend(em: EntityManager, id: number): Promise<OutboxMessage> {
    const m = await this.get(em, id);
    if (m.state !== 'FAILED' && m.state !== 'NO_SMTP') throw new ConflictError(msg.outboxResendNotAllowed);
    Object.assign(m, { state: 'PENDING', attempts: 0, lastError: null, nextAttemptAt: new Date() });
    await em.flush();
    this.poke();
    return m;
  }

  private transporter(): Transporter {
    // Pool off: the job sends a few messages a minute; a fresh connection per run survives server restarts.
    this.transport ??= nodemailer.createTransport({ url: this.config.SMTP_URL!, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    return this.transport;
  }

  /**
   * Sends the due PENDING messages, one transaction each: the row is locked `for update skip locked`
   * while it is sent, so instances running at once never send the same message (each takes another
   * row or none). Failure: attempts+1, the next try after 1, 2, 4, 8, 16 minutes, FAILED after the
   * sixth attempt. Without SMTP_URL the due messages become NO_SMTP (nothing retries them but a resend).
   * A crash between the SMTP server's acceptance and the commit sends that one message again later.
   */
  async deliver(em: EntityManager, opts: { limit?: number } = {}): Promise<DeliveryResult> {
    const result: DeliveryResult = { sent: 0, failed: 0, retried: 0, noSmtp: 0 };
    if (!this.config.SMTP_URL) {
      const rows: unknown[] = await em.execute(
        `update outbox_message set state = 'NO_SMTP', last_error = null where state = 'PENDING' and next_attempt_at <= now() returning id`,
      );
      result.noSmtp = rows.length;
      return result;
    }
    const limit = opts.limit ?? 200;
    for (let i = 0; i < limit; i++) {
      const done = await em.fork().transactional(async (tx) => {
        const rows: { id: number; recipient: string; subject: string; html: string; text: string; attempts: number }[] = await tx.execute(
          `select id, recipient, subject, html, text, attempts from outbox_message
           where state = 'PENDING' and next_attempt_at <= now() order by next_attempt_at, id limit 1 for update skip locked`,
        );
        const row = rows[0];
        if (!row) return false;
        try {
          await this.transporter().sendMail({ from: this.config.MAIL_FROM, to: row.recipient, subject: row.subject, html: row.html, text: row.text });
          await tx.execute(`update outbox_message set state = 'SENT', sent_at = now(), attempts = attempts + 1, last_error = null where id = ?`, [row.id]);
          result.sent++;
        } catch (err) {
          const attempts = row.attempts + 1;
          const error = safeError(err, this.config.SMTP_URL);
          if (attempts >= MAX_ATTEMPTS) {
            await tx.execute(`update outbox_message set state = 'FAILED', attempts = ?, last_error = ? where id = ?`, [attempts, error, row.id]);
            result.failed++;
          } else {
            await tx.execute(`update outbox_message set attempts = ?, last_error = ?, next_attempt_at = now() + make_interval(mins => ?) where id = ?`, [attempts, error, backoffMinutes(attempts), row.id]);
            result.retried++;
          }
          this.log.warn({ outboxId: row.id, attempts, err: error }, 'outbox message not sent');
        }
        return true;
      });
      if (!done) break;
    }
    return result;
  }
}
