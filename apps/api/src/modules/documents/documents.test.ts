import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@portal/contracts/messages';
import { documentLinks } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createStaff, fund, type TestUser } from '../../test/factories.js';
import { bookFlight, bookingBody, searchDirect } from '../../test/flights.js';
import { maskPassport } from './documents.service.js';

// The PDFs themselves are printed by Chromium from the built web app: e2e/journeys/documents.test.ts reads them
// back. Here: who may have a document, shared links, the verification, and the answer without a renderer.
let ctx: TestContext;
let owner: TestUser;
let other: TestUser;
let bookingId: string;
let reference: string;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createOwner(ctx);
  other = await createOwner(ctx);
  await fund(ctx, owner.accountId, 'IQD', 50_000_000n);
  const res = await bookFlight(ctx, owner, bookingBody(await searchDirect(ctx)), { 'idempotency-key': 'doc-test-1' });
  expect(res.statusCode, res.body).toBe(201);
  bookingId = res.json().data.id;
  reference = res.json().data.reference;
});
afterAll(() => ctx.close());

const share = async (user: TestUser = owner) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${bookingId}/document-shares`,
    headers: user.auth,
    payload: { lang: 'en' },
  });

describe('documents made by the server (decisions 136, 137)', () => {
  it('answers a translated 503 when no PDF renderer runs, and 404 for another account', async () => {
    const res = await ctx.app.inject({
      url: `/api/v1/bookings/${bookingId}/document.pdf?lang=de`,
      headers: { ...owner.auth, _lang: 'de' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'document_renderer_unavailable',
      detail: translate('document_renderer_unavailable', 'de'),
    });
    const foreign = await ctx.app.inject({ url: `/api/v1/bookings/${bookingId}/document.pdf`, headers: other.auth });
    expect(foreign.statusCode).toBe(404);
    expect((await share(other)).statusCode).toBe(404);
    const staff = await createStaff(ctx);
    const desk = await ctx.app.inject({ url: `/api/v1/bookings/${bookingId}/document.pdf`, headers: staff.auth });
    expect(desk.statusCode).toBe(503); // staff may have it: only the renderer is missing
  });

  it('opens a shared link without logging in, passport masked, until it is withdrawn', async () => {
    const made = await share();
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json().data;
    expect(link.url).toContain(`/documents/${link.token}`);
    const opened = await ctx.app.inject({ url: `/api/v1/documents/${link.token}?lang=ar` });
    expect(opened.statusCode, opened.body).toBe(200);
    const view = opened.json().data;
    expect(view).toMatchObject({ shared: true, lang: 'ar', booking: { reference } });
    expect(opened.body).not.toContain('A12345678');
    expect(view.booking.travellers[0].passport_number).toBe(maskPassport('A12345678'));
    expect(view.verify.qr.size).toBeGreaterThan(20);

    const listed = await ctx.app.inject({ url: `/api/v1/bookings/${bookingId}/document-shares`, headers: owner.auth });
    expect(listed.json().data.map((s: { id: string }) => s.id)).toContain(link.id);
    const foreign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/bookings/${bookingId}/document-shares/${link.id}`,
      headers: other.auth,
    });
    expect(foreign.statusCode).toBe(404);
    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/bookings/${bookingId}/document-shares/${link.id}`,
      headers: owner.auth,
    });
    expect(revoked.statusCode).toBe(204);
    const gone = await ctx.app.inject({ url: `/api/v1/documents/${link.token}`, headers: { _lang: 'de' } });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe(translate('document_link_invalid', 'de'));
  });

  it('a shared link opens for 7 days, not after', async () => {
    const link = (await share()).json().data;
    const days = (Date.parse(link.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    await ctx.database.db
      .update(documentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(documentLinks.id, link.id));
    expect((await ctx.app.inject({ url: `/api/v1/documents/${link.token}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/v1/documents/${link.token}/pdf` })).statusCode).toBe(404);
  });

  it('verifies a document by its code, telling its reference and dates and nothing personal', async () => {
    const link = (await share()).json().data;
    const code = (await ctx.app.inject({ url: `/api/v1/documents/${link.token}` })).json().data.verify.code;
    const res = await ctx.app.inject({ url: `/api/v1/verify/${code}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ valid: true, reference, service: 'flight', status: 'confirmed' });
    expect(res.json().data.starts_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(res.json().data).sort()).toEqual(
      ['ends_on', 'issued_at', 'kind', 'reference', 'service', 'starts_on', 'status', 'valid'].sort(),
    );
    // The reference is random letters and digits and may itself hold '678'; look for personal data in the rest.
    const rest = res.body.replaceAll(reference, '');
    for (const personal of ['Ahmed', 'Rubaie', 'A12345678', '678', 'ahmed@example.iq', owner.email])
      expect(rest).not.toContain(personal);
    expect((await ctx.app.inject({ url: '/api/v1/verify/UNKNOWNCODE2345' })).statusCode).toBe(404);
  });
});
