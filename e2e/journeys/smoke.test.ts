import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from '../lib/browser.js';
import { startPortal, type Portal } from '../lib/server.js';

let portal: Portal;
let browser: Browser;
before(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('production build', () => {
  it('opens the home page in Arabic, right to left, without console errors', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(portal.url, { waitUntil: 'networkidle' });
    assert.equal(await page.getAttribute('html', 'lang'), 'ar');
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
    await screenshot(page, 'smoke-home-ar-1280');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('answers an unknown API path with JSON and an unknown page with the app', async () => {
    const api = await fetch(`${portal.url}/api/v1/nothing`);
    assert.equal(api.status, 404);
    assert.match(api.headers.get('content-type') ?? '', /application\/problem\+json/);
    const page = await fetch(`${portal.url}/no/such/page`);
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
  });
});
