import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ConferenceDetail, ConferenceSelection } from '@portal/contracts/conferences';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, fund } from '../../test/factories.js';
import { walletMinor } from '../../test/flights.js';
import {
  bookConference,
  conferenceBookingBody,
  conferenceDetail,
  counts,
  selectConference,
} from '../../test/conferences.js';
import { departureCategories } from '../../db/schema.js';

// On PGlite the requests queue on one connection; with TEST_DATABASE_URL they race on PostgreSQL's pool.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('conference places under concurrency', () => {
  it('50 parallel registrations for the last 3 places: never oversold, the ledger zero-sum, every loser told', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 10_000_000_000n);
    const detail = (await conferenceDetail(ctx, 'orthopedics-international-cairo')).json().data as ConferenceDetail;
    await ctx.database.db
      .update(departureCategories)
      .set({ left: 3 })
      .where(eq(departureCategories.departureId, detail.departure_id));
    const selections = await Promise.all(
      ([{ specialist: 1 }, { specialist: 1, resident: 1 }] as Array<Record<string, number>>).map(async (attendees) => {
        const res = await selectConference(ctx, { departure_id: detail.departure_id, attendees: counts(attendees) });
        expect(res.statusCode, res.body).toBe(201);
        return res.json().data as ConferenceSelection;
      }),
    );
    const attempts = Array.from({ length: 50 }, (_, i) => selections[i % 2]!);
    const results = await Promise.all(attempts.map((s) => bookConference(ctx, user, conferenceBookingBody(s))));

    const won = results.flatMap((r, i) => (r.statusCode === 201 ? [attempts[i]!] : []));
    const refusals = new Set(
      results.filter((r) => r.statusCode !== 201).map((r) => `${r.statusCode} ${r.json().code}`),
    );
    expect([...refusals]).toEqual(['409 departure_full']);
    const places = won.reduce((s, w) => s + w.lines.reduce((n, l) => n + l.count, 0), 0);
    expect(places).toBeLessThanOrEqual(3);
    expect(places).toBeGreaterThanOrEqual(2);
    const [row] = await ctx.database.db
      .select()
      .from(departureCategories)
      .where(eq(departureCategories.departureId, detail.departure_id));
    expect(row!.left).toBe(3 - places);

    const paid = won.reduce((s, w) => s + BigInt(w.total.iqd), 0n);
    expect((await walletMinor(ctx, user)).IQD).toBe(10_000_000_000n - paid);
    const { sums, drift } = await ctx.app.services.ledger.invariants();
    expect(drift).toEqual([]);
    for (const r of sums) expect(r.posted).toBe('0');
  });
});
