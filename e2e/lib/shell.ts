import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import assert from 'node:assert/strict';
import type { AxeResults, Result as AxeViolation } from 'axe-core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { OUTPUT_DIR, VIEWPORTS } from './browser.js';
import type { Portal } from './server.js';

export type Lang = 'ar' | 'en' | 'de';

export const DEMO_PASSWORD = 'Demo12345!';

/** The few interface texts the journeys look for, per language (from apps/web/src/locales). */
export const TEXT = {
  en: {
    heroTitle: 'From Iraq to the world, booked in one place',
    language: 'Language',
    currency: 'Currency',
    login: 'Log in',
    logout: 'Log out',
    register: 'Register',
    reports: 'Reports',
    about: 'About us',
    openMenu: 'Open menu',
    menu: 'Menu',
    quickLinks: 'Quick links',
    social: 'Social media',
    install: 'Install the app',
    appSection: 'Take Rafidain Travel with you',
    walletBalances: 'Wallet balances',
    destinations: 'Popular destinations',
    contactReceived: 'Thank you. We received your message and will reply soon',
    bottomBar: ['Reports', 'Wallet', 'Home', 'My bookings', 'Services'],
    services: [
      'Flights',
      'Visa',
      'Hotels',
      'Packages',
      'Cars',
      'Cruise',
      'Insurance',
      'Tour guide',
      'University guide',
    ],
  },
  ar: {
    heroTitle: 'من العراق إلى العالم، كل حجوزاتك في مكان واحد',
    language: 'اللغة',
    currency: 'العملة',
    login: 'تسجيل الدخول',
    logout: 'تسجيل الخروج',
    register: 'إنشاء حساب',
    reports: 'التقارير',
    about: 'من نحن',
    openMenu: 'فتح القائمة',
    menu: 'القائمة',
    quickLinks: 'روابط سريعة',
    social: 'وسائل التواصل الاجتماعي',
    install: 'ثبّت التطبيق',
    appSection: 'خذ الرافدين للسفر معك',
    walletBalances: 'أرصدة المحفظة',
    destinations: 'الوجهات الأكثر طلبًا',
    contactReceived: 'شكرًا لك. تلقّينا رسالتك وسنرد قريبًا',
    bottomBar: ['التقارير', 'المحفظة', 'الرئيسية', 'حجوزاتي', 'الخدمات'],
    services: [
      'الطيران',
      'التأشيرات',
      'الفنادق',
      'البرامج السياحية',
      'السيارات',
      'الرحلات البحرية',
      'التأمين',
      'المرشد السياحي',
      'المرشد الجامعي',
    ],
  },
  de: {
    heroTitle: 'Vom Irak in die Welt, alles an einem Ort gebucht',
    language: 'Sprache',
    currency: 'Währung',
    login: 'Anmelden',
    logout: 'Abmelden',
    register: 'Registrieren',
    reports: 'Berichte',
    about: 'Über uns',
    openMenu: 'Menü öffnen',
    menu: 'Menü',
    quickLinks: 'Schnellzugriff',
    social: 'Soziale Medien',
    install: 'App installieren',
    appSection: 'Rafidain Travel immer dabei',
    walletBalances: 'Guthaben',
    destinations: 'Beliebte Reiseziele',
    contactReceived: 'Vielen Dank. Wir haben Ihre Nachricht erhalten und antworten bald',
    bottomBar: ['Berichte', 'Guthaben', 'Startseite', 'Buchungen', 'Leistungen'],
    services: [
      'Flüge',
      'Visa',
      'Hotels',
      'Pauschalreisen',
      'Mietwagen',
      'Kreuzfahrten',
      'Versicherung',
      'Reiseführer',
      'Universitätsberater',
    ],
  },
} as const;

export const BOTTOM_BAR_HREFS = ['/reports', '/wallet', '/', '/my-bookings', '/#services'];

/** Retries `check` until it passes or `timeout` ms have gone by; the last failure is thrown. */
export async function eventually(check: () => Promise<void> | void, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** The auth token in each storage of the page's origin. */
export async function storedTokens(page: Page): Promise<{ local: string | null; session: string | null }> {
  return page.evaluate(() => ({
    local: localStorage.getItem('authToken'),
    session: sessionStorage.getItem('authToken'),
  }));
}

export async function storedUsers(page: Page): Promise<{ local: string | null; session: string | null }> {
  return page.evaluate(() => ({ local: localStorage.getItem('user'), session: sessionStorage.getItem('user') }));
}

/**
 * Runs `action`, which makes the page reload or load another document, and waits for the new document: a
 * marker set on the old window must be gone, so a soft (client-side) navigation does not count.
 */
export async function expectFullLoad(page: Page, action: () => Promise<unknown>): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __e2eMarker?: boolean }).__e2eMarker = true));
  const loaded = page.waitForEvent('load');
  await action();
  await loaded;
  await page.waitForLoadState('networkidle');
  const marker = await page.evaluate(() => (window as unknown as { __e2eMarker?: boolean }).__e2eMarker ?? false);
  assert.equal(marker, false, 'expected the page to load a new document');
}

/** Waits for the screen to be fully there: its h1, the network quiet, the web fonts loaded. */
export async function settle(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  // boot.js shows the fallbacks until all the page's fonts are in (decision 061).
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-fonts'));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await settle(page);
}

/** Scrolls through the page so lazy images load, back to the top, and waits for every image to finish. */
export async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      // Instant: the site scrolls smoothly, which would leave the loop far behind.
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 20)));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.waitForFunction(() => document.querySelector('header')?.getAttribute('data-scrolled') === 'false');
  await page.waitForLoadState('networkidle');
}

/** What the screen shows right now (for overlays such as the side menu, where a full page says little). */
export async function viewportScreenshot(page: Page, name: string): Promise<void> {
  await mkdir(OUTPUT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(OUTPUT_DIR, `${name}.png`) });
}

/** The header's visible links and buttons by accessible name (hidden ones, e.g. phone-only icons, excluded). */
/** A booking in My Bookings: a table row on wide screens, a card on phones (the other layout is hidden). */
export function bookingEntry(page: Page, reference: string): Locator {
  return page.getByRole('main').locator('tr, li').filter({ hasText: reference, visible: true }).first();
}

export function header(page: Page): Locator {
  return page.getByRole('banner');
}

export interface ApiSession {
  token: string;
  user: { id: string; name: string; email: string; role: string };
}

/** Logs in over the API (for screens that only need some logged-in user, not the login journey). */
export async function apiLogin(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  assert.equal(response.status, 200, `login of ${email} failed: ${await response.clone().text()}`);
  const { data } = (await response.json()) as { data: ApiSession };
  return data;
}

/** Stores a session the way the app does with remember me (local storage), for the next document. */
export async function storeSession(page: Page, session: ApiSession): Promise<void> {
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('user', JSON.stringify({ id: user.id, name: user.name, email: user.email, role: user.role }));
  }, session);
}

/** The families of the fonts Chromium actually drew `selector`'s first match with (not just what CSS asked for). */
export async function renderedFonts(context: BrowserContext, page: Page, selector: string): Promise<string[]> {
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    assert.ok(nodeId, `no element matches ${selector}`);
    // Platform fonts are reported for the text node itself, so take the element's text children.
    const { node } = await cdp.send('DOM.describeNode', { nodeId, depth: 1 });
    const families = new Set<string>();
    for (const child of node.children ?? []) {
      if (child.nodeType !== 3) continue;
      const { nodeIds } = await cdp.send('DOM.pushNodesByBackendIdsToFrontend', {
        backendNodeIds: [child.backendNodeId],
      });
      for (const id of nodeIds) {
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: id });
        for (const font of fonts) families.add(`${font.familyName}${font.isCustomFont ? '' : ' (system)'}`);
      }
    }
    if (families.size === 0) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      for (const font of fonts) families.add(`${font.familyName}${font.isCustomFont ? '' : ' (system)'}`);
    }
    return [...families];
  } finally {
    await cdp.detach();
  }
}

/** Nothing sticks out sideways: no horizontal scrolling at this width (in either direction). */
export async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; width: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
}

const require = createRequire(import.meta.url);
let axeSource: Promise<string> | undefined;

/**
 * A context for axe only: the app's CSP forbids the injected script, so this one bypasses CSP. Everything
 * else (viewport, language) is set as in the other journeys.
 */
export async function newAxeContext(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS,
  lang: Lang,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    locale: lang === 'de' ? 'de-DE' : lang === 'en' ? 'en-US' : 'ar-IQ',
    bypassCSP: true,
  });
  await context.addInitScript((l) => window.localStorage.setItem('lang', l), lang);
  return context;
}

/** axe-core's violations of impact serious or critical on the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  const content = await axeSource;
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  );
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
          .join('\n'),
    )
    .join('\n');
}

/**
 * Keeps the portal's log, and prints it if the process ends before `stop()` (the journeys would otherwise only
 * see refused connections).
 */
export function watchPortal(portal: Portal): { stopping(): void } {
  let log = '';
  let expected = false;
  portal.child.stdout?.on('data', (d) => (log += d));
  portal.child.stderr?.on('data', (d) => (log += d));
  portal.child.once('exit', (code, signal) => {
    if (!expected) process.stderr.write(`\nportal exited unexpectedly (${code ?? signal}):\n${log.slice(-4000)}\n`);
  });
  return { stopping: () => (expected = true) };
}
