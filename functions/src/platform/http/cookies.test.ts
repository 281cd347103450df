import { describe, expect, it } from 'vitest';
import { clearCookie, parseCookies, serializeCookie } from './cookies';

describe('cookies', () => {
  it('parses API Gateway cookie arrays, first value wins', () => {
    expect(parseCookies(['a=1', 'b=x%20y', 'a=2', 'broken'])).toEqual({ a: '1', b: 'x y' });
    expect(parseCookies(undefined)).toEqual({});
  });

  it('serialises HttpOnly, SameSite=Lax, Secure only when asked', () => {
    expect(serializeCookie('s', 'v', { secure: true, maxAgeSeconds: 60 })).toBe(
      's=v; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=60',
    );
    expect(serializeCookie('s', 'v', { secure: false })).not.toMatch(/Secure/);
    expect(clearCookie('s', { secure: false })).toMatch(
      /^s=; .*Max-Age=0; Expires=Thu, 01 Jan 1970/,
    );
  });
});
