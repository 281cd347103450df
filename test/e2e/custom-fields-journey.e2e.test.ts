import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, signIn } from '../support/api-client';
import { launchChromium, screenshot } from '../support/browser';

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
});
