import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, signIn } from '../support/api-client';
import { launchChromium, screenshot } from '../support/browser';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A screenshot at phone width, then back to the desktop. */
const phoneScreenshot = async (page: Page, name: string) => {
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(300);
  await screenshot(page, name);
  await page.setViewportSize(DESKTOP);
};

describe('AI calling journey in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds a contact with a phone, runs a demo call to its end, and finds it in Recent AI Calls, its transcript and the contact timeline', async () => {
    const client = await signIn();
    const context = await browser.newContext({ viewport: DESKTOP });
    const [cookieName, cookieValue] = client.cookieHeader().split('=');
    await context.addCookies([{ name: cookieName ?? '', value: cookieValue ?? '', url: appUrl() }]);
    const page = await context.newPage();
    const stamp = Date.now();
    const name = `Ananya Iyer ${stamp}`;

    // A contact with a phone.
    await page.goto(`${appUrl()}/app/contacts`);
    await page.getByRole('button', { name: 'Add Contact' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Add New Contact').isVisible()).toBe(true);
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Email').fill(`ananya.${stamp}@iyer-foods.in`);
    await dialog.getByLabel('Phone').fill('+91 98450 67890');
    await dialog.getByLabel('Company').fill('Iyer Foods');
    await dialog.getByRole('button', { name: 'Add Contact' }).click();
    await expect.poll(() => toast(page, 'Contact Created').isVisible()).toBe(true);

    // AI Calling: the contact waits in the queue.
    await page.getByRole('link', { name: 'AI Calling' }).click();
    await page.waitForURL(`${appUrl()}/app/ai-calling`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'AI Calling', level: 1 }).isVisible())
      .toBe(true);
    const entry = page
      .getByRole('list', { name: 'Contacts to call' })
      .getByRole('listitem', { name });
    await expect.poll(() => entry.isVisible()).toBe(true);
    await expect.poll(() => page.getByText('No recent calls').isVisible()).toBe(true);

    // The demo call: the panel opens, the script is spoken line by line, the timer runs.
    await entry.getByRole('button', { name: 'Demo Call' }).click();
    await expect.poll(() => page.getByText('AI Confidence: 95%').isVisible()).toBe(true);
    await expect
      .poll(() => entry.getByRole('button', { name: 'Demo Call' }).isDisabled())
      .toBe(true);
    const live = page.getByRole('list', { name: 'Live transcript' });
    await expect.poll(() => live.getByRole('listitem').count(), { timeout: 20_000 }).toBe(3);
    await expect
      .poll(() => live.getByRole('listitem').first().innerText())
      .toContain('Hello Ananya, this is');
    const timer = page.getByRole('timer', { name: 'Call duration' });
    expect(await timer.innerText()).toMatch(/^00:0[6-9]$/);
    await screenshot(page, 'ai-calling-during-call');
    await phoneScreenshot(page, 'ai-calling-during-call-390');

    await page.getByRole('button', { name: 'End Call' }).click();
    await expect.poll(() => toast(page, 'Call Ended').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('AI call has been completed and analyzed.').first().isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('No active call').isVisible()).toBe(true);
    expect(await timer.innerText()).toBe('00:00');

    // Recent AI Calls: Interested, AI score 85.
    const table = page.getByRole('table', { name: 'Recent AI Calls' });
    const row = table.getByRole('row').filter({ hasText: name });
    await expect.poll(() => row.count()).toBe(1);
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells[3]).toBe('Interested');
    expect(cells[4]).toBe('85');
    expect(cells[2]).toMatch(/^0:0[6-9]$|^0:1\d$/);
    await screenshot(page, 'ai-calling-after-call');
    await phoneScreenshot(page, 'ai-calling-after-call-390');

    // Its transcript, speaker by speaker.
    await row.getByRole('button', { name: `View call with ${name}` }).click();
    const detail = page.getByRole('dialog', { name: `Call with ${name}` });
    await expect.poll(() => detail.isVisible()).toBe(true);
    const transcript = detail.getByRole('list', { name: 'Transcript' });
    await expect.poll(() => transcript.getByRole('listitem').count()).toBe(3);
    expect(await transcript.getByRole('listitem').nth(1).innerText()).toContain(name);
    expect(await detail.getByLabel('Call summary').innerText()).toContain('92%');
    await page.waitForTimeout(400); // the dialog's fade-in
    await screenshot(page, 'ai-calling-call-detail');
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // The contact's timeline has the call.
    await row.getByRole('button', { name: `Open contact ${name}` }).click();
    await expect.poll(() => page.url()).toContain('/app/contacts?contact=');
    const timeline = page.getByRole('list', { name: 'Activity timeline' });
    await expect.poll(() => timeline.getByText('Demo AI call: Interested').isVisible()).toBe(true);
    await screenshot(page, 'ai-calling-contact-timeline');

    // The dashboard's simple panel reads the same calls.
    await page.goto(`${appUrl()}/app`);
    const panel = page.getByRole('region', { name: 'AI Calling' });
    await expect
      .poll(() => panel.getByRole('table', { name: 'Recent AI Calls' }).innerText())
      .toContain(name);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'ai-calling-dashboard-panel');
    await context.close();
  });
});
