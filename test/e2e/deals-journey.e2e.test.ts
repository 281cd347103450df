import type { OnboardingState } from '@salesflow/shared/onboarding/onboarding';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, signIn } from '../support/api-client';
import { launchChromium, screenshot } from '../support/browser';

const tileValue = (page: Page, title: string) =>
  page.locator('section', { has: page.getByText(title, { exact: true }) }).first();

const column = (page: Page, stage: string) =>
  page.getByRole('region', { name: stage, exact: true });

/** Mouse drag: press, move past the activation distance, travel to the target, release. */
const dragWithMouse = async (page: Page, card: Locator, target: Locator) => {
  const from = await card.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('card or column not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 4, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
  await page.mouse.up();
};

const addDeal = async (page: Page, title: string, value: string) => {
  await page.getByRole('button', { name: 'Add Deal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Deal' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Value').fill(value);
  await dialog.getByRole('button', { name: 'Create Deal' }).click();
  await expect
    .poll(() => page.getByText('Deal Created', { exact: true }).first().isVisible())
    .toBe(true);
  await expect.poll(() => page.getByRole('dialog', { name: 'Add New Deal' }).count()).toBe(0);
};

describe('deals, pipeline board, dashboard and tour in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates two deals, drags them by mouse and keyboard, sees totals and the dashboard follow, completes the tour', async () => {
    const client = await signIn();
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const [name, value] = client.cookieHeader().split('=');
    await context.addCookies([{ name: name ?? '', value: value ?? '', url: appUrl() }]);
    const page = await context.newPage();

    await page.goto(`${appUrl()}/app`);
    await expect.poll(() => tileValue(page, 'Active Deals').innerText()).toContain('0');

    // Two deals through the dialog.
    await page.getByRole('link', { name: 'Deals' }).click();
    await page.waitForURL(`${appUrl()}/app/deals`);
    await addDeal(page, 'Warehouse racks', '2500');
    await addDeal(page, 'Cold chain', '4000.50');
    await expect.poll(() => page.getByText('2 deals').first().isVisible()).toBe(true);

    // The board: both in Prospecting, total $6,501.
    await page.getByRole('tab', { name: 'Pipeline' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Sales Pipeline' }).isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        column(page, 'Prospecting').getByRole('button', { name: 'Deal Cold chain' }).isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByText('$6,501').first().isVisible()).toBe(true);

    // Mouse: Warehouse racks to Qualification.
    await dragWithMouse(
      page,
      column(page, 'Prospecting').getByRole('button', { name: 'Deal Warehouse racks' }),
      column(page, 'Qualification'),
    );
    await expect
      .poll(() => page.getByText('Deal stage has been updated successfully.').first().isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        column(page, 'Qualification').getByRole('button', { name: 'Deal Warehouse racks' }).count(),
      )
      .toBe(1);

    // Keyboard: Cold chain three columns right, to Closing.
    const card = column(page, 'Prospecting').getByRole('button', { name: 'Deal Cold chain' });
    await card.focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(150);
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(80);
    }
    await page.keyboard.press('Space');
    await expect
      .poll(
        () => column(page, 'Closing').getByRole('button', { name: 'Deal Cold chain' }).count(),
        { timeout: 10_000 },
      )
      .toBe(1);
    await screenshot(page, 'pipeline-after-drags');

    // Win one deal in the table: the pipeline total drops, the dashboard shows the revenue.
    await page.getByRole('tab', { name: 'Table' }).click();
    await page.getByRole('button', { name: 'Edit Warehouse racks' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Deal' });
    await edit.getByRole('combobox', { name: 'Stage' }).click();
    await page.getByRole('option', { name: 'Won' }).click();
    await edit.getByRole('button', { name: 'Update Deal' }).click();
    await expect
      .poll(() => page.getByText('Deal Updated', { exact: true }).first().isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByRole('group', { name: 'Won Deals' }).innerText())
      .toContain('$2,500');
    await expect
      .poll(() => page.getByRole('group', { name: 'Pipeline Value' }).innerText())
      .toContain('$4,001');

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(`${appUrl()}/app`);
    await expect.poll(() => tileValue(page, 'Revenue').innerText()).toContain('$2,500');
    await expect.poll(() => tileValue(page, 'Active Deals').innerText()).toContain('1');

    // The tour: seven steps, navigating as it goes; Get Started completes it.
    await page.getByRole('button', { name: 'Start Tour' }).click();
    for (let step = 1; step <= 7; step += 1) {
      const tour = page.getByRole('dialog').filter({ hasText: `Step ${step} of 7` });
      await expect.poll(() => tour.isVisible()).toBe(true);
      if (step === 4) {
        // The deals step shows the pipeline board it talks about.
        await expect.poll(() => page.url()).toBe(`${appUrl()}/app/deals?view=pipeline`);
        await expect
          .poll(() => page.getByRole('heading', { name: 'Sales Pipeline' }).isVisible())
          .toBe(true);
      }
      const forward = tour.getByRole('button', { name: step === 7 ? 'Get Started' : /.+/ }).last();
      await forward.click();
    }
    await expect
      .poll(
        async () =>
          (await client.get<OnboardingState>('/api/user/onboarding-state')).body.hasCompletedTour,
      )
      .toBe(true);
    await page.goto(`${appUrl()}/app`);
    await expect.poll(() => tileValue(page, 'Revenue').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Start Tour' }).count()).toBe(0);
    await screenshot(page, 'dashboard-after-journey');
    await context.close();
  });
});
