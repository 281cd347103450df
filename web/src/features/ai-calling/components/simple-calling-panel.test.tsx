import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../testing/fetch-stub';
import { renderInRouter } from '../../../testing/render-route';
import { aiCallingRoutes, makeCall, queueEntries } from '../testing/ai-call-stubs';
import { SimpleCallingPanel } from './simple-calling-panel';

describe('the simple AI calling panel', () => {
  it('reads the queue of 5 scoring above 70 and the 5 latest calls', async () => {
    const api = stubFetch(
      aiCallingRoutes({
        queue: queueEntries.slice(0, 1),
        calls: [makeCall(), makeCall({ id: 'call-2', outcome: 'no_answer', duration: 61 })],
      }),
    );
    renderInRouter(<SimpleCallingPanel />);

    const list = await screen.findByRole('list', { name: 'Contacts to call' });
    expect(within(list).getByText('Priya Sharma')).toBeTruthy();
    expect(within(list).getByText('High')).toBeTruthy();
    // Calls are made on the AI Calling screen, not here.
    expect(within(list).queryByRole('button')).toBeNull();
    const queueAsked = api.find('GET', '/api/ai-calling/queue')[0]?.url.searchParams;
    expect(queueAsked?.get('limit')).toBe('5');
    expect(queueAsked?.get('minScore')).toBe('71');
    expect(api.find('GET', '/api/ai-calls')[0]?.url.searchParams.get('limit')).toBe('5');

    const table = await screen.findByRole('table', { name: 'Recent AI Calls' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('No Answer')).toBeTruthy();
    expect(within(table).getByText('1:01')).toBeTruthy();
  });

  it('opens the AI Calling screen from Start Auto-Calling, with no sample dialogue', async () => {
    stubFetch(aiCallingRoutes({ queue: [], calls: [] }));
    const { user, router } = renderInRouter(<SimpleCallingPanel />);

    expect(await screen.findByText('No contacts ready for calling')).toBeTruthy();
    expect(await screen.findByText('No recent calls')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Start Auto-Calling' }));
    expect(router.state.location.pathname).toBe('/app/ai-calling');
    expect(screen.queryByText(/^(AI|Lead):/)).toBeNull();
  });

  it('says so when the calls cannot be read', async () => {
    stubFetch(
      aiCallingRoutes(
        {},
        { 'GET /api/ai-calls': () => json(500, { error: { code: 'INTERNAL', message: 'x' } }) },
      ),
    );
    renderInRouter(<SimpleCallingPanel />);
    expect(await screen.findByText('Unable to load recent calls')).toBeTruthy();
  });
});
