import { randomUUID } from 'node:crypto';
import { DEFAULT_AI_AGENT_SETTINGS } from '@salesflow/shared/ai-agent/ai-agent-settings';
import { DEFAULT_CALLING_SETTINGS } from '@salesflow/shared/calls/calling-settings.schema';
import { expect } from 'vitest';
import type { ApiClient } from './api-client';
import { webhookUrlsOf } from './lead-webhooks';
import { createFakeAccount, settingsFor } from './whatsapp';

/**
 * What a look around and a few settings leave in a new organization, none of which counts as
 * using it: the webhook key (made on first look) and its lookup, the AI agent, provider keys,
 * calling settings, WhatsApp (and its two lookups). Answers the webhook URLs and the WhatsApp
 * account, to find the lookups by.
 */
export const lookAroundAndSetUp = async (client: ApiClient) => {
  const urls = await webhookUrlsOf(client);
  expect(
    (await client.post('/api/settings/ai-agent', { ...DEFAULT_AI_AGENT_SETTINGS, name: 'Asha' }))
      .status,
  ).toBe(200);
  expect(
    (
      await client.post('/api/settings/security', {
        openaiApiKey: `sk-test-${randomUUID()}`,
        twilioAccountSid: `AC${randomUUID().replaceAll('-', '')}`,
        twilioAuthToken: randomUUID().replaceAll('-', ''),
        twilioPhoneNumber: '+14155550100',
      })
    ).status,
  ).toBe(200);
  expect((await client.put('/api/settings/calling', DEFAULT_CALLING_SETTINGS)).status).toBe(200);
  const account = await createFakeAccount();
  expect(
    (await client.put('/api/settings/whatsapp', settingsFor(account, `verify-${randomUUID()}`)))
      .status,
  ).toBe(200);
  return { urls, account };
};
