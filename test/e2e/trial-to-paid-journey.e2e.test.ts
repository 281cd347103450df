import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl } from '../support/api-client';
import { launchChromium, screenshot, waitForHydration } from '../support/browser';

/**
 * Issue 13's journey in Chromium through the whole local stack and the Razorpay fake: a visitor
 * on the landing page goes to pricing and starts a trial (the local sign-in provider makes the
 * account), imports more leads than the trial's 500 contacts (the rows past it are held and
 * shown), upgrades through the fake's Checkout, and sees the held leads become contacts.
 */
describe('From visitor to paying customer in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('visitor → pricing → trial → import past the limit (held) → upgrade → held become contacts', async () => {
    const stamp = Date.now();
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });

    // The landing page, then pricing, then the signup entry with the plan chosen.
    await page.goto(`${appUrl()}/`);
    await page.getByRole('link', { name: 'Compare plans' }).click();
    await page.waitForURL('**/pricing');
    await waitForHydration(page);
    const starter = page.getByRole('region', { name: 'Starter plan' });
    await starter.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.waitForURL(/\/\?signup=true&plan=starter$/);
    await page.getByRole('link', { name: 'Create My Account' }).click();

    // The local provider's sign-in page makes the account: a 14-day trial, Starter's limits.
    await page.getByLabel('Email').fill(`trial-${stamp}@kochi-realty.in`);
    await page.getByLabel('First name (optional)').fill('Meera');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${appUrl()}/app`);

    // An import of 505 leads: the trial holds 500 contacts, the other 5 are held.
    await page.goto(`${appUrl()}/app/contacts`);
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Leads' });
    const rows = Array.from({ length: 505 }, (_, i) => `Lead ${i},lead${i}.${stamp}@example.in`);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'expo-leads.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['name,email', ...rows].join('\n'), 'utf8'),
    });
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Start Import' }).isEnabled())
      .toBe(true);
    await dialog.getByRole('button', { name: 'Start Import' }).click();
    await expect
      .poll(() => dialog.getByText('5 leads were held', { exact: false }).isVisible(), {
        timeout: 60_000,
      })
      .toBe(true);
    expect(await dialog.getByRole('group', { name: 'Imported: 500' }).isVisible()).toBe(true);
    await screenshot(page, 'journey-import-held');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    const banner = page.getByText('5 leads waiting for room on your plan');
    await expect.poll(() => banner.isVisible()).toBe(true);
    await screenshot(page, 'journey-held-banner');

    // Upgrade through Checkout: paying makes room, and the held leads become contacts.
    await page.getByRole('link', { name: 'Upgrade' }).click();
    await page.waitForURL('**/pricing');
    const professional = page.getByRole('region', { name: 'Professional plan' });
    await expect
      .poll(() => professional.getByRole('button', { name: 'Upgrade Now' }).isVisible())
      .toBe(true);
    await professional.getByRole('button', { name: 'Upgrade Now' }).click();
    const billing = page.getByRole('dialog', { name: 'Where are you billed?' });
    await expect.poll(() => billing.isVisible()).toBe(true);
    await billing.getByLabel('Legal name').fill('Kochi Realty');
    await billing.getByLabel('Country').selectOption('IN');
    await billing.getByLabel('State').selectOption('32');
    await billing.getByRole('button', { name: 'Continue to Payment' }).click();
    const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout' });
    await expect.poll(() => checkout.isVisible()).toBe(true);
    await checkout.getByRole('button', { name: 'Pay by Card' }).click();
    await expect.poll(() => page.getByText('Subscription Upgraded').first().isVisible()).toBe(true);

    await page.goto(`${appUrl()}/app/contacts`);
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { name: 'Contacts' }).first().waitFor();
          return page.getByText('waiting for room on your plan').count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(0);
    await page.getByPlaceholder('Search contacts...').fill(`lead504.${stamp}`);
    await expect.poll(() => page.getByText(`lead504.${stamp}@example.in`).isVisible()).toBe(true);
    await screenshot(page, 'journey-held-became-contacts');
  });
});
