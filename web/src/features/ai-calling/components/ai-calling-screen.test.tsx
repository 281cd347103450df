import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardRoutes } from '../../../testing/dashboard-stubs';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { renderInRouter } from '../../../testing/render-route';
import { setViewportWidth } from '../../../testing/viewport';
import { aiCallingRoutes, makeCall } from '../testing/ai-call-stubs';
import { AiCallingScreen } from './ai-calling-screen';

// Only the call's own clock is faked: the timer and the demo lines tick on setInterval, while
// Testing Library's waits and the toasts keep real time.
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

const renderScreen = () => renderInRouter(<AiCallingScreen />, '/app/ai-calling');

const timer = () => screen.getByRole('timer', { name: 'Call duration' }).textContent;

const createdCall = makeCall({
  id: 'call-9',
  status: 'calling',
  duration: null,
  transcript: null,
  outcome: null,
  sentiment: null,
  aiScore: null,
  confidence: null,
});

describe('the call queue', () => {
  it('lists the queue of 8 by score with a priority badge by score band', async () => {
    const api = stubFetch(aiCallingRoutes());
    renderScreen();

    expect(screen.getByRole('heading', { name: 'AI Calling' })).toBeTruthy();
    expect(
      screen.getByText('Automated lead calling with real-time transcription and scoring'),
    ).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Contacts to call' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Priya Sharma',
      'Ravi Kumar',
      'Mei Tan',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('High')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Medium')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('N/A')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Low')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('+6591234567')).toBeTruthy();
    const asked = api.find('GET', '/api/ai-calling/queue')[0]?.url.searchParams;
    expect(asked?.get('limit')).toBe('8');
    expect(asked?.get('minScore')).toBe('0');
    expect(api.find('GET', '/api/ai-calls')[0]?.url.searchParams.get('limit')).toBe('10');
  });

  it('shows the empty states, and auto-calling an empty queue says so', async () => {
    stubFetch(aiCallingRoutes({ queue: [], calls: [] }));
    const { user } = renderScreen();

    expect(await screen.findByText('No contacts ready for calling')).toBeTruthy();
    expect(screen.getByText('Add contacts with phone numbers and high scores')).toBeTruthy();
    expect(await screen.findByText('No recent calls')).toBeTruthy();
    expect(screen.getByText('AI calling history will appear here')).toBeTruthy();
    expect(screen.getByText('No active call')).toBeTruthy();
    expect(screen.getByText('Start a call to see live transcription')).toBeTruthy();
    expect(timer()).toBe('00:00');
    expect(screen.queryByRole('button', { name: 'End Call' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Start Auto-Calling' }));
    expect(await screen.findByText('No Contacts Available')).toBeTruthy();
    expect(screen.getByText('No contacts with phone numbers found for auto-calling.')).toBeTruthy();
  });
});

describe('a demo call', () => {
  it('creates a calling record, speaks the script line by line, and completes it on End Call', async () => {
    const api = stubFetch(
      aiCallingRoutes(
        {},
        {
          'POST /api/ai-calls': () => json(201, createdCall),
          'PUT /api/ai-calls/call-9': ({ body }) =>
            json(200, { ...createdCall, ...(body as object) }),
        },
      ),
    );
    const { user } = renderScreen();
    const list = await screen.findByRole('list', { name: 'Contacts to call' });
    const priya = within(list).getAllByRole('listitem')[0] as HTMLElement;

    await user.click(within(priya).getByRole('button', { name: 'Demo Call' }));

    expect(await screen.findByText('Connecting call...')).toBeTruthy();
    expect(api.find('POST', '/api/ai-calls')[0]?.body).toEqual({
      contactId: 'c-1',
      phoneNumber: '+919876543210',
      status: 'calling',
    });
    expect(timer()).toBe('00:00');
    expect(screen.getByText('AI Confidence: 95%')).toBeTruthy();
    // One call at a time: every call button waits.
    for (const name of ['Demo Call', 'Real AI Call', 'Start Auto-Calling']) {
      for (const button of screen.getAllByRole('button', { name })) {
        expect((button as HTMLButtonElement).disabled).toBe(true);
      }
    }

    await seconds(1);
    expect(timer()).toBe('00:01');
    await seconds(1);
    const transcript = await screen.findByRole('list', { name: 'Live transcript' });
    expect(within(transcript).getAllByRole('listitem')).toHaveLength(1);
    expect(within(transcript).getByText('AI')).toBeTruthy();
    expect(
      within(transcript).getByText(
        'Hello Priya, this is Asha calling from Sunrise Solar. Do you have two minutes?',
      ),
    ).toBeTruthy();
    await seconds(3);
    expect(timer()).toBe('00:05');
    expect(within(transcript).getAllByRole('listitem')).toHaveLength(2);
    expect(within(transcript).getByText('Priya Sharma')).toBeTruthy();

    const recentReads = api.find('GET', '/api/ai-calls').length;
    await user.click(screen.getByRole('button', { name: 'End Call' }));

    expect(await screen.findByText('Call Ended')).toBeTruthy();
    expect(screen.getByText('AI call has been completed and analyzed.')).toBeTruthy();
    const put = api.find('PUT', '/api/ai-calls/call-9');
    expect(put).toHaveLength(1);
    expect(put[0]?.body).toEqual({
      status: 'completed',
      duration: 5,
      transcript:
        'AI: Hello Priya, this is Asha calling from Sunrise Solar. Do you have two minutes?\n' +
        'Lead: Hi Asha, yes, I have a couple of minutes. Go ahead.',
      outcome: 'interested',
      sentiment: 'positive',
      aiScore: 85,
      confidence: 0.92,
    });
    expect(screen.getByText('No active call')).toBeTruthy();
    expect(timer()).toBe('00:00');
    expect(screen.queryByText('AI Confidence: 95%')).toBeNull();
    await waitFor(() =>
      expect(api.find('GET', '/api/ai-calls').length).toBeGreaterThan(recentReads),
    );
    await seconds(3);
    expect(timer()).toBe('00:00');
  });

  it('falls back to "Assistant" and the organization name without the AI agent settings', async () => {
    stubFetch(
      aiCallingRoutes(
        {},
        {
          'GET /api/settings/ai-agent': () => apiError(404, 'NOT_FOUND', 'Not found'),
          'POST /api/ai-calls': () => json(201, createdCall),
        },
      ),
    );
    const { user } = renderScreen();
    await screen.findByRole('list', { name: 'Contacts to call' });
    await user.click(screen.getByRole('button', { name: 'Start Auto-Calling' }));
    await screen.findByText('Connecting call...');
    await seconds(2);
    expect(
      await screen.findByText(
        'Hello Priya, this is Assistant calling from Sunrise Solar. Do you have two minutes?',
      ),
    ).toBeTruthy();
  });

  it('says "Failed to start AI call." and starts nothing when the record cannot be made', async () => {
    stubFetch(
      aiCallingRoutes({}, { 'POST /api/ai-calls': () => apiError(500, 'INTERNAL', 'Boom') }),
    );
    const { user } = renderScreen();
    const list = await screen.findByRole('list', { name: 'Contacts to call' });
    await user.click(within(list).getAllByRole('button', { name: 'Demo Call' })[0] as HTMLElement);

    expect(await screen.findByText('Failed to start AI call.')).toBeTruthy();
    expect(screen.getByText('No active call')).toBeTruthy();
    await waitFor(() =>
      expect(
        (screen.getAllByRole('button', { name: 'Demo Call' })[0] as HTMLButtonElement).disabled,
      ).toBe(false),
    );
  });

  it('completes the record with what was said when the screen is left mid-call', async () => {
    const api = stubFetch(
      aiCallingRoutes(
        {},
        {
          'POST /api/ai-calls': () => json(201, createdCall),
          'PUT /api/ai-calls/call-9': () => json(200, makeCall({ id: 'call-9' })),
        },
      ),
    );
    const { user, unmount } = renderScreen();
    await screen.findByRole('list', { name: 'Contacts to call' });
    await user.click(screen.getByRole('button', { name: 'Start Auto-Calling' }));
    await screen.findByText('Connecting call...');
    await seconds(3);
    await screen.findByRole('list', { name: 'Live transcript' });

    unmount();

    await waitFor(() => expect(api.find('PUT', '/api/ai-calls/call-9')).toHaveLength(1));
    expect(api.find('PUT', '/api/ai-calls/call-9')[0]?.body).toMatchObject({
      status: 'completed',
      duration: 3,
      transcript:
        'AI: Hello Priya, this is Asha calling from Sunrise Solar. Do you have two minutes?',
      outcome: 'interested',
    });
  });
});

describe('recent AI calls', () => {
  const calls = [
    makeCall(),
    makeCall({
      id: 'call-2',
      contactId: 'c-2',
      contactName: 'Ravi Kumar',
      outcome: 'callback',
      duration: 9,
      aiScore: 61,
    }),
    makeCall({ id: 'call-3', contactName: null, outcome: null, duration: null, aiScore: null }),
    makeCall({ id: 'call-4', outcome: 'voicemail' as never, duration: 0 }),
  ];

  it('shows outcome labels ("Unknown" otherwise), durations as m:ss or N/A, and scores', async () => {
    stubFetch(aiCallingRoutes({ calls }));
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Recent AI Calls' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(2, 5)
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['2:05', 'Interested', '85'],
      ['0:09', 'Callback', '61'],
      ['N/A', 'Unknown', 'N/A'],
      ['0:00', 'Unknown', '85'],
    ]);
    expect(within(rows[2] as HTMLElement).getByText('Unknown Contact')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Contact', 'Date & Time', 'Duration', 'Outcome', 'AI Score', 'Actions']);
  });

  it('opens a call with its summary, speaker-labelled transcript and recording', async () => {
    const withRecording = makeCall({ recordingUrl: 'https://example.test/rec-1.mp3' });
    // The whole app, so the signed-in user is known and the call shows as "You".
    stubFetch({
      ...dashboardRoutes(),
      ...aiCallingRoutes(
        { calls: [withRecording] },
        { 'GET /api/ai-calls/call-1': () => json(200, withRecording) },
      ),
    });
    const { user } = renderApp('/app/ai-calling');
    await user.click(await screen.findByRole('button', { name: 'View call with Priya Sharma' }));

    const dialog = await screen.findByRole('dialog', { name: 'Call with Priya Sharma' });
    const summary = within(dialog).getByLabelText('Call summary');
    for (const text of ['Interested', 'Positive', '85', '92%', '2:05', 'You', 'Demo call']) {
      expect(within(summary).getByText(text)).toBeTruthy();
    }
    const transcript = within(dialog).getByRole('list', { name: 'Transcript' });
    const lines = within(transcript)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual(['AIHello Priya, this is Asha.', 'Priya SharmaHi Asha, tell me more.']);
    expect(dialog.querySelector('audio')?.getAttribute('src')).toBe(
      'https://example.test/rec-1.mp3',
    );
    // The download is a link of its own, shown beside the player (not hidden inside it).
    const download = within(dialog).getByRole('link', { name: 'Download the recording' });
    expect(download.getAttribute('href')).toBe('https://example.test/rec-1.mp3?download=1');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has no recording player for a call without one, and opens the contact', async () => {
    stubFetch(
      aiCallingRoutes({ calls }, { 'GET /api/ai-calls/call-2': () => json(200, calls[1]) }),
    );
    const { user, router } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'View call with Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Call with Ravi Kumar' });
    expect(dialog.querySelector('audio')).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Download the recording' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Open contact Ravi Kumar' }));
    expect(router.state.location.pathname).toBe('/app/contacts');
    expect(router.state.location.search).toBe('?contact=c-2');
  });

  it('shows one card per call on a phone, with the same labels and actions', async () => {
    setViewportWidth(390);
    stubFetch(aiCallingRoutes({ calls }));
    const { user, router } = renderScreen();

    const list = await screen.findByRole('list', { name: 'Recent AI Calls' });
    expect(screen.queryByRole('table')).toBeNull();
    const ravi = within(list).getByRole('listitem', { name: 'Ravi Kumar' });
    expect(within(ravi).getByText('Callback')).toBeTruthy();
    expect(within(ravi).getByText('Duration 0:09')).toBeTruthy();
    expect(within(ravi).getByText('AI Score 61')).toBeTruthy();
    const unknown = within(list).getByRole('listitem', { name: 'Unknown Contact' });
    expect(within(unknown).getByText('Unknown')).toBeTruthy();
    expect(within(unknown).getByText('Duration N/A')).toBeTruthy();

    await user.click(within(ravi).getByRole('button', { name: 'Open contact Ravi Kumar' }));
    expect(router.state.location.search).toBe('?contact=c-2');
  });
});
