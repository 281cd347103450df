import { randomUUID } from 'node:crypto';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, signIn } from '../support/api-client';
import { launchChromium, screenshot } from '../support/browser';
import { settleProjections } from '../support/projections';

const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), {
    timeout: 15_000,
  });

describe('lead integrations in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends a test lead from the tester and opens it in Contacts', async () => {
    const owner = await signIn();
    const email = `tester-${randomUUID()}@example.in`;
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const [name, value] = owner.cookieHeader().split('=');
    await context.addCookies([{ name: name ?? '', value: value ?? '', url: appUrl() }]);
    const page = await context.newPage();

    await page.goto(`${appUrl()}/app/integrations`);
    await page.getByRole('heading', { name: 'WordPress Forms' }).waitFor();
    await visible(page, 'Never').toBe(true);
    const url = await page.getByLabel('Test URL').inputValue();
    expect(url).toMatch(/\/api\/webhooks\/leads\/generic\?key=[A-Za-z0-9_-]{43}$/);
    await screenshot(page, 'integrations-page');

    await page.getByLabel('Name', { exact: true }).fill('Browser Test Lead');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Test Lead' }).click();
    await visible(page, 'Test Successful').toBe(true);
    await settleProjections();
    const contacts = await owner.get<{ items: Contact[] }>(
      `/api/contacts?limit=5&search=${encodeURIComponent(email)}`,
    );
    const contact = contacts.body.items[0];
    expect(contact?.email).toBe(email);
    await visible(page, `Lead captured successfully. Contact ID: ${contact?.id}`).toBe(true);
    // The delivery is listed, and the tile shows when the lead came.
    await expect
      .poll(() =>
        page.getByRole('table', { name: 'Recent deliveries' }).getByText('Created (201)').count(),
      )
      .toBeGreaterThan(0);
    await visible(page, 'Never').toBe(false);

    await page.getByRole('link', { name: 'Open the test lead in Contacts' }).click();
    await page.waitForURL(/\/app\/contacts\?contact=/);
    const drawer = page.getByRole('dialog');
    await expect
      .poll(() => drawer.getByText(email).first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect.poll(() => drawer.getByText('Browser Test Lead').first().isVisible()).toBe(true);
    // Scored as it arrived, with its explanation: the factors add up to the score shown.
    const scored = await owner.get<Contact>(`/api/contacts/${contact?.id}`);
    const factors = scored.body.scoreFactors ?? [];
    expect(scored.body.score).toBeGreaterThan(0);
    expect(factors.reduce((sum, factor) => sum + factor.points, 0)).toBe(scored.body.score);
    await drawer.getByText('Why this score').scrollIntoViewIfNeeded();
    await expect
      .poll(() => drawer.getByRole('listitem', { name: 'Source quality' }).isVisible())
      .toBe(true);
    await screenshot(page, 'integrations-test-lead-in-contacts');
    await context.close();
  });
});
