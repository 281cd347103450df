import type { Deal, DealStage } from '@salesflow/shared/deals/deal.schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, json, type StubHandler, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { COLUMN_REFRESH_DELAY_MS } from '../hooks/use-move-deal';
import { dealPage, makeDeal, makeSummary } from '../testing/deal-fixtures';
import { PipelineBoard } from './pipeline-board';

const erp = makeDeal({ id: '01JDEAL0000000000000000003', title: 'ERP rollout', value: '1500.00' });
const crm = makeDeal({
  id: '01JDEAL0000000000000000002',
  title: 'CRM seats',
  value: '2500.00',
  contactId: null,
  contactName: null,
  contactCompany: null,
});
const audit = makeDeal({
  id: '01JDEAL0000000000000000001',
  title: 'Security audit',
  value: '4000.00',
  stage: 'qualification',
  contactName: 'Meera Iyer',
  contactCompany: 'Globex',
});

/** A tiny server: deals by stage, the summary computed from them, PUT moves a deal. */
const server = (deals: Deal[], put?: StubHandler, { holdReadsAfterPut = false } = {}) => {
  const state = deals.map((deal) => ({ ...deal }));
  let putSent = false;
  // Reads that never answer: only the client's own cache can show what the user sees.
  const read = (answer: () => Response) =>
    holdReadsAfterPut && putSent ? new Promise<Response>(() => {}) : answer();
  const figures = () => {
    const byStage: Partial<Record<DealStage, { count: number; value: number }>> = {};
    for (const deal of state) {
      const current = byStage[deal.stage] ?? { count: 0, value: 0 };
      byStage[deal.stage] = { count: current.count + 1, value: current.value + Number(deal.value) };
    }
    return makeSummary(byStage);
  };
  return stubFetch({
    'GET /api/deals/summary': () => read(() => json(200, figures())),
    'GET /api/deals': ({ url }) =>
      read(() => dealPage(state.filter((deal) => deal.stage === url.searchParams.get('stage')))),
    [`PUT /api/deals/${erp.id}`]: async (request) => {
      putSent = true;
      if (put) return put(request);
      const deal = state.find((d) => d.id === erp.id) as Deal;
      deal.stage = (request.body as { stage: DealStage }).stage;
      return json(200, deal);
    },
  });
};

const column = (name: string) => screen.getByRole('region', { name });

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

/** Space picks the focused card up, arrows move it between columns, Space drops it. */
const keyboardDrag = async (
  user: ReturnType<typeof renderWithProviders>['user'],
  card: HTMLElement,
  arrows: string[],
) => {
  act(() => card.focus());
  await user.keyboard('[Space]');
  await waitFor(() => expect(card.getAttribute('aria-pressed')).toBe('true'));
  // The sensor listens for the next keys from the following tick on.
  await tick();
  for (const arrow of arrows) {
    await user.keyboard(`[${arrow}]`);
    await tick();
  }
  await user.keyboard('[Space]');
};

describe('Sales pipeline board', () => {
  // jsdom has no layout: the keyboard sensor scrolls the picked-up card into view.
  beforeEach(() => {
    Element.prototype.scrollIntoView = () => {};
  });
  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('shows each column with its count, its cards and the total pipeline value', async () => {
    const api = server([erp, crm, audit, makeDeal({ id: 'w', stage: 'won', value: '9000' })]);
    renderWithProviders(<PipelineBoard />);

    expect(screen.getByRole('heading', { name: 'Sales Pipeline' })).toBeTruthy();
    expect(screen.getAllByTestId('pipeline-skeleton')).toHaveLength(4);
    // Won and lost are not in the total.
    expect(await screen.findByText('$8,000')).toBeTruthy();
    expect(screen.getByText('Total Pipeline Value')).toBeTruthy();

    const prospecting = within(column('Prospecting'));
    expect(prospecting.getByLabelText('2 deals')).toBeTruthy();
    const card = await prospecting.findByRole('button', { name: 'Deal CRM seats' });
    expect(within(card).getByText('Unknown Company')).toBeTruthy();
    expect(within(card).getByText('Unknown Contact')).toBeTruthy();
    expect(within(card).getByText('$2,500')).toBeTruthy();
    const qualification = within(column('Qualification'));
    expect(qualification.getByLabelText('1 deal')).toBeTruthy();
    expect(await qualification.findByText('Globex')).toBeTruthy();
    expect(within(column('Proposal')).getByLabelText('0 deals')).toBeTruthy();
    expect(within(column('Closing')).getByLabelText('0 deals')).toBeTruthy();

    const stages = api.find('GET', '/api/deals').map((r) => r.url.searchParams.get('stage'));
    expect(stages.sort()).toEqual(['closing', 'proposal', 'prospecting', 'qualification']);
    expect(
      api.find('GET', '/api/deals').every((r) => r.url.searchParams.get('limit') === '50'),
    ).toBe(true);
  });

  it('says when there are no deals in the pipeline', async () => {
    server([makeDeal({ stage: 'won' })]);
    renderWithProviders(<PipelineBoard />);

    expect(await screen.findByText('No deals in pipeline')).toBeTruthy();
    expect(screen.getByText('Create your first deal to get started')).toBeTruthy();
    expect(screen.getByText('$0')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Prospecting' })).toBeNull();
  });

  it('offers a follow-up in 3 days when a deal moves to Proposal, and adds it on a click', async () => {
    const quoted = { ...erp, stage: 'qualification' as DealStage };
    const api = stubFetch({
      'GET /api/deals/summary': () =>
        json(200, makeSummary({ qualification: { count: 1, value: 1500 } })),
      'GET /api/deals': ({ url }) =>
        dealPage(url.searchParams.get('stage') === 'qualification' ? [quoted] : []),
      [`PUT /api/deals/${erp.id}`]: () => json(200, { ...quoted, stage: 'proposal' }),
      'POST /api/tasks': ({ body }) => json(201, { id: 't-1', ...(body as object) }),
    });
    const { user } = renderWithProviders(<PipelineBoard />);
    const card = await within(
      await screen.findByRole('region', { name: 'Qualification' }),
    ).findByRole('button', { name: 'Deal ERP rollout' });
    await keyboardDrag(user, card, ['ArrowRight']);

    await user.click(await screen.findByRole('button', { name: 'Follow up in 3 days' }));
    await waitFor(() => expect(api.find('POST', '/api/tasks')).toHaveLength(1));
    expect(api.find('POST', '/api/tasks')[0]?.body).toMatchObject({
      title: 'Follow up on the proposal: ERP rollout',
      type: 'call',
      dealId: erp.id,
      contactId: erp.contactId,
    });
    expect(await screen.findByText('Follow-up added')).toBeTruthy();
  });

  it('moves a card with the keyboard: at once, then PUT { stage } and a success toast', async () => {
    let answer: (response: Response) => void = () => {};
    const api = server(
      [erp, crm, audit],
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { user } = renderWithProviders(<PipelineBoard />);
    const card = await within(
      await screen.findByRole('region', { name: 'Prospecting' }),
    ).findByRole('button', { name: 'Deal ERP rollout' });
    await within(column('Qualification')).findByText('Globex');

    await keyboardDrag(user, card, ['ArrowRight']);

    // Moved before the server answered: the card, both counts and the total.
    await waitFor(() =>
      expect(within(column('Qualification')).getByRole('button', { name: 'Deal ERP rollout' })),
    );
    expect(
      within(column('Prospecting')).queryByRole('button', { name: 'Deal ERP rollout' }),
    ).toBeNull();
    expect(within(column('Prospecting')).getByLabelText('1 deal')).toBeTruthy();
    expect(within(column('Qualification')).getByLabelText('2 deals')).toBeTruthy();
    expect(screen.getByText('$8,000')).toBeTruthy();
    const [request] = api.find('PUT', `/api/deals/${erp.id}`);
    expect(request?.body).toEqual({ stage: 'qualification' });
    expect(request?.headers.get('Content-Type')).toBe('application/json');

    await act(async () => answer(json(200, { ...erp, stage: 'qualification' })));
    expect(await screen.findByText('Deal Updated')).toBeTruthy();
    expect(screen.getByText('Deal stage has been updated successfully.')).toBeTruthy();
    // The columns come from an index that trails the write: they are read again only later.
    const columnReads = api.find('GET', '/api/deals').length;
    await tick();
    expect(api.find('GET', '/api/deals')).toHaveLength(columnReads);
    await waitFor(() => expect(api.find('GET', '/api/deals/summary')).toHaveLength(2), {
      timeout: COLUMN_REFRESH_DELAY_MS + 2000,
    });
    expect(api.find('GET', '/api/deals').length).toBe(columnReads + 4);
  });

  it('moves the card back and says so when the server refuses', async () => {
    const api = server(
      [erp, crm, audit],
      () => apiError(400, 'VALIDATION_FAILED', 'Stage must be one of the pipeline stages'),
      { holdReadsAfterPut: true },
    );
    const { user } = renderWithProviders(<PipelineBoard />);
    const card = await within(
      await screen.findByRole('region', { name: 'Prospecting' }),
    ).findByRole('button', { name: 'Deal ERP rollout' });

    await keyboardDrag(user, card, ['ArrowRight', 'ArrowRight']);

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Error')).toBeTruthy();
    expect(within(toast).getByText('Failed to update deal stage.')).toBeTruthy();
    expect(api.find('PUT', `/api/deals/${erp.id}`)[0]?.body).toEqual({ stage: 'proposal' });
    await waitFor(() =>
      expect(within(column('Prospecting')).getByRole('button', { name: 'Deal ERP rollout' })),
    );
    expect(
      within(column('Proposal')).queryByRole('button', { name: 'Deal ERP rollout' }),
    ).toBeNull();
    expect(within(column('Prospecting')).getByLabelText('2 deals')).toBeTruthy();
    expect(within(column('Proposal')).getByLabelText('0 deals')).toBeTruthy();
  });

  it('does nothing when a card is dropped on its own column', async () => {
    const api = server([erp, crm, audit]);
    const { user } = renderWithProviders(<PipelineBoard />);
    const card = await within(
      await screen.findByRole('region', { name: 'Prospecting' }),
    ).findByRole('button', { name: 'Deal ERP rollout' });

    // Right then back left: over its own column again.
    await keyboardDrag(user, card, ['ArrowRight', 'ArrowLeft']);
    await screen.findByText(/was dropped in Prospecting/);
    // And off the left edge: there is no column before Prospecting.
    await keyboardDrag(
      user,
      within(column('Prospecting')).getByRole('button', { name: 'Deal ERP rollout' }),
      ['ArrowLeft'],
    );

    await tick();
    expect(api.find('PUT', `/api/deals/${erp.id}`)).toHaveLength(0);
    expect(within(column('Prospecting')).getByLabelText('2 deals')).toBeTruthy();
    expect(screen.queryByText('Deal Updated')).toBeNull();
  });
});
