import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TeamRole } from '@salesflow/shared/auth/roles';
import { ApiClient, appUrl, sessionCookieFrom } from './api-client';
import { testTable } from './table';

/**
 * Signs in a user who is a member of `organizationId` with `role`, through the local stack's test
 * sign-in (until invitations exist, the only way to make a second member).
 */
export const signInAsMember = async (organizationId: string, role: TeamRole) => {
  const email = `${role}-${randomUUID()}@example.com`;
  const response = await fetch(`${appUrl()}/api/dev/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl() },
    body: JSON.stringify({ email, organizationId, role }),
  });
  if (response.status !== 204) throw new Error(`member sign-in failed: ${response.status}`);
  return new ApiClient(email, sessionCookieFrom(response));
};

/** Marks a membership removed, as the teams area will; the member's session stays. */
export const removeMembership = async (organizationId: string, userId: string) => {
  const table = testTable();
  await table.client.send(
    new UpdateCommand({
      TableName: table.name,
      Key: { pk: `ORG#${organizationId}`, sk: `MEMBER#${userId}` },
      UpdateExpression: 'SET #status = :removed',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':removed': 'removed' },
    }),
  );
};

/** The member limit of an organization, set in the table as plans will. */
export const setMaxMembers = async (organizationId: string, maxMembers: number) => {
  const table = testTable();
  await table.client.send(
    new UpdateCommand({
      TableName: table.name,
      Key: { pk: `ORG#${organizationId}`, sk: 'PROFILE' },
      UpdateExpression: 'SET maxMembers = :max',
      ExpressionAttributeValues: { ':max': maxMembers },
    }),
  );
};

/** Moves an invitation's expiry into the past, as if its 7 days had gone by. */
export const expireInvitation = async (organizationId: string, invitationId: string) => {
  const table = testTable();
  await table.client.send(
    new UpdateCommand({
      TableName: table.name,
      Key: { pk: `ORG#${organizationId}`, sk: `INVITE#${invitationId}` },
      UpdateExpression: 'SET expiresAt = :past',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':past': new Date(Date.now() - 60_000).toISOString() },
    }),
  );
};

/** The organization item as stored (its counters). */
export const organizationItem = async (organizationId: string) => {
  const table = testTable();
  const { Item } = await table.client.send(
    new GetCommand({
      TableName: table.name,
      Key: { pk: `ORG#${organizationId}`, sk: 'PROFILE' },
      ConsistentRead: true,
    }),
  );
  return Item ?? {};
};
