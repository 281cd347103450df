import { describe, expect, it } from 'vitest';
import { weeklyReportEmailSchema, weeklyReportRequestSchema } from './weekly-report-email.schema';

const problems = (input: unknown) => {
  const result = weeklyReportEmailSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the weekly report email form', () => {
  it('takes on or off with a report type and date range of the Reports page', () => {
    expect(weeklyReportEmailSchema.parse({ enabled: true, type: 'sales', range: '90d' })).toEqual({
      enabled: true,
      type: 'sales',
      range: '90d',
    });
    expect(problems({ enabled: false, type: 'overview', range: '1y' })).toEqual([]);
  });

  it('says what is wrong with each field, in the selectors’ words', () => {
    expect(problems({ enabled: 'yes', type: 'forecast', range: '2w' })).toEqual([
      'enabled: enabled must be true or false',
      'type: Report type must be one of overview, sales, leads, calls',
      'range: Date range must be one of 7d, 30d, 90d, 1y',
    ]);
    expect(problems({})).toEqual([
      'enabled: enabled must be true or false',
      'type: Report type must be one of overview, sales, leads, calls',
      'range: Date range must be one of 7d, 30d, 90d, 1y',
    ]);
  });

  it('refuses fields it does not know, such as another user or organization', () => {
    expect(
      problems({ enabled: true, type: 'sales', range: '30d', userId: 'someone-else' }),
    ).toHaveLength(1);
    expect(
      problems({ enabled: true, type: 'sales', range: '30d', organizationId: 'org-2' }),
    ).toHaveLength(1);
  });
});

describe('a weekly report request on the queue', () => {
  it('names the user, the organization, the week and when it was due', () => {
    const request = {
      organizationId: 'org-1',
      userId: 'user-1',
      week: '2026-11-30',
      dueAt: '2026-11-30T02:30:00.000Z',
      at: '2026-11-30T02:35:00.000Z',
    };
    expect(weeklyReportRequestSchema.parse(request)).toEqual(request);
    expect(weeklyReportRequestSchema.safeParse({ ...request, week: '30/11/2026' }).success).toBe(
      false,
    );
    expect(weeklyReportRequestSchema.safeParse({ ...request, userId: '' }).success).toBe(false);
  });
});
