import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { DuplicatePage } from '@salesflow/shared/contacts/contact-duplicates';
import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, signIn } from '../support/api-client';
import { launchChromium, screenshot } from '../support/browser';
import { settleProjections } from '../support/projections';

/** The calendar day after today in a time zone, as a datetime-local field takes it. */
const tomorrowIn = (timeZone: string) => {
  const day = new Date(Date.now() + 24 * 3600 * 1000);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(day);
  return `${parts}T10:00`;
};

/**
 * Issue 27's journey: a member filters hot leads from the website with a score over 60, sorted by
 * score, saves the view, bulk-tags the first ten, adds a follow-up for tomorrow from a drawer,
 * finds it in My day, merges a duplicate, and reloads to find the view still there.
 */
describe("a salesperson's day, in Chromium", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('filters, sorts, saves a view, tags ten, follows up, finds it in My day, merges and reloads', async () => {
    const client = await signIn();
    const stamp = Date.now();
    const add = async (fields: Record<string, unknown>) => {
      const response = await client.post<Contact>('/api/contacts', {
        email: `lead.${stamp}.${Math.random().toString(36).slice(2)}@example.in`,
        ...fields,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body;
    };
    for (let i = 0; i < 12; i += 1) {
      await add({ name: `Hot Web ${i}`, status: 'hot', source: 'website', score: 65 + i });
    }
    await add({ name: 'Hot Referral', status: 'hot', source: 'referral', score: 95 });
    await add({ name: 'Warm Web', status: 'warm', source: 'website', score: 90 });
    await add({ name: 'Cool Hot Web', status: 'hot', source: 'website', score: 30 });
    await add({
      name: 'Meera Shah',
      email: `meera.shah.${stamp}@gmail.com`,
      status: 'hot',
      source: 'website',
      score: 99,
    });
    await add({ name: 'Meera S', email: `meerashah${stamp}@gmail.com`, status: 'cold' });
    await settleProjections();
    await expect
      .poll(
        async () => (await client.get<DuplicatePage>('/api/contacts/duplicates')).body.items.length,
        { timeout: 30_000 },
      )
      .toBe(1);
    const expected = await client.get<ContactPage>(
      '/api/contacts?limit=50&status=hot&source=website&minScore=61&sort=-score',
    );
    expect(expected.body.items).toHaveLength(13);

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const [name, value] = client.cookieHeader().split('=');
    await context.addCookies([{ name: name ?? '', value: value ?? '', url: appUrl() }]);
    const page = await context.newPage();
    await page.goto(`${appUrl()}/app/contacts`);
    await page.getByRole('button', { name: 'Meera Shah', exact: true }).waitFor();

    // Hot leads from the website with a score over 60, by score, highest first.
    const param = (key: string) => new URL(page.url()).searchParams.get(key);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Hot' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => param('status')).toBe('hot');
    await page.getByRole('combobox', { name: 'Source' }).click();
    await page.getByRole('option', { name: 'Website' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => param('source')).toBe('website');
    const minScore = page.getByRole('spinbutton', { name: 'Min score' });
    await minScore.fill('61');
    await minScore.press('Enter');
    await expect.poll(() => param('minScore')).toBe('61');
    await page.getByRole('button', { name: 'Score' }).click();
    const rows = page.getByRole('row').filter({ has: page.getByRole('checkbox') });
    await expect
      .poll(
        async () => {
          const params = new URL(page.url()).searchParams;
          return [
            params.get('status'),
            params.get('source'),
            params.get('minScore'),
            params.get('sort'),
          ];
        },
        { timeout: 15_000 },
      )
      .toEqual(['hot', 'website', '61', '-score']);
    // The header's "select all" row has a checkbox too.
    await expect.poll(async () => rows.count(), { timeout: 15_000 }).toBe(14);
    const names = await page
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox') })
      .allInnerTexts();
    expect(names[1]).toContain('Meera Shah');
    expect(names[2]).toContain('Hot Web 11');
    expect(names.join('\n')).not.toContain('Hot Referral');
    expect(names.join('\n')).not.toContain('Cool Hot Web');

    // Saved as a view.
    await page.getByRole('button', { name: /^Views/ }).click();
    await page.getByRole('menuitem', { name: 'Save view…' }).click();
    const save = page.getByRole('dialog', { name: 'Save view' });
    await save.getByRole('textbox', { name: 'Name' }).fill('Hot website leads');
    await save.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'View: Hot website leads' }).waitFor();
    await screenshot(page, 'salesperson-day-view');

    // The first ten tagged at once.
    const leads = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /Hot Web|Meera/ }) });
    for (let i = 0; i < 10; i += 1) await leads.nth(i).getByRole('checkbox').check();
    const bar = page.getByRole('toolbar', { name: 'Selected contacts' });
    await bar.getByText('10 selected').waitFor();
    await bar.getByRole('button', { name: 'Tags' }).click();
    await page.getByRole('menuitem', { name: 'Add a tag' }).click();
    const tagDialog = page.getByRole('dialog', { name: 'Add a tag' });
    await tagDialog.getByRole('textbox', { name: 'Tag' }).fill('Call this week');
    await tagDialog.getByRole('button', { name: 'Add tag' }).click();
    await page.getByText('10 contacts tagged').waitFor();

    // A follow-up for tomorrow from Meera Shah's drawer.
    await page.getByRole('button', { name: 'Meera Shah', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Contact details' });
    await drawer.getByRole('button', { name: 'Add follow-up' }).click();
    const taskDialog = page.getByRole('dialog', { name: 'Add task' });
    await taskDialog.getByRole('textbox', { name: 'Title' }).fill('Call Meera about the quote');
    const zone = ((await taskDialog.getByText(/^Time in /).textContent()) ?? '')
      .replace('Time in ', '')
      .replace(/ /g, '_');
    await taskDialog.getByLabel(/^Due/).fill(tomorrowIn(zone));
    await taskDialog.getByRole('button', { name: 'Add task' }).click();
    await drawer
      .getByRole('list', { name: 'Follow-ups' })
      .getByText('Call Meera about the quote')
      .waitFor();

    // The new tag gets its colour for everyone, from the drawer.
    await drawer.getByRole('button', { name: 'Colour of Call this week' }).click();
    await page.getByRole('menuitem', { name: 'Green' }).click();
    await expect
      .poll(async () =>
        drawer.getByRole('button', { name: 'Colour of Call this week' }).evaluate(
          (chip) =>
            (
              globalThis as unknown as {
                getComputedStyle: (element: unknown) => { backgroundColor: string };
              }
            ).getComputedStyle(chip).backgroundColor,
        ),
      )
      .toBe('rgb(187, 247, 208)');

    // Merged with her duplicate, from the same drawer.
    await drawer.getByRole('button', { name: 'Merge with Meera S' }).click();
    const merge = page.getByRole('dialog', { name: 'Merge duplicates' });
    await merge.getByRole('button', { name: 'Merge', exact: true }).click();
    await page.getByText('Merged Meera S into Meera Shah').waitFor();
    await drawer
      .getByText(/Merged from Meera S/)
      .first()
      .waitFor();
    await drawer.getByRole('button', { name: 'Close contact details' }).click();

    // My day shows it under Tomorrow.
    await page.goto(`${appUrl()}/app`);
    const myDay = page.getByRole('region', { name: 'My day' });
    await myDay
      .getByRole('list', { name: 'Tomorrow' })
      .getByText('Call Meera about the quote')
      .waitFor({ timeout: 15_000 });
    await screenshot(page, 'salesperson-day-my-day');

    // Back on Contacts after a reload: the view and its filters are still there.
    await page.goto(`${appUrl()}/app/contacts`);
    await page.reload();
    await page.getByRole('button', { name: 'View: Hot website leads' }).waitFor();
    await expect.poll(async () => rows.count(), { timeout: 15_000 }).toBe(14);
    const params = new URL(page.url()).searchParams;
    expect([params.get('status'), params.get('source'), params.get('minScore')]).toEqual([
      'hot',
      'website',
      '61',
    ]);
    const tagged = await client.get<ContactPage>(
      `/api/contacts?limit=50&tag=${encodeURIComponent('call this week')}`,
    );
    expect(tagged.body.items).toHaveLength(10);
    await screenshot(page, 'salesperson-day-reloaded');
    await context.close();
  });
});
