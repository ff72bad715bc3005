import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createOwner, createStaff, fund, type TestUser } from '../../../test/factories.js';
import { adultPassenger, bookFlight, bookingBody, searchDirect, walletMinor } from '../../../test/flights.js';
import { auditLog, bookings } from '../../../db/schema.js';

let ctx: TestContext;
let desk: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  desk = await createStaff(ctx, 'desk');
});
afterAll(() => ctx.close());

const headers = () => ({ ...desk.auth, 'accept-language': 'en' });
const get = (url: string) => ctx.app.inject({ url, headers: headers() });
const post = (url: string, payload?: unknown, extra: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...headers(), ...extra },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A customer with IQD and a flight booking (paid, or held), travellers as given. */
async function booked(options: { hold?: boolean; adults?: number; name?: string } = {}) {
  const customer = await createOwner(ctx, { name: options.name ?? 'Desk Test Customer' });
  await fund(ctx, customer.accountId, 'IQD', 20_000_000n);
  const adults = options.adults ?? 1;
  const s = await searchDirect(ctx, 'BGW', 'IST', 30, { adults });
  const passengers = Array.from({ length: adults }, (_, i) =>
    adultPassenger({ first_name: ['Ahmed', 'Huda', 'Omar'][i], passport_number: `A1234567${i}` }),
  );
  const res = await bookFlight(
    ctx,
    customer,
    bookingBody(s, { passengers, ...(options.hold ? { payment: { method: 'hold' } } : {}) }),
  );
  expect(res.statusCode).toBe(201);
  return { customer, booking: res.json().data, search: s };
}

describe('the bookings desk', () => {
  it('lists every account’s bookings with filters and finds them by reference, account or traveller', async () => {
    const a = await booked({ name: 'Tigris Family' });
    const b = await booked({ hold: true, name: 'Euphrates Agency' });
    const all = (await get('/api/v1/admin/bookings?per_page=100')).json();
    const ids = all.data.map((x: { id: string }) => x.id);
    expect(ids).toEqual(expect.arrayContaining([a.booking.id, b.booking.id]));
    const held = (await get('/api/v1/admin/bookings?status=held&service=flight')).json().data;
    expect(held.every((x: { status: string }) => x.status === 'held')).toBe(true);
    expect(held.map((x: { id: string }) => x.id)).toContain(b.booking.id);
    const byAccount = (await get('/api/v1/admin/bookings?q=tigris')).json().data;
    expect(byAccount.map((x: { id: string }) => x.id)).toEqual([a.booking.id]);
    expect(byAccount[0]).toMatchObject({
      account: { name: 'Tigris Family', kind: 'customer' },
      title: 'Baghdad → Istanbul',
    });
    // In the staff member's language: an Arabic route reads right to left, its arrow pointing to the destination.
    const arabic = await ctx.app.inject({
      url: '/api/v1/admin/bookings?q=tigris',
      headers: { ...desk.auth, 'accept-language': 'ar' },
    });
    expect(arabic.json().data[0].title).toBe('بغداد ← إسطنبول');
    expect((await get(`/api/v1/admin/bookings?q=${a.booking.reference}`)).json().data[0].id).toBe(a.booking.id);
    expect((await get(`/api/v1/admin/bookings?account_id=${b.customer.accountId}`)).json().meta.total).toBe(1);
  });

  it('tickets a paid booking: one ticket number per traveller, documents kept, the customer sees the numbers', async () => {
    const { customer, booking } = await booked({ adults: 2 });
    const detail = (await get(`/api/v1/admin/bookings/${booking.id}`)).json().data;
    expect(detail).toMatchObject({ transitions: ['fulfilled'], document_kind: 'ticket', notes: [], documents: [] });

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    const form = new FormData();
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'ticket.pdf');
    const file = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/bookings/${booking.id}/files`,
      headers: desk.auth,
      payload: form,
    });
    expect(file.statusCode).toBe(201);
    expect(file.json().data).toMatchObject({ content_type: 'application/pdf' });

    const missing = await post(`/api/v1/admin/bookings/${booking.id}/fulfil`, {
      documents: [{ traveller_index: 0, number: '073-1234567890' }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({
      field: 'documents',
      message: 'Enter one ticket number for each traveller',
    });
    const malformed = await post(`/api/v1/admin/bookings/${booking.id}/fulfil`, {
      documents: [
        { traveller_index: 0, number: '073-12345' },
        { traveller_index: 1, number: '0731234567891' },
      ],
    });
    expect(malformed.json().errors).toContainEqual({
      field: 'documents.0.number',
      message: 'Enter a 13-digit ticket number such as 073-1234567890',
    });

    const done = await post(`/api/v1/admin/bookings/${booking.id}/fulfil`, {
      documents: [
        { traveller_index: 0, number: '073-1234567890' },
        { traveller_index: 1, number: '0731234567891' },
      ],
      file_ids: [file.json().data.id],
      note: 'Issued on the carrier’s portal',
    });
    expect(done.statusCode).toBe(200);
    const after = done.json().data;
    expect(after.booking.status).toBe('fulfilled');
    expect(after.transitions).toEqual([]);
    expect(
      after.documents.map((d: { number: string | null; traveller_index: number | null }) => [
        d.number,
        d.traveller_index,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['073-1234567890', 0],
        ['0731234567891', 1],
        [null, null],
      ]),
    );
    expect(after.notes.map((n: { text: string }) => n.text)).toEqual(['Issued on the carrier’s portal']);

    const mine = (await ctx.app.inject({ url: `/api/v1/bookings/${booking.id}`, headers: customer.auth })).json().data;
    expect(mine.status).toBe('fulfilled');
    expect(mine.history.at(-1)).toMatchObject({ status: 'fulfilled', note: '073-1234567890, 0731234567891' });
    expect(JSON.stringify(mine)).not.toContain('carrier’s portal');

    const download = await get(`/api/v1/admin/bookings/${booking.id}/files/${file.json().data.id}`);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    // The customer's own account owns the file (their documents' rules apply).
    expect(
      (await ctx.app.inject({ url: `/api/v1/uploads/${file.json().data.id}`, headers: customer.auth })).statusCode,
    ).toBe(200);

    const again = await post(`/api/v1/admin/bookings/${booking.id}/fulfil`, {
      documents: [
        { traveller_index: 0, number: '073-1234567890' },
        { traveller_index: 1, number: '0731234567891' },
      ],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invalid_transition');
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, booking.id))
      .orderBy(auditLog.createdAt, auditLog.id);
    // The file is recorded as it arrives, the issuing once (the refused second attempt wrote nothing).
    expect(audit.map((a) => a.action)).toEqual(['booking.file', 'booking.fulfil']);
    expect(audit[1]).toMatchObject({ actorId: desk.id, before: { status: 'confirmed' } });
  });

  it('pays a held booking from the customer’s wallet, then tickets it', async () => {
    const { customer, booking } = await booked({ hold: true });
    expect(
      (
        await post(`/api/v1/admin/bookings/${booking.id}/fulfil`, {
          documents: [{ traveller_index: 0, number: '0731111111111' }],
        })
      ).json().code,
    ).toBe('invalid_transition');
    const before = (await walletMinor(ctx, customer)).IQD!;
    const paid = await post(
      `/api/v1/admin/bookings/${booking.id}/pay`,
      { currency: 'IQD' },
      { 'idempotency-key': `pay-${booking.id}` },
    );
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.booking.status).toBe('confirmed');
    expect((await walletMinor(ctx, customer)).IQD).toBe(before - BigInt(booking.total.iqd));
    const ticketed = await post(`/api/v1/admin/bookings/${booking.id}/fulfil`, {
      documents: [{ traveller_index: 0, number: '0731111111111' }],
    });
    expect(ticketed.json().data.booking.status).toBe('fulfilled');
  });

  it('cancels on the customer’s behalf with the refund the policy gives, once', async () => {
    const { customer, booking } = await booked();
    const quote = (await get(`/api/v1/admin/bookings/${booking.id}/cancellation-quote`)).json().data;
    expect(quote.allowed).toBe(true);
    const before = (await walletMinor(ctx, customer)).IQD!;
    const wrong = await post(`/api/v1/admin/bookings/${booking.id}/cancel`, { accepted_refund: '1' });
    expect(wrong.json().code).toBe('refund_changed');
    const results = await Promise.all(
      Array.from({ length: 3 }, () =>
        post(
          `/api/v1/admin/bookings/${booking.id}/cancel`,
          { accepted_refund: quote.refund.amount },
          { 'idempotency-key': `cancel-${booking.id}` },
        ),
      ),
    );
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    const after = (await get(`/api/v1/admin/bookings/${booking.id}`)).json().data;
    const expected = BigInt(quote.refund.amount) > 0n ? 'refunded' : 'cancelled';
    expect(after.booking.status).toBe(expected);
    expect((await walletMinor(ctx, customer)).IQD).toBe(before + BigInt(quote.refund.amount));
    const mine = (await ctx.app.inject({ url: `/api/v1/bookings/${booking.id}`, headers: customer.auth })).json().data;
    expect(mine.status).toBe(expected);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, booking.id));
    expect(audit.map((a) => a.action)).toEqual(['booking.cancel']);
  });

  it('keeps internal notes, marks a pending booking failed, and refuses other transitions', async () => {
    const { booking } = await booked();
    const noted = await post(`/api/v1/admin/bookings/${booking.id}/notes`, {
      text: 'Customer called: wants a window seat',
    });
    expect(noted.json().data.notes).toEqual([
      expect.objectContaining({
        text: 'Customer called: wants a window seat',
        author: { id: desk.id, name: 'Staff member' },
      }),
    ]);
    expect((await post(`/api/v1/admin/bookings/${booking.id}/notes`, { text: '  ' })).json().errors).toContainEqual({
      field: 'text',
      message: 'This field is required',
    });
    const refused = await post(`/api/v1/admin/bookings/${booking.id}/status`, {
      status: 'failed',
      note: 'Supplier refused',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('This booking cannot move to that status from its current one');
    expect(
      (await post(`/api/v1/admin/bookings/${booking.id}/status`, { status: 'refunded', note: 'x' })).statusCode,
    ).toBe(400);

    await ctx.database.db.update(bookings).set({ status: 'pending' }).where(eq(bookings.id, booking.id));
    const failed = await post(`/api/v1/admin/bookings/${booking.id}/status`, {
      status: 'failed',
      note: 'Supplier refused the booking',
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data.booking.status).toBe('failed');
    expect(failed.json().data.booking.history.at(-1)).toMatchObject({
      status: 'failed',
      note: 'Supplier refused the booking',
    });
  });

  it('refuses bad input and unknown bookings', async () => {
    const { booking } = await booked();
    expect((await get('/api/v1/admin/bookings/not-a-uuid')).json().errors).toContainEqual({
      field: 'id',
      message: 'Invalid identifier',
    });
    expect((await get('/api/v1/admin/bookings/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/v1/admin/bookings?status=lost')).statusCode).toBe(400);
    expect((await get('/api/v1/admin/bookings?from=2026-02-30')).json().errors).toContainEqual({
      field: 'from',
      message: 'Enter a date as YYYY-MM-DD',
    });
    expect((await post(`/api/v1/admin/bookings/${booking.id}/fulfil`, { documents: [] })).json().errors).toContainEqual(
      {
        field: 'documents',
        message: 'Enter the number of each issued document',
      },
    );
    const text = Buffer.from('just text, not a document');
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'application/pdf' }), 'fake.pdf');
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/bookings/${booking.id}/files`,
      headers: headers(),
      payload: form,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toContainEqual({
      field: 'file',
      message: 'Upload a PDF, JPEG, PNG or WebP file of at most 5 MB',
    });
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const imageForm = new FormData();
    imageForm.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'voucher.jpg');
    const image = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/bookings/${booking.id}/files`,
      headers: desk.auth,
      payload: imageForm,
    });
    expect(image.json().data.content_type).toBe('image/jpeg');
    const other = await booked();
    // A file of another booking's account cannot be attached.
    const foreign = await post(`/api/v1/admin/bookings/${other.booking.id}/fulfil`, {
      documents: [{ traveller_index: 0, number: '0732222222222' }],
      file_ids: [image.json().data.id],
    });
    expect(foreign.json().errors).toContainEqual({
      field: 'file_ids.0',
      message: 'Upload a PDF, JPEG, PNG or WebP file of at most 5 MB',
    });
  });
  it.each([
    ['an empty note', { text: '' }, 'This field is required'],
    ['a note of spaces', { text: '   ' }, 'This field is required'],
    ['no note at all', {}, 'This field is required'],
    ['a note that is not text', { text: 42 }, 'Invalid value'],
    ['a note of a whole page', { text: 'x'.repeat(2001) }, 'Must be at most 2000 characters'],
  ])('refuses %s on a booking', async (_label, body, message) => {
    const { booking } = await booked();
    const res = await post(`/api/v1/admin/bookings/${booking.id}/notes`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'text', message });
    expect((await get(`/api/v1/admin/bookings/${booking.id}`)).json().data.notes).toEqual([]);
  });
});
