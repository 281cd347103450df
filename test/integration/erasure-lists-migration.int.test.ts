import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  type ErasureMessage,
  eraseStep,
} from '@salesflow/functions/modules/organization-erasure/erasure.service';
import { newId } from '@salesflow/functions/platform/data/ids';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import { beforeAll, describe, expect, it } from 'vitest';
import { erasureListsMigration } from '../../infra/migrations/erasure-lists';
import { signIn } from '../support/api-client';
import { useLocalStackFromTests } from '../support/service-env';
import { testTable } from '../support/table';

beforeAll(useLocalStackFromTests);

const context = () => {
  const table = testTable();
  return { doc: table.client, table: table.name, log: () => undefined };
};

const put = (item: Record<string, unknown>) =>
  context().doc.send(new PutCommand({ TableName: context().table, Item: item }));

const exists = async ({ pk, sk }: { pk: string; sk: string }) =>
  Boolean(
    (await context().doc.send(new GetCommand({ TableName: context().table, Key: { pk, sk } })))
      .Item,
  );

/** An erasure of the organization's data, run here to its end. */
const erase = async (organizationId: string) => {
  let next: ErasureMessage | null = { organizationId, position: null };
  for (let steps = 0; next && steps < 1_000; steps += 1)
    next = (await eraseStep(next, { handOn: async () => {} })).next;
};

describe('the erasure lists migration', () => {
  it('lists what an older version wrote without a list, so that the erasure finds it, once', async () => {
    const client = await signIn();
    const { organizationId } = (await client.get<AuthUser>('/api/auth/user')).body;
    const jobId = newId();
    const wamid = `wamid.${newId()}`;
    const messageId = `0100${newId()}`;
    // As an older version wrote them: no entry in the organization's lists.
    const old = [
      {
        pk: `ORG#${organizationId}#WAMSG#${wamid}`,
        sk: 'WAMSG',
        type: 'whatsappMessage',
        organizationId,
        whatsappMessageId: wamid,
        content: 'Hello',
      },
      {
        pk: `ORG#${organizationId}#WAWINDOW#+919800000001`,
        sk: 'WINDOW',
        organizationId,
        phoneE164: '+919800000001',
        lastInboundAt: new Date().toISOString(),
      },
      {
        pk: `ORG#${organizationId}#IMPORT#${jobId}`,
        sk: 'JOB',
        type: 'importJob',
        id: jobId,
        organizationId,
        userId: 'someone',
      },
      { pk: `ORG#${organizationId}#IMPORT#${jobId}`, sk: 'RESULT#000000', organizationId },
      { pk: `SESMSG#${messageId}`, sk: 'SESMSG', type: 'sentEmail', organizationId },
    ];
    for (const item of old) await put(item);

    // Unlisted, the erasure cannot find them.
    await erase(organizationId);
    for (const item of old) expect(await exists(item), `${item.pk} ${item.sk}`).toBe(true);

    expect(await erasureListsMigration.run(context())).toBeGreaterThanOrEqual(4);
    // Once: a second run finds them listed.
    await erasureListsMigration.run(context());
    await erase(organizationId);
    for (const item of old) expect(await exists(item), `${item.pk} ${item.sk}`).toBe(false);
  }, 120_000);
});
