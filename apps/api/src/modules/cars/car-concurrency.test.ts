import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, fund } from '../../test/factories.js';
import { walletMinor } from '../../test/flights.js';
import { bookCar, carAt, carDetail, driver, searchCars } from '../../test/cars.js';
import { dayCapacity } from '../../db/schema.js';

// On PGlite the requests queue on one connection; with TEST_DATABASE_URL they race on PostgreSQL's pool.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('fleet under concurrency', () => {
  it('120 concurrent rentals over overlapping periods never take more cars than the fleet on any day', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 100_000_000_000n);
    const search = await searchCars(ctx, {
      destination: 'najaf',
      pickup: carAt(70),
      dropoff: carAt(76),
      age: 30,
      with_driver: 'yes',
    });
    const offer = search.json().data.offers[0] as { id: string; office: { id: string } };
    await ctx.database.db.execute(sql`update car_offers set fleet = 2 where id = ${offer.id}`);
    const ranges: Array<[number, number]> = [
      [0, 3],
      [1, 4],
      [2, 5],
      [3, 6],
      [0, 6],
      [1, 2],
      [4, 6],
      [0, 1],
    ];
    const bodies = await Promise.all(
      ranges.map(async ([from, to]) => {
        const pickup = carAt(70 + from);
        const dropoff = carAt(70 + to);
        const detail = await carDetail(ctx, offer.id, { pickup, dropoff, age: 35 });
        return {
          range: [from, to] as [number, number],
          body: {
            offer_id: offer.id,
            pickup,
            dropoff,
            dropoff_office: offer.office.id,
            driver: driver({ licence_number: '', licence_country: '' }),
            accepted_total_iqd: detail.json().data.price.total.iqd as string,
            payment: { method: 'wallet', currency: 'IQD' },
          },
        };
      }),
    );
    const attempts = Array.from({ length: 120 }, (_, i) => bodies[i % bodies.length]!);
    const results = await Promise.all(attempts.map((a) => bookCar(ctx, user, a.body)));
    const confirmed = results.flatMap((r, i) => (r.statusCode === 201 ? [attempts[i]!] : []));
    const refusals = new Set(
      results.filter((r) => r.statusCode !== 201).map((r) => `${r.statusCode} ${r.json().code}`),
    );
    expect([...refusals]).toEqual(['409 cars_unavailable']);
    expect(confirmed.length).toBeGreaterThanOrEqual(2);

    const rows = await ctx.database.db
      .select()
      .from(dayCapacity)
      .where(and(eq(dayCapacity.kind, 'car'), eq(dayCapacity.resourceId, offer.id)));
    for (let i = 0; i < 6; i++) {
      const day = carAt(70 + i).slice(0, 10);
      const taken = rows.find((r) => r.day === day)?.taken ?? 0;
      expect(taken, day).toBeLessThanOrEqual(2);
      expect(taken, day).toBe(confirmed.filter((c) => c.range[0] <= i && i < c.range[1]).length);
    }
    expect(rows.some((r) => r.taken === 2)).toBe(true);
    const paid = confirmed.reduce((s, c) => s + BigInt(c.body.accepted_total_iqd), 0n);
    expect((await walletMinor(ctx, user)).IQD).toBe(100_000_000_000n - paid);
    const { sums, drift } = await ctx.app.services.ledger.invariants();
    expect(drift).toEqual([]);
    for (const row of sums) expect(row.posted).toBe('0');
  });
});
