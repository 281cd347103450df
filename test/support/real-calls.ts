import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AiCall, StartCallAnswer } from '@salesflow/shared/ai-calls/ai-call.schema';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import { expect, inject } from 'vitest';
import { twilioSignature } from '../../functions/src/platform/telephony/twilio-signature';
import { DEMO_TWILIO_ACCOUNT } from '../fakes/twilio/demo-accounts';
import type { ApiClient } from './api-client';
import { loopbackHttp } from './loopback';
import { testTable } from './table';

export const me = async (client: ApiClient) => (await client.get<AuthUser>('/api/auth/user')).body;

/** Saves the demo Twilio account (the fake's) as the organization's. */
export const setUpTwilio = async (
  client: ApiClient,
  phoneNumber = DEMO_TWILIO_ACCOUNT.phoneNumber,
) => {
  const response = await client.post('/api/settings/security', {
    twilioAccountSid: DEMO_TWILIO_ACCOUNT.sid,
    twilioAuthToken: DEMO_TWILIO_ACCOUNT.authToken,
    twilioPhoneNumber: phoneNumber,
  });
  expect(response.status).toBe(200);
};

/** The user's plan as stored (billing is a later issue): their plan and when it started. */
export const setPlan = async (
  userId: string,
  plan: string,
  planStartDate = new Date().toISOString(),
) => {
  const table = testTable();
  await table.client.send(
    new UpdateCommand({
      TableName: table.name,
      Key: { pk: `USER#${userId}`, sk: 'PROFILE' },
      UpdateExpression: 'SET currentPlan = :p, planStartDate = :d',
      ExpressionAttributeValues: { ':p': plan, ':d': planStartDate },
    }),
  );
};

/** Sets the organization's AI calls used in its current billing period. */
export const setCallsUsed = async (organizationId: string, period: string, calls: number) => {
  const table = testTable();
  await table.client.send(
    new UpdateCommand({
      TableName: table.name,
      Key: { pk: `ORG#${organizationId}#STATS`, sk: `AICALLS#${period}` },
      UpdateExpression: 'SET calls = :n',
      ExpressionAttributeValues: { ':n': calls },
    }),
  );
};

export const callsUsed = async (organizationId: string, period: string): Promise<number> => {
  const table = testTable();
  const { Item } = await table.client.send(
    new GetCommand({
      TableName: table.name,
      Key: { pk: `ORG#${organizationId}#STATS`, sk: `AICALLS#${period}` },
      ConsistentRead: true,
    }),
  );
  return Number(Item?.calls ?? 0);
};

/**
 * Starts a real call: a service call unless said (TRAI holds promotional calls to Indian numbers
 * to 09:00-21:00 India time, which tests not about it must not depend on the hour they run at).
 */
export const startRealCall = (
  client: ApiClient,
  contactId: string,
  phoneNumber: string,
  purpose: 'promotional' | 'service' = 'service',
) =>
  client.post<StartCallAnswer>('/api/ai-calling/start-real-call', {
    contactId,
    phoneNumber,
    purpose,
  });

/** The calls Twilio (the fake) was asked to place to this number (E.164), by the demo account. */
export const twilioCallsTo = async (to: string) => {
  const basic = Buffer.from(`${DEMO_TWILIO_ACCOUNT.sid}:${DEMO_TWILIO_ACCOUNT.authToken}`).toString(
    'base64',
  );
  const http = loopbackHttp();
  const response = await http.fetch(
    `${inject('twilioApiBaseUrl')}/2010-04-01/Accounts/${DEMO_TWILIO_ACCOUNT.sid}/Calls.json?To=${encodeURIComponent(to)}`,
    { headers: { authorization: `Basic ${basic}` } },
  );
  const body = (await response.json()) as { calls: { sid: string }[] };
  await http.close();
  return body.calls;
};

/** The public URL of a call's webhook, as Twilio signs it (PUBLIC_API_URL is the gateway's). */
export const callWebhook = (organizationId: string, callId: string, hook: string) =>
  `${inject('publicApiUrl')}/api/webhooks/twilio/${organizationId}/calls/${callId}/${hook}`;

/** POSTs a form as Twilio would, signed with `authToken` (the demo account's unless forged). */
export const postTwilio = async (
  url: string,
  params: Record<string, string>,
  authToken: string | null = DEMO_TWILIO_ACCOUNT.authToken,
) => {
  const http = loopbackHttp();
  const response = await http.fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(authToken ? { 'x-twilio-signature': twilioSignature(authToken, url, params) } : {}),
    },
    body: new URLSearchParams(params).toString(),
  });
  const text = await response.text();
  await http.close();
  return { status: response.status, text };
};

/** Waits (bounded) for the call to be in one of `statuses`; answers it as it is then. */
export const waitForCall = async (
  client: ApiClient,
  id: string,
  until: (call: AiCall) => boolean,
  timeoutMs = 20_000,
): Promise<AiCall> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const call = (await client.get<AiCall>(`/api/ai-calls/${id}`)).body;
    if (until(call) || Date.now() > deadline) return call;
    await new Promise((r) => setTimeout(r, 200));
  }
};

/** What a conversation would have written: the call's transcript (the relay writes it live). */
export const setTranscript = async (organizationId: string, callId: string, transcript: string) => {
  const table = testTable();
  await table.client.send(
    new UpdateCommand({
      TableName: table.name,
      Key: { pk: `ORG#${organizationId}#CALLS`, sk: `CALL#${callId}` },
      UpdateExpression: 'SET transcript = :t',
      ExpressionAttributeValues: { ':t': transcript },
    }),
  );
};
