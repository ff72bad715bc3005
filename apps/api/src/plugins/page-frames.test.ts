import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness.js';
import { FRAME_TIMEOUT_MS, frameDocument, jsonForHtml, MAX_DRAWINGS } from './page-frames.js';

const SHELL =
  '<!doctype html><html><head><script src="/boot.js" data-entry="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the web build's renderer (apps/web/src/entry-prerender.tsx): it asks the API through the sender
 * it is given, as the real one does, and returns the answer as the page's data, with the address's last segment
 * (which a visitor controls) beside it. It fails for /hotel-room-details/boom and never answers for …/slow.
 */
const RENDERER = `
export async function renderFrame(url, sender) {
  const { pathname } = new URL(url, 'http://frame.invalid');
  if (!pathname.startsWith('/hotel-search/') && !pathname.startsWith('/hotel-room-details/')) return null;
  if (pathname.endsWith('/boom')) throw new Error('the page failed to draw');
  if (pathname.endsWith('/slow')) return new Promise(() => {});
  const res = await sender('/api/v1/site-settings', { headers: { Accept: 'application/json', Authorization: 'Bearer x' } });
  const settings = await res.json();
  const typed = decodeURIComponent(pathname.split('/').pop());
  return {
    markup: '<main><h1>hotel results $& picture</h1><img src="/uploads/hotels/first.jpg" fetchpriority="high"></main>',
    state: { mutations: [], queries: [
      { queryKey: ['site-settings'], queryHash: '["site-settings"]', state: { data: settings, status: 'success' } },
      { queryKey: ['typed'], queryHash: '["typed"]', state: { data: typed, status: 'success' } },
    ] },
    pictures: ['/uploads/hotels/first.jpg'],
  };
}
`;

let ctx: TestContext;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-frames-'));
  await mkdir(path.join(dist, '.server'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), SHELL.replace('<div id="root"></div>', '<div id="root">home</div>'));
  await writeFile(path.join(dist, '.server', 'shell.html'), SHELL);
  await writeFile(path.join(dist, '.server', 'entry-prerender.js'), RENDERER);
  await writeFile(path.join(dist, '.server', 'package.json'), '{ "type": "module" }');
  ctx = await createTestApp({ WEB_DIST: dist });
  // The drawing thread starts with the server (from the sources through tsx here: seconds); until it is up,
  // documents go out plain.
  await vi.waitFor(
    async () => expect((await ctx.app.inject({ url: '/hotel-room-details/warm' })).body).toContain('page-data'),
    { timeout: 60_000, interval: 250 },
  );
}, 90_000);
afterAll(() => ctx.close());

/** The JSON of the document's page-data block, as the browser's parser would hand it to the app. */
function pageData(html: string): unknown {
  const block = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html);
  expect(block, 'a page-data block').not.toBeNull();
  return JSON.parse(block![1]!);
}

const RESULTS =
  '/hotel-search/from=istanbul/checkin=2026-12-10/checkout=2026-12-14/nationality=IQ/adult=2/child=0/infant=0/room=1/room-type=double';

describe('results and detail pages drawn with their first data', () => {
  it('puts the page, its data answered in-process and its first picture into the document of a results address', async () => {
    const settings = await ctx.app.inject({ url: '/api/v1/site-settings' });
    expect(settings.statusCode).toBe(200);
    const res = await ctx.app.inject({ url: RESULTS, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<div id="root"><main><h1>hotel results $& picture</h1>');
    expect(html).toContain(`<script src="/boot.js" data-picture="${RESULTS}" data-entry=`);
    expect(html).toContain('<link rel="preload" as="image" fetchpriority="high" href="/uploads/hotels/first.jpg">');
    const data = pageData(html) as { queries: { queryKey: string[]; state: { data: unknown } }[] };
    expect(data.queries[0]!.state.data).toEqual(settings.json());
  });

  it('escapes the data against ending its element: a </script> in the address stays data', async () => {
    const typed = '</script><script>alert(1)</script><!--';
    const res = await ctx.app.inject({ url: `/hotel-room-details/${encodeURIComponent(typed)}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<!--');
    // One JSON block, closed by its own end tag, and it reads back as what was typed.
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
    const data = pageData(res.body) as { queries: { queryKey: string[]; state: { data: unknown } }[] };
    expect(data.queries.find((q) => q.queryKey[0] === 'typed')!.state.data).toBe(typed);
  });

  it('sends the plain document, never a 500, when the page fails to draw, takes too long or is not such a page', async () => {
    for (const url of ['/hotel-room-details/boom', '/hotel-room-details/slow', '/my-bookings/flights', '/about-us']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">home</div>');
      expect(res.body, url).not.toContain('page-data');
      expect(res.body, url).not.toContain('data-picture');
    }
  }, 15_000);

  it('sends plain documents at once to a burst beyond the pages it draws at a time', async () => {
    const slow = Array.from({ length: MAX_DRAWINGS }, () => ctx.app.inject({ url: '/hotel-room-details/slow' }));
    // Well within their time: they are all being drawn.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    const burst = await ctx.app.inject({ url: RESULTS });
    expect(burst.statusCode).toBe(200);
    expect(burst.body).not.toContain('page-data');
    expect(Date.now() - started).toBeLessThan(FRAME_TIMEOUT_MS);
    for (const res of await Promise.all(slow)) expect(res.body).not.toContain('page-data');
    // Once those have given up, pages are drawn again.
    expect((await ctx.app.inject({ url: RESULTS })).body).toContain('page-data');
  }, 15_000);

  it('draws for GET only: a HEAD of a results address gets the plain document', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: RESULTS });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('the document of a drawn page', () => {
  it('escapes every character that could end the JSON block or open a comment', () => {
    const json = jsonForHtml({ a: '</script><!-- & \u2028\u2029' });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ a: '</script><!-- & \u2028\u2029' });
  });

  it('escapes the address it pictures and preloads no picture whose address could break out of its attribute', () => {
    const html = frameDocument(SHELL, '/hotel-search/"><x>', {
      markup: '<p>x</p>',
      state: { queries: [] },
      pictures: ['/uploads/a".jpg', '/uploads/b.jpg', '/uploads/c.jpg', '/uploads/d.jpg'],
    });
    expect(html).toContain('data-picture="/hotel-search/&quot;&gt;&lt;x&gt;"');
    expect(html).not.toContain('a".jpg');
    // Two pictures at most: the first result's and the one after it.
    expect(html.match(/rel="preload"/g)).toHaveLength(2);
  });

  it("names a signed-in page's frame for boot.js and carries no data block (decision 151)", () => {
    const html = frameDocument(SHELL, '/wallet', {
      markup: '<h1>w</h1>',
      state: null,
      pictures: [],
      audience: 'signed-in',
    });
    expect(html).toContain('<script src="/boot.js" data-picture="/wallet" data-picture-for="signed-in"');
    expect(html).toContain('<div id="root"><h1>w</h1></div>');
    expect(html).not.toContain('id="page-data"');
    // A visitor's page is not so named.
    const visitor = frameDocument(SHELL, '/hotel-search/x', {
      markup: '<p>x</p>',
      state: { queries: [] },
      pictures: [],
    });
    expect(visitor).not.toContain('data-picture-for');
    expect(visitor).toContain('id="page-data"');
  });
});
