import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { uploads } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createSubUser, type TestUser } from '../../test/factories.js';

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
