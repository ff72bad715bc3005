import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const OUTPUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../output');

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  if (!CHROMIUM) throw new Error('Chromium is not installed: apt-get install -y chromium');
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export const VIEWPORTS = {
  /** The narrowest phones the portal is built for (issue 3: responsive from 360 px). */
  small: { width: 360, height: 740 },
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export async function newContext(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS,
  lang?: 'ar' | 'en' | 'de',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    locale: lang === 'de' ? 'de-DE' : lang === 'en' ? 'en-US' : 'ar-IQ',
  });
  // Only the first visit's language: a later switch in the UI stores its own choice and must survive reloads.
  if (lang)
    await context.addInitScript(
      (l) => window.localStorage.getItem('lang') ?? window.localStorage.setItem('lang', l),
      lang,
    );
  return context;
}

/**
 * A full page is captured beyond the viewport, so the phone's fixed bottom bar would be drawn where the first
 * screen ended, over the content there; it is left out of full-page pictures (viewport pictures show it).
 * Hidden through the CSSOM: the portal's CSP refuses the inline style sheet of Playwright's `style` option.
 */
async function hideBottomBar(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((hide) => {
    document.querySelectorAll<HTMLElement>('[data-bottom-bar]').forEach((bar) => {
      bar.style.visibility = hide ? 'hidden' : '';
    });
  }, hidden);
}

export async function screenshot(page: Page, name: string) {
  await mkdir(OUTPUT_DIR, { recursive: true });
  await hideBottomBar(page, true);
  try {
    await page.screenshot({ path: path.join(OUTPUT_DIR, `${name}.png`), fullPage: true });
  } finally {
    await hideBottomBar(page, false);
  }
}

/** The page at the phone's and the desktop's width (`<name>-phone.png`, `<name>-desktop.png`), back to desktop. */
export async function screenshotsAtWidths(page: Page, name: string): Promise<void> {
  for (const viewport of ['phone', 'desktop'] as const) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await page.screenshot({ path: path.join(OUTPUT_DIR, `${name}-${viewport}.png`), fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** The calendar day `days` from today in Baghdad, YYYY-MM-DD. */
export function daysAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baghdad' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/**
 * The date field named `name` in `scope` with its picker there: on the booking pages a plain input stands in for
 * the picker until a sign of intent on it (issue 23), which the focus is. Not a click: the pointer's arrival is a
 * sign of intent too, and the picker replacing the input during Playwright's own checks before its click would
 * leave the click waiting for an input that is gone.
 */
export async function dateGroup(scope: Locator, name: string): Promise<Locator> {
  const light = scope.getByRole('textbox', { name, exact: true });
  if ((await light.count()) > 0)
    await light
      .first()
      .evaluate((input) => (input as HTMLInputElement).focus(), undefined, { timeout: 5_000 })
      // Replaced already (another sign of intent came first): the picker is there or on its way.
      .catch(() => undefined);
  const group = scope.getByRole('group', { name });
  await group.waitFor();
  return group;
}

/** Types a date into a date field's segments (day, month, year in the field's own order for ar and en). */
export async function typeDate(group: Locator, iso: string): Promise<void> {
  const [y, m, d] = iso.split('-');
  await group.getByRole('spinbutton').first().click();
  await group.page().keyboard.type(`${d}${m}${y}`);
}
