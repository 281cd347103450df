import { readFileSync } from 'node:fs';
import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TWILIO_ACCOUNT } from '../fakes/twilio/demo-accounts';
import { appUrl, signIn } from '../support/api-client';
import { launchChromium, screenshot } from '../support/browser';

/** What the test reads of an <audio> element in the page. */
type Media = { duration: number; currentTime: number; play: () => Promise<void> };

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/**
 * Service calls: TRAI holds promotional calls to Indian numbers to 09:00-21:00 India time, which
 * the journeys here are not about, and they run at any hour.
 */
const chooseServiceCalls = async (page: Page) => {
  await page.getByRole('combobox', { name: 'Purpose of real calls' }).click();
  await page.getByRole('option', { name: 'Service', exact: true }).click();
};

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Today's weekday where the lead is (an Indian number: Asia/Kolkata). */
const todayInKolkata = () =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Asia/Kolkata' }).format(
    new Date(),
  );

/**
 * A real AI call in Chromium through the whole local stack: Twilio set up in Settings → Security
 * with the fake's demo account, calling hours that leave out today, then Real AI Call answers
 * "Call Scheduled" and the queued call waits in Recent AI Calls.
 */
describe('real AI call journey in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sets up Twilio and calling hours, and a call outside them is scheduled and listed', async () => {
    const owner = await signIn();
    const stamp = Date.now();
    const name = `Kavya Menon ${stamp}`;
    const created = await owner.post<Contact>('/api/contacts', {
      name,
      email: `kavya.${stamp}@menon-exports.in`,
      phone: '+91 98450 12345',
      company: 'Menon Exports',
      status: 'hot',
    });
    expect(created.status).toBe(201);

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const [cookieName, cookieValue] = owner.cookieHeader().split('=');
    await context.addCookies([{ name: cookieName ?? '', value: cookieValue ?? '', url: appUrl() }]);
    const page = await context.newPage();

    // Settings → Security: an Indian caller ID is warned about; the demo account is saved.
    await page.goto(`${appUrl()}/app/settings?tab=security`);
    const field = (id: string) => page.locator(`#security-${id}`);
    await expect.poll(() => field('twilioAccountSid').isVisible()).toBe(true);
    await field('twilioAccountSid').fill(DEMO_TWILIO_ACCOUNT.sid);
    await field('twilioAuthToken').fill(DEMO_TWILIO_ACCOUNT.authToken);
    await field('twilioPhoneNumber').fill('+91 80 4567 8900');
    const warning = page.getByText('An Indian number cannot call Indian leads through Twilio');
    await expect.poll(() => warning.isVisible()).toBe(true);
    await screenshot(page, 'real-calls-india-warning');
    await field('twilioPhoneNumber').fill(DEMO_TWILIO_ACCOUNT.phoneNumber);
    expect(await warning.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Save Security Settings' }).click();
    await expect.poll(() => toast(page, 'Security Settings Saved').isVisible()).toBe(true);

    // Settings → AI Agent → Calling rules: every day but today.
    await page.goto(`${appUrl()}/app/settings?tab=ai-agent`);
    const days = page.getByRole('group', { name: 'Calling days', exact: true });
    await expect.poll(() => days.isVisible()).toBe(true);
    const today = todayInKolkata();
    for (const day of WEEKDAYS) {
      const chip = days.getByRole('button', { name: day, exact: true });
      const on = (await chip.getAttribute('aria-pressed')) === 'true';
      if (on === (day === today)) await chip.click();
    }
    expect(
      await days.getByRole('button', { name: today, exact: true }).getAttribute('aria-pressed'),
    ).toBe('false');
    await page.getByRole('button', { name: 'Save Calling Rules' }).click();
    await expect.poll(() => toast(page, 'Calling Rules Saved').isVisible()).toBe(true);
    await page.getByRole('heading', { name: 'Calling rules' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'real-calls-calling-rules');

    // AI Calling: this month's calls, then a real call outside the calling hours.
    await page.goto(`${appUrl()}/app/ai-calling`);
    const usage = page.getByText(/^AI calls this month: 0 of \d+ · /);
    await expect.poll(() => usage.isVisible()).toBe(true);
    const entry = page
      .getByRole('list', { name: 'Contacts to call' })
      .getByRole('listitem', { name });
    await expect.poll(() => entry.isVisible()).toBe(true);
    await chooseServiceCalls(page);
    await entry.getByRole('button', { name: 'Real AI Call' }).click();

    await expect.poll(() => toast(page, 'Call Scheduled').isVisible()).toBe(true);
    expect(await page.getByText(/^It is outside calling hours for Kavya Menon/).isVisible()).toBe(
      true,
    );
    expect(await page.getByText('No active call').isVisible()).toBe(true);
    const recent = page.getByRole('table', { name: 'Recent AI Calls' });
    await expect.poll(() => recent.getByText(name).isVisible()).toBe(true);
    expect(await recent.getByText(/^Scheduled for /).isVisible()).toBe(true);
    await expect.poll(() => usage.isVisible()).toBe(false);
    expect(await page.getByText(/^AI calls this month: 1 of \d+ · /).isVisible()).toBe(true);
    await screenshot(page, 'real-calls-scheduled');

    // The call's detail says where it is.
    await recent.getByRole('button', { name: `View call with ${name}` }).click();
    const details = page.getByLabel('Call details');
    await expect.poll(() => details.isVisible()).toBe(true);
    expect(await details.getByText(/^Scheduled for /).isVisible()).toBe(true);
    await screenshot(page, 'real-calls-detail');
    await context.close();
  });

  it('places a call now: the transcript grows live in the panel, and it ends analysed in Recent AI Calls and on the contact', async () => {
    const owner = await signIn();
    const stamp = Date.now();
    const name = `Arjun Rao ${stamp}`;
    const created = await owner.post<Contact>('/api/contacts', {
      name,
      email: `arjun.${stamp}@rao-traders.in`,
      phone: '+91 98450 67890',
      company: 'Rao Traders',
      status: 'warm',
    });
    expect(created.status).toBe(201);
    // The lead's own time zone where it is inside the default calling hours now.
    const zone = [
      'Asia/Kolkata',
      'Europe/London',
      'America/New_York',
      'Asia/Tokyo',
      'Pacific/Honolulu',
    ].find((z) => {
      const hour = Number(
        new Intl.DateTimeFormat('en-US', { timeZone: z, hour: 'numeric', hourCycle: 'h23' }).format(
          new Date(Date.now() + 120_000),
        ),
      );
      return hour >= 9 && hour < 19;
    });
    await owner.put(`/api/contacts/${created.body.id}`, { timezone: zone });
    await owner.post('/api/settings/security', {
      twilioAccountSid: DEMO_TWILIO_ACCOUNT.sid,
      twilioAuthToken: DEMO_TWILIO_ACCOUNT.authToken,
      twilioPhoneNumber: DEMO_TWILIO_ACCOUNT.phoneNumber,
    });

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const [cookieName, cookieValue] = owner.cookieHeader().split('=');
    await context.addCookies([{ name: cookieName ?? '', value: cookieValue ?? '', url: appUrl() }]);
    const page = await context.newPage();
    await page.goto(`${appUrl()}/app/ai-calling`);
    const entry = page
      .getByRole('list', { name: 'Contacts to call' })
      .getByRole('listitem', { name });
    await expect.poll(() => entry.isVisible()).toBe(true);
    await chooseServiceCalls(page);
    await entry.getByRole('button', { name: 'Real AI Call' }).click();
    await expect.poll(() => toast(page, 'Real AI Call Initiated').isVisible()).toBe(true);

    // The lead's words appear in the panel while the call is on (the scripted lead of the fake).
    const lead = page.getByText('Hello, who is this?').first();
    await expect.poll(() => lead.isVisible(), { timeout: 30_000 }).toBe(true);
    await screenshot(page, 'real-calls-live');

    await expect.poll(() => toast(page, 'Call Ended').isVisible(), { timeout: 60_000 }).toBe(true);
    const recent = page.getByRole('table', { name: 'Recent AI Calls' });
    const row = recent.getByRole('row').filter({ hasText: name });
    await expect
      .poll(() => row.getByText('Interested').isVisible(), { timeout: 30_000 })
      .toBe(true);
    await screenshot(page, 'real-calls-completed');

    // Its recording plays in the call's detail (the player gets audio, not JSON), and "Download
    // the recording" saves the audio itself.
    const callId =
      (await owner.get<AiCall[]>('/api/ai-calls')).body.find((c) => c.contactId === created.body.id)
        ?.id ?? '';
    await expect
      .poll(async () => (await owner.get<AiCall>(`/api/ai-calls/${callId}`)).body.recordingUrl, {
        timeout: 30_000,
      })
      .toBe(`/api/ai-calls/${callId}/recording`);
    await recent.getByRole('button', { name: `View call with ${name}` }).click();
    const details = page.getByRole('dialog', { name: `Call with ${name}` });
    const audio = details.locator('audio');
    await expect.poll(() => audio.count(), { timeout: 10_000 }).toBe(1);
    await expect
      .poll(() => audio.evaluate((a) => (a as unknown as Media).duration || 0), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(
      await audio.evaluate((a) =>
        (a as unknown as Media).play().then(
          () => 'playing',
          (error: Error) => error.name,
        ),
      ),
    ).toBe('playing');
    await expect
      .poll(() => audio.evaluate((a) => (a as unknown as Media).currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await screenshot(page, 'real-calls-recording');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      details.getByRole('link', { name: 'Download the recording' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^Call with ${name}, \\d{4}-\\d{2}-\\d{2}\\.wav$`),
    );
    const saved = readFileSync(await download.path());
    expect(saved.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(saved.subarray(8, 12).toString('ascii')).toBe('WAVE');
    await details.getByRole('button', { name: 'Close' }).click();

    // On the contact: its timeline has the call with its summary.
    const activities = await owner.get<{ items: { type: string; subject: string }[] }>(
      `/api/contacts/${created.body.id}/activities`,
    );
    expect(activities.body.items.find((a) => a.type === 'call')?.subject).toBe(
      'AI call: Interested',
    );
    await context.close();
  });
  it('runs the queue with Start Auto-Calling: a call after another until Stop Auto-Calling, each with its cost shown first', async () => {
    const owner = await signIn();
    const stamp = Date.now();
    const zone = [
      'Asia/Kolkata',
      'Europe/London',
      'America/New_York',
      'Asia/Tokyo',
      'Pacific/Honolulu',
    ].find((z) => {
      const hour = Number(
        new Intl.DateTimeFormat('en-US', { timeZone: z, hour: 'numeric', hourCycle: 'h23' }).format(
          new Date(Date.now() + 300_000),
        ),
      );
      return hour >= 9 && hour < 19;
    });
    const add = async (name: string, phone: string, score: number) => {
      const created = await owner.post<Contact>('/api/contacts', {
        name,
        email: `${score}.${stamp}@auto-run.in`,
        phone,
        score,
      });
      expect(created.status).toBe(201);
      await owner.put(`/api/contacts/${created.body.id}`, { timezone: zone });
    };
    // The fake fails calls to numbers ending 0003 at once; the second lead talks.
    await add(`Failing Line ${stamp}`, '+1 415 555 0003', 95);
    await add(`Talking Lead ${stamp}`, '+1 415 555 0042', 90);
    await owner.post('/api/settings/security', {
      twilioAccountSid: DEMO_TWILIO_ACCOUNT.sid,
      twilioAuthToken: DEMO_TWILIO_ACCOUNT.authToken,
      twilioPhoneNumber: DEMO_TWILIO_ACCOUNT.phoneNumber,
    });

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const [cookieName, cookieValue] = owner.cookieHeader().split('=');
    await context.addCookies([{ name: cookieName ?? '', value: cookieValue ?? '', url: appUrl() }]);
    const page = await context.newPage();
    await page.goto(`${appUrl()}/app/ai-calling`);
    const queue = page.getByRole('list', { name: 'Contacts to call' });
    // Before dialing: Twilio's price for each lead (the fake's US price).
    const cost = queue.getByLabel('Estimated call cost').first();
    await expect.poll(() => cost.isVisible()).toBe(true);
    expect(await cost.textContent()).toBe('Real call ≈ $0.014 a minute · at most $0.07 (5 min)');

    await chooseServiceCalls(page);
    await page.getByRole('button', { name: 'Start Auto-Calling' }).click();
    await expect.poll(() => toast(page, 'Auto-Calling Started').isVisible()).toBe(true);
    const line = page.getByLabel('Auto-calling');
    // The first lead's call fails; the run calls the next, whose words appear in the panel.
    await expect
      .poll(() => line.textContent(), { timeout: 30_000 })
      .toContain(`call 2 of up to 10 · Talking Lead ${stamp}`);
    const lead = page.getByText('Hello, who is this?').first();
    await expect.poll(() => lead.isVisible(), { timeout: 30_000 }).toBe(true);
    await screenshot(page, 'auto-calling-run');

    await page.getByRole('button', { name: 'Stop Auto-Calling' }).click();
    await expect.poll(() => toast(page, 'Auto-Calling Stopped').isVisible()).toBe(true);
    await expect.poll(() => toast(page, 'Call Ended').isVisible(), { timeout: 60_000 }).toBe(true);
    await expect
      .poll(() => line.textContent(), { timeout: 10_000 })
      .toBe('Auto-calling stopped after 2 calls: Stopped by you');
    expect(await page.getByRole('button', { name: 'Start Auto-Calling' }).isVisible()).toBe(true);
    await screenshot(page, 'auto-calling-stopped');
    await context.close();
  });
});
