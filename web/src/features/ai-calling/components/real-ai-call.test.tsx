import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, type StubRoutes, stubFetch } from '../../../testing/fetch-stub';
import { renderInRouter } from '../../../testing/render-route';
import { aiCallingRoutes, makeCall, makeUsage } from '../testing/ai-call-stubs';
import { AiCallingScreen } from './ai-calling-screen';

// The timer and the call's polling run on setInterval; the waits and toasts keep real time.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const seconds = (n: number) =>
  act(() => {
    vi.advanceTimersByTime(n * 1000);
  });

const started = {
  success: true,
  requiresSetup: false,
  message: 'Calling Priya Sharma at +919876543210.',
  aiCall: { id: 'call-7' },
  scheduledFor: null,
};

const realCall = (overrides: Partial<AiCall> = {}): AiCall =>
  makeCall({
    id: 'call-7',
    mode: 'real',
    status: 'queued',
    duration: null,
    transcript: null,
    outcome: null,
    sentiment: null,
    aiScore: null,
    confidence: null,
    scoredBy: null,
    startedAt: null,
    endedAt: null,
    completedAt: null,
    attempt: 1,
    scheduledFor: null,
    endReason: null,
    ...overrides,
  });

/** Answers GET /api/ai-calls/call-7 with each record in turn, then the last one again. */
const recordSequence = (records: AiCall[]) => {
  let next = 0;
  return () => json(200, records[Math.min(next++, records.length - 1)]);
};

const startReal = async (answer: () => Response, routes: StubRoutes = {}, data = {}) => {
  const api = stubFetch(
    aiCallingRoutes(data, { 'POST /api/ai-calling/start-real-call': answer, ...routes }),
  );
  const view = renderInRouter(<AiCallingScreen />, '/app/ai-calling');
  const list = await screen.findByRole('list', { name: 'Contacts to call' });
  await waitFor(() => expect(api.find('GET', '/api/ai-calling/usage')).toHaveLength(1));
  await view.user.click(
    within(list).getAllByRole('button', { name: 'Real AI Call' })[0] as HTMLElement,
  );
  return { api, ...view };
};

const timer = () => screen.getByRole('timer', { name: 'Call duration' }).textContent;

describe('starting a real AI call', () => {
  it('shows "Setup Required" with the server message and starts nothing', async () => {
    const { api } = await startReal(() =>
      json(200, {
        success: false,
        requiresSetup: true,
        message: 'Connect Twilio in Settings to make real calls.',
      }),
    );
    expect(await screen.findByText('Setup Required')).toBeTruthy();
    expect(screen.getByText('Connect Twilio in Settings to make real calls.')).toBeTruthy();
    expect(screen.getByText('No active call')).toBeTruthy();
    expect(api.find('POST', '/api/ai-calling/start-real-call')[0]?.body).toEqual({
      contactId: 'c-1',
      phoneNumber: '+919876543210',
      purpose: 'promotional',
    });
    expect(api.find('POST', '/api/ai-calls')).toHaveLength(0);
  });

  it('sends the purpose chosen over the queue (TRAI), and shows the 09:00–21:00 scheduling', async () => {
    const message =
      'Promotional calls to Indian numbers are allowed only 09:00–21:00 India time (TRAI). The call is scheduled for 09:00 India time.';
    const api = stubFetch(
      aiCallingRoutes(
        {},
        {
          'POST /api/ai-calling/start-real-call': () =>
            json(200, { ...started, message, scheduledFor: '2026-11-29T03:30:00.000Z' }),
        },
      ),
    );
    const { user } = renderInRouter(<AiCallingScreen />, '/app/ai-calling');
    const list = await screen.findByRole('list', { name: 'Contacts to call' });
    await waitFor(() => expect(api.find('GET', '/api/ai-calling/usage')).toHaveLength(1));
    await user.click(screen.getByRole('combobox', { name: 'Purpose of real calls' }));
    await user.click(within(screen.getByRole('listbox')).getByText('Service'));
    await user.click(
      within(list).getAllByRole('button', { name: 'Real AI Call' })[0] as HTMLElement,
    );

    expect(await screen.findByText('Call Scheduled')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(api.find('POST', '/api/ai-calling/start-real-call')[0]?.body).toMatchObject({
      purpose: 'service',
    });
  });

  it('outside calling hours says "Call Scheduled", opens no panel and shows the queued call', async () => {
    const at = '2026-11-24T03:30:00.000Z';
    let scheduled = false;
    const message = 'It is outside calling hours for Priya Sharma. The call is scheduled for 9:00.';
    const { api } = await startReal(
      () => {
        scheduled = true;
        return json(200, { ...started, message, scheduledFor: at });
      },
      {
        'GET /api/ai-calls': () =>
          json(200, {
            items: scheduled ? [realCall({ scheduledFor: '2999-01-01T03:30:00.000Z' })] : [],
            nextCursor: null,
          }),
      },
    );

    expect(await screen.findByText('Call Scheduled')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByText('No active call')).toBeTruthy();
    expect(screen.queryByText('Initiating call connection...')).toBeNull();
    const recent = await screen.findByRole('table', { name: 'Recent AI Calls' });
    expect(within(recent).getByText(/^Scheduled for /)).toBeTruthy();
    expect(api.find('GET', '/api/ai-calls/call-7')).toHaveLength(0);
    await waitFor(() => expect(api.find('GET', '/api/ai-calling/usage')).toHaveLength(2));
  });

  it('shows the server message of a refusal under "Call Failed"', async () => {
    await startReal(() =>
      apiError(
        402,
        'LIMIT_EXCEEDED',
        'All 100 AI calls of the Starter plan this month are used. Upgrade to Professional.',
      ),
    );
    expect(await screen.findByText('Call Failed')).toBeTruthy();
    expect(
      screen.getByText(
        'All 100 AI calls of the Starter plan this month are used. Upgrade to Professional.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('No active call')).toBeTruthy();
  });

  it('falls back to the spec text when the failure has no message', async () => {
    await startReal(() => new Response('Bad gateway', { status: 502 }));
    expect(await screen.findByText('Call Failed')).toBeTruthy();
    expect(
      screen.getByText('Failed to initiate real AI call. Please check your API configuration.'),
    ).toBeTruthy();
  });
});

describe('following a real AI call', () => {
  it('shows the transcript as it grows, the timer and confidence, and closes when completed', async () => {
    const startedAt = new Date(Date.now() - 3000).toISOString();
    const { api } = await startReal(() => json(200, started), {
      'GET /api/ai-calls/call-7': recordSequence([
        realCall(),
        realCall({ status: 'calling', startedAt }),
        realCall({ status: 'calling', startedAt, transcript: 'AI: Hello Priya, this is Asha.' }),
        realCall({
          status: 'calling',
          startedAt,
          transcript: 'AI: Hello Priya, this is Asha.\nLead: Hi Asha, go on.',
          confidence: 0.81,
        }),
        realCall({
          status: 'completed',
          startedAt,
          duration: 42,
          outcome: 'interested',
          transcript: 'AI: Hello Priya, this is Asha.\nLead: Hi Asha, go on.',
        }),
      ]),
    });

    expect(await screen.findByText('Real AI Call Initiated')).toBeTruthy();
    expect(screen.getByText('Initiating call connection...')).toBeTruthy();
    expect(screen.queryByText('AI Confidence: 95%')).toBeNull();
    // One call at a time.
    for (const button of screen.getAllByRole('button', { name: 'Real AI Call' })) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }

    await seconds(1);
    expect(await screen.findByText('Connecting call...')).toBeTruthy();
    expect(Number(timer()?.slice(3))).toBeGreaterThanOrEqual(3);

    await seconds(1);
    const transcript = await screen.findByRole('list', { name: 'Live transcript' });
    expect(within(transcript).getByText('Hello Priya, this is Asha.')).toBeTruthy();
    expect(within(transcript).getAllByRole('listitem')).toHaveLength(1);

    await seconds(1);
    expect(await screen.findByText('Hi Asha, go on.')).toBeTruthy();
    expect(screen.getByText('AI Confidence: 81%')).toBeTruthy();

    await seconds(1);
    expect(await screen.findByText('Call Ended')).toBeTruthy();
    expect(screen.getByText('AI call has been completed and analyzed.')).toBeTruthy();
    expect(screen.getByText('No active call')).toBeTruthy();
    const polls = api.find('GET', '/api/ai-calls/call-7').length;
    await seconds(3);
    // Closed: no more polling; the usage and recent calls were read again.
    expect(api.find('GET', '/api/ai-calls/call-7').length).toBeLessThanOrEqual(polls + 1);
    expect(api.find('GET', '/api/ai-calling/usage').length).toBeGreaterThanOrEqual(2);
  });

  it('names how a call ended that nobody answered', async () => {
    await startReal(() => json(200, started), {
      'GET /api/ai-calls/call-7': recordSequence([
        realCall({ status: 'calling' }),
        realCall({
          status: 'no_answer',
          outcome: 'no_answer',
          endReason: 'No answer · try 3 of 3',
        }),
      ]),
    });
    expect(await screen.findByText('Connecting call...')).toBeTruthy();
    await seconds(1);
    expect(await screen.findByText('Call Ended: No answer')).toBeTruthy();
    expect(screen.getByText('No answer · try 3 of 3')).toBeTruthy();
    expect(screen.getByText('No active call')).toBeTruthy();
  });

  it('End Call hangs the call up and the panel closes with the answer', async () => {
    const { api, user } = await startReal(() => json(200, started), {
      'GET /api/ai-calls/call-7': () => json(200, realCall({ status: 'calling' })),
      'POST /api/ai-calls/call-7/hang-up': () =>
        json(200, realCall({ status: 'failed', endReason: 'Cancelled by the caller' })),
    });
    expect(await screen.findByText('Connecting call...')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'End Call' }));

    expect(await screen.findByText('Call Ended: Failed')).toBeTruthy();
    expect(screen.getByText('Cancelled by the caller')).toBeTruthy();
    expect(screen.getByText('No active call')).toBeTruthy();
    expect(api.find('POST', '/api/ai-calls/call-7/hang-up')).toHaveLength(1);
  });
});

describe("this month's AI calls", () => {
  it('shows the plan line and leaves Real AI Call on below the limit', async () => {
    stubFetch(aiCallingRoutes());
    renderInRouter(<AiCallingScreen />, '/app/ai-calling');
    expect(
      await screen.findByText('AI calls this month: 12 of 100 · Starter · renews 2026-12-01'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    const list = await screen.findByRole('list', { name: 'Contacts to call' });
    for (const button of within(list).getAllByRole('button', { name: 'Real AI Call' })) {
      expect((button as HTMLButtonElement).disabled).toBe(false);
    }
  });

  it('warns at 90% used', async () => {
    stubFetch(aiCallingRoutes({ usage: makeUsage({ used: 90 }) }));
    renderInRouter(<AiCallingScreen />, '/app/ai-calling');
    expect(
      await screen.findByText("10 of this month's 100 AI calls left: they renew on 2026-12-01."),
    ).toBeTruthy();
  });

  it('at the limit turns Real AI Call off and says why; Demo Call stays', async () => {
    stubFetch(aiCallingRoutes({ usage: makeUsage({ used: 100 }) }));
    const { user } = renderInRouter(<AiCallingScreen />, '/app/ai-calling');
    const why = 'All 100 AI calls of this month are used; they renew on 2026-12-01.';
    expect(await screen.findByText(`${why} Demo calls still work.`)).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Contacts to call' });
    const real = within(list).getAllByRole('button', { name: 'Real AI Call' });
    for (const button of real) expect((button as HTMLButtonElement).disabled).toBe(true);
    for (const button of within(list).getAllByRole('button', { name: 'Demo Call' })) {
      expect((button as HTMLButtonElement).disabled).toBe(false);
    }
    await user.hover((real[0] as HTMLElement).parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    expect(screen.getByRole('tooltip').textContent).toBe(why);
  });

  it('an ended trial turns Real AI Call off too', async () => {
    stubFetch(
      aiCallingRoutes({ usage: makeUsage({ planName: 'Trial', used: 3, trialExpired: true }) }),
    );
    renderInRouter(<AiCallingScreen />, '/app/ai-calling');
    expect(await screen.findByText(/Your free trial has ended/)).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Contacts to call' });
    const real = within(list).getAllByRole('button', { name: 'Real AI Call' })[0];
    expect((real as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('real calls in Recent AI Calls', () => {
  it('show their status, and the detail shows the analysis, the lead’s questions, callback, end and try', async () => {
    const analysed = realCall({
      id: 'call-8',
      status: 'completed',
      outcome: 'callback',
      duration: 64,
      summary: 'Priya wants a quote for 40 kW. She asked for a call tomorrow.',
      nextStep: 'Send the quote before the call.',
      callbackAt: '2026-11-24T10:30:00.000Z',
      attempt: 2,
      endReason: 'The line was busy · try 1 of 3',
      questions: [
        { question: 'What does it cost?', answered: true },
        { question: 'Do you install in Pune?', answered: false },
      ],
    });
    const calls = [
      realCall({ id: 'q', status: 'queued' }),
      realCall({ id: 'c', status: 'calling' }),
      realCall({ id: 'b', status: 'busy', outcome: 'no_answer' }),
      analysed,
    ];
    stubFetch(
      aiCallingRoutes({ calls }, { 'GET /api/ai-calls/call-8': () => json(200, analysed) }),
    );
    const { user } = renderInRouter(<AiCallingScreen />, '/app/ai-calling');
    const table = await screen.findByRole('table', { name: 'Recent AI Calls' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Queued')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Calling')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Busy')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('No Answer')).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText('Completed')).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText('Callback')).toBeTruthy();

    await user.click(within(rows[3] as HTMLElement).getByRole('button', { name: /^View call/ }));
    const details = await screen.findByLabelText('Call details');
    for (const text of [
      'Priya wants a quote for 40 kW. She asked for a call tomorrow.',
      'Send the quote before the call.',
      'The line was busy · try 1 of 3',
      '2',
      '✓ What does it cost? ✗ Do you install in Pune? (not answered)',
    ]) {
      expect(within(details).getByText(text)).toBeTruthy();
    }
    expect(within(details).getByText('Callback')).toBeTruthy();
  });
});
