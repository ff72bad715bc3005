import type { Fare, FlightSearch, Offer, Price, PricedOffer, Slice } from '@portal/contracts/flights';
import type { DbOrTx, Tx } from '../db/client.js';
import { AppError } from '../lib/app-error.js';
import type {
  BookedFlight,
  BookRequest,
  CancellationTerms,
  DictionarySource,
  FlightSupplier,
  PriceRequest,
  PricedSupplierOffer,
  SessionOffer,
  SupplierOffers,
} from '../modules/flights/flight-supplier.js';

const BAGHDAD = {
  code: 'BGW',
  name: { en: 'Baghdad International Airport', ar: 'مطار بغداد الدولي', de: 'Flughafen Bagdad' },
  city: { en: 'Baghdad', ar: 'بغداد', de: 'Bagdad' },
  country: 'IQ',
  country_name: { en: 'Iraq', ar: 'العراق', de: 'Irak' },
  time_zone: 'Asia/Baghdad',
};
const ISTANBUL = {
  code: 'IST',
  name: { en: 'Istanbul Airport', ar: 'مطار إسطنبول', de: 'Flughafen Istanbul' },
  city: { en: 'Istanbul', ar: 'إسطنبول', de: 'Istanbul' },
  country: 'TR',
  country_name: { en: 'Türkiye', ar: 'تركيا', de: 'Türkei' },
  time_zone: 'Europe/Istanbul',
};
const CARRIER = {
  code: 'Q9',
  name: { en: 'Tigris Charter', ar: 'دجلة للطيران العارض', de: 'Tigris Charter' },
  logo_url: '/uploads/site/carriers/Q9.svg',
};
/** What a charter seat costs, per passenger type, IQD (no taxes: the charter sells all-in). */
const FARE_IQD = { adult: 150_000n, child: 120_000n, infant: 15_000n };

interface CharterStored extends SessionOffer {
  date: string;
}

/**
 * A second flight supplier for tests: a small charter operator with one daily BGW → IST flight, its own
 * seats and orders kept in memory (as an aggregator keeps them in its own system), and its own names for
 * airports and its airline. It is a real implementation of the supplier interface, not a stand-in for the
 * database: the portal searches, prices, books and cancels through it exactly as through the built-in one.
 */
export class CharterSupplier implements FlightSupplier<CharterStored> {
  readonly code: string = 'charter';
  /** Its orders live in its own system: a booking that fails after it booked is cancelled there again. */
  readonly transactional = false;
  /** Seats left per date. */
  readonly seats = new Map<string, number>();
  /** Orders made, by their reference. */
  readonly orders = new Map<string, { date: string; seats: number; cancelled: boolean }>();
  private nextOrder = 1;
  private readonly names: DictionarySource = {
    airport: (code) => (code === 'BGW' ? BAGHDAD : code === 'IST' ? ISTANBUL : undefined),
    carrier: (code) => (code === CARRIER.code ? CARRIER : undefined),
  };

  constructor(private readonly seatsPerFlight = 4) {}

  private seatsLeft(date: string) {
    return this.seats.get(date) ?? this.seatsPerFlight;
  }

  private slice(date: string): Slice {
    return {
      origin: 'BGW',
      destination: 'IST',
      departure_local: `${date}T06:00`,
      arrival_local: `${date}T08:30`,
      duration_minutes: 150,
      stops: 0,
      segments: [
        {
          flight_number: 'Q9 701',
          carrier: CARRIER.code,
          origin: 'BGW',
          destination: 'IST',
          departure_local: `${date}T06:00`,
          arrival_local: `${date}T08:30`,
          departure_utc: `${date}T03:00:00.000Z`,
          arrival_utc: `${date}T05:30:00.000Z`,
          duration_minutes: 150,
          aircraft: 'Boeing 737-800',
          distance_km: 1620,
          layover_minutes: null,
        },
      ],
    };
  }

  private fare(query: FlightSearch, date: string, toPrice: (iqd: bigint) => Price): Fare {
    const counts = { adult: query.adults, child: query.children, infant: query.infants };
    const perPassenger = (['adult', 'child', 'infant'] as const)
      .filter((t) => counts[t] > 0)
      .map((t) => ({
        type: t,
        count: counts[t],
        base: toPrice(FARE_IQD[t]),
        taxes: toPrice(0n),
        fees: toPrice(0n),
        total: toPrice(FARE_IQD[t]),
      }));
    const total = (['adult', 'child', 'infant'] as const).reduce((sum, t) => sum + FARE_IQD[t] * BigInt(counts[t]), 0n);
    return {
      family: 'classic',
      cabin: 'economy',
      baggage: { checked: { pieces: 1, kg: 23 }, cabin_kg: 7 },
      refund: 'refundable',
      refund_penalty_percent: 10,
      change: 'fee',
      change_fee_percent: 10,
      seats_left: this.seatsLeft(date),
      per_passenger: perPassenger,
      base: toPrice(total),
      taxes: toPrice(0n),
      fees: toPrice(0n),
      total: toPrice(total),
    };
  }

  private offer(query: FlightSearch, date: string, toPrice: (iqd: bigint) => Price) {
    return {
      id: `charter-${date}`,
      slices: [this.slice(date)],
      open_return: null,
      carriers: [CARRIER.code],
      validating_carrier: CARRIER.code,
      fares: [this.fare(query, date, toPrice)],
    };
  }

  async search(query: FlightSearch, toPrice: (iqd: bigint) => Price): Promise<SupplierOffers<CharterStored>> {
    const [slice] = query.slices;
    const seated = query.adults + query.children;
    if (query.trip !== 'oneway' || query.cabin !== 'economy' || slice!.origin !== 'BGW' || slice!.destination !== 'IST')
      return { offers: [], stored: [], names: this.names };
    if (this.seatsLeft(slice!.date) < seated) return { offers: [], stored: [], names: this.names };
    const priced = this.offer(query, slice!.date, toPrice);
    const { per_passenger: _p, base: _b, taxes: _t, fees: _f, ...summary } = priced.fares[0]!;
    const offer: Offer = { ...priced, fares: [summary] };
    return {
      offers: [offer],
      stored: [{ id: offer.id, date: slice!.date, totals: { classic: summary.total.iqd } }],
      names: this.names,
    };
  }

  async price({ query, stored, toPrice, sessionExpiresAt }: PriceRequest<CharterStored>): Promise<PricedSupplierOffer> {
    if (this.seatsLeft(stored.date) < query.adults + query.children) throw new AppError('offer_unavailable');
    const offer: PricedOffer = {
      ...this.offer(query, stored.date, toPrice),
      expires_at: sessionExpiresAt,
      // The charter holds seats until the day before departure.
      hold_until: `${stored.date}T00:00:00.000Z`,
    };
    return {
      offer,
      dictionaries: { airports: { BGW: BAGHDAD, IST: ISTANBUL }, carriers: { [CARRIER.code]: CARRIER } },
    };
  }

  async book(_tx: Tx, { query, stored }: BookRequest<CharterStored>): Promise<Record<string, unknown>> {
    const seats = query.adults + query.children;
    const left = this.seatsLeft(stored.date);
    if (left < seats) throw new AppError('seats_unavailable');
    this.seats.set(stored.date, left - seats);
    const order = `CH${this.nextOrder++}`;
    this.orders.set(order, { date: stored.date, seats, cancelled: false });
    return { order };
  }

  quoteCancellation(booked: BookedFlight, now: Date): CancellationTerms {
    const departed = Date.parse(booked.flight.offer.slices[0]!.segments[0]!.departure_utc) <= now.getTime();
    // 10 % of the whole price kept (a charter's own rule: its price has no separate taxes).
    const penaltyIqd = (BigInt(booked.flight.fare.total.iqd) * 10n) / 100n;
    return { allowed: !departed, penaltyPercent: 10, penaltyIqd, rule: 'refundable', feesIqd: 0n };
  }

  async cancel(_db: DbOrTx, booked: BookedFlight): Promise<void> {
    const order = this.orders.get(String(booked.ref.order));
    if (!order || order.cancelled) return;
    order.cancelled = true;
    this.seats.set(order.date, this.seatsLeft(order.date) + order.seats);
  }
}
