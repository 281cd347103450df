import type { Notice } from '@salesflow/shared/notifications/notice';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../testing/fetch-stub';
import { renderInRouter } from '../../../testing/render-route';
import { unreadCountQueryOptions } from '../api/get-notifications';
import { NotificationBell } from './notification-bell';

const notice = (id: string, overrides: Partial<Notice> = {}): Notice => ({
  id,
  kind: 'assignment',
  title: `Notice ${id}`,
  message: 'Priya Sharma assigned you Aarav Mehta (high priority).',
  link: null,
  organizationId: 'org-1',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  readAt: null,
  ...overrides,
});

describe('the notification bell', () => {
  it('shows the unread count, asking for one notice only', async () => {
    const api = stubFetch({
      'GET /api/notifications': () =>
        json(200, { items: [notice('n1')], nextCursor: 'c', unreadCount: 3 }),
    });
    renderInRouter(<NotificationBell />);

    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(within(bell).getByText('3')).toBeTruthy();
    expect(api.requests[0]?.url.searchParams.get('limit')).toBe('1');
  });

  it('asks again once a minute and when the window regains focus, not more', () => {
    const options = unreadCountQueryOptions();
    expect(options.refetchInterval).toBe(60_000);
    expect(options.refetchIntervalInBackground).toBe(false);
    expect(options.refetchOnWindowFocus).toBe(true);
  });

  it('lists the notices; opening one marks it read and goes to its link', async () => {
    const report = notice('n1', {
      kind: 'dailyReport',
      title: 'Your daily report for Tue, 24 Nov 2026',
      message: 'Acme on Tue, 24 Nov 2026: 2 new leads.\nGlobex on Tue, 24 Nov 2026: 0 new leads.',
      link: null,
    });
    const assigned = notice('n2', {
      title: 'New lead assigned to you',
      link: '/app/contacts?contact=c-9',
    });
    let unread = 2;
    const api = stubFetch({
      'GET /api/notifications': () =>
        json(200, { items: [assigned, report], nextCursor: null, unreadCount: unread }),
      'POST /api/notifications/n2/read': () => {
        unread = 1;
        return json(200, {
          notice: { ...assigned, readAt: new Date().toISOString() },
          unreadCount: 1,
        });
      },
    });
    const { user, router } = renderInRouter(<NotificationBell />);

    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const list = await screen.findByRole('list', { name: 'Notices' });
    expect(
      within(list).getByText('Acme on Tue, 24 Nov 2026: 2 new leads.', { exact: false }),
    ).toBeTruthy();
    expect(within(list).getAllByText('5 minutes ago')).toHaveLength(2);

    await user.click(
      within(list).getByRole('button', { name: 'Unread: New lead assigned to you' }),
    );

    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/app/contacts?contact=c-9',
      ),
    );
    expect(api.find('POST', '/api/notifications/n2/read')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('marks all as read, and the badge goes', async () => {
    const api = stubFetch({
      'GET /api/notifications': () =>
        json(200, { items: [notice('n1'), notice('n2')], nextCursor: null, unreadCount: 2 }),
      'POST /api/notifications/read-all': () => json(200, { unreadCount: 0 }),
    });
    const { user } = renderInRouter(<NotificationBell />);

    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await screen.findByRole('list', { name: 'Notices' });
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));

    // The bell sits behind the open list (hidden from the accessibility tree meanwhile).
    expect(await screen.findByRole('button', { name: 'Notifications', hidden: true })).toBeTruthy();
    expect(api.find('POST', '/api/notifications/read-all')).toHaveLength(1);
    const list = screen.getByRole('list', { name: 'Notices' });
    expect(within(list).queryAllByRole('button', { name: /^Unread:/ })).toEqual([]);
    expect(
      (screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('loads older notices a page at a time', async () => {
    const api = stubFetch({
      'GET /api/notifications': ({ url }) => {
        const cursor = url.searchParams.get('cursor');
        if (url.searchParams.get('limit') === '1') {
          return json(200, { items: [notice('n1')], nextCursor: 'x', unreadCount: 0 });
        }
        return cursor === 'page-2'
          ? json(200, {
              items: [notice('old', { readAt: '2026-11-01T00:00:00Z' })],
              nextCursor: null,
              unreadCount: 0,
            })
          : json(200, {
              items: [notice('n1', { readAt: '2026-11-01T00:00:00Z' })],
              nextCursor: 'page-2',
              unreadCount: 0,
            });
      },
    });
    const { user } = renderInRouter(<NotificationBell />);

    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    await screen.findByText('Notice n1');
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Notice old')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const cursors = api
      .find('GET', '/api/notifications')
      .map((r) => r.url.searchParams.get('cursor'));
    expect(cursors).toContain('page-2');
  });

  it('says so when there is nothing yet', async () => {
    stubFetch({
      'GET /api/notifications': () => json(200, { items: [], nextCursor: null, unreadCount: 0 }),
    });
    const { user } = renderInRouter(<NotificationBell />);

    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You have no notifications yet.')).toBeTruthy();
  });
});
