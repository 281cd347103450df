import { search as real } from '@aws-lambda-powertools/jmespath';
import { describe, expect, it } from 'vitest';
import { search } from './jmespath-lite';

describe('the JMESPath subset the Lambda bundles carry', () => {
  const data = { organizationId: 'o1', source: 'zapier', dedupe: 'body:x', nested: { a: 1 } };

  it.each([
    '[organizationId, source, dedupe]',
    'organizationId',
    'nested.a',
    'missing',
    '[missing, source]',
  ])('answers %s as the real engine does', (expression) => {
    expect(search(expression, data)).toEqual(real(expression, data));
  });

  it('refuses what it cannot read instead of guessing', () => {
    expect(() => search('items[0].id', data)).toThrow(/cannot read/);
  });
});
