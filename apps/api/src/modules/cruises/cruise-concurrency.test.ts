import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { CruiseDetail, CruiseSelection } from '@portal/contracts/cruises';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, fund } from '../../test/factories.js';
import { walletMinor } from '../../test/flights.js';
import { bookCruise, cruiseBookingBody, cruiseDetail, selectCruise } from '../../test/cruises.js';
import { departureCategories } from '../../db/schema.js';

// On PGlite the requests queue on one connection; with TEST_DATABASE_URL they race on PostgreSQL's pool.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('cruise cabins under concurrency', () => {
  it('50 parallel bookings of the last balcony cabin: exactly one wins, the ledger zero-sum, every loser told', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 100_000_000_000n);
    const detail = (await cruiseDetail(ctx, 'western-med-from-barcelona')).json().data as CruiseDetail;
    const sailing = detail.sailing_list[0]!;
    const where = and(eq(departureCategories.departureId, sailing.id), eq(departureCategories.code, 'balcony'));
    const [seeded] = await ctx.database.db.select().from(departureCategories).where(where);
    expect(seeded!.left).toBe(1);
    const selections = await Promise.all(
      [1, 2].map(async (adults) => {
        const res = await selectCruise(ctx, {
          departure_id: sailing.id,
          grade: 'balcony',
          cabins: [{ adults, children: 0 }],
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json().data as CruiseSelection;
      }),
    );
    const attempts = Array.from({ length: 50 }, (_, i) => selections[i % 2]!);
    const results = await Promise.all(attempts.map((s) => bookCruise(ctx, user, cruiseBookingBody(s))));

    const won = results.flatMap((r, i) => (r.statusCode === 201 ? [attempts[i]!] : []));
    expect(won).toHaveLength(1);
    const refusals = new Set(
      results.filter((r) => r.statusCode !== 201).map((r) => `${r.statusCode} ${r.json().code}`),
    );
    expect([...refusals]).toEqual(['409 departure_full']);
    const [row] = await ctx.database.db.select().from(departureCategories).where(where);
    expect(row!.left).toBe(0);

    expect((await walletMinor(ctx, user)).IQD).toBe(100_000_000_000n - BigInt(won[0]!.total.iqd));
    const { sums, drift } = await ctx.app.services.ledger.invariants();
    expect(drift).toEqual([]);
    for (const r of sums) expect(r.posted).toBe('0');
  });
});
