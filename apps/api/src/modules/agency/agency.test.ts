import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, type TestUser } from '../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function uploadImage(user: TestUser, purpose: 'logo' | 'receipt'): Promise<string> {
  const png = await sharp({
    create: { width: 40, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/uploads?purpose=${purpose}`,
    headers: user.auth,
    payload: form,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}
const save = (user: TestUser, body: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/agency-settings',
    headers: { ...user.auth, 'accept-language': 'en' },
    payload: body,
  });

describe('the agency logo', () => {
  it('saves the account’s own logo upload', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    const id = await uploadImage(owner, 'logo');
    const res = await save(owner, { logo_upload_id: id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.logo_upload_id).toBe(id);
  });

  it('refuses a logo upload that belongs to another account, and keeps the saved one', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    const mine = await uploadImage(owner, 'logo');
    await save(owner, { logo_upload_id: mine });
    const other = await createOwner(ctx, { kind: 'agency' });
    const theirs = await uploadImage(other, 'logo');
    const res = await save(owner, { logo_upload_id: theirs, contact_line: 'Dijla Tours' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'file', message: 'Upload a JPEG, PNG or WebP image of at most 5 MB' }]);
    const settings = (await ctx.app.inject({ url: '/api/v1/agency-settings', headers: owner.auth })).json().data;
    expect(settings).toMatchObject({ logo_upload_id: mine, contact_line: '' });
  });

  it('refuses an upload made for another purpose (a receipt) as a new logo', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    const receipt = await uploadImage(owner, 'receipt');
    expect((await save(owner, { logo_upload_id: receipt })).statusCode).toBe(400);
  });
});
