import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, fund } from '../../test/factories.js';
import { walletMinor } from '../../test/flights.js';
import {
  bookHotel,
  hotelBookingBody,
  hotelDay,
  hotelRates,
  selectionFor,
  type RoomTypeRow,
} from '../../test/hotels.js';
import { hotelAllotments } from '../../db/schema.js';
import { addDays } from '../../lib/time-zones.js';
import * as repo from './builtin/hotels.repository.js';

// On PGlite the requests queue on one connection; with TEST_DATABASE_URL they race on PostgreSQL's pool.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('allotments under concurrency', () => {
  it('300 concurrent bookings of the last rooms over overlapping stays never oversell a night', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 10_000_000_000n);
    const hotelId = (await ctx.app.inject({ url: '/api/v1/hotels/palace-sultanahmet-istanbul' })).json().data.id;
    const first = hotelDay(60);
    const nights = Array.from({ length: 6 }, (_, i) => addDays(first, i));
    const rates = await hotelRates(ctx, hotelId, {
      check_in: first,
      check_out: addDays(first, 6),
      nationality: 'IQ',
      rooms: [{ adults: 2 }],
    });
    const roomType = (rates.json().data.room_types as RoomTypeRow[]).find((rt) => rt.max_adults >= 2)!;
    const rateId = roomType.rates[0]!.id;
    // Three rooms left on each of the six nights.
    for (const night of nights)
      await repo.setCapacity(ctx.database.db, { roomTypeId: roomType.id, night, capacity: 3 });
    ctx.app.services.hotels.invalidate();

    // Stays that overlap in every way: nested, shifted, single nights, the whole week.
    const ranges: Array<[number, number]> = [
      [0, 3],
      [1, 4],
      [2, 5],
      [3, 6],
      [0, 6],
      [1, 2],
      [4, 6],
      [2, 3],
      [0, 2],
      [3, 5],
    ];
    const selections = await Promise.all(
      ranges.map(async ([from, to]) => ({
        range: [from, to] as [number, number],
        selection: await selectionFor(
          ctx,
          hotelId,
          { check_in: nights[from]!, check_out: addDays(first, to), nationality: 'IQ' },
          [{ adults: 2, rate_id: rateId }],
        ),
      })),
    );
    const attempts = Array.from({ length: 300 }, (_, i) => selections[i % selections.length]!);
    const results = await Promise.all(attempts.map((a) => bookHotel(ctx, user, hotelBookingBody(a.selection))));

    const confirmed = results.flatMap((r, i) => (r.statusCode === 201 ? [attempts[i]!] : []));
    const refusals = new Set(
      results.filter((r) => r.statusCode !== 201).map((r) => `${r.statusCode} ${r.json().code}`),
    );
    expect([...refusals]).toEqual(['409 rooms_unavailable']);
    expect(confirmed.length).toBeGreaterThanOrEqual(3);

    const rows = await ctx.database.db
      .select()
      .from(hotelAllotments)
      .where(and(eq(hotelAllotments.roomTypeId, roomType.id), inArray(hotelAllotments.night, nights)));
    nights.forEach((night, i) => {
      const sold = rows.find((r) => r.night === night)!.sold;
      const booked = confirmed.filter((c) => c.range[0] <= i && i < c.range[1]).length;
      expect(sold, night).toBeLessThanOrEqual(3);
      expect(sold, night).toBe(booked);
    });
    // Each confirmed booking took all of its nights: every booking's nights are accounted for exactly once.
    expect(rows.reduce((s, r) => s + r.sold, 0)).toBe(confirmed.reduce((s, c) => s + (c.range[1] - c.range[0]), 0));
    // The first stays in line fill some night completely.
    expect(rows.some((r) => r.sold === 3)).toBe(true);

    const paid = confirmed.reduce((s, c) => s + BigInt(c.selection.total.iqd), 0n);
    expect((await walletMinor(ctx, user)).IQD).toBe(10_000_000_000n - paid);
    const { sums, drift } = await ctx.app.services.ledger.invariants();
    expect(drift).toEqual([]);
    for (const row of sums) expect(row.posted).toBe('0');
  });
});
