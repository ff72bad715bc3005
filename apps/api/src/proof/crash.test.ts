import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fromPglite, fromPostgres, type Database } from '../db/client.js';
import { createLedger } from '../modules/ledger/ledger.service.js';
import { startServer, type ServerProcess } from '../test/server-process.js';
import { adultPassenger, testBilling } from '../test/flights.js';
import { tourBookingBody } from '../test/packages.js';
import { hotelBookingBody, type RoomTypeRow } from '../test/hotels.js';
import { attempt, expectFreePort, throwawayDatabase, type Outcome } from './load.js';
import { proofPort, proofSize, recordSuite } from './report.js';

/**
 * The crash suite (issue 21, decision 141), Jepsen's bank test in spirit: a real API process (`server.ts`) runs a
 * mixed load — flight, hotel and tour bookings paid from the wallet, exchanges between currencies, top-ups
 * requested and approved, cancellations with refunds — and is killed with SIGKILL at a random moment, then started again on the same database, over and
 * over. After every kill, with the process dead, the database is read directly: every acknowledged booking,
 * cancellation and approval is there; no seat or place was sold twice (the inventory moved by exactly the live
 * bookings); every currency's ledger sums to zero and every wallet's running totals match its transfers; no
 * wallet is below zero; no booking without its payment, no payment without its booking. Requests whose answer
 * the kill swallowed are sent again with the same Idempotency-Key after the restart: each booking the database
 * holds was answered to its client, once. On PGlite (the data folder), and on PostgreSQL when TEST_DATABASE_URL
 * is set. `npm run proof` runs 20 cycles; every test run (CI included) a short version of 3, in which each client
 * starts every cycle with a different kind of write, so that every kind is sent (and most are cut) in every cycle.
 */

const CYCLES = Number(process.env.PROOF_CRASH_CYCLES ?? (proofSize() === 'full' ? 20 : 3));
const CLIENTS = 6;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const PORT = proofPort(onPostgres ? 6 : 5);
const FLIGHT_DAY = 45;
const HOTEL_DAY = 50;

let env: Record<string, string>;
let cleanup: () => Promise<void>;
let openDb: () => Promise<Database>;
let server: ServerProcess | undefined;

beforeAll(async () => {
  if (onPostgres) {
    const db = await throwawayDatabase(process.env.TEST_DATABASE_URL!, inject('pgTemplate')!, 'portal_crash');
    env = { DATABASE_URL: db.url, DATA_DIR: db.dataDir };
    cleanup = db.drop;
    openDb = async () => fromPostgres(db.url, 2);
  } else {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-crash-'));
    env = { DATA_DIR: dataDir };
    cleanup = () => rm(dataDir, { recursive: true, force: true });
    openDb = async () => fromPglite(await PGlite.create(`${dataDir}/db`));
  }
  env = { ...env, WEB_DIST: path.join(env.DATA_DIR!, 'none'), FLIGHT_SEARCH_WORKERS: '0', MAIL_QUEUE_INTERVAL_MS: '0' };
}, 60_000);
afterAll(async () => {
  await server?.stop('SIGKILL');
  await cleanup?.();
});

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

interface Sent {
  kind: 'flight' | 'tour' | 'hotel' | 'exchange' | 'cancel' | 'approve';
  url: string;
  body: unknown;
  key: string;
  token: string;
  outcome: Outcome;
}

const IN_FLIGHT = 'idempotency_in_flight';
const acknowledged = {
  bookings: new Set<string>(),
  cancelled: new Set<string>(),
  approved: new Set<string>(),
  exchanges: new Set<string>(),
};
const unanswered: Sent[] = [];
const answeredByKind: Record<string, number> = {};
const outcomes: Outcome[] = [];
const violations: string[] = [];

async function send(
  base: string,
  kind: Sent['kind'],
  url: string,
  token: string,
  body: unknown,
  key = randomUUID(),
): Promise<Outcome> {
  const outcome = await attempt(base, kind, url, {
    method: 'POST',
    body,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
  });
  outcomes.push(outcome);
  note({ kind, url, body, key, token, outcome });
  return outcome;
}
function note(sent: Sent) {
  const { outcome } = sent;
  // No answer (the kill), or the key still held by the request the kill cut (60 s): to be sent again later.
  if (outcome.status === null || (outcome.status === 409 && outcome.code === IN_FLIGHT)) {
    unanswered.push(sent);
    return;
  }
  const data = (outcome.body as { data?: { id?: string } })?.data;
  if (outcome.status < 300) answeredByKind[sent.kind] = (answeredByKind[sent.kind] ?? 0) + 1;
  if (sent.kind === 'flight' || sent.kind === 'tour' || sent.kind === 'hotel') {
    if ((outcome.status === 201 || outcome.status === 200) && data?.id) acknowledged.bookings.add(data.id);
  } else if (sent.kind === 'exchange') {
    if ((outcome.status === 201 || outcome.status === 200) && data?.id) acknowledged.exchanges.add(data.id);
  } else if (sent.kind === 'cancel' && outcome.status === 200) acknowledged.cancelled.add(sent.url.split('/')[4]!);
  else if (sent.kind === 'approve' && outcome.status === 200) acknowledged.approved.add(sent.url.split('/')[5]!);
}

async function json(base: string, url: string, token?: string, body?: unknown) {
  const o = await attempt(base, 'read', url, {
    ...(body === undefined ? {} : { method: 'POST', body }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  outcomes.push(o);
  return o;
}

async function login(base: string, email: string) {
  const o = await json(base, '/api/v1/auth/login', undefined, { email, password: 'Demo12345!' });
  if (o.status !== 200) throw new Error(`login ${email}: ${o.status}`);
  return (o.body as { data: { token: string } }).data.token;
}

let tourDeparture = '';
async function bookFlight(base: string, token: string) {
  const search = await json(base, '/api/v1/flight-searches', undefined, {
    trip: 'oneway',
    slices: [{ origin: 'BGW', destination: 'DXB', date: day(FLIGHT_DAY) }],
    adults: 1,
    children: 0,
    infants: 0,
  });
  const data = (search.body as { data?: { session_id: string; offers: Array<Record<string, unknown>> } })?.data;
  const offer = data?.offers.find((o) => (o.slices as Array<{ stops: number }>)[0]!.stops === 0);
  if (!offer) return;
  const fare = (offer.fares as Array<{ family: string; total: { iqd: string } }>)[0]!;
  await send(base, 'flight', '/api/v1/flight-bookings', token, {
    session_id: data!.session_id,
    offer_id: offer.id,
    fare_family: fare.family,
    accepted_total_iqd: fare.total.iqd,
    passengers: [adultPassenger()],
    contact: { email: 'crash@example.iq', phone: '+964 770 555 1234' },
    billing: testBilling,
    payment: { method: 'wallet', currency: 'IQD' },
  });
}

async function bookTour(base: string, token: string) {
  const selection = await json(base, '/api/v1/tour-selections', token, {
    departure_id: tourDeparture,
    category: 'seats',
    option: 'double',
    adults: 1,
    children: 0,
  });
  if (selection.status !== 201) return;
  const s = (selection.body as { data: Parameters<typeof tourBookingBody>[0] }).data;
  await send(base, 'tour', '/api/v1/tour-bookings', token, tourBookingBody(s));
}

let hotelId = '';
/** One room for one night at a built-in Istanbul hotel, at its first rate with a room left. */
async function bookHotel(base: string, token: string) {
  const stay = { check_in: day(HOTEL_DAY), check_out: day(HOTEL_DAY + 1), nationality: 'IQ' };
  const rates = await json(base, `/api/v1/hotels/${hotelId}/rates`, undefined, { ...stay, rooms: [{ adults: 2 }] });
  const roomTypes = (rates.body as { data?: { room_types: RoomTypeRow[] } })?.data?.room_types ?? [];
  const rate = roomTypes.flatMap((rt) => rt.rates).find((r) => r.rooms[0]);
  if (!rate) return;
  const selection = await json(base, '/api/v1/hotel-rate-selections', undefined, {
    hotel_id: hotelId,
    ...stay,
    rooms: [{ adults: 2, rate_id: rate.id }],
  });
  if (selection.status !== 201) return;
  const s = (selection.body as { data: Parameters<typeof hotelBookingBody>[0] }).data;
  await send(base, 'hotel', '/api/v1/hotel-bookings', token, hotelBookingBody(s));
}

/** IQD to USD at the quoted rate. */
async function exchange(base: string, token: string) {
  const body = { from_currency: 'IQD', to_currency: 'USD', amount: '65000' };
  const quote = await json(base, '/api/v1/wallet-exchanges/quote', token, body);
  if (quote.status !== 200) return;
  const credit = (quote.body as { data: { credit: string } }).data.credit;
  await send(base, 'exchange', '/api/v1/wallet-exchanges', token, { ...body, accepted_credit: credit });
}

async function cancelOne(base: string, token: string) {
  const candidates = [...acknowledged.bookings].filter((id) => !acknowledged.cancelled.has(id));
  const id = candidates[Math.floor(Math.random() * candidates.length)];
  if (!id) return;
  const quote = await json(base, `/api/v1/bookings/${id}/cancellation-quote`, token);
  if (quote.status !== 200) return;
  const refund = (quote.body as { data: { allowed: boolean; refund: { amount: string } } }).data;
  if (!refund.allowed) return;
  await send(base, 'cancel', `/api/v1/bookings/${id}/cancel`, token, { accepted_refund: refund.refund.amount });
}

async function topUp(base: string, token: string, adminToken: string) {
  const o = await json(base, '/api/v1/wallet-topups', token, {
    currency: 'IQD',
    amount: '2000000',
    method: 'zaincash',
    reference: `ZC-${Date.now()}`,
  });
  if (o.status !== 201) return;
  const id = (o.body as { data: { id: string } }).data.id;
  await send(base, 'approve', `/api/v1/admin/wallet-topups/${id}/approve`, adminToken, undefined);
}

/** The figures of the database the load is judged on, read with the process dead. */
async function baseline(db: Database) {
  const rows = (await db.db.execute(sql`
    select (select coalesce(sum(sold), 0) from flight_inventory where dep_date = ${day(FLIGHT_DAY)})::int as sold,
           (select coalesce(sum("left"), 0) from departure_categories where departure_id = ${tourDeparture})::int as left_places,
           (select coalesce(sum(sold), 0) from hotel_allotments where night = ${day(HOTEL_DAY)})::int as rooms
  `)) as unknown as { rows: Array<{ sold: number; left_places: number; rooms: number }> };
  return rows.rows[0]!;
}

let runStart = new Date();
let base0: { sold: number; left_places: number; rooms: number };

/** Every invariant, on the database of a dead process. */
async function check(cycle: number) {
  const db = await openDb();
  try {
    const broken = (what: string) => violations.push(`cycle ${cycle}: ${what}`);
    const q = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;
    const made = await q<{ id: string; reference: string; status: string; service: string; travellers: unknown }>(
      sql`select id, reference, status, service, travellers from bookings where created_at >= ${runStart}`,
    );
    const byId = new Map(made.map((b) => [b.id, b]));
    for (const id of acknowledged.bookings) if (!byId.has(id)) broken(`acknowledged booking ${id} is missing`);
    for (const id of acknowledged.cancelled)
      if (!['cancelled', 'refunded'].includes(byId.get(id)?.status ?? ''))
        broken(`acknowledged cancellation of ${id} is ${byId.get(id)?.status}`);
    const approved = await q<{ id: string; status: string }>(sql`select id, status from wallet_topups`);
    const topupStatus = new Map(approved.map((t) => [t.id, t.status]));
    for (const id of acknowledged.approved)
      if (topupStatus.get(id) !== 'approved') broken(`acknowledged approval of ${id} is ${topupStatus.get(id)}`);
    // Nothing oversold: the inventory moved by exactly the places of the live bookings.
    const live = made.filter((b) => ['confirmed', 'held', 'fulfilled'].includes(b.status));
    const now = await baseline(db);
    const liveFlights = live.filter((b) => b.service === 'flight').length;
    // A tour booking takes one place per traveller.
    const liveTours = live
      .filter((b) => b.service === 'package')
      .reduce((n, b) => n + (Array.isArray(b.travellers) ? b.travellers.length : 1), 0);
    if (now.sold - base0.sold !== liveFlights)
      broken(`flight seats sold moved by ${now.sold - base0.sold}, live flight bookings ${liveFlights}`);
    if (base0.left_places - now.left_places !== liveTours)
      broken(
        `tour places taken moved by ${base0.left_places - now.left_places}, travellers of live tour bookings ${liveTours}`,
      );
    const liveRooms = live.filter((b) => b.service === 'hotel').length;
    if (now.rooms - base0.rooms !== liveRooms)
      broken(`hotel rooms sold moved by ${now.rooms - base0.rooms}, live hotel bookings ${liveRooms}`);
    const exchanged = await q<{ reference: string }>(sql`
      select distinct reference from ledger_transfers where code = 'exchange' and created_at >= ${runStart}`);
    const exchangeRefs = new Set(exchanged.map((e) => e.reference));
    for (const id of acknowledged.exchanges)
      if (!exchangeRefs.has(id)) broken(`acknowledged exchange ${id} is missing`);
    const over = await q<{ n: number }>(sql`
      select ((select count(*) from flight_inventory where sold > capacity or sold < 0)
            + (select count(*) from hotel_allotments where sold > capacity or sold < 0)
            + (select count(*) from departure_categories where "left" < 0))::int as n`);
    if (over[0]!.n > 0) broken(`${over[0]!.n} inventory rows oversold`);
    // The ledger: zero per currency, wallets' totals equal to their transfers, no wallet below zero.
    const { sums, drift } = await createLedger(db.db).invariants();
    for (const s of sums)
      if (s.posted !== '0' || s.pending !== '0') broken(`ledger of ${s.currency} sums to ${s.posted}/${s.pending}`);
    if (drift.length) broken(`${drift.length} wallets drift from their transfers`);
    const negative = await q<{ n: number }>(sql`
      select count(*)::int as n from ledger_accounts
      where kind = 'wallet' and credits_posted - debits_posted - debits_pending < 0`);
    if (negative[0]!.n > 0) broken(`${negative[0]!.n} wallets below zero`);
    // Payments and bookings, each with the other.
    const payments = await q<{ reference: string; code: string }>(sql`
      select reference, code from ledger_transfers
      where code in ('booking', 'refund') and created_at >= ${runStart}`);
    const paid = new Set(payments.filter((p) => p.code === 'booking').map((p) => p.reference));
    const byReference = new Map(made.map((b) => [b.reference, b]));
    for (const b of made)
      if (b.status !== 'held' && !paid.has(b.reference)) broken(`booking ${b.reference} (${b.status}) has no payment`);
    for (const p of payments) {
      const b = byReference.get(p.reference);
      if (!b) broken(`${p.code} ${p.reference} has no booking`);
      else if (p.code === 'refund' && !['cancelled', 'refunded'].includes(b.status))
        broken(`refund of ${p.reference} for a ${b.status} booking`);
    }
    return { bookings: made.length, live: live.length };
  } finally {
    await db.close();
  }
}

/** After a restart: the requests the kill left without an answer, sent again with their key. */
async function retryUnanswered(base: string) {
  const pending = unanswered.splice(0);
  for (const sent of pending) {
    const outcome = await attempt(base, `${sent.kind} again`, sent.url, {
      method: 'POST',
      body: sent.body,
      headers: { authorization: `Bearer ${sent.token}`, 'idempotency-key': sent.key },
    });
    outcomes.push(outcome);
    if (outcome.status !== null && outcome.status >= 500)
      violations.push(`${sent.kind} sent again → ${outcome.status}: ${JSON.stringify(outcome.body).slice(0, 200)}`);
    note({ ...sent, outcome });
  }
  return pending.length;
}

describe(`kill -9 under a mixed load, ${CYCLES} cycles, on ${onPostgres ? 'PostgreSQL' : 'PGlite'} (issue 21)`, () => {
  it(
    'keeps every acknowledged write, sells nothing twice and keeps the ledger whole',
    { timeout: 3_600_000 },
    async () => {
      await expectFreePort(PORT);
      server = await startServer(env, PORT);
      let base = server.url;
      const customer = await login(base, 'customer@demo.iq');
      const agency = await login(base, 'agency@demo.iq');
      const admin = await login(base, 'admin@demo.iq');
      const tour = await json(base, '/api/v1/tours/istanbul-classic-from-basra');
      tourDeparture = (
        tour.body as { data: { departures: Array<{ id: string; starts_on: string }> } }
      ).data.departures.find((d) => d.starts_on >= day(12))!.id;
      const hotel = await json(base, '/api/v1/hotels/palace-sultanahmet-istanbul');
      hotelId = (hotel.body as { data: { id: string } }).data.id;
      for (const token of [customer, agency]) await topUp(base, token, admin);
      // The flight day's and the hotel night's inventory rows exist from here on.
      await bookFlight(base, customer);
      await bookHotel(base, customer);
      await server.stop('SIGKILL');
      {
        // What was booked before the run (its seats are in the baseline) is left out: the run's bookings are
        // the ones made after the last one of now, by the database's own clock.
        const db = await openDb();
        base0 = await baseline(db);
        // As milliseconds: the drivers answer a timestamp as text in PostgreSQL's own format.
        const last = (await db.db.execute(
          sql`select floor(extract(epoch from max(created_at)) * 1000)::bigint::text as ms from bookings`,
        )) as unknown as { rows: Array<{ ms: string }> };
        runStart = new Date(Number(last.rows[0]!.ms) + 1);
        await db.close();
      }
      acknowledged.bookings.clear();

      let retried = 0;
      let kills = 0;
      const figures: Array<{ bookings: number; live: number }> = [];
      for (let cycle = 1; cycle <= CYCLES; cycle++) {
        await expectFreePort(PORT);
        server = await startServer(env, PORT);
        base = server.url;
        retried += await retryUnanswered(base);
        let running = true;
        // Each kind of write with its share of the load.
        const WRITES: Array<[share: number, write: (token: string) => Promise<void>]> = [
          [0.25, (t) => bookFlight(base, t)],
          [0.2, (t) => bookTour(base, t)],
          [0.15, (t) => bookHotel(base, t)],
          [0.1, (t) => exchange(base, t)],
          [0.13, (t) => topUp(base, t, admin)],
          [0.17, (t) => cancelOne(base, t)],
        ];
        const clients = Array.from({ length: CLIENTS }, async (_, i) => {
          const token = i % 2 ? agency : customer;
          // First one write of each kind, each client starting at another (so all six are under way when the
          // kill can come), then at random in the load's proportions.
          for (let k = 0; running && k < WRITES.length; k++) await WRITES[(i + cycle + k) % WRITES.length]![1](token);
          while (running) {
            let roll = Math.random();
            const [, write] = WRITES.find(([share]) => (roll -= share) < 0) ?? WRITES[WRITES.length - 1]!;
            await write(token);
          }
        });
        await new Promise((r) => setTimeout(r, 1_500 + Math.random() * 2_500));
        await server.stop('SIGKILL');
        kills++;
        running = false;
        await Promise.all(clients);
        figures.push(await check(cycle));
      }
      // A last start: the requests the kills cut are answered (their keys' 60 s locks over), then everything is
      // checked once more.
      await expectFreePort(PORT);
      server = await startServer(env, PORT);
      for (let round = 0; unanswered.length && round < 10; round++) {
        if (round) await new Promise((r) => setTimeout(r, 10_000));
        retried += await retryUnanswered(base);
      }
      if (unanswered.length) violations.push(`${unanswered.length} requests never answered after the restarts`);
      await server.stop('SIGKILL');
      const last = await check(CYCLES + 1);
      // Every booking the database holds was answered to its client (directly or when sent again).
      const db = await openDb();
      const made = (
        (await db.db.execute(sql`select id from bookings where created_at >= ${runStart}`)) as unknown as {
          rows: Array<{ id: string }>;
        }
      ).rows;
      await db.close();
      for (const b of made)
        if (!acknowledged.bookings.has(b.id)) violations.push(`booking ${b.id} was made but never answered`);

      recordSuite({
        suite: `crash-${onPostgres ? 'postgres' : 'pglite'}`,
        size: proofSize(),
        requests: outcomes.length,
        serverErrors: outcomes.filter((o) => o.status !== null && o.status >= 500).length,
        crossUserSuccesses: 0,
        invariantsBroken: violations.length,
        notes: {
          cycles: CYCLES,
          kills,
          acknowledgedBookings: acknowledged.bookings.size,
          acknowledgedCancellations: acknowledged.cancelled.size,
          acknowledgedApprovals: acknowledged.approved.size,
          acknowledgedExchanges: acknowledged.exchanges.size,
          successesByKind: answeredByKind,
          sentAgainAfterRestart: retried,
          bookingsInDatabase: last.bookings,
          liveBookings: last.live,
          checks: figures.length + 1,
        },
        failures: violations.slice(0, 50),
      });
      expect(violations).toEqual([]);
      expect(acknowledged.bookings.size).toBeGreaterThan(CYCLES);
      // Every kind of write of the load went through at least once.
      for (const kind of ['flight', 'tour', 'hotel', 'exchange', 'cancel', 'approve'])
        expect(answeredByKind[kind] ?? 0, kind).toBeGreaterThan(0);
      expect(outcomes.filter((o) => o.status !== null && o.status >= 500)).toEqual([]);
    },
  );
});
