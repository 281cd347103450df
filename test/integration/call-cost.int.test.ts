import { DEFAULT_AI_AGENT_SETTINGS } from '@salesflow/shared/ai-agent/ai-agent-settings';
import type { CallCost } from '@salesflow/shared/ai-calls/call-cost.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/api-client';
import { setUpTwilio } from '../support/real-calls';
import { useLocalStackFromTests } from '../support/service-env';

beforeAll(useLocalStackFromTests);

const cost = (client: Awaited<ReturnType<typeof signIn>>, phoneNumber: string) =>
  client.get<CallCost>(`/api/ai-calling/call-cost?phoneNumber=${encodeURIComponent(phoneNumber)}`);

describe('GET /api/ai-calling/call-cost: what a real call costs before it is dialed', () => {
  it('answers Twilio’s price a minute and the most a call of the agent’s max length costs', async () => {
    const owner = await signIn();
    await setUpTwilio(owner);
    const india = await cost(owner, '+91 98765 43210');
    expect(india.status).toBe(200);
    expect(india.body).toEqual({
      available: true,
      currency: 'USD',
      perMinute: 0.0483,
      maxMinutes: 5,
      maxCost: 0.2415,
      country: 'India',
    });
    expect((await cost(owner, '+65 9123 4567')).body).toMatchObject({
      perMinute: 0.0395,
      country: 'Singapore',
    });

    // A shorter agent: the most a call costs follows its max duration (rounded up to minutes).
    const saved = await owner.post('/api/settings/ai-agent', {
      ...DEFAULT_AI_AGENT_SETTINGS,
      maxCallDuration: 90,
    });
    expect(saved.status).toBe(200);
    expect((await cost(owner, '+91 98765 43210')).body).toMatchObject({
      maxMinutes: 2,
      maxCost: 0.0966,
    });
  });

  it('says why there is no estimate: no Twilio account, or no price for the destination', async () => {
    const owner = await signIn();
    expect((await cost(owner, '+91 98765 43210')).body).toEqual({
      available: false,
      reason: 'Add your Twilio account in Settings → Security to see what a call costs.',
    });
    await setUpTwilio(owner);
    const russia = await cost(owner, '+7 912 345 6789');
    expect(russia.status).toBe(200);
    expect(russia.body.available).toBe(false);
    expect(russia.body).toMatchObject({ reason: expect.stringContaining('Twilio has no price') });
  });

  it('refuses a missing or malformed number with a 400 naming the field', async () => {
    const owner = await signIn();
    await setUpTwilio(owner);
    for (const query of ['', '?phoneNumber=', '?phoneNumber=abc', '?phoneNumber=12']) {
      const answer = await owner.get<{ error: { details?: { field: string }[] } }>(
        `/api/ai-calling/call-cost${query}`,
      );
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.details?.[0]?.field).toBe('phoneNumber');
    }
  });

  it('uses only the caller’s organization’s Twilio account', async () => {
    const owner = await signIn();
    await setUpTwilio(owner);
    const stranger = await signIn();
    expect((await cost(owner, '+91 98765 43210')).body.available).toBe(true);
    // The stranger's organization has no Twilio account: the owner's is never used for it.
    expect((await cost(stranger, '+91 98765 43210')).body.available).toBe(false);
  });
});
