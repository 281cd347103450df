import { describe, expect, it } from 'vitest';
import {
  hasBasicCredentials,
  makeCallToken,
  sameCallToken,
  upgradeBasicCredentials,
} from './exotel-call-token';

describe('Exotel per-call tokens', () => {
  it('are 32 random bytes in base64url, never the same twice', () => {
    const a = makeCallToken();
    const b = makeCallToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).not.toBe(b);
  });

  it('match only themselves; missing, empty or other tokens are refused', () => {
    const token = makeCallToken();
    expect(sameCallToken(token, token)).toBe(true);
    expect(sameCallToken(token, `${token}x`)).toBe(false);
    expect(sameCallToken(token, makeCallToken())).toBe(false);
    expect(sameCallToken(token, '')).toBe(false);
    expect(sameCallToken(token, undefined)).toBe(false);
    expect(sameCallToken('', '')).toBe(false);
  });
});

describe('Basic credentials of an AgentStream upgrade', () => {
  const basic = (value: string) => `Basic ${Buffer.from(value).toString('base64')}`;

  it('are read from the Authorization header, a colon in the password kept', () => {
    const request = { headers: { authorization: basic('key:tok:en') }, url: '/stream' };
    expect(upgradeBasicCredentials(request)).toEqual({ username: 'key', password: 'tok:en' });
    expect(hasBasicCredentials(request, { username: 'key', password: 'tok:en' })).toBe(true);
    expect(hasBasicCredentials(request, { username: 'key', password: 'token' })).toBe(false);
  });

  it('are read from user info in an absolute URL when there is no header', () => {
    const request = { headers: {}, url: 'wss://k%40y:p%3Ass@bot.example.com/s?t=1' };
    expect(upgradeBasicCredentials(request)).toEqual({ username: 'k@y', password: 'p:ss' });
  });

  it('are null when absent or malformed', () => {
    expect(upgradeBasicCredentials({ headers: {}, url: '/stream' })).toBeNull();
    expect(upgradeBasicCredentials({ headers: { authorization: 'Bearer x' } })).toBeNull();
    expect(upgradeBasicCredentials({ headers: { authorization: basic('nocolon') } })).toBeNull();
  });
});
