import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { toContactItem } from '@salesflow/functions/modules/contacts/contact.entity';
import { type DealRecord, toDealItem } from '@salesflow/functions/modules/deals/deal.entity';
import { readTrail } from '@salesflow/functions/modules/deals/deal-trail';
import { newId } from '@salesflow/functions/platform/data/ids';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { DealPage } from '@salesflow/shared/deals/deal.schema';
import type { AiInsight } from '@salesflow/shared/metrics/insights';
import { describe, expect, it } from 'vitest';
import { followUpIndexesMigration } from '../../infra/migrations/follow-up-indexes';
import { signIn } from '../support/api-client';
import { daysAgo } from '../support/dates';
import { testTable } from '../support/table';

const context = () => {
  const table = testTable();
  return { doc: table.client, table: table.name, log: () => undefined };
};

/** As an older version wrote it: no gsi3 entry, counted by its own transaction (not marked). */
const putOld = async (item: Record<string, unknown>) => {
  const { gsi3pk: _pk, gsi3sk: _sk, countedFromStream: _counted, ...old } = item;
  await context().doc.send(new PutCommand({ TableName: context().table, Item: old }));
};

describe('the follow-up indexes migration', () => {
  it('indexes hot leads and open dated deals saved before gsi3, once', async () => {
    const client = await signIn();
    const { organizationId, id: ownerId } = (await client.get<AuthUser>('/api/auth/user')).body;
    const at = daysAgo(12);
    const contact = (name: string, status: 'hot' | 'cold') =>
      toContactItem({
        id: newId(),
        name,
        email: `${name.toLowerCase()}-${Date.now()}@old.in`,
        phone: null,
        phoneE164: null,
        company: null,
        title: null,
        score: 50,
        status,
        source: null,
        notes: null,
        organizationId,
        ownerId,
        createdAt: at,
        updatedAt: at,
      });
    const deal = (title: string, stage: DealRecord['stage']): DealRecord => ({
      id: newId(),
      title,
      description: null,
      contactId: null,
      contactName: null,
      contactCompany: null,
      valueCents: 100_000,
      stage,
      probability: 50,
      expectedCloseDate: '2026-01-10',
      organizationId,
      ownerId,
      holder: ownerId,
      leadOwnerId: null,
      createdAt: at,
      updatedAt: at,
      wonMonth: null,
      ...readTrail({ createdAt: at, updatedAt: at }, stage),
    });
    await putOld(contact('Hotold', 'hot'));
    await putOld(contact('Coldold', 'cold'));
    await putOld(toDealItem(deal('Old open deal', 'proposal')));
    await putOld(toDealItem({ ...deal('Old lost deal', 'lost') }));

    const kinds = async () =>
      (await client.get<AiInsight[]>('/api/ai-insights')).body.map((i) => i.kind);
    const pastDue = async () =>
      (await client.get<DealPage>('/api/deals?due=past&limit=10')).body.items.map((d) => d.title);
    expect(await kinds()).not.toContain('hotLeadsWaiting');
    expect(await pastDue()).toEqual([]);

    expect(await followUpIndexesMigration.run(context())).toBeGreaterThanOrEqual(2);
    const insights = (await client.get<AiInsight[]>('/api/ai-insights')).body;
    expect(insights.find((i) => i.kind === 'hotLeadsWaiting')?.title).toBe('1 hot lead waiting');
    expect(insights.find((i) => i.kind === 'pastDueDeals')?.title).toBe(
      '1 deal past its close date',
    );
    expect(await pastDue()).toEqual(['Old open deal']);

    await followUpIndexesMigration.run(context());
    expect(await pastDue()).toEqual(['Old open deal']);
    expect((await client.get<AiInsight[]>('/api/ai-insights')).body).toEqual(insights);
  });
});
