import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, fund } from '../../test/factories.js';
import { walletMinor } from '../../test/flights.js';
import { bookGuide, freeRun, guideContact, guideDetail, searchGuides } from '../../test/guides.js';
import { dayCapacity } from '../../db/schema.js';
import { addDays } from '../../lib/time-zones.js';

// On PGlite the requests queue on one connection; with TEST_DATABASE_URL they race on PostgreSQL's pool.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('a guide’s calendar under concurrency', () => {
  it('100 concurrent bookings over overlapping trips never book the guide twice on a day', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 100_000_000_000n);
    const id = (await searchGuides(ctx, { city: 'karbala' })).json().data.guides[0].id as string;
    const detail = (await guideDetail(ctx, id)).json().data;
    const start = freeRun(detail, 5, 40);
    const ranges: Array<[number, number]> = [
      [0, 2],
      [1, 2],
      [2, 3],
      [0, 5],
      [3, 2],
      [4, 1],
      [1, 1],
      [2, 1],
    ];
    const bodies = await Promise.all(
      ranges.map(async ([from, days]) => {
        const q = (await guideDetail(ctx, id, { date: addDays(start, from), days, group: 2 })).json().data;
        return {
          range: [from, days] as [number, number],
          body: {
            guide_id: id,
            start: addDays(start, from),
            days,
            group_size: 2,
            language: 'ar',
            meeting_point: 'Hotel lobby',
            contact: guideContact(),
            accepted_total_iqd: q.price.total.iqd as string,
            payment: { method: 'wallet', currency: 'IQD' },
          },
        };
      }),
    );
    const attempts = Array.from({ length: 100 }, (_, i) => bodies[i % bodies.length]!);
    const results = await Promise.all(attempts.map((a) => bookGuide(ctx, user, a.body)));
    const confirmed = results.flatMap((r, i) => (r.statusCode === 201 ? [attempts[i]!] : []));
    const refusals = new Set(
      results.filter((r) => r.statusCode !== 201).map((r) => `${r.statusCode} ${r.json().code}`),
    );
    expect([...refusals]).toEqual(['409 guide_unavailable']);
    expect(confirmed.length).toBeGreaterThanOrEqual(1);

    const rows = await ctx.database.db
      .select()
      .from(dayCapacity)
      .where(and(eq(dayCapacity.kind, 'guide'), eq(dayCapacity.resourceId, id)));
    for (let i = 0; i < 5; i++) {
      const day = addDays(start, i);
      const covering = confirmed.filter((c) => c.range[0] <= i && i < c.range[0] + c.range[1]).length;
      expect(covering, day).toBeLessThanOrEqual(1);
      expect(rows.find((r) => r.day === day)?.taken ?? 0, day).toBe(covering);
    }
    const paid = confirmed.reduce((s, c) => s + BigInt(c.body.accepted_total_iqd), 0n);
    expect((await walletMinor(ctx, user)).IQD).toBe(100_000_000_000n - paid);
    const { sums, drift } = await ctx.app.services.ledger.invariants();
    expect(drift).toEqual([]);
    for (const row of sums) expect(row.posted).toBe('0');
  });
});
