import { describe, expect, it } from 'vitest';
import { addressKey } from './client-log-limiter.js';
import { maskRoute, maskText, maskUrl, redactDeep, serializeError } from './log-safety.js';

const UUID = '3f2b8c1e-9a4d-4e5f-8b6a-1c2d3e4f5a6b';

describe('#12.8 secrets stay out of logs: masking rules', () => {
  it('credential uuids in URLs', () => {
    expect(maskUrl(`/api/registrations/${UUID}/files/abc?context=OTHER`)).toBe('/api/registrations/***/files/abc?context=OTHER');
    expect(maskUrl(`/register/${UUID}`)).toBe('/register/***');
    expect(maskUrl(`/api/confirmations/${UUID}`)).toBe('/api/confirmations/***');
    expect(maskUrl('/api/employees/1001')).toBe('/api/employees/1001');
  });

  it('client routes lose every uuid; free text loses IBANs', () => {
    expect(maskRoute({ name: 'register', params: { uuid: UUID }, path: `/register/${UUID}` })).toEqual({ name: 'register', params: { uuid: '***' }, path: '/register/***' });
    expect(maskText('IBAN DE89 3704 0044 0532 0130 00 falsch')).toBe('IBAN [Redacted] falsch');
  });

  it('secret keys at any depth', () => {
    expect(redactDeep({ a: { b: [{ iban: 'x', Password: 'y', tax_ident_number: 'z', ok: 1 }] } })).toEqual({ a: { b: [{ iban: '[Redacted]', Password: '[Redacted]', tax_ident_number: '[Redacted]', ok: 1 }] } });
  });

  it('IPv6 addresses count by their /64', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::ffff:10.0.0.7')).toBe('10.0.0.7');
    expect(addressKey('192.168.1.9')).toBe('192.168.1.9');
  });
});

describe('issue 20: a query cut off by a lost connection', () => {
  it('is logged with the driver reason, without the statement and its values', () => {
    // What MikroORM throws when the database goes away mid-query: no SQLSTATE, the statement in front.
    class DriverException extends Error {
      override name = 'DriverException';
    }
    const err = new DriverException(`update "employee" set "iban" = 'DE89 3704 0044 0532 0130 00', "last_name" = 'Weiß' where "id" = 2002 - Connection terminated unexpectedly`);
    const logged = serializeError(err);
    expect(logged.message).toBe('Connection terminated unexpectedly');
    expect(String(logged.stack)).toMatch(/^DriverException: Connection terminated unexpectedly\n\s+at /);
    expect(JSON.stringify(logged)).not.toMatch(/iban|3704|Weiß|2002/i);
  });

  it("keeps a broken connection's client object out (parameters, cancel key)", () => {
    const err = Object.assign(new Error('Connection terminated unexpectedly'), { client: { connectionParameters: { user: 'postgres', database: 'app' }, secretKey: 613224754 } });
    expect(serializeError(err).client).toBe('[pg client]');
  });
});
