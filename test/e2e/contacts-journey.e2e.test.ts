import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, signIn } from '../support/api-client';
import { launchChromium, screenshot } from '../support/browser';
import { postLead, urlOf, webhookUrlsOf } from '../support/lead-webhooks';
import { settleProjections } from '../support/projections';
import { testTable } from '../support/table';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

describe('contacts journey in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs in through the provider, adds, finds, edits and deletes a contact, signs out', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // The app runs under a strict Content-Security-Policy: nothing in it may be refused.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) refused.push(message.text());
    });
    const stamp = Date.now();
    const name = `Kavya Menon ${stamp}`;

    // Signed out, the app asks to sign in.
    await page.goto(`${appUrl()}/app/contacts`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Authentication Required' }).isVisible())
      .toBe(true);
    await page.getByRole('link', { name: 'Log In' }).click();

    // The local provider's page takes an email.
    await page.getByLabel('Email').fill(`kavya-${stamp}@example.in`);
    await page.getByLabel('First name (optional)').fill('Kavya');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${appUrl()}/app`);

    await page.getByRole('link', { name: 'Contacts' }).click();
    await page.waitForURL(`${appUrl()}/app/contacts`);
    await expect.poll(() => page.getByText('No contacts yet').isVisible()).toBe(true);

    // Add
    await page.getByRole('button', { name: 'Add Contact' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Add New Contact').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Add Contact' }).click();
    await expect.poll(() => dialog.getByText('Name is required').isVisible()).toBe(true);
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Email').fill(`kavya.${stamp}@menon-exports.in`);
    await dialog.getByLabel('Phone').fill('+91 98450 12345');
    await dialog.getByLabel('Company').fill('Menon Exports');
    await dialog.getByRole('button', { name: 'Add Contact' }).click();
    await expect.poll(() => toast(page, 'Contact Created').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'contacts-desktop');

    // Find by search: the words follow the contact from the table's stream.
    await settleProjections();
    await page.getByPlaceholder('Search contacts...').fill('MENON EXP');
    await expect.poll(() => page.getByText(name).first().isVisible()).toBe(true);
    await page.getByPlaceholder('Search contacts...').fill('no-such-lead');
    await expect
      .poll(() => page.getByText('No contacts found matching').first().isVisible())
      .toBe(true);
    await page.getByPlaceholder('Search contacts...').fill('kavya');
    await expect.poll(() => page.getByText(name).first().isVisible()).toBe(true);
    // What a salesperson types when the lead rings: part of the number.
    await page.getByPlaceholder('Search contacts...').fill('98450');
    await expect.poll(() => page.getByText(name).first().isVisible()).toBe(true);

    // Edit
    await page.getByRole('button', { name: `More actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog');
    await expect.poll(() => edit.getByText('Edit Contact').isVisible()).toBe(true);
    await edit.getByLabel('Company').fill('Menon Global');
    await edit.getByRole('button', { name: 'Update Contact' }).click();
    await expect.poll(() => toast(page, 'Contact Updated').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Menon Global').first().isVisible()).toBe(true);

    // Delete
    await page.getByRole('button', { name: `More actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect
      .poll(() => page.getByText('Are you sure you want to delete this contact?').isVisible())
      .toBe(true);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText(name).count()).toBe(0);

    // Sign out
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${appUrl()}/app/contacts`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Authentication Required' }).isVisible())
      .toBe(true);
    expect(refused).toEqual([]);
    await page.close();
  });

  it('imports leads from an uploaded CSV file, then typed lines with a duplicate', async () => {
    const client = await signIn();
    const stamp = Date.now();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const [cookie, value] = client.cookieHeader().split('=');
    await context.addCookies([{ name: cookie ?? '', value: value ?? '', url: appUrl() }]);
    const page = await context.newPage();
    await page.goto(`${appUrl()}/app/contacts`);
    await expect.poll(() => page.getByText('No contacts yet').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Leads' });
    const csv = [
      'Name,Email,Phone,Company,Title,Source,Notes',
      `Ananya Rao,ananya.${stamp}@rao.in,+91 98450 11111,Rao Textiles,Founder,Referral,"Met at Surat, Jan"`,
      `Vikram Singh,vikram.${stamp}@singh.in,,Singh Motors,,cold call,`,
      'No Email,,,,,,',
    ].join('\r\n');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'leads.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${csv}`, 'utf8'),
    });
    // A chosen file goes the import job's way: uploaded, its columns recognised, then started.
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Start Import' }).isEnabled())
      .toBe(true);
    await screenshot(page, 'import-form');
    await dialog.getByRole('button', { name: 'Start Import' }).click();
    await expect
      .poll(() => toast(page, 'Successfully imported 2 leads, 1 failed').isVisible())
      .toBe(true);
    await expect.poll(() => dialog.getByText('Row 4: Email is required').isVisible()).toBe(true);
    await screenshot(page, 'import-results');

    // Import More: typed lines, one of them already imported from the file.
    await dialog.getByRole('button', { name: 'Import More' }).click();
    await dialog.getByRole('tab', { name: 'Manual Entry' }).click();
    await dialog
      .getByRole('textbox', { name: 'Leads' })
      .fill(
        `Meera Iyer - meera.${stamp}@iyer.in - +65 9123 4567 - Iyer Foods - CEO\nAnanya R - ANANYA.${stamp}@rao.in`,
      );
    await dialog.getByRole('button', { name: 'Import Leads' }).click();
    await expect
      .poll(() => dialog.getByRole('group', { name: 'Failed: 1' }).isVisible())
      .toBe(true);
    await expect.poll(() => dialog.getByText(/^Row 2: .*already/).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The imported leads are contacts now, with their fields.
    await expect.poll(() => page.getByText('3 contacts').isVisible()).toBe(true);
    for (const name of ['Ananya Rao', 'Vikram Singh', 'Meera Iyer']) {
      await expect.poll(() => page.getByText(name, { exact: true }).isVisible()).toBe(true);
    }
    await expect.poll(() => page.getByText('Rao Textiles').isVisible()).toBe(true);
    // At 1280 × 800 the table fits its card: no column passes under the pinned actions.
    const overflow = await page.evaluate<number>(
      "(t => t.scrollWidth - t.clientWidth)(document.querySelector('.MuiTableContainer-root'))",
    );
    expect(overflow).toBe(0);
    // Source is no column at this width: the contact's detail shows it.
    await page.getByRole('button', { name: 'Vikram Singh', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Contact details' });
    await expect.poll(() => drawer.getByText('Cold Call', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'contacts-1280');
    await context.close();
  });

  it('shows cards and a slide-in menu at 375 px', async () => {
    const client = await signIn();
    await client.post('/api/contacts', {
      name: 'Farhan Qureshi',
      email: `farhan-${Date.now()}@example.in`,
      company: 'Qureshi Textiles',
      status: 'hot',
      score: 86,
    });
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const [name, value] = client.cookieHeader().split('=');
    await context.addCookies([{ name: name ?? '', value: value ?? '', url: appUrl() }]);
    const page = await context.newPage();
    await page.goto(`${appUrl()}/app/contacts`);
    await expect.poll(() => page.getByText('Farhan Qureshi').first().isVisible()).toBe(true);
    // No table on a phone: the card list shows the contact.
    expect(await page.getByRole('table').count()).toBe(0);
    await expect.poll(() => page.getByText('Hot').first().isVisible()).toBe(true);
    await screenshot(page, 'contacts-mobile');

    // The sidebar is hidden until the menu button opens it; navigating closes it.
    expect(await page.getByRole('link', { name: 'Deals' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Deals' }).isVisible()).toBe(true);
    await screenshot(page, 'menu-mobile');
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(`${appUrl()}/app`);
    await expect.poll(() => page.getByRole('link', { name: 'Deals' }).isVisible()).toBe(false);
    await context.close();
  });

  it('on a phone, gives the held leads banner’s text the width, and shows Settings’ tabs scroll', async () => {
    const client = await signIn();
    const me = (await client.get<{ id: string }>('/api/auth/user')).body;
    // The trial ended: a webhook lead is held.
    const table = testTable();
    await table.client.send(
      new UpdateCommand({
        TableName: table.name,
        Key: { pk: `USER#${me.id}`, sk: 'PROFILE' },
        UpdateExpression: 'SET planStartDate = :start',
        ExpressionAttributeValues: {
          ':start': new Date(Date.now() - 15 * 86_400_000).toISOString(),
        },
      }),
    );
    const held = await postLead(
      urlOf(await webhookUrlsOf(client), 'zapier'),
      'application/json',
      JSON.stringify({ name: 'Held On Phone', email: `held.${Date.now()}@example.in` }),
    );
    expect(held.status).toBe(202);
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const [name, value] = client.cookieHeader().split('=');
    await context.addCookies([{ name: name ?? '', value: value ?? '', url: appUrl() }]);
    const page = await context.newPage();
    await page.goto(`${appUrl()}/app/contacts`);
    const banner = page.getByRole('alert').filter({ hasText: 'waiting for room on your plan' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    // Its buttons go below the text, which keeps the banner's width (not a 150 px strip).
    const text = await banner.locator('.MuiAlert-message').boundingBox();
    const whole = await banner.boundingBox();
    expect(text?.width ?? 0).toBeGreaterThan((whole?.width ?? 0) * 0.7);
    await screenshot(page, 'held-leads-banner-390');

    await page.goto(`${appUrl()}/app/settings`);
    const tabs = page.getByRole('tablist', { name: 'Settings' });
    await expect.poll(() => tabs.isVisible()).toBe(true);
    // Five tabs do not fit: an arrow says there are more, and the last one can be reached.
    const arrows = page.locator('.MuiTabs-scrollButtons');
    expect(await arrows.count()).toBe(2);
    expect(await arrows.last().isVisible()).toBe(true);
    await arrows.last().click();
    await tabs.getByRole('tab', { name: 'Billing' }).click();
    await expect.poll(() => page.url()).toContain('tab=billing');
    await screenshot(page, 'settings-tabs-390');
    await context.close();
  });
});
