import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, signedIn, signedInUser, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { aiCallingRoutes, makeCall } from '../testing/ai-call-stubs';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const live = makeCall({
  id: 'call-live',
  mode: 'real',
  status: 'calling',
  duration: null,
  outcome: null,
  completedAt: null,
  transcript: 'AI: Hello Priya, this is Asha.\nLead: Who is this?',
});

const shell = {
  'GET /api/auth/user': signedIn,
  'GET /api/notifications': () => json(200, { items: [], nextCursor: null, unreadCount: 0 }),
  'GET /api/user/onboarding-state': () =>
    json(200, { hasCompletedOnboarding: true, onboardingStep: 5 }),
};

describe('coming back to the AI Calling screen mid-call', () => {
  it('picks the user’s live real call up again in the panel', async () => {
    stubFetch(
      aiCallingRoutes(
        { calls: [live] },
        { ...shell, 'GET /api/ai-calls/call-live': () => json(200, live) },
      ),
    );
    renderApp('/app/ai-calling');
    expect(await screen.findByText('Who is this?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'End Call' })).toBeTruthy();
  });

  it('leaves a teammate’s live call alone', async () => {
    const theirs = { ...live, userId: `${signedInUser.id}-teammate` };
    stubFetch(aiCallingRoutes({ calls: [theirs] }, shell));
    renderApp('/app/ai-calling');
    await screen.findByRole('table', { name: 'Recent AI Calls' });
    await waitFor(() => expect(screen.getByText('No active call')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'End Call' })).toBeNull();
  });
});
