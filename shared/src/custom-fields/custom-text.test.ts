import { describe, expect, it } from 'vitest';
import type { CustomField } from './custom-field';
import { readCustomText, readCustomTexts } from './custom-text';

const field = (key: string, type: CustomField['type'], options: string[] = []): CustomField => ({
  id: `contact.${key}`,
  entity: 'contact',
  key,
  label: key[0]?.toUpperCase() + key.slice(1),
  type,
  options,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

const budget = field('budget', 'number');
const visit = field('visit', 'date');
const plan = field('plan', 'select', ['Gold', 'Silver']);
const gst = field('gst', 'checkbox');
const note = field('note', 'text');

describe('custom values written as text', () => {
  it('reads numbers as people write them, with grouping and a currency', () => {
    expect(readCustomText(budget, '1,20,000')).toEqual({ value: 120000 });
    expect(readCustomText(budget, '₹ 5000.50')).toEqual({ value: 5000.5 });
    expect(readCustomText(budget, 'Rs. 700')).toEqual({ value: 700 });
    expect(readCustomText(budget, '-3')).toEqual({ value: -3 });
    expect(readCustomText(budget, 'lots')).toEqual({ problem: 'Budget must be a number' });
    expect(readCustomText(budget, '12abc')).toEqual({ problem: 'Budget must be a number' });
  });

  it('reads dates as ISO or day first, and refuses a day that is not in the calendar', () => {
    expect(readCustomText(visit, '2026-03-05')).toEqual({ value: '2026-03-05' });
    expect(readCustomText(visit, '5/3/2026')).toEqual({ value: '2026-03-05' });
    expect(readCustomText(visit, '31-12-2026')).toEqual({ value: '2026-12-31' });
    expect(readCustomText(visit, '31/02/2026')).toEqual({
      problem: 'Visit must be a date like 2026-03-05',
    });
    expect(readCustomText(visit, 'next week')).toHaveProperty('problem');
  });

  it('finds a choice whatever its case, and ticks a checkbox by yes or no', () => {
    expect(readCustomText(plan, ' gold ')).toEqual({ value: 'Gold' });
    expect(readCustomText(plan, 'Bronze')).toEqual({
      problem: 'Plan must be one of Gold, Silver',
    });
    expect(readCustomText(gst, 'Yes')).toEqual({ value: true });
    expect(readCustomText(gst, 'N')).toEqual({ value: false });
    expect(readCustomText(gst, 'maybe')).toEqual({ problem: 'Gst must be yes or no' });
    expect(readCustomText(note, 'x'.repeat(501))).toHaveProperty('problem');
  });

  it('reads several by key: empty ones unset, unknown keys passed over, problems said', () => {
    const read = readCustomTexts([budget, plan, gst], {
      budget: '5,000',
      plan: '',
      gst: 'perhaps',
      gone: 'x',
    });
    expect(read.values).toEqual({ budget: 5000 });
    expect(read.problems).toEqual(['Gst must be yes or no ("perhaps" left out)']);
    expect(readCustomTexts([budget], { budget: ' ' }).values).toBeUndefined();
  });
});
