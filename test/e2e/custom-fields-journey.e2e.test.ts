import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, signIn } from '../support/api-client';
import { launchChromium, screenshot } from '../support/browser';
import { settleProjections } from '../support/projections';

/**
 * Issue 27's custom fields, as an owner meets them: a choice list added in Settings → Custom
 * Fields, filled in on a new contact's form, and shown in the
 * contact's details.
 */
describe('custom fields, in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds a field in Settings, fills it on a contact and shows it in the drawer', async () => {
    const client = await signIn();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const [name, value] = client.cookieHeader().split('=');
    await context.addCookies([{ name: name ?? '', value: value ?? '', url: appUrl() }]);
    const page = await context.newPage();

    await page.goto(`${appUrl()}/app/settings?tab=custom-fields`);
    await page.getByRole('button', { name: 'Add contact field' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add contact field' });
    await dialog.getByRole('textbox', { name: 'Label' }).fill('Industry');
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Choice list' }).click();
    await dialog.getByRole('textbox', { name: 'Options' }).fill('Textiles\nPharma');
    await dialog.getByRole('button', { name: 'Add field' }).click();
    await page.getByText('Field added').waitFor();
    await page.getByText('industry · Choice list: Textiles, Pharma').waitFor();
    await screenshot(page, 'custom-fields-settings');

    // A new contact with the field, from the Contacts screen's form.
    await page.goto(`${appUrl()}/app/contacts`);
    await page.getByRole('button', { name: 'Add Contact' }).first().click();
    const form = page.getByRole('dialog', { name: /Add New Contact|Add Contact/ });
    await form.getByLabel(/^Name/).fill('Ananya Iyer');
    await form.getByLabel(/^Email/).fill(`ananya.${Date.now()}@iyer.in`);
    const more = form.getByRole('region', { name: 'More fields' });
    await more.getByRole('combobox', { name: 'Industry' }).click();
    await page.getByRole('option', { name: 'Textiles' }).click();
    await screenshot(page, 'custom-fields-contact-form');
    await form.getByRole('button', { name: /Create Contact|Add Contact|Save/ }).click();
    await page.getByText('Contact Created').waitFor();

    const contacts = await client.get<{ items: Contact[] }>('/api/contacts?limit=10');
    const created = contacts.body.items.find((c) => c.name === 'Ananya Iyer');
    expect(created?.customFields).toEqual({ industry: 'Textiles' });

    await page.getByRole('button', { name: 'Ananya Iyer', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Contact details' });
    await drawer.getByText('Industry').waitFor();
    await drawer.getByText('Textiles', { exact: true }).waitFor();
    await screenshot(page, 'custom-fields-drawer');
    await context.close();
  });

  it('imports a file whose columns are custom fields, then sorts and filters the table by them', {
    timeout: 120_000,
  }, async () => {
    const client = await signIn();
    for (const field of [
      { key: 'budget', label: 'Budget', type: 'number' },
      { key: 'industry', label: 'Industry', type: 'select', options: ['Textiles', 'Pharma'] },
    ]) {
      const made = await client.post('/api/custom-fields', { entity: 'contact', ...field });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
    const stamp = Date.now();
    const dir = join(import.meta.dirname, '../../.tmp/e2e-files');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `custom-${stamp}.csv`);
    writeFileSync(
      file,
      [
        'Name,Email,Budget,Industry',
        `Asha Rao,asha.${stamp}@rao.in,"1,20,000",textiles`,
        `Bala Iyer,bala.${stamp}@iyer.in,5000,Pharma`,
        `Chitra Das,chitra.${stamp}@das.in,lots,Textiles`,
        `Dev Shah,dev.${stamp}@shah.in,,`,
      ].join('\n'),
    );
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const [name, value] = client.cookieHeader().split('=');
    await context.addCookies([{ name: name ?? '', value: value ?? '', url: appUrl() }]);
    const page = await context.newPage();

    await page.goto(`${appUrl()}/app/contacts`);
    await page.getByRole('button', { name: 'Import' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Import Leads' });
    await dialog.locator('input[type="file"]').setInputFiles(file);
    // Every column recognised, the custom ones by their labels: no mapping step.
    await dialog.getByText('Every column was recognised: Name, Email, Budget, Industry.').waitFor();
    await dialog.getByRole('button', { name: 'Start Import' }).click();
    await dialog.getByRole('group', { name: 'Imported: 4' }).waitFor({ timeout: 60_000 });
    await dialog.getByText('Row 4: Budget must be a number ("lots" left out)').waitFor();
    await screenshot(page, 'custom-fields-import');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await settleProjections();

    // The table with the two fields as columns, sorted by Budget, highest first.
    await page.goto(`${appUrl()}/app/contacts?columns=name,cf.budget,cf.industry`);
    const table = page.getByRole('table', { name: 'Contacts' });
    await table.getByRole('button', { name: 'Budget' }).click();
    await expect.poll(() => page.url()).toContain('sort=-cf.budget');
    const names = () =>
      table
        .getByRole('button', { name: /^(Asha Rao|Bala Iyer|Chitra Das|Dev Shah)$/ })
        .allTextContents();
    // The values in order, then the two without one (made in the same moment: either order).
    await expect
      .poll(async () => {
        const shown = await names();
        return [...shown.slice(0, 2), ...shown.slice(2).sort()];
      })
      .toEqual(['Asha Rao', 'Bala Iyer', 'Chitra Das', 'Dev Shah']);
    await table.getByRole('cell', { name: '120,000' }).waitFor();
    await screenshot(page, 'custom-fields-sorted');

    // Filtered by Industry: the choice read whatever its case in the file.
    await page.getByRole('button', { name: 'More filters' }).click();
    const popover = page.getByRole('dialog', { name: 'Filter by a custom field' });
    await popover.getByRole('combobox', { name: 'Field' }).click();
    await page.getByRole('option', { name: 'Industry' }).click();
    await popover.getByRole('combobox', { name: 'Industry' }).click();
    await page.getByRole('option', { name: 'Textiles' }).click();
    await popover.getByRole('button', { name: /Apply|Add filter/ }).click();
    await expect.poll(async () => (await names()).sort()).toEqual(['Asha Rao', 'Chitra Das']);
    await screenshot(page, 'custom-fields-filtered');
    await context.close();
  });
});
