/**
 * Results and detail pages drawn by the API with their first data (decision 144), on the production build: a
 * visitor who opens a hotel results link sees the drawn page from the document, the app takes it over without
 * asking for the search again and moves on from it; a signed-in user gets the page without the picture and asks
 * for their own data. A signed-in user opening My Bookings or the wallet sees that page's frame from the document
 * (decision 151), which a visitor never sees.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { daysAhead } from '../lib/browser.js';
import { journeyPage, journeyPortal } from '../lib/journey.js';
import { apiLogin, storeSession } from '../lib/shell.js';

const journey = journeyPortal();

const results = () =>
  `/hotel-search/from=istanbul/checkin=${daysAhead(30)}/checkout=${daysAhead(33)}/nationality=IQ/adult=2/child=0/infant=0/room=1/room-type=any`;

/** The hotel searches the page itself sent (the drawn document's own are answered inside the server). */
function countSearches(page: Page): { count: number } {
  const searches = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/hotel-searches')
      searches.count += 1;
  });
  return searches;
}

/**
 * Asks for a page's document until the server draws it (at most five times): the server draws within 2 s or
 * sends the plain document, and the first drawing of a page on a busy test machine (the drawing thread and the
 * API's reads still cold) may take longer. What the journeys check is what the browser makes of a drawn page.
 */
async function warmDrawing(path: string, drawn = 'id="page-data"'): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const html = await (await fetch(`${journey.portal.url}${path}`)).text();
    if (html.includes(drawn)) return;
  }
  assert.fail(`the server did not draw ${path} in five tries`);
}

describe('pages drawn with their first data', () => {
  it('ar: a visitor opening a results link gets the drawn page, the app takes it over without searching again', async () => {
    const { context, page, errors } = await journeyPage(journey.browser, 'ar');
    const searches = countSearches(page);
    // The drawn document's first card, kept to see whether the app hydrated it or drew the page anew.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { drawnCard: Element | null }).drawnCard = document.querySelector('main article');
      });
    });
    const path = results();
    await warmDrawing(path);
    const response = await page.goto(`${journey.portal.url}${path}`, { waitUntil: 'commit' });
    const html = await response!.text();
    // The document: the cards, the first one's picture preloaded, the data for the app.
    assert.match(html, /<article[^>]*data-stars=/);
    assert.match(html, /<link rel="preload" as="image" fetchpriority="high" href="\/uploads\/hotels\//);
    assert.match(html, /<script type="application\/json" id="page-data">/);
    await page.waitForLoadState('networkidle');
    // The app took the drawn page over: the picture's mark is gone and its forms are live.
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-prerender'));
    assert.equal(await page.locator('form[inert]').count(), 0);
    // It hydrated the drawn elements rather than drawing the page anew (decision 148): the first card is the
    // document's own, and no style attribute is left as data.
    assert.equal(
      await page.evaluate(() => {
        const card = (window as unknown as { drawnCard: Element | null }).drawnCard;
        return card !== null && card === document.querySelector('main article') && card.isConnected;
      }),
      true,
      'the drawn card is still in the page',
    );
    assert.equal(await page.locator('[data-frame-style]').count(), 0);
    assert.ok((await page.locator('main article[data-stars]').count()) > 0);
    assert.equal(await page.locator('#page-data').count(), 0);
    assert.equal(searches.count, 0, 'the seeded search is not asked again');
    // The page works: the first hotel opens in the app, without a document load.
    const first = page.locator('main article[data-stars]').first();
    const name = (await first.locator('h2').innerText()).trim();
    await first.locator('h2 a').click();
    await page.waitForURL(/\/hotel-room-details\//);
    await page.getByRole('heading', { name }).first().waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('ar: the insurance results are hydrated too, though the browser names some countries otherwise than the API', async () => {
    const { context, page, errors } = await journeyPage(journey.browser, 'ar');
    // The drawn document's first plan and heading, kept to see whether the app hydrated them or drew them anew.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const kept = window as unknown as { drawnPlan: Element | null; drawnHeading: Element | null };
        kept.drawnPlan = document.querySelector('main li a[href^="/insurance-details/"]');
        kept.drawnHeading = document.querySelector('main h1');
      });
    });
    const path = '/insurance-search/age=35/nationality=IQ/destination=DE/duration=15';
    await warmDrawing(path);
    const response = await page.goto(`${journey.portal.url}${path}`, { waitUntil: 'commit' });
    const html = await response!.text();
    assert.match(html, /<a[^>]*href="\/insurance-details\//);
    assert.match(html, /<script type="application\/json" id="page-data">/);
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-prerender'));
    // Chromium's names of Palestine, Hong Kong or Macao are not Node's: a drawn list of countries would not be the
    // app's first render, and React would draw the page anew (a console error, and new elements).
    assert.equal(
      await page.evaluate(() => {
        const kept = window as unknown as { drawnPlan: Element | null; drawnHeading: Element | null };
        return (
          kept.drawnPlan !== null &&
          kept.drawnPlan === document.querySelector('main li a[href^="/insurance-details/"]') &&
          kept.drawnHeading === document.querySelector('main h1') &&
          kept.drawnPlan.isConnected
        );
      }),
      true,
      'the drawn plan and heading are still in the page',
    );
    assert.equal(await page.locator('form[inert]').count(), 0);
    // The search form above the list has every country once the app has the page.
    assert.ok((await page.locator('select[name="nationality"] option').count()) > 200);
    assert.ok((await page.locator('select[name="destination"] option').count()) > 200);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('ar: a signed-in user gets no picture and searches with their own session', async () => {
    const { context, page, errors } = await journeyPage(journey.browser, 'ar');
    await page.goto(journey.portal.url, { waitUntil: 'networkidle' });
    await storeSession(page, await apiLogin(journey.portal.url, 'customer@demo.iq'));
    const searches = countSearches(page);
    await page.goto(`${journey.portal.url}${results()}`, { waitUntil: 'networkidle' });
    await page.locator('main article[data-stars]').first().waitFor();
    assert.ok(searches.count >= 1, 'the user asks for their own prices');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('ar: a signed-in user sees the frame of My Bookings and the wallet at once, then their own page; a visitor never does', async () => {
    const { context, page, errors } = await journeyPage(journey.browser, 'ar');
    await page.goto(journey.portal.url, { waitUntil: 'networkidle' });
    const session = await apiLogin(journey.portal.url, 'customer@demo.iq');
    await storeSession(page, session);
    for (const [path, title] of [
      ['/my-bookings/flights', 'حجوزاتي'],
      ['/wallet', 'محفظتي'],
    ] as const) {
      await warmDrawing(path, 'data-picture-for="signed-in"');
      // The document alone (the app's scripts held back): boot.js shows the frame to the signed-in user.
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto(`${journey.portal.url}${path}`, { waitUntil: 'load' });
      // Shown: not switched off ('picture' on a first visit; nothing once the fonts are cached).
      assert.notEqual(await page.locator('html').getAttribute('data-prerender'), 'off', path);
      assert.ok(await page.locator('#root h1', { hasText: title }).isVisible(), `${path}: the frame's title shows`);
      assert.equal(await page.locator('#root a[href="/login"]').count(), 0, `${path}: a signed-in header`);
      await page.unrouteAll();
      errors.splice(0); // the held-back scripts' own failures
      // The app draws the user's own page over it: their name in the header.
      await page.goto(`${journey.portal.url}${path}`, { waitUntil: 'networkidle' });
      await page.locator('header button', { hasText: session.user.name }).waitFor();
      assert.equal(await page.locator('html').getAttribute('data-prerender'), null, path);
      assert.ok(await page.locator('main h1', { hasText: title }).isVisible(), path);
    }
    // A visitor at the same address: the frame stays hidden and the app sends them to log in.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${journey.portal.url}/wallet`, { waitUntil: 'commit' });
    await page.waitForURL(/\/login/);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
