import path from 'node:path';
import { launchBrowser, newContext, VIEWPORTS } from './lib/browser.js';
import { startPortal } from './lib/server.js';

const OUT = '/work/wt/shots/guides';
const portal = await startPortal();
const browser = await launchBrowser();
try {
  for (const lang of ['en', 'ar'] as const) {
    const context = await newContext(browser, 'desktop', lang);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${portal.url}/login`, { waitUntil: 'networkidle' });
    await page.locator('input[type=email]').fill('customer@demo.iq');
    await page.locator('input[type=password]').fill('Demo12345!');
    await page.locator('main form button[type=submit]').click();
    await page.waitForURL(`${portal.url}/`);
    const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`${portal.url}/guide-search/city=najaf?date=${date}&days=2&group=7`, { waitUntil: 'networkidle' });
    const link = page.locator('main ul > li a').first();
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    const shots: Array<[string, string]> = [
      ['home', `${portal.url}/?tab=tourguide`],
      ['results', `${portal.url}/guide-search/city=najaf?date=${date}&days=2&group=7`],
      ['detail', `${portal.url}${href}`],
      ['booking', `${portal.url}${href.replace('guide-details', 'guide-book')}`],
    ];
    for (const [name, url] of shots) {
      await page.goto(url, { waitUntil: 'networkidle' });
      if (name === 'home') {
        const tab = page.getByRole('tab', { name: lang === 'en' ? 'Tour guide' : 'المرشد السياحي' });
        await tab.click();
        await page.waitForTimeout(800);
      }
      for (const viewport of ['phone', 'desktop'] as const) {
        await page.setViewportSize(VIEWPORTS[viewport]);
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(OUT, `x-${name}-${lang}-${viewport}.png`), fullPage: name !== 'home' });
      }
      await page.setViewportSize(VIEWPORTS.desktop);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await portal.stop();
}
