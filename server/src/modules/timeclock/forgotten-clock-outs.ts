import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { ZONE } from '../../shared-dates.js';
import type { Employee } from '../employees/employee.entity.js';
import type { MessageService } from '../messages/message.service.js';
import { renderForgottenClockOut } from '../messages/templates/index.js';
import { Worklog } from '../worklogs/worklog.entity.js';

/** An entry still open this long after its start was most likely not clocked out (no shift of the clock runs longer). */
export const FORGOTTEN_AFTER_HOURS = 12;

/**
 * Entries begun longer ago are not looked at: the job noticed them when they were due, and on the
 * first run after switching the notices on, months-old entries do not become a flood of mails.
 */
export const LOOKBACK_DAYS = 7;

/** The moment an entry began: its day and start time on the Berlin clock. */
export const startOf = (w: Pick<Worklog, 'date' | 'start'>) => DateTime.fromISO(`${w.date}T${w.start}`, { zone: ZONE });

/**
 * Tells the order's team leader and the office of entries still open (end empty) more than
 * FORGOTTEN_AFTER_HOURS after they began. Each entry once per recipient (dedupe key
 * `clockout:<worklogId>:TEAM_LEADER|OFFICE`), also across runs and instances. The number enqueued.
 */
export async function noticeForgottenClockOuts(em: EntityManager, messages: MessageService, now: DateTime = DateTime.now()): Promise<number> {
  const cutoff = now.setZone(ZONE).minus({ hours: FORGOTTEN_AFTER_HOURS });
  const enqueued = await em.transactional(async (tx) => {
    const candidates = await tx.find(
      Worklog,
      { end: null, date: { $gte: cutoff.minus({ days: LOOKBACK_DAYS }).toISODate()!, $lte: cutoff.toISODate()! } },
      { populate: ['order', 'order.teamLeader', 'employee'], orderBy: { id: 'asc' } },
    );
    const office = await messages.officeEmail(tx);
    let n = 0;
    for (const w of candidates) {
      const began = startOf(w);
      if (!began.isValid || began >= cutoff) continue;
      const since = began.toFormat('dd.MM.yyyy HH:mm');
      const employeeName = `${w.employee.firstName} ${w.employee.lastName}`;
      const orderName = w.order.name;
      const ref = { type: 'Worklog', id: String(w.id) } as const;
      const leader = w.order.teamLeader as Employee | null;
      // The team leader fixes it on site through the order's clock; the office in the order's worklogs of that day.
      const toLeader = await messages.enqueue(tx, {
        kind: 'FORGOTTEN_CLOCK_OUT',
        recipient: leader?.email,
        dedupeKey: `clockout:${w.id}:TEAM_LEADER`,
        ref,
        rendered: renderForgottenClockOut({ employeeName, orderName, since, link: messages.link(`/timeclock/${w.order.id}`) }),
      });
      const toOffice = await messages.enqueue(tx, {
        kind: 'FORGOTTEN_CLOCK_OUT',
        recipient: office,
        dedupeKey: `clockout:${w.id}:OFFICE`,
        ref,
        rendered: renderForgottenClockOut({ employeeName, orderName, since, link: messages.link(`/orders/${w.order.id}/worklogs/${w.date}`) }),
      });
      n += (toLeader ? 1 : 0) + (toOffice ? 1 : 0);
    }
    return n;
  });
  if (enqueued) messages.poke();
  return enqueued;
}
