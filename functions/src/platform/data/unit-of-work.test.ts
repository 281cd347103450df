import { beforeAll, describe, expect, it } from 'vitest';
import { addWrite, mergeAdds, putWrite } from './unit-of-work';

beforeAll(() => {
  process.env.TABLE_NAME ??= 'salesflow-test';
});

const key = (sk: string) => ({ pk: 'ORG#1#STATS', sk });

describe('mergeAdds', () => {
  it('merges unconditional adds to one item into one write, where the first stood', () => {
    const writes = [
      ...addWrite(key('REPORT#CALLS#D#2026-11-26'), { 'k@u1': 1, 'o_none@u1': -1 }),
      putWrite({ ...key('CALL#1'), status: 'completed' }),
      ...addWrite(key('REPORT#CALLS#D#2026-11-26'), { 'k@u1': 1, 'o_none@u1': 1 }),
      ...addWrite(key('REPORT#CALLS#M#2026-11'), { 'k@u1': 2 }),
    ];
    const merged = mergeAdds(writes);
    expect(merged).toHaveLength(3);
    expect(merged[0]?.item.Update?.Key).toEqual(key('REPORT#CALLS#D#2026-11-26'));
    expect(merged[0]?.item.Update?.ExpressionAttributeValues).toEqual({ ':v0': 2 });
    expect(merged[1]?.item.Put).toBeDefined();
  });

  it('drops an item whose adds cancel out, and never merges an add with a condition', () => {
    const limited = addWrite(
      key('AICALLS#2026-11'),
      { calls: 1 },
      { expression: 'calls < :limit', values: { ':limit': 5 }, error: () => new Error('full') },
    );
    const merged = mergeAdds([
      ...addWrite(key('TOTALS'), { contacts: 1 }),
      ...addWrite(key('TOTALS'), { contacts: -1 }),
      ...limited,
      ...addWrite(key('AICALLS#2026-11'), { calls: 1 }),
    ]);
    expect(merged).toHaveLength(2);
    expect(merged[0]).toBe(limited[0]);
    expect(merged[0]?.item.Update?.ConditionExpression).toBe('calls < :limit');
  });
});
