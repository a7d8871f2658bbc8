import { Migration } from '@mikro-orm/migrations';

/**
 * The live board (docs/decisions/timeclock.md#CLK-28): every change of a worklog
 * (any path: clocking, the worklog dialog, deletes, cascades) notifies channel `worklog_changed` with the
 * order and day it touched, so every app instance LISTENing on the same database tells its viewers.
 *
 * One notify per row (and one more when an update moves the entry to another order or day); PostgreSQL
 * sends notifications at commit only and folds identical payloads of one transaction, so a clock request
 * of many employees on one order costs one message. `passenger` lets the server keep changes of passenger
 * entries from viewers who may not see passenger times (the payload sent to clients is {orderId, date}).
 */
export class Migration20261201110000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function worklog_notify_change() returns trigger language plpgsql as $$
begin
  if tg_op <> 'DELETE' then
    perform pg_notify('worklog_changed', json_build_object('orderId', new.order_id, 'date', new.date,
      'passenger', new.worklog_type = 'PASSENGER' and (tg_op = 'INSERT' or old.worklog_type = 'PASSENGER'
        or (old.order_id, old.date) is distinct from (new.order_id, new.date)))::text);
  end if;
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and (old.order_id, old.date) is distinct from (new.order_id, new.date)) then
    perform pg_notify('worklog_changed', json_build_object('orderId', old.order_id, 'date', old.date,
      'passenger', old.worklog_type = 'PASSENGER')::text);
  end if;
  return null;
end $$;`);
    this.addSql(`drop trigger if exists worklog_notify_change on "worklog";`);
    this.addSql(`create trigger worklog_notify_change after insert or update or delete on "worklog" for each row execute function worklog_notify_change();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists worklog_notify_change on "worklog";`);
    this.addSql(`drop function if exists worklog_notify_change();`);
  }
}
