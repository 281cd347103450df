import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

const TMP = resolve(import.meta.dirname, '../../.tmp');
export const SCREENSHOTS = resolve(TMP, 'screenshots');

/** Debian's Chromium, headless, with the flags that keep it off the network. */
export const launchChromium = async (): Promise<Browser> => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  process.env.XDG_CONFIG_HOME = resolve(TMP, 'xdg-config');
  process.env.XDG_CACHE_HOME = resolve(TMP, 'xdg-cache');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
};

export const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: resolve(SCREENSHOTS, `${name}.png`), fullPage: true });

/** A public page's script has made it interactive (the site marks `<html data-hydrated>`). */
export const waitForHydration = async (page: Page): Promise<void> => {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 });
};
