import type { EntityManager } from '@mikro-orm/postgresql';
import type { CurrentUser } from '../auth/current-user.js';
import { FieldErrors, ForbiddenError } from '../../errors.js';
import { msg } from '../../messages.js';
import { today } from '../../shared-dates.js';
import { blank, isIsoDate } from '../../shared-validation.js';
import { Employee } from '../employees/employee.entity.js';
import { Order } from '../orders/order.entity.js';
import type { SettingsService } from '../settings/settings.service.js';
import { Worklog } from '../worklogs/worklog.entity.js';
import { passengerFilter } from '../worklogs/worklog.service.js';
import * as policy from './timeclock.policy.js';
import type { ClockedInItem, WithoutTeamLeaderItem } from './timeclock.types.js';

/**
 * Time controlling (spec 3 §2.12, Superadmin): who is clocked in right now, and order days on which
 * work was clocked without the order's team leader.
 */
export class TimeControllingService {
  constructor(private readonly settings: SettingsService) {}

  /** Every open worklog, oldest first: also the ones forgotten on earlier days. */
  async clockedIn(em: EntityManager, actor: CurrentUser): Promise<ClockedInItem[]> {
    if (!policy.canControlTimes(actor)) throw new ForbiddenError();
    const open = await em.find(Worklog, { open: true, ...passengerFilter(actor) }, { populate: ['order', 'employee'], orderBy: { date: 'asc', start: 'asc', id: 'asc' } });
    return open.map((w) => ({
      worklogId: w.id,
      employeeId: w.employee.id,
      firstName: w.employee.firstName,
      lastName: w.employee.lastName,
      orderId: w.order.id,
      orderName: w.order.name,
      date: w.date,
      worklogType: w.worklogType,
      time: w.start,
      clockInUsername: w.insertUser,
      clockInTime: w.insertTime,
    }));
  }

  /**
   * Order days with WORK clocked but none by the order's team leader (or the order has none), newest
   * first. The range defaults to the open period: the earliest valid date up to today.
   */
  async withoutTeamLeader(em: EntityManager, actor: CurrentUser, from?: string | null, to?: string | null): Promise<WithoutTeamLeaderItem[]> {
    if (!policy.canControlTimes(actor)) throw new ForbiddenError();
    const errors = new FieldErrors();
    if (!blank(from) && !isIsoDate(from)) errors.add('from', msg.dateInvalid);
    if (!blank(to) && !isIsoDate(to)) errors.add('to', msg.dateInvalid);
    errors.throwIfAny();
    const start = blank(from) ? await this.settings.earliestValidFrom(em) : from!;
    const end = blank(to) ? today().toISODate()! : to!;
    const rows: { order_id: number; date: string; start: string; end: string | null }[] = await em.execute(
      `select w.order_id, to_char(w.date, 'YYYY-MM-DD') as date, min(w.start) as start,
              case when bool_or(w.open) then null else max(w."end") end as "end"
         from worklog w join orders o on o.id = w.order_id
        where w.worklog_type = 'WORK' and w.date between ? and ?
        group by w.order_id, w.date, o.team_leader_id
       having o.team_leader_id is null or not bool_or(w.employee_id = o.team_leader_id)
        order by w.date desc, w.order_id`,
      [start, end],
    );
    const orders = new Map((await em.find(Order, { id: { $in: [...new Set(rows.map((r) => r.order_id))] } }, { populate: ['teamLeader'] })).map((o) => [o.id, o]));
    return rows.map((r) => {
      const order = orders.get(r.order_id)!;
      const leader = order.teamLeader as Employee | null;
      return {
        orderId: r.order_id,
        date: r.date,
        orderName: order.name,
        address: order.address,
        zip: order.zip,
        city: order.city,
        start: r.start,
        end: r.end,
        teamLeader: leader ? { id: leader.id, employeeId: leader.id, firstName: leader.firstName, lastName: leader.lastName } : null,
      };
    });
  }
}
