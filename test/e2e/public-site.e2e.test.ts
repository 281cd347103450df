import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, signIn } from '../support/api-client';
import { launchChromium, screenshot, waitForHydration } from '../support/browser';
import { emailsTo } from '../support/mailbox';
import { eventually } from '../support/whatsapp';

/**
 * The public pages in Chromium, served as the CloudFront Function serves them: prerendered HTML
 * for each page, hydrated by the site's own light script; the app for its paths; a 404 page for
 * the rest. A visitor goes from the landing page to pricing and back to the signup entry, reads
 * the reviews, and writes to sales, whose inbox gets the message.
 */
describe('The public site in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (/Content Security Policy|hydrat/i.test(message.text())) problems.push(message.text());
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the landing page before its script runs, then the signup entry from pricing', async () => {
    // The text is in the HTML the server sends: what search engines and slow phones see.
    const html = await (await fetch(`${appUrl()}/`)).text();
    expect(html).toContain(
      '<title>SalesFlow · The sales CRM that calls your leads for you</title>',
    );
    expect(html).toContain('The sales CRM that calls your leads for you');
    expect(html).toContain('Leads go cold while your team chases them');

    await page.goto(`${appUrl()}/`);
    await page.getByRole('tab', { name: 'Pipeline' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'A pipeline you drag and drop' }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Start Free Trial' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Start your 14-day free trial' });
    expect(await dialog.isVisible()).toBe(true);
    await screenshot(page, 'site-signup-dialog');
    await dialog.getByRole('button', { name: 'Not now' }).click();

    await page.getByRole('link', { name: 'Compare plans' }).click();
    await page.waitForURL('**/pricing');
    await waitForHydration(page);
    const starter = page.getByRole('region', { name: 'Starter plan' });
    await starter.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.waitForURL(/\/\?signup=true&plan=starter$/);
    // isVisible() does not wait: wait for the dialog, which comes with the page's script.
    await page
      .getByRole('dialog')
      .getByText(/You chose Starter/)
      .waitFor({ timeout: 10_000 });
    expect(await page.getByRole('link', { name: 'Create My Account' }).getAttribute('href')).toBe(
      '/api/login',
    );
  });

  it('narrows the reviews by search, size and location', async () => {
    await page.goto(`${appUrl()}/reviews`);
    expect(await page.title()).toBe('SalesFlow Reviews · What sales teams say');
    await page.getByLabel('Search reviews').fill('SOLAR');
    await expect.poll(() => page.getByText('Showing 2 of 20 reviews').isVisible()).toBe(true);
    await page.getByLabel('Location').selectOption('international');
    await expect.poll(() => page.getByText('Showing 1 of 20 reviews').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Grace Wanjiru' }).isVisible()).toBe(true);
    await screenshot(page, 'site-reviews');
  });

  it('sends a message from the contact page to the sales inbox', async () => {
    const email = `e2e-${randomUUID()}@example.com`;
    await page.goto(`${appUrl()}/contact`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.getByText('First name is required').isVisible()).toBe(true);
    await page.getByLabel(/^First Name/).fill('Arun');
    await page.getByLabel(/^Last Name/).fill('Das');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Company/).fill('Das Interiors');
    await page.getByLabel('Inquiry Type').selectOption('demo');
    await page.getByLabel(/^Message/).fill('Can you show AI calling to my team of 8?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.getByText('Message Sent Successfully!').isVisible()).toBe(true);
    await screenshot(page, 'site-contact-sent');
    const sent = await eventually(async () =>
      (await emailsTo('sales@salesflow.local')).find((m) => m.body.text?.includes(email)),
    );
    expect(sent.subject).toBe('[Demo] Arun Das, Das Interiors');
  });

  it('has policy pages with Back to Home, and a 404 page for the rest', async () => {
    await page.goto(`${appUrl()}/refund-policy`);
    expect(await page.getByText('Last updated: June 7, 2025').isVisible()).toBe(true);
    expect(await page.getByRole('cell', { name: 'UPI', exact: true }).isVisible()).toBe(true);
    await page.goto(`${appUrl()}/shipping-policy`);
    expect(
      await page.getByRole('heading', { name: 'Service Delivery', level: 1 }).isVisible(),
    ).toBe(true);
    await page.getByRole('link', { name: '← Back to Home' }).click();
    await page.waitForURL(`${appUrl()}/`);

    const response = await page.goto(`${appUrl()}/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: 'Page Not Found' }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('sends a signed-in user from / to the app', async () => {
    const user = await signIn();
    const context = await browser.newContext();
    const [name, value] = user.cookieHeader().split('=');
    await context.addCookies([{ name: name ?? '', value: value ?? '', url: appUrl() }]);
    const signedIn = await context.newPage();
    await signedIn.goto(`${appUrl()}/`);
    await signedIn.waitForURL(`${appUrl()}/app`);
    await context.close();
  });
});
