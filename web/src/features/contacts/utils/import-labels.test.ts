import { describe, expect, it } from 'vitest';
import { importSummary, leadCountLabel } from './import-labels';

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
});

describe('leadCountLabel', () => {
  it('counts one lead or many', () => {
    expect(leadCountLabel(1)).toBe('1 lead to import');
    expect(leadCountLabel(1000)).toBe('1,000 leads to import');
  });
});
