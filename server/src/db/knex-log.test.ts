import { describe, expect, it } from 'vitest';
import { knexLog, withoutStatement } from './knex-log.js';

describe('knex messages in the log', () => {
  it('keep the kind and the driver reason, never the statement and its values', () => {
    const broken = `Connection Error: Error: insert into "audit_event" ("action", "changes") values ('UPDATE', '{"iban":"DE89 3704 0044 0532 0130 00","lastName":"Weiß"}') - read ECONNRESET`;
    expect(withoutStatement(broken)).toBe('Connection Error: read ECONNRESET');
    expect(withoutStatement('Connection Error: Connection ended unexpectedly')).toBe('Connection Error: Connection ended unexpectedly');
    expect(withoutStatement(`select 1 where x = 'DE89 3704 0044 0532 0130 00'`)).not.toContain('3704');
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
