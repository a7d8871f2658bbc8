/**
 * Background jobs on pg-boss 10, in the application's PostgreSQL (schema `pgboss`). Schedules are
 * rows keyed by name (registering one again is an upsert) and pg-boss's cron monitor sends each due
 * job once across all instances, so N app instances run a scheduled job once.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import type { DateTime } from 'luxon';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { purgeAuditEvents } from '../modules/audit/audit-retention.js';
import { MessageService } from '../modules/messages/message.service.js';
import { purgeExpiredRegistrations } from '../modules/registrations/registration-expiry.js';
import { SettingsService } from '../modules/settings/settings.service.js';
import { remindUnconfirmed } from '../modules/confirmations/confirmation-reminders.js';
import { noticeForgottenClockOuts } from '../modules/timeclock/forgotten-clock-outs.js';
import { SummaryService } from '../modules/statistics/summary.service.js';
import type { Services } from '../services.js';

export const JOB_SCHEMA = 'pgboss';

/** Hourly, at minute 17 (away from the full hour other systems favour). */
export const PURGE_EXPIRED_REGISTRATIONS = { name: 'purge-expired-registrations', cron: '17 * * * *' } as const;

/**
 * Every minute: recompute the order-month summaries the triggers marked dirty (docs/decisions/statistics.md#STA-4). Reads
 * recompute their own scope anyway; the job keeps the stored figures fresh for the rest.
 */
export const REFRESH_ORDER_SUMMARIES = { name: 'refresh-order-summaries', cron: '* * * * *' } as const;

/** Daily at 03:43 (Europe/Berlin): audit events past their retention are deleted. */
export const PURGE_AUDIT_EVENTS = { name: 'purge-audit-events', cron: '43 3 * * *' } as const;

/**
 * Every minute, and at once when a message was enqueued (MessageService.poke): the due outbox messages
 * are sent. The minute run catches what a lost poke missed and the retries' backoff.
 */
export const DELIVER_OUTBOX = { name: 'deliver-outbox', cron: '* * * * *' } as const;

/** Daily at 07:05 (Europe/Berlin), office hours: customers with an unconfirmed link that expires in three days are reminded. */
export const CONFIRMATION_REMINDERS = { name: 'confirmation-reminders', cron: '5 7 * * *' } as const;

/** Every 15 minutes: clock entries open more than 12 hours are reported to the team leader and the office. */
export const FORGOTTEN_CLOCK_OUTS = { name: 'forgotten-clock-outs', cron: '*/15 * * * *' } as const;

export interface Jobs {
  boss: PgBoss;
  stop(): Promise<void>;
}

/** Runs the purge of expired registrations now (what the scheduled job does; also safe by hand). */
export function runRegistrationPurge(orm: MikroORM, services: Pick<Services, 'files' | 'config' | 'log'>) {
  return purgeExpiredRegistrations(orm.em, services.files, services.config.REGISTRATION_EXPIRY_DAYS, services.log);
}

/** Deletes the audit events past their retention now (what the daily job does). */
export function runAuditPurge(orm: MikroORM, services: Pick<Services, 'config' | 'log'>) {
  return purgeAuditEvents(orm.em.fork(), services.config).then((r) => {
    if (r.security || r.other || r.throttleWindows) services.log.info(r, 'audit events past their retention deleted');
    return r;
  });
}

/** Recomputes every dirty order-month now (what the scheduled job does); the number recomputed. */
export function runSummaryRefresh(orm: MikroORM, services: Pick<Services, 'summaries'>): Promise<number> {
  return services.summaries.recomputeDirty(orm.em.fork());
}

/** Sends the due outbox messages now (what the delivery job does; also safe by hand and from several instances at once). */
export function runOutboxDelivery(orm: MikroORM, services: Pick<Services, 'messages'>) {
  return services.messages.deliver(orm.em.fork());
}

/** Enqueues the day's confirmation reminders now (what the daily job does); the number enqueued. */
export function runConfirmationReminders(orm: MikroORM, services: Pick<Services, 'messages'>, now?: DateTime): Promise<number> {
  return remindUnconfirmed(orm.em.fork(), services.messages, now);
}

/** Enqueues the notices of forgotten clock-outs now (what the 15-minute job does); the number enqueued. */
export function runForgottenClockOuts(orm: MikroORM, services: Pick<Services, 'messages'>, now?: DateTime): Promise<number> {
  return noticeForgottenClockOuts(orm.em.fork(), services.messages, now);
}

export async function startJobs(opts: { url: string; orm: MikroORM; services: Pick<Services, 'files' | 'config' | 'log'> & Partial<Pick<Services, 'summaries' | 'messages'>>; log: Logger }): Promise<Jobs> {
  const boss = new PgBoss({
    connectionString: opts.url,
    schema: JOB_SCHEMA,
    application_name: 'inventurdienst-jobs',
    max: 2,
    // Finished jobs are kept a week for inspection, then removed by pg-boss's maintenance.
    deleteAfterDays: 7,
  });
  boss.on('error', (err) => {
    // 57P01: the database shut down (on SIGTERM the embedded one stops beside us): not an error of ours.
    if ((err as { code?: string }).code === '57P01') opts.log.debug({ err }, 'job queue connection closed');
    else opts.log.error({ err }, 'job queue error');
  });
  await boss.start();

  const purge = PURGE_EXPIRED_REGISTRATIONS;
  // singleton: at most one purge job active at a time; a run left over by a crashed instance expires.
  await boss.createQueue(purge.name, { name: purge.name, policy: 'singleton', expireInSeconds: 15 * 60, retryLimit: 2 });
  await boss.schedule(purge.name, purge.cron, {}, { tz: 'Europe/Berlin' });
  // An hourly job needs no fast polling: a due job is picked up within a minute.
  await boss.work(purge.name, { pollingIntervalSeconds: 60 }, async () => {
    await runRegistrationPurge(opts.orm, opts.services);
  });

  const refresh = REFRESH_ORDER_SUMMARIES;
  // singleton: one recomputation at a time; a second send while one is queued or active is dropped.
  await boss.createQueue(refresh.name, { name: refresh.name, policy: 'singleton', expireInSeconds: 5 * 60, retryLimit: 1 });
  await boss.schedule(refresh.name, refresh.cron, {}, { tz: 'Europe/Berlin' });
  // The service is stateless: callers that start only the job runner need not build one.
  const summaries = opts.services.summaries ?? new SummaryService();
  await boss.work(refresh.name, { pollingIntervalSeconds: 10 }, async () => {
    await runSummaryRefresh(opts.orm, { summaries });
  });

  const auditPurge = PURGE_AUDIT_EVENTS;
  await boss.createQueue(auditPurge.name, { name: auditPurge.name, policy: 'singleton', expireInSeconds: 30 * 60, retryLimit: 2 });
  await boss.schedule(auditPurge.name, auditPurge.cron, {}, { tz: 'Europe/Berlin' });
  await boss.work(auditPurge.name, { pollingIntervalSeconds: 60 }, async () => {
    await runAuditPurge(opts.orm, opts.services);
  });

  const deliver = DELIVER_OUTBOX;
  // stately: one run active and at most one queued. A poke during a run queues one more run, which
  // sends what was committed after the running one last looked; further pokes are dropped meanwhile.
  await boss.createQueue(deliver.name, { name: deliver.name, policy: 'stately', expireInSeconds: 10 * 60, retryLimit: 0 });
  await boss.schedule(deliver.name, deliver.cron, {}, { tz: 'Europe/Berlin' });
  const messages = opts.services.messages ?? new MessageService(opts.services.config, new SettingsService(opts.services.config), opts.log);
  messages.onPoke(() => boss.send(deliver.name, {}));
  await boss.work(deliver.name, { pollingIntervalSeconds: 2 }, async () => {
    const r = await runOutboxDelivery(opts.orm, { messages });
    if (r.sent || r.failed || r.retried || r.noSmtp) opts.log.info(r, 'outbox delivered');
  });

  const reminders = CONFIRMATION_REMINDERS;
  // singleton: one run at a time; its dedupe keys make a second run (or instance) enqueue nothing new.
  await boss.createQueue(reminders.name, { name: reminders.name, policy: 'singleton', expireInSeconds: 15 * 60, retryLimit: 2 });
  await boss.schedule(reminders.name, reminders.cron, {}, { tz: 'Europe/Berlin' });
  await boss.work(reminders.name, { pollingIntervalSeconds: 60 }, async () => {
    const n = await runConfirmationReminders(opts.orm, { messages });
    if (n) opts.log.info({ n }, 'confirmation reminders enqueued');
  });

  const clockOuts = FORGOTTEN_CLOCK_OUTS;
  await boss.createQueue(clockOuts.name, { name: clockOuts.name, policy: 'singleton', expireInSeconds: 10 * 60, retryLimit: 1 });
  await boss.schedule(clockOuts.name, clockOuts.cron, {}, { tz: 'Europe/Berlin' });
  await boss.work(clockOuts.name, { pollingIntervalSeconds: 60 }, async () => {
    const n = await runForgottenClockOuts(opts.orm, { messages });
    if (n) opts.log.info({ n }, 'forgotten clock-out notices enqueued');
  });

  return {
    boss,
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
