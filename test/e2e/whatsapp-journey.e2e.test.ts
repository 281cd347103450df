import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, signIn } from '../support/api-client';
import { launchChromium, screenshot } from '../support/browser';
import { createFakeAccount, customerWrites, sentThrough, subscribe } from '../support/whatsapp';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/**
 * WhatsApp in Chromium through the whole local stack and the Cloud API fake: the credentials saved
 * in Settings → Security, a test message from the WhatsApp page, then /add and /deal sent from the
 * owner's phone through the fake, and the contact and the deal they made seen in the app.
 */
describe('WhatsApp journey in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('connects WhatsApp, sends a test message, and runs /add and /deal from a member’s phone', async () => {
    const owner = await signIn();
    const account = await createFakeAccount();
    const verifyToken = `verify-${randomBytes(6).toString('hex')}`;
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const [cookieName, cookieValue] = owner.cookieHeader().split('=');
    await context.addCookies([{ name: cookieName ?? '', value: cookieValue ?? '', url: appUrl() }]);
    const page = await context.newPage();

    // Not configured yet: the page says what is needed.
    await page.goto(`${appUrl()}/app/whatsapp`);
    await expect.poll(() => page.getByText('Setup Required').first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'WhatsApp' }).isVisible()).toBe(true);

    // Settings → Security: the WhatsApp card with the fake account's credentials.
    await page.goto(`${appUrl()}/app/settings?tab=security`);
    const field = (name: string) => page.locator(`#whatsapp-${name}`);
    await expect.poll(() => field('accessToken').isVisible()).toBe(true);
    await field('accessToken').fill(account.accessToken);
    await field('phoneNumberId').fill(account.phoneNumberId);
    await field('businessAccountId').fill(account.businessAccountId);
    await field('appSecret').fill(account.appSecret);
    await field('verifyToken').fill(verifyToken);
    await page.getByRole('button', { name: 'Save WhatsApp Settings' }).click();
    await expect.poll(() => toast(page, 'WhatsApp Settings Saved').isVisible()).toBe(true);
    // Meta's app dashboard subscribes the webhook: the handshake with the same token.
    expect((await subscribe(account, verifyToken)).subscribed).toBe(true);
    await screenshot(page, 'whatsapp-settings');

    // The WhatsApp page: connected; a test message goes out through the fake.
    await page.goto(`${appUrl()}/app/whatsapp`);
    await expect.poll(() => page.getByText('Connected').first().isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Testing' }).click();
    // The customer wrote first, so the 24-hour window is open for free text.
    const customer = `91${String(9_800_000_000 + Math.floor(Math.random() * 1e8))}`;
    await customerWrites(account, customer, 'Hi, I saw your ad');
    await page.getByLabel('Phone Number').fill(`+${customer}`);
    await page.getByLabel('Test Message').fill('Hello from SalesFlow!');
    await page.getByRole('button', { name: 'Send Test' }).click();
    await expect.poll(() => toast(page, 'Test Message Sent').isVisible()).toBe(true);
    expect(await page.getByLabel('Test Message').inputValue()).toBe('');
    await expect
      .poll(async () => (await sentThrough(account)).filter((m) => m.to === customer).length)
      .toBe(1);
    await screenshot(page, 'whatsapp-test-sent');

    // The contacts WhatsApp dialog says the 24-hour window as it opens, before anything is typed.
    const leadMobile = `91${String(9_600_000_000 + Math.floor(Math.random() * 1e8))}`;
    const leadName = `Meera Iyer ${randomBytes(2).toString('hex')}`;
    const lead = await owner.post('/api/contacts', {
      name: leadName,
      email: `meera.${randomBytes(4).toString('hex')}@iyer.in`,
      phone: `+${leadMobile}`,
    });
    expect(lead.status).toBe(201);
    const openDialog = async () => {
      await page.goto(`${appUrl()}/app/contacts`);
      await page.getByPlaceholder('Search contacts...').fill(leadName);
      await page.getByRole('button', { name: `WhatsApp ${leadName}` }).click();
      return page.getByRole('dialog', { name: `WhatsApp ${leadName}` });
    };
    let dialog = await openDialog();
    await expect
      .poll(() =>
        dialog.getByText(/^The 24-hour window to reply to this contact is closed/).isVisible(),
      )
      .toBe(true);
    // No text to type and lose: an approved template is what can be sent (none synced here).
    expect(await dialog.getByRole('button', { name: 'Send Template' }).isDisabled()).toBe(true);
    expect(await dialog.getByLabel(/^Message/).count()).toBe(0);
    await screenshot(page, 'whatsapp-window-closed');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await customerWrites(account, leadMobile, 'Is the offer still on?');
    dialog = await openDialog();
    await expect
      .poll(() => dialog.getByText(/a message reaches them until/).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await dialog.getByLabel(/^Message/).isVisible()).toBe(true);
    await screenshot(page, 'whatsapp-window-open');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The owner's profile phone makes them the bot's member; /add then /deal from that phone.
    const ownPhone = `91${String(9_700_000_000 + Math.floor(Math.random() * 1e8))}`;
    const { phoneE164: _e164, ...profile } = (
      await owner.get<Record<string, unknown>>('/api/settings/profile')
    ).body;
    const saved = await owner.post('/api/settings/profile', {
      ...profile,
      name: profile.name || 'Owner',
      phone: `+${ownPhone}`,
    });
    expect(saved.status).toBe(200);
    const stamp = `k${randomBytes(3).toString('hex')}`;
    const email = `kiran.${stamp}@rao-foods.in`;
    await customerWrites(
      account,
      ownPhone,
      `/add Kiran Rao ${stamp}, ${email}, , Rao Foods, Owner`,
    );
    await expect
      .poll(async () => (await sentThrough(account)).filter((m) => m.to === ownPhone).length, {
        timeout: 20_000,
      })
      .toBe(1);
    await customerWrites(account, ownPhone, `/deal ${email}, Festive hampers, 75,000, proposal`);
    await expect
      .poll(async () => (await sentThrough(account)).filter((m) => m.to === ownPhone).length, {
        timeout: 20_000,
      })
      .toBe(2);

    // In the app: the contact, and the deal on the board.
    await page.goto(`${appUrl()}/app/contacts`);
    await page.getByPlaceholder('Search contacts...').fill(`Kiran Rao ${stamp}`);
    await expect
      .poll(() => page.getByText(email).first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    await screenshot(page, 'whatsapp-added-contact');
    await page.goto(`${appUrl()}/app/deals`);
    await expect
      .poll(() => page.getByText('Festive hampers').first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    await screenshot(page, 'whatsapp-added-deal');
    await context.close();
  });
});
