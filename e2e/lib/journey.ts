/**
 * What every service journey does before its story starts: one portal and one browser for the file, a page
 * that collects the page's errors, a customer signed in through the login form, and screenshots at phone and
 * desktop width.
 */
import { after, before } from 'node:test';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, OUTPUT_DIR, VIEWPORTS } from './browser.js';
import { startPortal, type Portal } from './server.js';
import { DEMO_PASSWORD, type Lang } from './shell.js';

/** The file's portal and browser, started before its tests and stopped after them. */
export function journeyPortal(): { readonly portal: Portal; readonly browser: Browser } {
  const run = {} as { portal: Portal; browser: Browser };
  before(async () => {
    run.portal = await startPortal();
    run.browser = await launchBrowser();
  });
  after(async () => {
    await run.browser?.close();
    await run.portal?.stop();
  });
  return run;
}

/**
 * A desktop page in a new context in `lang`; `errors` gathers uncaught errors and, unless `console` is false,
 * the console's errors too (a journey that expects refused requests, which the console reports, says false).
 */
export async function journeyPage(
  browser: Browser,
  lang: Lang,
  options: { console?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext(browser, 'desktop', lang);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  if (options.console !== false) page.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
  return { context, page, errors };
}

/** Signs in through the login page's form and waits for the home page. */
export async function logIn(page: Page, portalUrl: string, email: string): Promise<void> {
  await page.goto(`${portalUrl}/login`, { waitUntil: 'networkidle' });
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(DEMO_PASSWORD);
  await page.locator('main form button[type=submit]').click();
  await page.waitForURL(`${portalUrl}/`);
}

/** Full-page screenshots at phone and desktop width (`<journey>-<name>-<lang>-<width>.png`), back at desktop. */
export async function journeyShots(page: Page, journey: string, name: string, lang: Lang): Promise<void> {
  for (const viewport of ['phone', 'desktop'] as const) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await page.screenshot({
      path: path.join(OUTPUT_DIR, `${journey}-${name}-${lang}-${VIEWPORTS[viewport].width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}
