import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, appUrl, signIn } from '../support/api-client';
import { launchChromium, screenshot, waitForHydration } from '../support/browser';
import { signInAsMember } from '../support/team';

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A browser page signed in as the API client is. */
const pageAs = async (browser: Browser, client: ApiClient, viewport = WIDE): Promise<Page> => {
  const context = await browser.newContext({ viewport });
  const [cookieName, cookieValue] = client.cookieHeader().split('=');
  await context.addCookies([{ name: cookieName ?? '', value: cookieValue ?? '', url: appUrl() }]);
  return context.newPage();
};

/** How far `inner` sticks out of `outer`, in pixels (0: inside). */
const overflow = async (page: Page, outer: string, inner: string) => {
  const a = await page.locator(outer).first().boundingBox();
  const b = await page.locator(inner).first().boundingBox();
  if (!a || !b) return -1;
  return Math.max(
    0,
    b.x + b.width - (a.x + a.width),
    a.x - b.x,
    b.y + b.height - (a.y + a.height),
    a.y - b.y,
  );
};

/**
 * Plans in Chromium through the whole local stack and the Razorpay fake: a visitor's pricing page,
 * then an owner on the trial saying where they are billed and upgrading to Professional through
 * Checkout (the fake's form, loaded under the app's content security policy), Settings → Billing
 * showing the plan and the invoice with its GST, and a member, who is told who can change it.
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
    const visitor = await browser.newPage({ viewport: WIDE });
    await visitor.goto(`${appUrl()}/pricing`);
    const starter = visitor.getByRole('region', { name: 'Starter plan' });
    await expect
      .poll(() => starter.getByRole('button', { name: 'Start Free Trial' }).isVisible())
      .toBe(true);
    await waitForHydration(visitor);
    // At 1280 px the Most Popular badge stays inside its card.
    expect(await overflow(visitor, '.card-highlight', '.card-highlight .badge')).toBe(0);
    await visitor.getByRole('button', { name: 'Annual' }).click();
    await expect.poll(() => visitor.getByText('Save $298 a year').isVisible()).toBe(true);
    await screenshot(visitor, 'pricing-visitor');
    await starter.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect
      .poll(() => visitor.getByText('Redirecting to sign up for Starter plan...').isVisible())
      .toBe(true);
    await visitor.close();

    const owner = await signIn();
    const page = await pageAs(browser, owner);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(`${appUrl()}/pricing`);
    const professional = page.getByRole('region', { name: 'Professional plan' });
    await expect
      .poll(() => professional.getByRole('button', { name: 'Upgrade Now' }).isVisible())
      .toBe(true);
    // Signed in: the way into the app, not Login and Start Free Trial.
    expect(await page.getByRole('link', { name: 'Go to Dashboard' }).first().isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
    expect(await page.getByText('Start Free Trial').count()).toBe(0);
    await professional.getByRole('button', { name: 'Upgrade Now' }).click();
    // Before the first payment: where the customer is billed, which decides the GST.
    const billing = page.getByRole('dialog', { name: 'Where are you billed?' });
    await expect.poll(() => billing.isVisible()).toBe(true);
    await billing.getByLabel('Legal name').fill('Kochi Realty Pvt Ltd');
    await billing.getByLabel('Country').selectOption('IN');
    await billing.getByLabel('State').selectOption('32');
    await screenshot(page, 'pricing-billing-details');
    await billing.getByRole('button', { name: 'Continue to Payment' }).click();
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
    // Paying now: a cheaper plan is a switch at the end of the billing period.
    const basic = page.getByRole('region', { name: 'Basic plan' });
    expect(await basic.getByRole('button', { name: 'Switch to Basic' }).isVisible()).toBe(true);
    expect(
      await basic.getByText('Takes effect at the end of your billing period.').isVisible(),
    ).toBe(true);
    await screenshot(page, 'pricing-owner-paying');

    await page.goto(`${appUrl()}/app/settings?tab=billing`);
    await expect.poll(() => page.getByText('Renews on', { exact: false }).isVisible()).toBe(true);
    expect(await page.getByText('Professional', { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByText('Active', { exact: true }).isVisible()).toBe(true);
    const invoices = page.getByRole('table', { name: 'Invoices' });
    await expect
      .poll(() => invoices.getByRole('link', { name: 'Download' }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await invoices.getByText('USD 149.00').isVisible()).toBe(true);
    expect(await invoices.getByText('IGST 18% 22.73').isVisible()).toBe(true);
    expect(await invoices.getByText('Place of supply: Kerala (32)').isVisible()).toBe(true);
    await screenshot(page, 'settings-billing');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'settings-billing-phone');
    await page.goto(`${appUrl()}/pricing`);
    await expect
      .poll(() => professional.getByRole('button', { name: 'Current Plan' }).isVisible())
      .toBe(true);
    await screenshot(page, 'pricing-owner-phone');
    await page.context().close();

    // A member sees the plan and who can change it, and no button the server would refuse.
    const { organizationId } = (await owner.get<{ organizationId: string }>('/api/auth/user')).body;
    const member = await pageAs(browser, await signInAsMember(organizationId, 'member'));
    await member.goto(`${appUrl()}/pricing`);
    const memberView = member.getByRole('region', { name: 'Enterprise plan' });
    await expect
      .poll(() => memberView.getByText(/the owner, can change the plan\./).isVisible())
      .toBe(true);
    expect(await member.getByRole('button', { name: 'Upgrade Now' }).count()).toBe(0);
    expect(await member.getByRole('button', { name: /^Switch to/ }).count()).toBe(0);
    await screenshot(member, 'pricing-member');
    await member.goto(`${appUrl()}/app/settings?tab=billing`);
    await expect
      .poll(() =>
        member.getByText(/the owner, can change, cancel or refund the plan\./).isVisible(),
      )
      .toBe(true);
    expect(await member.getByRole('link', { name: 'Change Plan' }).count()).toBe(0);
    await screenshot(member, 'settings-billing-member');
    await member.setViewportSize(PHONE);
    await screenshot(member, 'settings-billing-member-phone');
    await member.goto(`${appUrl()}/pricing`);
    await expect
      .poll(() => memberView.getByText(/the owner, can change the plan\./).isVisible())
      .toBe(true);
    await screenshot(member, 'pricing-member-phone');
    // Team shows the plan paid for, not a placeholder.
    await member.goto(`${appUrl()}/app/team?tab=settings`);
    const organization = member.getByRole('region', { name: 'Organization' });
    await expect.poll(() => organization.getByText('Professional').isVisible()).toBe(true);
    await screenshot(member, 'team-settings-member-phone');
    await member.setViewportSize(WIDE);
    await member.goto(`${appUrl()}/app/team`);
    await expect
      .poll(() => member.getByText('Professional', { exact: true }).first().isVisible())
      .toBe(true);
    await screenshot(member, 'team-overview-member');
    await member.context().close();
  });
});
