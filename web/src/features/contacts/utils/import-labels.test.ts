import { describe, expect, it } from 'vitest';
import { importSummary, leadCountLabel, roomWarning } from './import-labels';

describe('importSummary', () => {
  it('counts the imported leads', () => {
    expect(importSummary({ success: 12, failed: 0 })).toBe('Successfully imported 12 leads');
  });

  it('appends the failed rows when some failed', () => {
    expect(importSummary({ success: 1000, failed: 3 })).toBe(
      'Successfully imported 1,000 leads, 3 failed',
    );
    expect(importSummary({ success: 0, failed: 2 })).toBe(
      'Successfully imported 0 leads, 2 failed',
    );
  });

  it('names the leads held for room on the plan, before the failed ones', () => {
    expect(importSummary({ success: 482, failed: 2, held: 1516 })).toBe(
      'Successfully imported 482 leads, 1,516 held (no room on your plan), 2 failed',
    );
    expect(importSummary({ success: 0, failed: 0, held: 1 })).toBe(
      'Successfully imported 0 leads, 1 held (no room on your plan)',
    );
  });
});

describe('roomWarning', () => {
  it('says nothing when the file fits, or when the plan or the file sets no count', () => {
    expect(roomWarning({ rows: 2000, room: 2000 })).toBeNull();
    expect(roomWarning({ rows: 2000, room: null })).toBeNull();
    expect(roomWarning({ rows: null, room: 10 })).toBeNull();
  });

  it('says how many leads will be held when the file is past the plan’s room', () => {
    expect(roomWarning({ rows: 2000, room: 482 })).toBe(
      'This file has 2,000 leads and your plan has room for 482 more contacts: up to 1,518 will be held, and become contacts as soon as there is room.',
    );
    expect(roomWarning({ rows: 3, room: 0 })).toBe(
      'Your plan has no room for more contacts: the 3 leads in this file will be held, and become contacts as soon as there is room.',
    );
  });
});

describe('leadCountLabel', () => {
  it('counts one lead or many', () => {
    expect(leadCountLabel(1)).toBe('1 lead to import');
    expect(leadCountLabel(1000)).toBe('1,000 leads to import');
  });
});
