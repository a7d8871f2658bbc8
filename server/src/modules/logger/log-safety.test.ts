import { describe, expect, it } from 'vitest';
import { addressKey } from './client-log-limiter.js';
import { maskRoute, maskText, maskUrl, redactDeep, serializeError, serializeRequest } from './log-safety.js';

const UUID = '3f2b8c1e-9a4d-4e5f-8b6a-1c2d3e4f5a6b';

describe('security: secrets stay out of logs: masking rules', () => {
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

describe('access log masking: download keys and search terms', () => {
  it('masks the values of key=, term= and search= in the access log\'s URL, keeps the rest', () => {
    expect(maskUrl('/api/archive/download?key=0123456789abcdef0123456789abcdef')).toBe('/api/archive/download?key=***');
    expect(maskUrl('/api/monthendclosing/download?key=abc&x=1')).toBe('/api/monthendclosing/download?key=***&x=1');
    expect(maskUrl('/api/orders/7/findEmployee?term=M%C3%BCller&assignmentType=EMPLOYEE')).toBe('/api/orders/7/findEmployee?term=***&assignmentType=EMPLOYEE');
    expect(maskUrl('/api/employees?page=2&search=Hauptstra%C3%9Fe+12&size=20')).toBe('/api/employees?page=2&search=***&size=20');
    expect(maskUrl('/api/search?SEARCH=a&Term=b&%6Bey=c')).toBe('/api/search?SEARCH=***&Term=***&%6Bey=***');
    expect(maskUrl('/api/archive/download?key=a&key=b#frag')).toBe('/api/archive/download?key=***&key=***#frag');
    expect(maskUrl('/api/employees?keyword=x&searchable=1&monkey=2')).toBe('/api/employees?keyword=x&searchable=1&monkey=2');
    expect(maskUrl('/api/archive/download?key')).toBe('/api/archive/download?key');
    expect(maskUrl('/api/x?%E0%A4%A=1&term=2')).toBe('/api/x?%E0%A4%A=1&term=***');
  });

  it('the request serializer of the access log and free-text messages mask them too', () => {
    expect(serializeRequest({ id: '1', method: 'GET', url: '/api/archive/download?key=deadbeef', remoteAddress: '127.0.0.1' })).toEqual({
      id: '1',
      method: 'GET',
      url: '/api/archive/download?key=***',
      remoteAddress: '127.0.0.1',
    });
    expect(maskText('GET /api/customers?search=Schmidt failed')).toBe('GET /api/customers?search=*** failed');
  });
});

describe('a query cut off by a lost connection', () => {
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
