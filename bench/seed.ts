import { BatchWriteCommand, type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentClient } from '@salesflow/functions/platform/data/dynamo-client';
import { BatchWriteCommand as LightBatchWrite } from '@salesflow/functions/platform/data/dynamo-commands';
import { LOCAL_OPERATOR_EMAIL } from '../infra/local/local-stack';

/**
 * Writes items 25 at a time with `concurrency` writers, retrying what DynamoDB leaves unprocessed,
 * through the SDK's document client or ours (`db()`, the handlers' light client).
 */
export const batchWrite = async (
  doc: DynamoDBDocumentClient | DocumentClient,
  table: string,
  items: Record<string, unknown>[],
  concurrency = 12,
): Promise<void> => {
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++] ?? [];
      let pending: unknown[] = batch.map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; pending.length && attempt < 10; attempt += 1) {
        const input = { RequestItems: { [table]: pending as never } };
        const out =
          'tap' in doc
            ? await doc.send(new LightBatchWrite(input))
            : await doc.send(new BatchWriteCommand(input));
        pending = out.UnprocessedItems?.[table] ?? [];
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
};

export const putItem = (
  doc: DynamoDBDocumentClient,
  table: string,
  item: Record<string, unknown>,
) => doc.send(new PutCommand({ TableName: table, Item: item }));

/**
 * Signs in through the local stack's test login (into `team.organizationId` with `team.role`, or
 * an organization of their own); answers the cookie and the user.
 */
export const benchLogin = async (
  appUrl: string,
  email: string,
  team: { organizationId: string; role: 'member' | 'manager' | 'admin' } | null = null,
) => {
  const login = await fetch(`${appUrl}/api/dev/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify({ email, ...team }),
  });
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const user = (await (await fetch(`${appUrl}/api/auth/user`, { headers: { cookie } })).json()) as {
    id: string;
    organizationId: string;
  };
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${appUrl}${path}`, {
      ...init,
      headers: { cookie, origin: appUrl, 'content-type': 'application/json', ...init.headers },
    }).then(async (r) => {
      if (!r.ok) throw new Error(`${r.status} ${await r.text()}`);
      return r.text();
    });
  // A new account is on the trial (500 contacts): benchmarks measure speed, on Enterprise.
  if (!team) await setPlanByOperator(appUrl, user.organizationId, 'enterprise');
  return { cookie, user, api };
};

/** Sets an organization's plan through the operators' route, signed in as the local operator. */
export const setPlanByOperator = async (appUrl: string, organizationId: string, planId: string) => {
  const login = await fetch(`${appUrl}/api/dev/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify({ email: LOCAL_OPERATOR_EMAIL }),
  });
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const set = await fetch(`${appUrl}/api/admin/organizations/${organizationId}/plan`, {
    method: 'PUT',
    headers: { cookie, origin: appUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ planId, reason: 'benchmark' }),
  });
  if (!set.ok) throw new Error(`setting the plan: ${set.status} ${await set.text()}`);
};
