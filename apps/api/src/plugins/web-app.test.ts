import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { mkdtemp } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, ROUTE_NAMES, ROUTES, type RouteName } from '@portal/contracts/routes';
import { createTestApp, type TestContext } from '../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(
    path.join(dist, 'login.html'),
    '<!doctype html><html><head></head><body><div id="root"><h1>login picture</h1></div></body></html>',
  );
  await writeFile(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'manifest.webmanifest'), '{}');
  ctx = await createTestApp({ WEB_DIST: dist });
});
afterAll(() => ctx.close());

describe('serving the web app', () => {
  it('serves documents with a CSP that forbids inline scripts and framing, HSTS, nosniff and a referrer policy', async () => {
    const res = await ctx.app.inject({ url: '/login' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('caches hashed assets for a year as immutable', async () => {
    const res = await ctx.app.inject({ url: '/assets/index-AbC123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html uncached for the spec routes, with their name=value segments', async () => {
    for (const url of [
      '/',
      '/login',
      '/search-flight/origin=BGW/to=IST/type=round/depart=2026-12-10/return=2026-12-17/adults=2/children=1/infants=1/class=economy',
      '/hotel-search/from=istanbul/checkin=2026-12-10/checkout=2026-12-14/nationality=IQ/adult=2/child=0/infant=0/room=1/room-type=double',
      '/booking/success/bookingId=abc',
      '/my-bookings/flights',
      '/privacyPolicy',
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves index.html for a path of every route in the spec route table, with and without optional values', async () => {
    // Each builder gets a value for every parameter of its pattern: plain, Arabic, and with URL-unsafe characters.
    const samples = ['v1', 'بغداد', 'a b/c=d'];
    const paths = new Set<string>();
    for (const name of ROUTE_NAMES) {
      const keys = [...ROUTES[name].matchAll(/\{(-?)\$(\w+)\}/g)].map(([, optional, key]) => ({ key, optional }));
      const build = buildPath as (n: RouteName, params?: Record<string, string>) => string;
      for (const sample of samples) {
        paths.add(build(name, Object.fromEntries(keys.map(({ key }) => [key, sample]))));
        paths.add(build(name, Object.fromEntries(keys.filter((k) => !k.optional).map(({ key }) => [key, sample]))));
      }
    }
    expect(paths.size).toBeGreaterThan(ROUTE_NAMES.length);
    for (const url of paths) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('sends the document compressed when the browser accepts it (brotli first, then gzip), else as is', async () => {
    for (const [accept, encoding, decompress] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      for (const url of ['/', '/login', '/contact']) {
        const plain = await ctx.app.inject({ url });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers.vary).toContain('accept-encoding');
        const res = await ctx.app.inject({ url, headers: { 'accept-encoding': accept } });
        expect(res.headers['content-encoding'], `${url} ${accept}`).toBe(encoding);
        expect(res.headers['content-type']).toContain('text/html');
        expect(decompress(res.rawPayload).toString()).toBe(plain.body);
      }
    }
  });

  it('sends a page its own prerendered document when the build wrote one, and index.html to every other path', async () => {
    const login = await ctx.app.inject({ url: '/login?redirect=%2Fwallet' });
    expect(login.body).toContain('login picture');
    expect(login.headers['cache-control']).toBe('no-cache');
    for (const url of ['/', '/login/', '/contact', '/my-bookings/flights']) {
      const res = await ctx.app.inject({ url });
      expect(res.body, url).not.toContain('login picture');
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('keeps unknown API paths as JSON 404s, not the app', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('answers 404 for a missing file instead of the app', async () => {
    const res = await ctx.app.inject({ url: '/sw-missing.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
  });

  it('revalidates non-hashed files such as the manifest', async () => {
    const res = await ctx.app.inject({ url: '/manifest.webmanifest' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('does not serve private uploads', async () => {
    await mkdir(path.join(ctx.config.uploadsDir, 'private'), { recursive: true });
    await writeFile(path.join(ctx.config.uploadsDir, 'private', 'passport.jpg'), 'secret');
    const res = await ctx.app.inject({ url: '/uploads/private/passport.jpg' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret');
  });
});
