import { describe, expect, expectTypeOf, it } from 'vitest';
import { type KeyValues, keyShape } from './key-shape';

describe('keyShape', () => {
  it('fills the placeholders in order and keeps the pattern', () => {
    const shape = keyShape('ORG#<org>#LEADS#<holder>#<shard>');
    expect(shape.pattern).toBe('ORG#<org>#LEADS#<holder>#<shard>');
    expect(shape.key('01JORG', 'NONE', String(3))).toBe('ORG#01JORG#LEADS#NONE#3');
  });

  it('fills placeholders at either end, and keys without any', () => {
    expect(keyShape('WHDEL#<org>#<source>#<shard>').key('o', 'zapier', '0')).toBe(
      'WHDEL#o#zapier#0',
    );
    expect(keyShape('<a>#X#<b>').key('1', '2')).toBe('1#X#2');
    expect(keyShape('PLATFORM#STATS').key()).toBe('PLATFORM#STATS');
    expect(keyShape('INVITETOKEN#<token hash>').key('h')).toBe('INVITETOKEN#h');
  });

  it('puts values in as given, empty ones included', () => {
    expect(keyShape('ORG#<org>#STATS#HOLDER#<holder>').key('o', '')).toBe('ORG#o#STATS#HOLDER#');
  });

  it('takes exactly as many values as the pattern has placeholders', () => {
    const shape = keyShape('ORG#<org>#CONTACTS#<shard>');
    expectTypeOf<KeyValues<'ORG#<org>#CONTACTS#<shard>'>>().toEqualTypeOf<
      [value: string, value: string]
    >();
    // @ts-expect-error one value short
    expect(() => shape.key('o')).toThrow('key ORG#<org>#CONTACTS#<shard> takes 2 values, got 1');
    // @ts-expect-error one value too many
    expect(() => shape.key('o', '1', '2')).toThrow('takes 2 values, got 3');
    // @ts-expect-error numbers go through String()
    shape.key('o', 1);
  });

  it('is frozen', () => {
    const shape = keyShape('ORG#<org>');
    expect(Object.isFrozen(shape)).toBe(true);
  });
});
