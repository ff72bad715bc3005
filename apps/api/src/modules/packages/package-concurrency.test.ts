import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, fund } from '../../test/factories.js';
import { walletMinor } from '../../test/flights.js';
import { bookTour, selectTour, tourBookingBody, tourDetail } from '../../test/packages.js';
import { departureCategories } from '../../db/schema.js';
import { addDays, baghdadDate } from '../../lib/time-zones.js';
import type { TourDetail } from '@portal/contracts/tours';

// On PGlite the requests queue on one connection; with TEST_DATABASE_URL they race on PostgreSQL's pool.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('seats under concurrency', () => {
  it('50 parallel bookings of the last 3 seats: never oversold, the ledger zero-sum, every loser told it is full', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 10_000_000_000n);
    const detail = (await tourDetail(ctx, 'istanbul-classic-from-basra')).json().data as TourDetail;
    const departure = detail.departures.find((d) => d.starts_on >= addDays(baghdadDate(), 10))!;
    await ctx.database.db
      .update(departureCategories)
      .set({ left: 3 })
      .where(eq(departureCategories.departureId, departure.id));
    const selections = await Promise.all(
      [1, 2].map(async (adults) => {
        const res = await selectTour(ctx, {
          departure_id: departure.id,
          category: 'seats',
          option: 'double',
          adults,
          children: 0,
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json().data;
      }),
    );
    const attempts = Array.from({ length: 50 }, (_, i) => selections[i % 2]!);
    const results = await Promise.all(attempts.map((s) => bookTour(ctx, user, tourBookingBody(s))));

    const won = results.flatMap((r, i) => (r.statusCode === 201 ? [attempts[i]!] : []));
    const refusals = new Set(
      results.filter((r) => r.statusCode !== 201).map((r) => `${r.statusCode} ${r.json().code}`),
    );
    expect([...refusals]).toEqual(['409 departure_full']);
    const seats = won.reduce((s, w) => s + w.adults, 0);
    expect(seats).toBeLessThanOrEqual(3);
    expect(seats).toBeGreaterThanOrEqual(2);
    const [row] = await ctx.database.db
      .select()
      .from(departureCategories)
      .where(eq(departureCategories.departureId, departure.id));
    expect(row!.left).toBe(3 - seats);

    const paid = won.reduce((s, w) => s + BigInt(w.total.iqd), 0n);
    expect((await walletMinor(ctx, user)).IQD).toBe(10_000_000_000n - paid);
    const { sums, drift } = await ctx.app.services.ledger.invariants();
    expect(drift).toEqual([]);
    for (const r of sums) expect(r.posted).toBe('0');
  });
});
