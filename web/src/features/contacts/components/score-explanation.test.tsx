import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ScoreFactor } from '@salesflow/shared/scoring/lead-score';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activityPage } from '../../../testing/dashboard-stubs';
import { json, makeContact, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { awaitingRescore } from '../api/get-contact';
import { ContactDetailDrawer } from './contact-detail-drawer';

const factors: ScoreFactor[] = [
  {
    key: 'profile',
    label: 'Profile completeness',
    points: 12,
    max: 15,
    detail: 'Phone, company and title given; no notes',
  },
  { key: 'source', label: 'Source quality', points: 5, max: 15, detail: 'Cold call lead' },
  {
    key: 'seniority',
    label: 'Title seniority',
    points: 15,
    max: 20,
    detail: 'Director or vice president: Head of Sales',
  },
  {
    key: 'engagement',
    label: 'Engagement',
    points: 10,
    max: 35,
    detail: '1 call; call outcomes: interested ×1',
  },
  { key: 'recency', label: 'Recency', points: 15, max: 15, detail: 'Last contacted on 2026-11-23' },
  {
    key: 'adjustment',
    label: 'Adjusted by hand',
    points: -20,
    max: -20,
    detail: 'A score was typed 20 points below the model',
  },
];

const openDrawer = (contact: Contact) => {
  const api = stubFetch({
    'GET /api/contacts/c-1': () => json(200, contact),
    'GET /api/contacts/c-1/deals': () => json(200, []),
    'GET /api/contacts/c-1/activities': () => activityPage({ items: [], nextCursor: null }),
  });
  renderWithProviders(<ContactDetailDrawer contactId="c-1" onEdit={vi.fn()} onClose={vi.fn()} />);
  return api;
};

describe('why this score, in the contact detail', () => {
  it('lists each factor with its points and why, and a hand adjustment with its sign', async () => {
    openDrawer(makeContact({ score: 37, scoreFactors: factors }));
    const section = await screen.findByRole('region', { name: 'Why this score' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(factors.map((f) => f.label));
    const engagement = within(section).getByRole('listitem', { name: 'Engagement' });
    expect(within(engagement).getByText('10 of 35')).toBeTruthy();
    expect(within(engagement).getByText('1 call; call outcomes: interested ×1')).toBeTruthy();
    const adjusted = within(section).getByRole('listitem', { name: 'Adjusted by hand' });
    expect(within(adjusted).getByText('−20')).toBeTruthy();
    expect(within(adjusted).getByText('A score was typed 20 points below the model')).toBeTruthy();
  });

  it('is not there for a contact scored before the model explained itself', async () => {
    openDrawer(makeContact());
    await screen.findByRole('region', { name: 'Deals' });
    expect(screen.queryByRole('region', { name: 'Why this score' })).toBeNull();
  });

  it('reads the contact again while a call or note is newer than its score', async () => {
    const scoring = (computedAt: string) => ({
      version: 1,
      computed: 40,
      adjustment: null,
      engagement: {},
      computedAt,
    });
    const now = Date.parse('2026-11-23T10:00:10.000Z');
    const contacted = '2026-11-23T10:00:05.000Z';
    const waiting = makeContact({
      lastContactedAt: contacted,
      scoring: scoring('2026-11-22T00:00:00.000Z'),
    });
    expect(awaitingRescore(waiting, now)).toBe(true);
    expect(awaitingRescore({ ...waiting, scoring: scoring(contacted) }, now)).toBe(false);
    // Not forever: a worker that never comes is given up after a while.
    expect(awaitingRescore(waiting, now + 60_000)).toBe(false);
    expect(awaitingRescore(makeContact(), now)).toBe(false);

    let reads = 0;
    const fresh = makeContact({
      lastContactedAt: new Date().toISOString(),
      scoring: scoring('2026-11-22T00:00:00.000Z'),
      scoreFactors: factors.slice(0, 5),
    });
    stubFetch({
      'GET /api/contacts/c-1': () => {
        reads += 1;
        return json(
          200,
          reads < 2
            ? fresh
            : {
                ...fresh,
                score: 70,
                scoring: scoring(new Date().toISOString()),
                scoreFactors: factors
                  .slice(0, 5)
                  .map((f) =>
                    f.key === 'engagement' ? { ...f, points: 13, detail: '1 call and 1 note' } : f,
                  ),
              },
        );
      },
      'GET /api/contacts/c-1/deals': () => json(200, []),
      'GET /api/contacts/c-1/activities': () => activityPage({ items: [], nextCursor: null }),
    });
    renderWithProviders(<ContactDetailDrawer contactId="c-1" onEdit={vi.fn()} onClose={vi.fn()} />);
    expect(await screen.findByText('1 call; call outcomes: interested ×1')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('1 call and 1 note')).toBeTruthy(), {
      timeout: 3000,
    });
    expect(reads).toBe(2);
  });
});
