import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createSubUser, fund } from '../../test/factories.js';
import { bookFlight, bookingBody, searchDirect, walletMinor } from '../../test/flights.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('a sub-user’s monthly spending limit under concurrency', () => {
  it('12 parallel wallet bookings on different flights by a sub-user at its limit never spend past it', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    await fund(ctx, owner.accountId, 'IQD', 500_000_000n);
    const booker = await createSubUser(ctx, owner, ['book', 'pay_wallet']);
    // Different dates, so no seat row is shared and only the limit can keep the bookings apart.
    const searches = [];
    for (let day = 40; day < 52; day++) searches.push(await searchDirect(ctx, 'BGW', 'DXB', day));
    const fares = searches.map((s) => BigInt(s.fare.total.iqd));
    const limit = fares[0]! * 3n + fares[0]! / 2n;
    const limited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/sub-users/${booker.id}`,
      headers: owner.auth,
      payload: { limits: [{ currency: 'IQD', monthly: String(limit) }] },
    });
    expect(limited.statusCode).toBe(200);

    const results = await Promise.all(
      searches.map((s) => bookFlight(ctx, booker, bookingBody(s), { 'accept-language': 'en' })),
    );
    const spent = results.reduce((sum, r, i) => (r.statusCode === 201 ? sum + fares[i]! : sum), 0n);
    expect(results.filter((r) => r.statusCode === 201).length).toBeGreaterThanOrEqual(2);
    expect(spent).toBeLessThanOrEqual(limit);
    results.forEach((refused, i) => {
      if (refused.statusCode === 201) return;
      expect(refused.statusCode).toBe(422);
      expect(refused.json().detail).toBe('This exceeds your monthly IQD spending limit');
      expect(spent + fares[i]!).toBeGreaterThan(limit); // refused only because it would not fit
    });
    expect((await walletMinor(ctx, owner)).IQD).toBe(500_000_000n - spent);

    const listed = await ctx.app.inject({ url: '/api/v1/sub-users', headers: owner.auth });
    const row = (listed.json().data as Array<{ id: string; spent_this_month: Array<{ currency: string }> }>).find(
      (u) => u.id === booker.id,
    );
    expect(row?.spent_this_month).toContainEqual(expect.objectContaining({ currency: 'IQD' }));
    const { sums, drift } = await ctx.app.services.ledger.invariants();
    expect(drift).toEqual([]);
    for (const sum of sums) expect(sum.posted).toBe('0');
  });
});
