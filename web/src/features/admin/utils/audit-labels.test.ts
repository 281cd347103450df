import { describe, expect, it } from 'vitest';
import { makeAuditEntry } from '../testing/admin-fixtures';
import { auditDetail, recentMonths, utcMonth } from './audit-labels';

describe('audit log labels', () => {
  it('offers this month (UTC) first, then the ones before, across a year end', () => {
    const now = new Date('2026-01-31T23:30:00-05:00'); // already February in UTC
    expect(utcMonth(now)).toBe('2026-02');
    expect(recentMonths(now, 3)).toEqual([
      { value: '2026-02', label: 'February 2026' },
      { value: '2026-01', label: 'January 2026' },
      { value: '2025-12', label: 'December 2025' },
    ]);
  });

  it('says what a plan change did, and nothing for an action without details', () => {
    expect(auditDetail(makeAuditEntry())).toBe('Trial → Trial, ends Dec 09, 2026');
    expect(auditDetail(makeAuditEntry({ detail: { from: 'trial', to: 'professional' } }))).toBe(
      'Trial → Professional',
    );
    expect(auditDetail(makeAuditEntry({ action: 'suspend', detail: {} }))).toBeNull();
  });
});
