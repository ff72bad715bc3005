import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { uploads } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createStaff, createSubUser, type TestUser } from '../../test/factories.js';
import { solidPng } from '../../test/images.js';
import { decodeSlots, PIXEL_LIMIT } from '../../lib/images.js';
import { UPLOAD_LIMITS } from './uploads.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const upload = (
  user: TestUser,
  purpose: string,
  bytes: Buffer,
  type = 'image/png',
  headers: Record<string, string> = {},
) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'file.bin');
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/uploads?purpose=${purpose}`,
    headers: { ...user.auth, ...headers },
    payload: form,
  });
};
const storedCount = async (user: TestUser) =>
  (await ctx.database.db.select().from(uploads).where(eq(uploads.accountId, user.accountId))).length;

/** A logo with a transparent background: an opaque square in the middle of a clear 120 × 60 canvas. */
const transparentLogo = () =>
  sharp({ create: { width: 120, height: 60, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: { create: { width: 20, height: 20, channels: 4, background: { r: 11, g: 79, b: 108, alpha: 1 } } },
        left: 50,
        top: 20,
      },
    ])
    .png()
    .toBuffer();

describe('receipt uploads', () => {
  it('refuses a file that is not an image, whatever it claims to be, in the caller’s language', async () => {
    const user = await createOwner(ctx);
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    const res = await upload(user, 'receipt', pdf, 'image/png', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'upload_invalid',
      detail: 'Upload a JPEG, PNG or WebP image of at most 5 MB',
      errors: [{ field: 'file', message: 'Upload a JPEG, PNG or WebP image of at most 5 MB' }],
    });
    const inArabic = await upload(user, 'receipt', pdf);
    expect(inArabic.json().detail).toBe('ارفع صورة JPEG أو PNG أو WebP بحجم لا يتجاوز 5 ميغابايت');
    expect(await storedCount(user)).toBe(0);
  });

  it('refuses an image over 5 MB and stores nothing', async () => {
    const user = await createOwner(ctx);
    // A real PNG header followed by 6 MB: the size, not the content, is what is wrong.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b4f6c' } })
      .png()
      .toBuffer();
    const big = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024, 1)]);
    const res = await upload(user, 'receipt', big, 'image/png', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'upload_invalid',
      errors: [{ field: 'file', message: 'Upload a JPEG, PNG or WebP image of at most 5 MB' }],
    });
    expect(await storedCount(user)).toBe(0);
  });

  it('stores a receipt as a JPEG without its metadata', async () => {
    const user = await createOwner(ctx);
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#f6b73c' } })
      .png()
      .toBuffer();
    const res = await upload(user, 'receipt', png);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ purpose: 'receipt', content_type: 'image/jpeg' });
  });
});

describe('logo uploads', () => {
  it('keep their transparency as PNG (a receipt of the same image turns opaque JPEG)', async () => {
    const user = await createOwner(ctx, { kind: 'agency' });
    const logo = await upload(user, 'logo', await transparentLogo());
    expect(logo.statusCode).toBe(201);
    expect(logo.json().data).toMatchObject({ purpose: 'logo', content_type: 'image/png' });
    const served = await ctx.app.inject({ url: `/api/v1/uploads/${logo.json().data.id}`, headers: user.auth });
    expect(served.headers['content-type']).toBe('image/png');
    const { data, info } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
    expect(alpha(2, 2)).toBe(0); // the corner stays clear
    expect(alpha(60, 30)).toBe(255); // the mark stays solid

    const asReceipt = await upload(user, 'receipt', await transparentLogo());
    expect(asReceipt.json().data.content_type).toBe('image/jpeg');
  });

  it('keep WebP as WebP with its alpha channel', async () => {
    const user = await createOwner(ctx, { kind: 'agency' });
    const webp = await sharp(await transparentLogo())
      .webp({ lossless: true })
      .toBuffer();
    const logo = await upload(user, 'logo', webp, 'image/webp');
    expect(logo.json().data).toMatchObject({ content_type: 'image/webp' });
    const served = await ctx.app.inject({ url: `/api/v1/uploads/${logo.json().data.id}`, headers: user.auth });
    expect((await sharp(served.rawPayload).metadata()).hasAlpha).toBe(true);
  });

  it('are served to every user of the account (its sub-users print the documents too), not to others', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    const sub = await createSubUser(ctx, owner, ['book']);
    const stranger = await createOwner(ctx, { kind: 'agency' });
    const id = (await upload(owner, 'logo', await transparentLogo())).json().data.id;
    expect((await ctx.app.inject({ url: `/api/v1/uploads/${id}`, headers: sub.auth })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/v1/uploads/${id}`, headers: stranger.auth })).statusCode).toBe(404);
  });
});

// Issue 21, hole 4 (decision 075): images are refused by their declared size before anything is decoded, decoded
// a few at a time, uploads are limited per user, and private files are always downloads.
describe('uploads that could exhaust memory', () => {
  it('refuses a 7071 × 7071 pixel bomb by its declared size, in the caller’s language, and stores nothing', async () => {
    const user = await createOwner(ctx);
    const bomb = solidPng(7071, 7071);
    expect(bomb.length).toBeLessThan(200 * 1024); // small on the wire, about 150 MB once decoded
    for (const [lang, message] of [
      ['en', 'This image has too many pixels (at most 25 megapixels, such as 6000 × 4000): send a smaller photo'],
      ['ar', 'عدد نقاط هذه الصورة كبير جدًا (25 ميغابكسل على الأكثر، مثل 6000 × 4000): أرسل صورة أصغر'],
      [
        'de',
        'Dieses Bild hat zu viele Pixel (höchstens 25 Megapixel, etwa 6000 × 4000): Senden Sie ein kleineres Foto',
      ],
    ] as const) {
      const res = await upload(user, 'receipt', bomb, 'image/png', { _lang: lang });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'image_too_large',
        detail: message,
        errors: [{ field: 'file', message }],
      });
    }
    expect(await storedCount(user)).toBe(0);
    // Just inside the limit is accepted.
    const side = Math.floor(Math.sqrt(PIXEL_LIMIT));
    expect((await upload(user, 'receipt', solidPng(side, side))).statusCode).toBe(201);
  });

  it('decodes at most a few images at a time, whatever arrives at once', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => createOwner(ctx)));
    decodeSlots.resetPeak();
    const results = await Promise.all(users.map((u) => upload(u, 'passport', solidPng(1600, 1200))));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(decodeSlots.peak()).toBeGreaterThan(0);
    expect(decodeSlots.peak()).toBeLessThanOrEqual(decodeSlots.size);
  });

  it('limits uploads per user with a translated 429 on the file field; other users are not affected', async () => {
    const user = await createOwner(ctx);
    const other = await createOwner(ctx);
    const png = solidPng(20, 20);
    for (let i = 0; i < UPLOAD_LIMITS.perUser.max; i++)
      expect((await upload(user, 'receipt', png)).statusCode).toBe(201);
    const refused = await upload(user, 'receipt', png, 'image/png', { _lang: 'en' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      code: 'too_many_uploads',
      errors: [
        {
          field: 'file',
          message: expect.stringMatching(/^You have sent many images in a short time: try again in \d+ seconds$/),
        },
      ],
    });
    const inArabic = await upload(user, 'receipt', png);
    expect(inArabic.json().errors[0].message).toMatch(/^أرسلت صورًا كثيرة في وقت قصير: حاول مرة أخرى بعد \d+ ثانية$/);
    expect(await storedCount(user)).toBe(UPLOAD_LIMITS.perUser.max);
    expect((await upload(other, 'receipt', png)).statusCode).toBe(201);
  });

  it('serves every private file as a download (Content-Disposition: attachment), never inline', async () => {
    const user = await createOwner(ctx);
    const id = (await upload(user, 'receipt', solidPng(30, 20))).json().data.id;
    const own = await ctx.app.inject({ url: `/api/v1/uploads/${id}`, headers: user.auth });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toBe(`attachment; filename="${id}.jpg"`);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['cache-control']).toBe('private, no-store');
    // The back office's copies of customers' files too: a top-up's receipt.
    const topup = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/wallet-topups',
      headers: user.auth,
      payload: { currency: 'IQD', amount: '100000', method: 'zaincash', reference: 'ZC-0001', receipt_upload_id: id },
    });
    expect(topup.statusCode).toBe(201);
    const desk = await createStaff(ctx, 'desk');
    const receipt = await ctx.app.inject({
      url: `/api/v1/admin/wallet-topups/${topup.json().data.id}/receipt`,
      headers: desk.auth,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-disposition']).toBe(`attachment; filename="${id}.jpg"`);
  });
});
