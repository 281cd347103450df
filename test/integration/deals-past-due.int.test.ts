import type { Deal, DealPage } from '@salesflow/shared/deals/deal.schema';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import type { AiInsight } from '@salesflow/shared/metrics/insights';
import { describe, expect, it } from 'vitest';
import { setCloseDate, setTimeZone } from '../support/aging';
import { type ApiClient, signIn } from '../support/api-client';
import { dayIn } from '../support/dates';

const KOLKATA = 'Asia/Kolkata';

const addDeal = async (client: ApiClient, fields: Record<string, unknown>) =>
  (await client.post<Deal>('/api/deals', { value: '1000', ...fields })).body;

const pastDueInsight = async (client: ApiClient) =>
  (await client.get<AiInsight[]>('/api/ai-insights')).body.find((i) => i.kind === 'pastDueDeals');

/** Every page of `?due=past`, `limit` at a time; the titles in the order listed. */
const allPastDue = async (client: ApiClient, limit: number, extra = '') => {
  const titles: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query = `/api/deals?due=past&limit=${limit}${extra}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page: { status: number; body: DealPage } = await client.get<DealPage>(query);
    expect(page.status).toBe(200);
    titles.push(...page.body.items.map((d) => d.title));
    cursor = page.body.nextCursor;
    pages += 1;
  } while (cursor && pages < 50);
  return titles;
};

describe('open deals past their expected close date', () => {
  it('are counted, the most overdue named, and listed most overdue first, page by page', async () => {
    const client = await signIn();
    const late = await addDeal(client, { title: 'Late', expectedCloseDate: dayIn(KOLKATA, 1) });
    const later = await addDeal(client, {
      title: 'Very late',
      expectedCloseDate: dayIn(KOLKATA, 1),
    });
    const lost = await addDeal(client, {
      title: 'Lost late',
      expectedCloseDate: dayIn(KOLKATA, 1),
    });
    await addDeal(client, { title: 'Due today', expectedCloseDate: dayIn(KOLKATA, 0) });
    await addDeal(client, { title: 'Undated' });
    expect(await pastDueInsight(client)).toBeUndefined();
    expect(await allPastDue(client, 10)).toEqual([]);

    await setCloseDate(late, dayIn(KOLKATA, -3));
    await setCloseDate(later, '2026-01-05');
    await setCloseDate(lost, dayIn(KOLKATA, -1));
    await client.put(`/api/deals/${lost.id}`, { stage: 'lost' });

    expect(await pastDueInsight(client)).toEqual({
      kind: 'pastDueDeals',
      type: 'warning',
      title: '2 deals past their close date',
      message:
        'These open deals were expected to close before today. The most overdue is "Very late", due Jan 05, 2026.',
      action: 'Review Deals',
      link: '/app/deals?due=past',
    });
    expect(await allPastDue(client, 1)).toEqual(['Very late', 'Late']);
    expect(await allPastDue(client, 10)).toEqual(['Very late', 'Late']);
    expect(await allPastDue(client, 10, '&search=very')).toEqual(['Very late']);
    expect(await allPastDue(client, 10, '&stage=lost')).toEqual([]);

    // Won: it is closed, so no longer late. A new date in the future: not late either.
    await client.put(`/api/deals/${later.id}`, { stage: 'won' });
    await client.put(`/api/deals/${late.id}`, { expectedCloseDate: dayIn(KOLKATA, 5) });
    expect(await pastDueInsight(client)).toBeUndefined();
    expect(await allPastDue(client, 10)).toEqual([]);
  });

  it('are before today in the organization’s time zone', async () => {
    const client = await signIn();
    // Kiritimati (UTC+14) is always a calendar day ahead of Pago Pago (UTC-11).
    const deal = await addDeal(client, { title: 'Edge', expectedCloseDate: dayIn(KOLKATA, 2) });
    await setCloseDate(deal, dayIn('Pacific/Pago_Pago', 0));
    await setTimeZone(client, 'Pacific/Pago_Pago');
    expect(await pastDueInsight(client)).toBeUndefined();
    expect(await allPastDue(client, 10)).toEqual([]);
    await setTimeZone(client, 'Pacific/Kiritimati');
    expect((await pastDueInsight(client))?.title).toBe('1 deal past its close date');
    expect(await allPastDue(client, 10)).toEqual(['Edge']);
  });

  it('refuse a cursor the server did not issue for this list', async () => {
    const client = await signIn();
    for (const title of ['One', 'Two']) {
      const deal = await addDeal(client, { title, expectedCloseDate: dayIn(KOLKATA, 1) });
      await setCloseDate(deal, dayIn(KOLKATA, -2));
    }
    const first = await client.get<DealPage>('/api/deals?due=past&limit=1');
    const cursor = first.body.nextCursor ?? '';
    expect(cursor).not.toBe('');
    const [payload, signature] = cursor.split('.');
    const forged = Buffer.from(
      JSON.stringify(`${dayIn(KOLKATA, -1)}#01ZZZZZZZZZZZZZZZZZZZZZZZZ`),
    ).toString('base64url');
    const stage = (await client.get<DealPage>('/api/deals?stage=prospecting&limit=1')).body;
    for (const bad of [
      `${forged}.${signature}`,
      `${payload}.${'A'.repeat(signature?.length ?? 22)}`,
      stage.nextCursor ?? 'x',
      'not-a-cursor',
    ]) {
      const response = await client.get<ErrorBody>(
        `/api/deals?due=past&limit=1&cursor=${encodeURIComponent(bad)}`,
      );
      expect(response.status).toBe(400);
      expect(response.body.error.details).toEqual([
        { field: 'cursor', message: 'Cursor is not valid' },
      ]);
    }
    // The same cursor for another organization's list: refused too.
    const stranger = await signIn();
    const theirs = await stranger.get(
      `/api/deals?due=past&limit=1&cursor=${encodeURIComponent(cursor)}`,
    );
    expect(theirs.status).toBe(400);
    const unknown = await client.get<ErrorBody>('/api/deals?due=future');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details).toEqual([{ field: 'due', message: 'Due must be past' }]);
  });

  it('never show another organization’s deals', async () => {
    const owner = await signIn();
    const secret = await addDeal(owner, { title: 'Secret', expectedCloseDate: dayIn(KOLKATA, 1) });
    await setCloseDate(secret, dayIn(KOLKATA, -4));
    expect((await pastDueInsight(owner))?.title).toBe('1 deal past its close date');

    const stranger = await signIn();
    await addDeal(stranger, { title: 'Mine', expectedCloseDate: dayIn(KOLKATA, 1) });
    expect(await pastDueInsight(stranger)).toBeUndefined();
    expect(await allPastDue(stranger, 10)).toEqual([]);
    expect(JSON.stringify((await stranger.get('/api/ai-insights')).body)).not.toContain('Secret');
  });
});
