import type { HeldLeadsAnswer } from '@salesflow/shared/contacts/held-lead';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_OPERATOR_EMAIL } from '../../infra/local/local-stack';
import { signIn } from '../support/api-client';
import { postLead, urlOf, webhookUrlsOf } from '../support/lead-webhooks';
import { settleProjections } from '../support/projections';
import { useLocalStackFromTests } from '../support/service-env';

beforeAll(useLocalStackFromTests);

/**
 * The plan's limit is a guard in each create's own transaction (contact-room.ts), not a look at
 * counters that follow from the stream: creators racing at the edge end exactly at the limit.
 */
describe('the plan limit under concurrent creates', () => {
  it('ends with exactly the limit when the form and webhooks race at its edge; the rest are held', async () => {
    const owner = await signIn();
    const organizationId = (await owner.get<{ organizationId: string }>('/api/auth/user')).body
      .organizationId;
    const operator = await signIn(LOCAL_OPERATOR_EMAIL);
    const set = await operator.put(`/api/admin/organizations/${organizationId}/plan`, {
      planId: 'basic',
      reason: 'plan limit race test',
    });
    expect(set.status).toBe(200);
    const stamp = Date.now();
    // 244 of the Basic plan's 250, then 24 creators at once for the last 6 places.
    const rows = Array.from({ length: 244 }, (_, i) => `Lead ${i},lead${i}.${stamp}@example.in`);
    const imported = await owner.post<{ success: number }>('/api/contacts/import', {
      type: 'csv',
      data: ['name,email', ...rows].join('\n'),
    });
    expect(imported.body.success).toBe(244);

    const url = urlOf(await webhookUrlsOf(owner), 'generic');
    const [forms, hooks] = await Promise.all([
      Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          owner.post('/api/contacts', { name: `Form ${i}`, email: `form${i}.${stamp}@example.in` }),
        ),
      ),
      Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          postLead(
            url,
            'application/json',
            JSON.stringify({ name: `Hook ${i}`, email: `hook${i}.${stamp}@example.in` }),
          ),
        ),
      ),
    ]);
    const formStatuses = forms.map((r) => r.status);
    const hookStatuses = hooks.map((r) => r.status);
    expect(formStatuses.every((s) => s === 201 || s === 402)).toBe(true);
    expect(hookStatuses.every((s) => s === 201 || s === 202)).toBe(true);
    const created = [...formStatuses, ...hookStatuses].filter((s) => s === 201).length;
    expect(created).toBe(6);
    const heldHooks = hookStatuses.filter((s) => s === 202).length;

    await settleProjections();
    const list = await owner.get<{ total: number }>('/api/contacts?limit=1');
    expect(list.body.total).toBe(250);
    const held = (await owner.get<HeldLeadsAnswer>('/api/held-leads')).body;
    // Every webhook lead without a place is held, none lost.
    expect(held.count).toBe(heldHooks);
    expect(held.reason).toMatch(/^Your Basic plan holds/);
  }, 120_000);
});
