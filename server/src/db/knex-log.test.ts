import { describe, expect, it } from 'vitest';
import { withoutStatement } from '../modules/logger/log-safety.js';
import { knexLog } from './knex-log.js';

describe('knex messages in the log', () => {
  it('keep the kind and the driver reason, never the statement and its values', () => {
    const broken = `Connection Error: Error: insert into "audit_event" ("action", "changes") values ('UPDATE', '{"iban":"DE89 3704 0044 0532 0130 00","lastName":"Weiß"}') - read ECONNRESET`;
    expect(withoutStatement(broken)).toBe('Connection Error: read ECONNRESET');
    expect(withoutStatement('Connection Error: Connection ended unexpectedly')).toBe('Connection Error: Connection ended unexpectedly');
    expect(withoutStatement(`select 1 where x = 'DE89 3704 0044 0532 0130 00'`)).not.toContain('3704');
    expect(withoutStatement(`select id from employee where id = 86011 for no key update - Client has encountered a connection error and is not queryable`)).toBe(
      'Client has encountered a connection error and is not queryable',
    );
    // A colon inside the statement's values is no kind prefix.
    expect(withoutStatement(`update "employee" set "last_name" = 'Weiß: Kim' - read ECONNRESET`)).toBe('read ECONNRESET');
  });

  it('go to the logger at their level', () => {
    const lines: [string, unknown, string][] = [];
    const log = knexLog({
      warn: ((o: unknown, m: string) => lines.push(['warn', o, m])) as never,
      error: ((o: unknown, m: string) => lines.push(['error', o, m])) as never,
      debug: ((o: unknown, m: string) => lines.push(['debug', o, m])) as never,
    });
    log.warn(`Connection Error: Error: update "worklog" set "end" = '12:00' - Connection terminated unexpectedly`);
    expect(lines).toEqual([['warn', { source: 'knex' }, 'Connection Error: Connection terminated unexpectedly']]);
  });
});
