import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bookings } from '../../db/schema.js';
import type { AppError } from '../../lib/app-error.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, type TestUser } from '../../test/factories.js';
import { bookFlight, bookingBody, searchDirect } from '../../test/flights.js';
import { bookHoldableStay } from '../../test/hotels.js';
import type { HoldExpiryFailure } from './hold-expiry.js';

// One sweep expires the overdue holds of every service; a hold that cannot be released must not stop the others.
let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createOwner(ctx);
});
afterAll(() => ctx.close());

async function hotelHold(days: number) {
  return (await bookHoldableStay(ctx, owner, days, { method: 'hold' })).id;
}

async function flightHold() {
  const res = await bookFlight(ctx, owner, bookingBody(await searchDirect(ctx), { payment: { method: 'hold' } }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

const overdue = (id: string, hours: number) =>
  ctx.database.db
    .update(bookings)
    .set({ holdExpiresAt: new Date(Date.now() - hours * 3_600_000) })
    .where(eq(bookings.id, id));
const statusOf = async (id: string) =>
  (await ctx.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;

describe('expiring unpaid holds of every service in one sweep', () => {
  it('sets aside a hold whose supplier is no longer registered and expires the others', async () => {
    const orphan = await hotelHold(30);
    const hotel = await hotelHold(34);
    const flight = await flightHold();
    // The orphan is the longest overdue, so it comes first in every sweep.
    await ctx.database.db
      .update(bookings)
      .set({ details: sql`jsonb_set(${bookings.details}, '{supplier}', '"withdrawn"')` })
      .where(eq(bookings.id, orphan));
    await overdue(orphan, 48);
    await overdue(hotel, 2);
    await overdue(flight, 1);

    const failures: HoldExpiryFailure[] = [];
    const onFailure = (f: HoldExpiryFailure) => failures.push(f);
    expect(await ctx.app.services.bookings.expireHolds({ onFailure })).toBe(2);
    expect(await statusOf(hotel)).toBe('expired');
    expect(await statusOf(flight)).toBe('expired');
    expect(await statusOf(orphan)).toBe('held');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ bookingId: orphan, service: 'hotel' });
    expect((failures[0]!.error as AppError).code).toBe('not_cancellable');

    // The next sweeps do not try it again in front of the others: a hold that falls due meanwhile expires.
    const later = await hotelHold(38);
    await overdue(later, 1);
    expect(await ctx.app.services.bookings.expireHolds({ onFailure })).toBe(1);
    expect(await statusOf(later)).toBe('expired');
    expect(failures).toHaveLength(1);

    // Some time later it is tried again (the supplier may be registered again by then).
    await ctx.app.services.bookings.expireHolds({ now: new Date(Date.now() + 3_600_000), onFailure });
    expect(failures.map((f) => f.bookingId)).toEqual([orphan, orphan]);
    expect(await statusOf(orphan)).toBe('held');
  });
});
