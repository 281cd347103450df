import type { Deal, DealStage } from '@salesflow/shared/deals/deal.schema';
import { mayChangeDeal, mayChangeLead } from '@salesflow/shared/teams/lead-rules';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, makeContact, stubFetch } from '../../../testing/fetch-stub';
import { renderInRouter } from '../../../testing/render-route';
import { setViewportWidth } from '../../../testing/viewport';
import type { DealRules } from '../hooks/use-deal-rules';
import { dealPage, makeDeal, makeSummary } from '../testing/deal-fixtures';
import { DealsScreen } from './deals-screen';

/**
 * What a member (user-1) is offered on the Deals screen: the server's rule
 * (shared/src/teams/lead-rules.ts) on each deal's lead, as the app route gives it.
 */
const member: DealRules = {
  mayChange: (deal) => mayChangeDeal({ userId: 'user-1', role: 'member' }, deal, deal.lead),
  mayLink: (lead) => mayChangeLead({ userId: 'user-1', role: 'member' }, lead),
};

const mine = makeDeal({ id: 'd-mine', title: 'My rollout' });
const teammates = makeDeal({
  id: 'd-theirs',
  title: 'Their renewal',
  contactName: 'Kabir Rao',
  contactCompany: 'Globex',
  ownerId: 'user-2',
  lead: { assignedTo: 'user-2', ownerId: 'user-2' },
});
// Added by the member, handed to a teammate: still the member's to change.
const handed = makeDeal({
  id: 'd-handed',
  title: 'Handed on',
  ownerId: 'user-2',
  lead: { assignedTo: 'user-2', ownerId: 'user-1' },
});
const pool = makeDeal({
  id: 'd-pool',
  title: 'Pool lead deal',
  ownerId: 'user-2',
  lead: { assignedTo: null, ownerId: 'user-owner' },
});
const looseTheirs = makeDeal({
  id: 'd-loose',
  title: 'Their loose deal',
  contactId: null,
  contactName: null,
  contactCompany: null,
  ownerId: 'user-2',
  lead: null,
});
const deals = [mine, teammates, handed, pool, looseTheirs];

const server = (put?: (deal: Deal, stage: DealStage) => void) => {
  const state = deals.map((deal) => ({ ...deal }));
  const routes: Parameters<typeof stubFetch>[0] = {
    'GET /api/deals/summary': () => json(200, makeSummary({ prospecting: { count: 5, value: 5 } })),
    'GET /api/deals': ({ url }) => {
      const stage = url.searchParams.get('stage');
      return dealPage(stage ? state.filter((deal) => deal.stage === stage) : state);
    },
    'GET /api/contacts': () =>
      json(200, {
        items: [
          makeContact({ id: 'c-1', name: 'Aarav Mehta' }),
          makeContact({
            id: 'c-2',
            name: 'Kabir Rao',
            company: 'Globex',
            assignedTo: 'user-2',
            ownerId: 'user-2',
          }),
        ],
        nextCursor: null,
        total: 2,
      }),
    'POST /api/deals': ({ body }) => json(201, { ...mine, ...(body as object), id: 'd-new' }),
  };
  for (const deal of state) {
    routes[`PUT /api/deals/${deal.id}`] = ({ body }) => {
      const { stage } = body as { stage: DealStage };
      put?.(deal, stage);
      deal.stage = stage;
      return json(200, deal);
    };
  }
  return stubFetch(routes);
};

const renderDeals = (path = '/app/deals') => renderInRouter(<DealsScreen rules={member} />, path);

const rowOf = (title: string) => {
  const row = within(screen.getByRole('table', { name: 'Deals' }))
    .getByText(title)
    .closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return within(row);
};

const HINT =
  "This deal is on a teammate's lead: you can see it, and a manager can change or move it.";

describe('the Deals screen offers a member only what the server allows', () => {
  it('in the table: Edit and Delete on their deals, a note on a teammate’s', async () => {
    server();
    renderDeals();
    await screen.findByText('My rollout');
    for (const title of ['My rollout', 'Handed on', 'Pool lead deal']) {
      expect(rowOf(title).getByRole('button', { name: `Edit ${title}` })).toBeTruthy();
      expect(rowOf(title).getByRole('button', { name: `Delete ${title}` })).toBeTruthy();
    }
    for (const title of ['Their renewal', 'Their loose deal']) {
      expect(rowOf(title).queryAllByRole('button')).toEqual([]);
      expect(rowOf(title).getByRole('note', { name: HINT })).toBeTruthy();
      expect(rowOf(title).getByText("Teammate's deal")).toBeTruthy();
    }
  });

  describe('on a phone', () => {
    beforeEach(() => setViewportWidth(390));
    afterEach(() => setViewportWidth(1280));

    it('in the cards: the same', async () => {
      server();
      renderDeals();
      const list = await screen.findByRole('list', { name: 'Deals' });
      const card = (title: string) => {
        const item = within(list).getByText(title).closest('li');
        if (!item) throw new Error(`no card for ${title}`);
        return within(item);
      };
      expect(card('My rollout').getByRole('button', { name: 'Edit My rollout' })).toBeTruthy();
      expect(card('Their renewal').queryAllByRole('button')).toEqual([]);
      expect(card('Their renewal').getByRole('note', { name: HINT })).toBeTruthy();
    });
  });

  describe('on the board', () => {
    beforeEach(() => {
      Element.prototype.scrollIntoView = () => {};
    });
    afterEach(() => {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    });

    const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

    it('a teammate’s card cannot be dragged nor picked up with the keyboard, and says why', async () => {
      const api = server();
      const { user } = renderDeals('/app/deals?view=pipeline');
      const prospecting = within(await screen.findByRole('region', { name: 'Prospecting' }));
      // Theirs: a card, not a draggable button, with the reason.
      const theirs = await prospecting.findByRole('group', { name: 'Deal Their renewal' });
      expect(theirs.getAttribute('aria-roledescription')).toBeNull();
      expect(theirs.getAttribute('tabindex')).toBeNull();
      expect(within(theirs).getByRole('note', { name: HINT })).toBeTruthy();
      expect(prospecting.queryByRole('button', { name: 'Deal Their renewal' })).toBeNull();
      expect(prospecting.getByRole('group', { name: 'Deal Their loose deal' })).toBeTruthy();
      // A click and the keys that would pick it up and move it do nothing.
      await user.click(theirs);
      await user.keyboard('[Space]');
      await tick();
      await user.keyboard('[ArrowRight]');
      await tick();
      await user.keyboard('[Space]');
      await tick();
      expect(screen.queryByText(/Picked up Deal Their renewal/)).toBeNull();
      expect(api.find('PUT', `/api/deals/${teammates.id}`)).toHaveLength(0);
      expect(prospecting.getByRole('group', { name: 'Deal Their renewal' })).toBeTruthy();

      // Theirs to move: their own card still goes, with the keyboard.
      const card = prospecting.getByRole('button', { name: 'Deal My rollout' });
      act(() => card.focus());
      await user.keyboard('[Space]');
      await waitFor(() => expect(card.getAttribute('aria-pressed')).toBe('true'));
      await tick();
      await user.keyboard('[ArrowRight]');
      await tick();
      await user.keyboard('[Space]');
      await waitFor(() =>
        expect(api.find('PUT', `/api/deals/${mine.id}`)[0]?.body).toEqual({
          stage: 'qualification',
        }),
      );
      for (const title of ['Handed on', 'Pool lead deal']) {
        expect(prospecting.getByRole('button', { name: `Deal ${title}` })).toBeTruthy();
      }
    });
  });

  it('in the deal form: a teammate’s lead is listed but cannot be chosen', async () => {
    const api = server();
    const { user } = renderDeals();
    await screen.findByText('My rollout');
    await user.click(screen.getByRole('button', { name: 'Add Deal' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByLabelText('Contact'));
    const theirs = await screen.findByRole('option', {
      name: "Kabir Rao - Globex Teammate's lead",
    });
    // Disabled: not clickable, skipped by the arrow keys.
    expect(theirs.getAttribute('aria-disabled')).toBe('true');
    const own = screen.getByRole('option', { name: 'Aarav Mehta - Acme Traders' });
    expect(own.getAttribute('aria-disabled')).toBe('false');
    await user.click(own);
    await user.type(dialog.getByLabelText(/^Title/), 'New one');
    await user.click(dialog.getByRole('button', { name: 'Create Deal' }));
    await waitFor(() =>
      expect(api.find('POST', '/api/deals')[0]?.body).toMatchObject({ contactId: 'c-1' }),
    );
  });
});
