import { describe, expect, it } from 'vitest';
import { composedProjection } from '../projections/composed-projection';
import type { StreamChange } from '../projections/stream-change';
import { answerLogProjection } from './answer-log.projection';

const answer = (entry?: Record<string, unknown>) => ({
  pk: 'IDEMPOTENCY#lead-webhook-answer#abc',
  sk: 'IDEMPOTENCY',
  type: 'answer',
  answer: { status: 201 },
  ...(entry ? { logEntry: entry } : {}),
});
const entry = (sk: string) => ({ pk: 'WHDEL#org-1#generic#3', sk, status: 'created' });

let seq = 0;
const change = (
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): StreamChange => {
  seq += 1;
  return {
    seq: String(seq),
    kind: !before ? 'INSERT' : !after ? 'REMOVE' : 'MODIFY',
    before,
    after,
    approximateAt: 0,
  };
};

describe('the log entries answers carry', () => {
  it('puts the entry of a kept answer, whole, once however often it is delivered', () => {
    const kept = change(null, answer(entry('2026-11-27T10:00:00.000Z#d1')));
    expect(answerLogProjection.sourceOf(kept)).toBe(`answer/${answer().pk}`);
    expect(answerLogProjection.writes([kept, kept])).toEqual([
      { put: entry('2026-11-27T10:00:00.000Z#d1') },
    ]);
  });

  it('writes nothing for an answer without one, nor when the answer expires', () => {
    expect(answerLogProjection.writes([change(null, answer())])).toEqual([]);
    const gone = change(answer(entry('s')), null);
    expect(answerLogProjection.writes([gone])).toEqual([]);
    expect(answerLogProjection.sourceOf(change(null, { pk: 'x', sk: 'y', type: 'deal' }))).toBe(
      null,
    );
  });

  it('is kept beside other projections by one projector, each change by its own part', () => {
    const other = {
      name: 'other',
      sourceOf: (c: StreamChange) => (c.after?.type === 'deal' ? 'deal/1' : null),
      writes: () => [{ delete: { pk: 'p', sk: 's' } }],
      writtenAt: () => 42,
    };
    const both = composedProjection('both', [other, answerLogProjection]);
    const kept = change(null, answer(entry('e')));
    const deal = change(null, { pk: 'p', sk: 's', type: 'deal' });
    expect(both.sourceOf(kept)).toBe(`1|answer/${answer().pk}`);
    expect(both.sourceOf(deal)).toBe('0|deal/1');
    expect(both.writes([kept])).toEqual([{ put: entry('e') }]);
    expect(both.writes([deal])).toEqual([{ delete: { pk: 'p', sk: 's' } }]);
    expect(both.writtenAt?.(deal)).toBe(42);
    expect(both.writtenAt?.(kept)).toBeUndefined();
  });
});
