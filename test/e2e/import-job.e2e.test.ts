import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_OPERATOR_EMAIL } from '../../infra/local/local-stack';
import { appUrl, signIn } from '../support/api-client';
import { launchChromium, screenshot } from '../support/browser';
import { settleProjections } from '../support/projections';

const ROWS = 5000;
/** Every 100th row has no valid email; every 250th repeats an earlier row's email. */
const isBad = (i: number) => i % 100 === 7;
const isRepeat = (i: number) => i % 250 === 3 && !isBad(i);

/** A HubSpot contacts export: its header row, 5,000 leads, some of them bad. */
const hubspotExport = (stamp: number) =>
  [
    'Record ID,First Name,Last Name,Email,Phone Number,Mobile Phone Number,Company Name,Job Title,Lead Status,Lifecycle Stage,Contact owner,Create Date,Original Source',
    ...Array.from({ length: ROWS }, (_, i) => {
      const email = isBad(i)
        ? `not-an-email-${i}`
        : isRepeat(i)
          ? `lead-${i - 1}-${stamp}@example.in`
          : `lead-${i}-${stamp}@example.in`;
      return `${1000 + i},Lead,Number ${i},${email},,+91 9${String(800000000 + i)},"Company ${i}, Pvt",Buyer,NEW,lead,,2026-01-05 10:00,Organic Search`;
    }),
  ].join('\r\n');

describe('import job journey in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('imports a 5,000-row HubSpot export with some bad rows, the progress bar running to the results', {
    timeout: 300_000,
  }, async () => {
    const stamp = Date.now();
    const bad = Array.from({ length: ROWS }, (_, i) => i).filter(isBad).length;
    const repeats = Array.from({ length: ROWS }, (_, i) => i).filter(isRepeat).length;
    const dir = join(import.meta.dirname, '../../.tmp/e2e-files');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `hubspot-${stamp}.csv`);
    writeFileSync(file, hubspotExport(stamp));

    const client = await signIn();
    // A plan with room for the whole file: a trial's 500 contacts would hold the rest.
    const organizationId = (await client.get<{ organizationId: string }>('/api/auth/user')).body
      .organizationId;
    const operator = await signIn(LOCAL_OPERATOR_EMAIL);
    const set = await operator.put(`/api/admin/organizations/${organizationId}/plan`, {
      planId: 'enterprise',
      reason: 'import job journey',
    });
    expect(set.status).toBe(200);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [name, value] = client.cookieHeader().split('=');
    await context.addCookies([{ name: name ?? '', value: value ?? '', url: appUrl() }]);
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) refused.push(message.text());
    });

    await page.goto(`${appUrl()}/app/contacts`);
    await page.getByRole('button', { name: 'Import' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Import Leads' });
    await dialog.locator('input[type="file"]').setInputFiles(file);

    // HubSpot's extra columns ask for the mapping step, prefilled with the guess.
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Start Import' }).isEnabled())
      .toBe(true);
    await expect
      .poll(() => dialog.getByRole('combobox', { name: 'Email', exact: true }).textContent())
      .toBe('Email');
    await expect
      .poll(() => dialog.getByRole('combobox', { name: 'First Name' }).textContent())
      .toBe('First name');
    await screenshot(page, 'import-job-mapping');
    await dialog.getByRole('button', { name: 'Start Import' }).click();

    // The bar: rows done of 5,000, moving to the end.
    const status = dialog.getByRole('status');
    const seen: string[] = [];
    await expect
      .poll(
        async () => {
          const text = (await status.textContent().catch(() => null)) ?? '';
          if (text && seen.at(-1) !== text) seen.push(text);
          return dialog.getByRole('group', { name: /^Imported: / }).isVisible();
        },
        { timeout: 280_000, interval: 100 },
      )
      .toBe(true);
    expect(seen.some((text) => /of 5,000 rows done$/.test(text))).toBe(true);
    await screenshot(page, 'import-job-results');

    const imported = ROWS - bad - repeats;
    const label = (n: number) => n.toLocaleString('en-US');
    expect(await dialog.getByRole('group', { name: `Imported: ${imported}` }).isVisible()).toBe(
      true,
    );
    expect(await dialog.getByRole('group', { name: `Failed: ${bad + repeats}` }).isVisible()).toBe(
      true,
    );
    await expect
      .poll(() =>
        page
          .getByText(
            `Successfully imported ${label(imported)} leads, ${label(bad + repeats)} failed`,
          )
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await dialog.getByText('Row 9: Enter a valid email address').isVisible()).toBe(true);
    expect(await dialog.getByText('Row 5: same email as row 4').isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: 'Download errors' }).isVisible()).toBe(true);

    // Closed, the banner on Contacts says how it ended; the contacts are there.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(() => page.getByText(/Import of hubspot-\d+\.csv finished/).isVisible())
      .toBe(true);
    // The count follows from the table's stream once the projections have settled: 5,000
    // contacts' words and list rows take a while on a busy 2-core machine.
    await settleProjections(120_000);
    const page1 = await client.get<ContactPage>('/api/contacts?limit=1');
    expect(page1.body.total).toBe(imported);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('says before the start that a file is past the plan’s room, then names the held leads apart from errors', {
    timeout: 240_000,
  }, async () => {
    const stamp = Date.now();
    // A trial holds 500 contacts: 598 good rows, 2 bad ones.
    const rows = Array.from({ length: 600 }, (_, i) =>
      i === 3 || i === 7 ? `Bad ${i},not-an-email-${i}` : `Lead ${i},held-${i}-${stamp}@example.in`,
    );
    const dir = join(import.meta.dirname, '../../.tmp/e2e-files');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `leads-${stamp}.csv`);
    writeFileSync(file, ['Name,Email', ...rows].join('\n'));

    const client = await signIn();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const [name, value] = client.cookieHeader().split('=');
    await context.addCookies([{ name: name ?? '', value: value ?? '', url: appUrl() }]);
    const page = await context.newPage();
    await page.goto(`${appUrl()}/app/contacts`);
    await page.getByRole('button', { name: 'Import' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Import Leads' });
    await dialog.locator('input[type="file"]').setInputFiles(file);

    // Before the start: how many will be held.
    const warning =
      'This file has 600 leads and your plan has room for 500 more contacts: up to 100 will be held, and become contacts as soon as there is room.';
    await expect.poll(() => dialog.getByText(warning).isVisible(), { timeout: 60_000 }).toBe(true);
    await screenshot(page, 'import-job-room-warning');
    await dialog.getByRole('button', { name: 'Start Import' }).click();

    const status = dialog.getByRole('status');
    const seen: string[] = [];
    await expect
      .poll(
        async () => {
          const text = (await status.textContent().catch(() => null)) ?? '';
          if (text && seen.at(-1) !== text) seen.push(text);
          return dialog.getByRole('group', { name: /^Imported: / }).isVisible();
        },
        { timeout: 200_000, interval: 100 },
      )
      .toBe(true);
    expect(seen.some((text) => /of 600 rows done$/.test(text))).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText('Successfully imported 500 leads, 98 held (no room on your plan), 2 failed')
          .first()
          .isVisible(),
      )
      .toBe(true);
    const errors = dialog.getByRole('region', { name: 'Errors and notes' });
    const held = dialog.getByRole('region', { name: 'Held leads' });
    expect(await errors.getByText('Row 5: Enter a valid email address').isVisible()).toBe(true);
    expect(await errors.getByText(/held/).count()).toBe(0);
    expect(await held.getByText('Lead 502').isVisible()).toBe(true);
    expect(await held.getByText(`Row 504 · held-502-${stamp}@example.in`).isVisible()).toBe(true);
    // Errors first, then the held leads.
    const top = async (region: typeof errors) => (await region.boundingBox())?.y ?? 0;
    expect(await top(errors)).toBeLessThan(await top(held));
    await screenshot(page, 'import-job-held-results');
    await context.close();
  });
});
