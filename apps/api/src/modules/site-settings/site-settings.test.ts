import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteSettingsSchema, HomeContentSchema } from '@portal/contracts/site-settings';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { sql } from 'drizzle-orm';
import { seedDatabase } from '../../db/seed.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDatabase(ctx.database.db, { demo: false, uploadsDir: ctx.config.uploadsDir });
});
afterAll(() => ctx.close());

describe('GET /site-settings', () => {
  it('returns the layout fields and the currencies, USD being the spec record', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/site-settings' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(SiteSettingsSchema.parse(data)).toBeTruthy();
    expect(data.logo_url).toBe('/uploads/site/logo.svg');
    expect(data.phone).toMatch(/^\+964/);
    expect(data.opening_hours).toMatchObject({ days: 'Mon-Sat', opens: '10:00', closes: '17:30' });
    expect(data.address.en).toContain('Baghdad');
    const usd = data.currencies.find((c: { id: number }) => c.id === 1);
    expect(usd).toMatchObject({ id: 1, name: 'USD', symbol_name: '$', icon: '', conversation_rate: 0.00076 });
    expect(data.currencies.map((c: { name: string }) => c.name)).toEqual([
      'USD',
      'IQD',
      'EUR',
      'TRY',
      'AED',
      'SAR',
      'JOD',
    ]);
    for (const c of data.currencies) {
      expect(Date.parse(c.created_at)).not.toBeNaN();
      expect(Date.parse(c.updated_at)).not.toBeNaN();
    }
  });

  it('serves the logo it names', async () => {
    const res = await ctx.app.inject({ url: '/uploads/site/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });

  it('returns the home-page sections with their media', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/home-content' });
    const data = HomeContentSchema.parse(res.json().data);
    expect(data.partners.length).toBeGreaterThan(3);
    expect(data.destinations.map((d) => d.slug)).toContain('istanbul');
    expect(data.tours[0]!.title.ar.length).toBeGreaterThan(3);
    const image = await ctx.app.inject({ url: data.destinations[0]!.image_url });
    expect(image.statusCode).toBe(200);
  });

  it('seeding twice changes nothing', async () => {
    const before = (await ctx.app.inject({ url: '/api/v1/site-settings' })).body;
    await seedDatabase(ctx.database.db, { demo: false, uploadsDir: ctx.config.uploadsDir });
    ctx.app.services.siteSettings.invalidate();
    expect((await ctx.app.inject({ url: '/api/v1/site-settings' })).body).toBe(before);
  });
});

describe('revalidation', () => {
  it('tags the answer and answers 304 without a body to a client that has it; new content gets a new tag', async () => {
    const first = await ctx.app.inject({ url: '/api/v1/site-settings' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const again = await ctx.app.inject({ url: '/api/v1/site-settings', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    for (const header of [`W/${etag}`, `"other", ${etag}`, '*']) {
      expect(
        (await ctx.app.inject({ url: '/api/v1/site-settings', headers: { 'if-none-match': header } })).statusCode,
      ).toBe(304);
    }
    const other = await ctx.app.inject({ url: '/api/v1/site-settings', headers: { 'if-none-match': '"stale"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);

    // The same content after a refresh keeps its tag; changed content gets another one.
    ctx.app.services.siteSettings.invalidate();
    expect((await ctx.app.inject({ url: '/api/v1/site-settings' })).headers.etag).toBe(etag);
    await ctx.database.db.execute(sql`update currencies set conversation_rate = '0.00077' where code = 'USD'`);
    ctx.app.services.siteSettings.invalidate();
    const changed = await ctx.app.inject({ url: '/api/v1/site-settings', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.currencies.find((c: { name: string }) => c.name === 'USD').conversation_rate).toBe(
      0.00077,
    );
    await ctx.database.db.execute(sql`update currencies set conversation_rate = '0.00076' where code = 'USD'`);
    ctx.app.services.siteSettings.invalidate();
  });

  it('tags the home content too', async () => {
    const first = await ctx.app.inject({ url: '/api/v1/home-content' });
    const again = await ctx.app.inject({
      url: '/api/v1/home-content',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('HTTP conventions', () => {
  it('gives API answers the REST security headers: nothing loads from them or frames them, HSTS, nosniff', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/site-settings' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers unknown /api paths with a JSON 404 in the caller language', async () => {
    const res = await ctx.app.inject({
      url: '/api/v1/does-not-exist',
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      status: 404,
      code: 'route_not_found',
      detail: 'Diesen API-Endpunkt gibt es nicht',
    });
  });

  it('gives every response a request id and echoes a sane incoming one', async () => {
    const res = await ctx.app.inject({ url: '/healthz', headers: { 'x-request-id': 'req-12345678' } });
    expect(res.headers['x-request-id']).toBe('req-12345678');
    const other = await ctx.app.inject({ url: '/healthz', headers: { 'x-request-id': '<script>' } });
    expect(other.headers['x-request-id']).not.toBe('<script>');
  });

  it('reports liveness and readiness', async () => {
    expect((await ctx.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject({ url: '/readyz' })).json()).toMatchObject({ status: 'ready' });
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const ui = await ctx.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/auth/register', '/api/v1/site-settings', '/api/v1/user-wallets']),
    );
  });
});

describe('CORS', () => {
  it('allows only the configured origins', async () => {
    const cors = await createTestApp({ CORS_ORIGINS: ['https://agent.example.iq'] });
    try {
      const allowed = await cors.app.inject({
        url: '/api/v1/site-settings',
        headers: { origin: 'https://agent.example.iq' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://agent.example.iq');
      // A download's name (statements, reports, private files) is readable from the other origin too.
      expect(String(allowed.headers['access-control-expose-headers'])).toContain('content-disposition');
      const denied = await cors.app.inject({
        url: '/api/v1/site-settings',
        headers: { origin: 'https://evil.example' },
      });
      expect(denied.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await cors.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/auth/login',
        headers: {
          origin: 'https://agent.example.iq',
          'access-control-request-method': 'POST',
          'access-control-request-headers': '_lang,authorization',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(String(preflight.headers['access-control-allow-headers'])).toContain('_lang');
    } finally {
      await cors.close();
    }
  });
});
