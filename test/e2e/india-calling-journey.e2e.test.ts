import { DEFAULT_AI_AGENT_SETTINGS } from '@salesflow/shared/ai-agent/ai-agent-settings';
import { DEFAULT_CALLING_SETTINGS } from '@salesflow/shared/calls/calling-settings.schema';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EXOTEL_ACCOUNT } from '../fakes/exotel/demo-accounts';
import { DEMO_OPENAI_KEY } from '../fakes/openai/demo-keys';
import { appUrl, signIn } from '../support/api-client';
import { launchChromium, screenshot } from '../support/browser';

const toast = (page: Page, text: string | RegExp) =>
  page.getByText(text, { exact: typeof text === 'string' }).first();

/**
 * Calling Indian leads in Chromium through the whole local stack: Exotel set up in Settings →
 * Security, the India calling profile (DLT entity, a 140- and a 1600-series ExoPhone) and an NCPR scrub in
 * Settings → AI Agent; a promotional call to a number on the scrub is refused with TRAI's reason;
 * a service call goes out through the Exotel fake, the lead's question shows live and the agent
 * answers it from the company information.
 */
describe('India calling journey in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sets up Exotel and TRAI’s profile, refuses a call to an NCPR number, and places a service call through Exotel', async () => {
    const owner = await signIn();
    const stamp = Date.now();
    const asker = `Rohan Mehta ${stamp}`;
    const registered = `Neha Kapoor ${stamp}`;
    for (const [name, phone] of [
      [asker, '+91 98765 20007'],
      [registered, '+91 98765 20011'],
    ] as const) {
      const created = await owner.post<Contact>('/api/contacts', {
        name,
        email: `${stamp}.${phone.slice(-4)}@lead.in`,
        phone,
        company: 'Mehta Steel',
        status: 'hot',
      });
      expect(created.status).toBe(201);
    }
    // Calling hours every day, all day (a service call is not held to TRAI's 09:00-21:00), and
    // the company information the agent answers from.
    await owner.put('/api/settings/calling', {
      ...DEFAULT_CALLING_SETTINGS,
      callingHours: { start: '00:00', end: '23:59', days: [1, 2, 3, 4, 5, 6, 7] },
    });
    await owner.post('/api/settings/ai-agent', {
      ...DEFAULT_AI_AGENT_SETTINGS,
      language: 'en-IN',
      companyInfo: 'Pricing: Starter costs 999 rupees per user per month.',
    });

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const [cookieName, cookieValue] = owner.cookieHeader().split('=');
    await context.addCookies([{ name: cookieName ?? '', value: cookieValue ?? '', url: appUrl() }]);
    const page = await context.newPage();

    // Settings → Security: Exotel's credentials, and the key the agent hears and speaks with.
    await page.goto(`${appUrl()}/app/settings?tab=security`);
    const field = (id: string) => page.locator(`#security-${id}`);
    await expect.poll(() => field('exotelAccountSid').isVisible()).toBe(true);
    await field('openaiApiKey').fill(DEMO_OPENAI_KEY);
    await field('exotelAccountSid').fill(DEMO_EXOTEL_ACCOUNT.sid);
    await field('exotelApiKey').fill(DEMO_EXOTEL_ACCOUNT.apiKey);
    await field('exotelApiToken').fill(DEMO_EXOTEL_ACCOUNT.apiToken);
    await page.getByRole('button', { name: 'Save Security Settings' }).click();
    await expect.poll(() => toast(page, 'Security Settings Saved').isVisible()).toBe(true);
    await screenshot(page, 'india-calling-security');

    // Settings → AI Agent: the India calling profile, then the NCPR scrub.
    await page.goto(`${appUrl()}/app/settings?tab=ai-agent`);
    const dlt = page.getByLabel('DLT entity ID');
    await expect.poll(() => dlt.isVisible(), { timeout: 15_000 }).toBe(true);
    await dlt.fill('1201160000000012345');
    const phones = [
      [DEMO_EXOTEL_ACCOUNT.promotionalExoPhone, 'Promotional (140-series)'],
      [DEMO_EXOTEL_ACCOUNT.serviceExoPhone, 'Service (1600-series)'],
    ] as const;
    for (const [index, [number, purpose]] of phones.entries()) {
      await page.getByRole('button', { name: 'Add ExoPhone' }).click();
      await page.getByLabel(`ExoPhone ${index + 1}`, { exact: true }).fill(number);
      await page.getByRole('combobox', { name: `Purpose of ExoPhone ${index + 1}` }).click();
      await page.getByRole('option', { name: purpose }).click();
    }
    await page.getByRole('button', { name: 'Save India Calling' }).click();
    await expect.poll(() => toast(page, 'India Calling Saved').isVisible()).toBe(true);
    await page.getByLabel('Or paste numbers').fill('98765 20011\n12345');
    await page.getByRole('button', { name: 'Upload numbers' }).click();
    await expect.poll(() => page.getByText(/^Saved 1 number/).isVisible()).toBe(true);
    await page.getByText('India calling (TRAI)').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'india-calling-profile-and-ncpr');

    // AI Calling: a promotional call to the registered number is refused, with TRAI's reason.
    await page.goto(`${appUrl()}/app/ai-calling`);
    const queue = page.getByRole('list', { name: 'Contacts to call' });
    const entryOf = (name: string) => queue.getByRole('listitem', { name });
    await expect.poll(() => entryOf(registered).isVisible(), { timeout: 15_000 }).toBe(true);
    await entryOf(registered).getByRole('button', { name: 'Real AI Call' }).click();
    await expect.poll(() => toast(page, /NCPR “do not disturb” registry/).isVisible()).toBe(true);
    await screenshot(page, 'india-calling-ncpr-refused');

    // A service call to the lead who asks the price: through Exotel, heard and answered live.
    await page.getByRole('combobox', { name: 'Purpose of real calls' }).click();
    await page.getByRole('option', { name: 'Service', exact: true }).click();
    await entryOf(asker).getByRole('button', { name: 'Real AI Call' }).click();
    await expect.poll(() => toast(page, 'Real AI Call Initiated').isVisible()).toBe(true);
    const question = page.getByText('How much does it cost per user per month?').first();
    await expect.poll(() => question.isVisible(), { timeout: 60_000 }).toBe(true);
    const answer = page.getByText(/999 rupees per user per month/).first();
    await expect.poll(() => answer.isVisible(), { timeout: 30_000 }).toBe(true);
    await screenshot(page, 'india-calling-live');
    await context.close();
  }, 180_000);
});
