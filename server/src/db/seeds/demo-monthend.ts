import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { toCurrentUser } from '../../modules/auth/current-user.js';
import { User } from '../../modules/auth/user.entity.js';
import { MonthEndClosing } from '../../modules/monthend/month-end-closing.entity.js';
import { EARLIEST_VALID_FROM } from '../../modules/settings/settings.service.js';
import { ZONE } from '../../shared-dates.js';
import type { Services } from '../../services.js';

/**
 * One demo closing: the month two months ago, closed by the office (demo user "buero") through the
 * real service, so the month-end list shows a closing with its file. The boundary is first put at
 * that month's first day; the closing moves it to the first day of the previous month, which is the
 * documented default before any closing. Idempotent: nothing happens once a closing or a stored
 * boundary exists (a real installation's boundary is never moved by a seed).
 */
export async function seedDemoMonthEnd(em: EntityManager, services: Services): Promise<boolean> {
  if ((await em.count(MonthEndClosing)) > 0) return false;
  if ((await services.settings.get(em, EARLIEST_VALID_FROM)) !== null) return false;
  const office = await em.findOne(User, { username: 'buero' }, { populate: ['roles'] });
  if (!office) return false;
  const month = DateTime.now().setZone(ZONE).startOf('month').minus({ months: 2 });
  await services.settings.set(em, EARLIEST_VALID_FROM, month.toISODate()!);
  await services.monthEnd.close(em, toCurrentUser(office), month.toFormat('yyyy-MM'));
  return true;
}
