import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ContactBulkResult } from '@salesflow/shared/contacts/contact-bulk.schema';
import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, signIn } from '../support/api-client';
import { launchChromium, screenshot } from '../support/browser';
import { settleProjections } from '../support/projections';

/**
 * Issue 27's bulk work past one page and its deal lists: a salesperson selects every contact a
 * filter matches (more than a page), changes them all as a job and watches it end; chooses leads
 * for auto-calling and finds them first in the AI Calling queue; sorts the deals by value and
 * filters them by stage, and a reload keeps both.
 */
describe('bulk work past a page, and deal lists, in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('selects all matching, runs the job, chooses leads for auto-calling, sorts and filters deals', async () => {
    const client = await signIn();
    const stamp = Date.now();
    const tag = `Expo ${stamp % 100000}`;
    // 55 leads from the expo (more than a page of 50), and 3 others.
    const created: Contact[] = [];
    for (let batch = 0; batch < 58; batch += 10) {
      const made = await Promise.all(
        Array.from({ length: Math.min(10, 58 - batch) }, async (_, i) => {
          const n = batch + i;
          const response = await client.post<Contact>('/api/contacts', {
            name: n < 55 ? `Expo lead ${n}` : `Other lead ${n}`,
            email: `lead.${stamp}.${n}@example.in`,
            phone: `+91 98${String(stamp).slice(-4)}${String(n).padStart(4, '0')}`,
            ...(n < 55 ? { tags: [tag] } : {}),
          });
          expect(response.status, JSON.stringify(response.body)).toBe(201);
          return response.body;
        }),
      );
      created.push(...made);
    }
    for (const [title, value, stage] of [
      ['Loom order', '250000', 'proposal'],
      ['Dye order', '90000', 'prospecting'],
      ['Yarn contract', '1200000', 'closing'],
      ['Cotton bales', '500000', 'proposal'],
    ] as const) {
      const deal = await client.post<Deal>('/api/deals', { title, value, stage });
      expect(deal.status).toBe(201);
    }
    await settleProjections();

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const [name, value] = client.cookieHeader().split('=');
    await context.addCookies([{ name: name ?? '', value: value ?? '', url: appUrl() }]);
    const page = await context.newPage();

    // Every expo lead, though the page shows 50: selected by the filter, warmed as a job.
    await page.goto(`${appUrl()}/app/contacts?tag=${encodeURIComponent(tag)}`);
    await page.getByRole('button', { name: 'Expo lead 54', exact: true }).waitFor();
    await page.getByRole('checkbox', { name: 'Select all contacts on this page' }).check();
    const bar = page.getByRole('toolbar', { name: 'Selected contacts' });
    await bar.getByText('50 selected').waitFor();
    await bar.getByRole('button', { name: 'Select all matching' }).click();
    await bar.getByText('All matching contacts selected').waitFor();
    await screenshot(page, 'bulk-select-all-matching');
    await bar.getByRole('button', { name: 'Set status' }).click();
    await page.getByRole('menuitem', { name: 'Warm' }).click();
    await page.getByText('55 contacts updated').waitFor({ timeout: 60_000 });
    const warm = await client.get<ContactPage>(
      `/api/contacts?limit=100&tag=${encodeURIComponent(tag)}&status=warm`,
    );
    expect(warm.body.items).toHaveLength(55);
    const others = created.slice(55);
    for (const contact of others) {
      expect((await client.get<Contact>(`/api/contacts/${contact.id}`)).body.status).toBe('cold');
    }

    // Two leads (on the first page, newest first) chosen for auto-calling come first in the AI Calling queue.
    await page.goto(`${appUrl()}/app/contacts?tag=${encodeURIComponent(tag)}`);
    const rowOf = (lead: string) =>
      page.getByRole('row').filter({ has: page.getByRole('button', { name: lead, exact: true }) });
    await rowOf('Expo lead 50').getByRole('checkbox').check();
    await rowOf('Expo lead 52').getByRole('checkbox').check();
    await bar.getByRole('button', { name: 'Add to auto-calling' }).click();
    await page.getByText('2 contacts added to auto-calling').waitFor();
    await page.goto(`${appUrl()}/app/ai-calling`);
    const queue = page.getByRole('listitem', { name: 'Expo lead 50' });
    await queue.getByText('Chosen').waitFor({ timeout: 15_000 });
    await page.getByRole('listitem', { name: 'Expo lead 52' }).getByText('Chosen').waitFor();
    await screenshot(page, 'bulk-chosen-for-auto-calling');
    const chosen = await client.post<ContactBulkResult>('/api/contacts/bulk', {
      action: 'autocall',
      ids: [created[50]?.id],
    });
    expect(chosen.body.updated).toBe(1);

    // Deals by value, highest first, then only the proposals; a reload keeps both.
    await page.goto(`${appUrl()}/app/deals`);
    const dealRows = page.getByRole('row').filter({ hasText: /order|contract|bales/ });
    await expect.poll(async () => dealRows.count(), { timeout: 15_000 }).toBe(4);
    await page.getByRole('button', { name: 'Value' }).click();
    const param = (key: string) => new URL(page.url()).searchParams.get(key);
    await expect.poll(() => param('sort')).toMatch(/value/);
    if (param('sort') !== '-value') await page.getByRole('button', { name: 'Value' }).click();
    await expect.poll(() => param('sort')).toBe('-value');
    await expect
      .poll(async () => (await dealRows.allInnerTexts()).map((row) => row.split('\n')[0]?.trim()))
      .toEqual(['Yarn contract', 'Cotton bales', 'Loom order', 'Dye order']);
    await page.getByRole('combobox', { name: 'Stage' }).click();
    await page.getByRole('option', { name: 'Proposal' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => param('stage')).toBe('proposal');
    await expect
      .poll(async () => (await dealRows.allInnerTexts()).map((row) => row.split('\n')[0]?.trim()))
      .toEqual(['Cotton bales', 'Loom order']);
    await page.reload();
    await expect
      .poll(async () => (await dealRows.allInnerTexts()).map((row) => row.split('\n')[0]?.trim()), {
        timeout: 15_000,
      })
      .toEqual(['Cotton bales', 'Loom order']);
    await screenshot(page, 'deals-sorted-and-filtered');
    await context.close();
  });
});
