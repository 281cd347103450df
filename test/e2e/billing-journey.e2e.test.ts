import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, signIn } from '../support/api-client';
import { launchChromium, screenshot, waitForHydration } from '../support/browser';

/**
 * Plans in Chromium through the whole local stack and the Razorpay fake: a visitor's pricing page,
 * then an owner on the trial upgrading to Professional through Checkout (the fake's form, loaded
 * under the app's content security policy), and Settings → Billing showing the plan and invoice.
 */
describe('Billing journey in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a visitor is sent to sign up; an owner upgrades through Checkout and sees the invoice', async () => {
    const visitor = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await visitor.goto(`${appUrl()}/pricing`);
    const starter = visitor.getByRole('region', { name: 'Starter plan' });
    await expect
      .poll(() => starter.getByRole('button', { name: 'Start Free Trial' }).isVisible())
      .toBe(true);
    await waitForHydration(visitor);
    await visitor.getByRole('button', { name: 'Annual' }).click();
    await expect.poll(() => visitor.getByText('Save $298 a year').isVisible()).toBe(true);
    await screenshot(visitor, 'pricing-visitor');
    await starter.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect
      .poll(() => visitor.getByText('Redirecting to sign up for Starter plan...').isVisible())
      .toBe(true);
    await visitor.close();

    const owner = await signIn();
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const [cookieName, cookieValue] = owner.cookieHeader().split('=');
    await context.addCookies([{ name: cookieName ?? '', value: cookieValue ?? '', url: appUrl() }]);
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(`${appUrl()}/pricing`);
    const professional = page.getByRole('region', { name: 'Professional plan' });
    await expect
      .poll(() => professional.getByRole('button', { name: 'Upgrade Now' }).isVisible())
      .toBe(true);
    await professional.getByRole('button', { name: 'Upgrade Now' }).click();
    // Razorpay Checkout (the fake's): pay by card.
    const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout' });
    await expect.poll(() => checkout.isVisible()).toBe(true);
    await screenshot(page, 'pricing-checkout');
    await checkout.getByRole('button', { name: 'Pay by Card' }).click();
    await expect.poll(() => page.getByText('Subscription Upgraded').first().isVisible()).toBe(true);
    expect(
      await page.getByText('You are on the Professional plan now. Thank you!').isVisible(),
    ).toBe(true);
    await expect
      .poll(() => professional.getByRole('button', { name: 'Current Plan' }).isVisible())
      .toBe(true);
    expect(refused).toEqual([]);

    await page.goto(`${appUrl()}/app/settings?tab=billing`);
    await expect.poll(() => page.getByText('Renews on', { exact: false }).isVisible()).toBe(true);
    expect(await page.getByText('Professional', { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByText('Active', { exact: true }).isVisible()).toBe(true);
    const invoices = page.getByRole('table', { name: 'Invoices' });
    await expect
      .poll(() => invoices.getByRole('link', { name: 'Download' }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await invoices.getByText('USD 149.00').isVisible()).toBe(true);
    await screenshot(page, 'settings-billing');
    await context.close();
  });
});
