import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TWILIO_ACCOUNT } from '../fakes/twilio/demo-accounts';
import { type ApiClient, appUrl, signIn } from '../support/api-client';
import { launchChromium, screenshot } from '../support/browser';
import { signInAsMember } from '../support/team';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

const contextFor = async (browser: Browser, client: ApiClient): Promise<BrowserContext> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const [name, value] = client.cookieHeader().split('=');
  await context.addCookies([{ name: name ?? '', value: value ?? '', url: appUrl() }]);
  return context;
};

/**
 * Settings → Security in Chromium through the whole local stack: the keys saved, shown only as
 * masks, tested against the Twilio fake, and a member told they are not theirs to see.
 */
describe('security settings journey in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('saves the keys, shows their masks, tests the connection, and keeps members out', async () => {
    const owner = await signIn();
    const context = await contextFor(browser, owner);
    const page = await context.newPage();
    const openAiKey = `sk-e2e-${Date.now()}-abcd`;

    await page.goto(`${appUrl()}/app/settings?tab=security`);
    const field = (id: string) => page.locator(`#security-${id}`);
    await expect.poll(() => field('openaiApiKey').isVisible()).toBe(true);
    await field('openaiApiKey').fill(openAiKey);
    await field('twilioAccountSid').fill(DEMO_TWILIO_ACCOUNT.sid);
    await field('twilioAuthToken').fill(DEMO_TWILIO_ACCOUNT.authToken);
    await field('twilioPhoneNumber').fill(DEMO_TWILIO_ACCOUNT.phoneNumber);
    // Unsaved changes: the test would check what is saved, so it waits.
    expect(await page.getByRole('button', { name: 'Test connection' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Save Security Settings' }).click();

    await expect.poll(() => toast(page, 'Security Settings Saved').isVisible()).toBe(true);
    expect(await toast(page, 'Your API keys have been updated successfully').isVisible()).toBe(
      true,
    );
    await expect
      .poll(() => field('twilioAuthToken').getAttribute('placeholder'))
      .toBe(`••••••••${DEMO_TWILIO_ACCOUNT.authToken.slice(-4)}`);
    expect(await field('openaiApiKey').inputValue()).toBe('');
    expect(await page.content()).not.toContain(openAiKey);
    expect(await page.content()).not.toContain(DEMO_TWILIO_ACCOUNT.authToken);

    await page.getByRole('button', { name: 'Test connection' }).click();
    const results = page.getByRole('list', { name: 'Connection test results' });
    await expect.poll(() => results.isVisible()).toBe(true);
    expect(await results.getByLabel('passed').count()).toBe(3);
    expect(await results.innerText()).toContain(
      `The number ${DEMO_TWILIO_ACCOUNT.phoneNumber} is on this account and can make voice calls`,
    );
    await screenshot(page, 'security-settings');
    await context.close();

    const organizationId = (await owner.get<AuthUser>('/api/auth/user')).body.organizationId;
    const member = await signInAsMember(organizationId, 'member');
    const memberContext = await contextFor(browser, member);
    const memberPage = await memberContext.newPage();
    await memberPage.goto(`${appUrl()}/app/settings?tab=security`);
    await expect
      .poll(() =>
        memberPage
          .getByText("Only admins and the owner can see and change the organization's API keys.")
          .isVisible(),
      )
      .toBe(true);
    expect(await memberPage.locator('#security-openaiApiKey').count()).toBe(0);
    await memberContext.close();
  });
});
