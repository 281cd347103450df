import { describe, expect, it } from 'vitest';
import { dealInputSchema, dealPatchSchema } from './deal.schema';

describe('deal schemas', () => {
  it('defaults value 0, stage prospecting, probability 50 and keeps money exact', () => {
    expect(dealInputSchema.parse({ title: 'ERP rollout' })).toEqual({
      title: 'ERP rollout',
      description: null,
      contactId: null,
      value: 0,
      stage: 'prospecting',
      probability: 50,
      expectedCloseDate: null,
    });
    expect(dealInputSchema.parse({ title: 'x', value: '1999.99' }).value).toBe(199999);
    expect(dealInputSchema.parse({ title: 'x', value: 0.1 + 0.2 }).value).toBe(30);
  });

  it('refuses bad money, stages, probabilities and dates', () => {
    const fields = (input: unknown) => {
      const r = dealInputSchema.safeParse(input);
      return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    };
    expect(fields({ title: 'x', value: '-1' })).toEqual(['value']);
    expect(fields({ title: 'x', value: '12.345' })).toEqual(['value']);
    expect(fields({ title: 'x', stage: 'closed-won' })).toEqual(['stage']);
    expect(fields({ title: 'x', probability: 101 })).toEqual(['probability']);
    expect(fields({ title: 'x', probability: 12.5 })).toEqual(['probability']);
    expect(fields({ title: 'x', expectedCloseDate: '2025-02-30' })).toEqual(['expectedCloseDate']);
    expect(fields({ title: 'x', expectedCloseDate: '2024-02-29xyz' })).toEqual([
      'expectedCloseDate',
    ]);
    expect(fields({ title: 'x', expectedCloseDate: '0000-01-01' })).toEqual(['expectedCloseDate']);
    expect(fields({ title: 'x\u0000' })).toEqual(['title']);
    expect(fields({ title: '' })).toEqual(['title']);
  });

  it('keeps a patch to the fields that were sent (the board sends only the stage)', () => {
    expect(dealPatchSchema.parse({ stage: 'won' })).toEqual({ stage: 'won' });
    expect(dealPatchSchema.parse({ description: '', contactId: null })).toEqual({
      description: null,
      contactId: null,
    });
    expect(dealPatchSchema.parse({ expectedCloseDate: '2026-03-05T00:00:00.000Z' })).toEqual({
      expectedCloseDate: '2026-03-05',
    });
  });
});
