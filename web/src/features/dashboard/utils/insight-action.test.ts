import { INSIGHT_LINKS } from '@salesflow/shared/metrics/insight-links';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { insightActionPath } from './insight-action';

describe('where an insight’s action leads', () => {
  it('is the link the server sent, when it is a screen of the app', () => {
    expect(insightActionPath({ link: '/app/deals?due=past' })).toBe('/app/deals?due=past');
    expect(insightActionPath({ link: '//evil.example/app' })).toBeNull();
    expect(insightActionPath({})).toBeNull();
  });

  it('uses the same addresses as the app’s own paths', () => {
    expect(INSIGHT_LINKS.contacts).toBe(paths.app.contacts);
    expect(INSIGHT_LINKS.contact('c 1')).toBe(paths.app.contactDetail('c 1'));
    expect(INSIGHT_LINKS.deals).toBe(paths.app.deals);
    expect(INSIGHT_LINKS.pastDueDeals).toBe(paths.app.dealsPastDue);
    expect(INSIGHT_LINKS.pipeline).toBe(paths.app.dealsPipeline);
  });
});
