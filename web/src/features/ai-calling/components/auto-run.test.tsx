import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import type { AutoRun } from '@salesflow/shared/ai-calls/auto-run.schema';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { renderInRouter } from '../../../testing/render-route';
import { aiCallingRoutes, makeCall } from '../testing/ai-call-stubs';
import { AiCallingScreen } from './ai-calling-screen';
import { AutoRunLine } from './auto-run-line';

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

const makeRun = (overrides: Partial<AutoRun> = {}): AutoRun => ({
  id: 'run-1',
  status: 'running',
  maxCalls: 10,
  minScore: 0,
  callsPlaced: 1,
  currentCallId: 'call-7',
  current: {
    contactId: 'c-1',
    name: 'Priya Sharma',
    company: 'Sharma Textiles',
    phone: '+919876543210',
  },
  contactIds: ['c-1'],
  skipped: [],
  endReason: null,
  startedAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  ...overrides,
});

const liveCall = (overrides: Partial<AiCall> = {}) =>
  makeCall({
    id: 'call-7',
    mode: 'real',
    status: 'calling',
    duration: null,
    transcript: 'AI: Hello Priya, this is Asha.',
    outcome: null,
    completedAt: null,
    ...overrides,
  });

describe('Start Auto-Calling with telephony set up', () => {
  it('starts a run, follows its calls in the live panel, and stops on Stop Auto-Calling', async () => {
    let run: AutoRun | null = null;
    const api = stubFetch(
      aiCallingRoutes(
        {},
        {
          'GET /api/ai-calling/auto-run': () => json(200, { run }),
          'POST /api/ai-calling/auto-run': () => {
            run = makeRun();
            return json(201, { run });
          },
          'POST /api/ai-calling/auto-run/stop': () => {
            run = makeRun({
              status: 'stopped',
              endReason: 'Stopped by you',
              updatedAt: new Date().toISOString(),
            });
            return json(200, { run });
          },
          'GET /api/ai-calls/call-7': () => json(200, liveCall()),
        },
      ),
    );
    const { user } = renderInRouter(<AiCallingScreen />, '/app/ai-calling');
    await screen.findByRole('list', { name: 'Contacts to call' });
    await user.click(screen.getByRole('button', { name: 'Start Auto-Calling' }));

    expect(await screen.findByText('Auto-Calling Started')).toBeTruthy();
    expect(api.find('POST', '/api/ai-calling/auto-run')).toHaveLength(1);
    expect(api.find('POST', '/api/ai-calling/auto-run')[0]?.body).toEqual({
      purpose: 'promotional',
    });
    // No demo record: the server's run placed a real call, which the panel follows.
    expect(api.find('POST', '/api/ai-calls')).toHaveLength(0);
    await seconds(2);
    expect(await screen.findByText('Hello Priya, this is Asha.')).toBeTruthy();
    expect(screen.getByLabelText('Auto-calling').textContent).toContain(
      'Auto-calling: call 1 of up to 10 · Priya Sharma.',
    );

    await user.click(screen.getByRole('button', { name: 'Stop Auto-Calling' }));
    expect(await screen.findByText('Auto-Calling Stopped')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText('Auto-calling').textContent).toContain(
        'Auto-calling stopped after 1 call: Stopped by you',
      ),
    );
    expect(screen.getByRole('button', { name: 'Start Auto-Calling' })).toBeTruthy();
  });

  it('says why a run could not start, and places nothing', async () => {
    const api = stubFetch(
      aiCallingRoutes(
        {},
        {
          'POST /api/ai-calling/auto-run': () =>
            apiError(409, 'CONFLICT', 'No lead in the queue can be called now.'),
        },
      ),
    );
    const { user } = renderInRouter(<AiCallingScreen />, '/app/ai-calling');
    await screen.findByRole('list', { name: 'Contacts to call' });
    await user.click(screen.getByRole('button', { name: 'Start Auto-Calling' }));
    expect(await screen.findByText('No lead in the queue can be called now.')).toBeTruthy();
    expect(screen.getByText('Auto-Calling Not Started')).toBeTruthy();
    expect(api.find('POST', '/api/ai-calls')).toHaveLength(0);
    expect(screen.getByText('No active call')).toBeTruthy();
  });
});

describe('the estimated cost of a call', () => {
  it('shows Twilio’s price for each queued lead before Real AI Call is clicked', async () => {
    const api = stubFetch(
      aiCallingRoutes(
        {},
        {
          'GET /api/ai-calling/call-cost': () =>
            json(200, {
              available: true,
              currency: 'USD',
              perMinute: 0.0483,
              maxMinutes: 5,
              maxCost: 0.2415,
              country: 'India',
            }),
        },
      ),
    );
    renderInRouter(<AiCallingScreen />, '/app/ai-calling');
    const costs = await screen.findAllByLabelText('Estimated call cost');
    expect(costs[0]?.textContent).toBe('Real call ≈ $0.048 a minute · at most $0.242 (5 min)');
    expect(
      api.find('GET', '/api/ai-calling/call-cost')[0]?.url.searchParams.get('phoneNumber'),
    ).toBe('+919876543210');
  });

  it('shows nothing without an estimate', async () => {
    stubFetch(aiCallingRoutes());
    renderInRouter(<AiCallingScreen />, '/app/ai-calling');
    await screen.findByRole('list', { name: 'Contacts to call' });
    await waitFor(() => expect(screen.queryByLabelText('Estimated call cost')).toBeNull());
  });
});

describe('the run line', () => {
  it('names the lead passed over, the end reason, and forgets runs over an hour old', () => {
    const now = Date.parse('2026-11-23T10:30:00.000Z');
    const { rerender } = renderInRouter(
      <AutoRunLine
        now={now}
        run={makeRun({
          callsPlaced: 2,
          skipped: [
            { contactId: 'c-2', name: 'Ravi Kumar', reason: 'Ravi Kumar is marked Do Not Call.' },
          ],
        })}
      />,
    );
    expect(screen.getByLabelText('Auto-calling').textContent).toContain(
      'Passed over Ravi Kumar: Ravi Kumar is marked Do Not Call.',
    );
    rerender(
      <AutoRunLine
        now={now}
        run={makeRun({ status: 'finished', callsPlaced: 3, endReason: 'Placed all 3 calls' })}
      />,
    );
    expect(screen.getByLabelText('Auto-calling').textContent).toBe(
      'Auto-calling finished after 3 calls: Placed all 3 calls',
    );
    rerender(
      <AutoRunLine
        now={now + 2 * 60 * 60_000}
        run={makeRun({ status: 'finished', endReason: 'Placed all 3 calls' })}
      />,
    );
    expect(screen.queryByLabelText('Auto-calling')).toBeNull();
  });
});
