import type {
  HotelCard,
  HotelDetail,
  HotelRates,
  HotelRatesQuery,
  HotelSelectionQuery,
} from '@portal/contracts/hotels';
import type { DbOrTx, Tx } from '../db/client.js';
import { AppError } from '../lib/app-error.js';
import { addDays, localToUtc } from '../lib/time-zones.js';
import type { ToPrice } from '../modules/hotels/hotel-prices.js';
import {
  checkStayDates,
  needsOf,
  supplierKey,
  type CancellationTerms,
  type HotelSupplier,
  type RecheckedStay,
  type RoomNeed,
  type SupplierBooking,
  type SupplierDestination,
  type SupplierOffer,
  type SupplierSearch,
} from '../modules/hotels/hotel-supplier.js';
import { nightsOf, type RatePolicy, type RoomStayPrice } from '../modules/hotels/builtin/pricing.js';

const TIME_ZONE = 'Europe/Istanbul';
const CHECK_IN_MINUTES = 14 * 60;

interface DemoReservation {
  bookingId: string;
  reference: string;
  rooms: number;
}

/**
 * A bed bank in miniature for tests of the supplier seam: one hotel in Istanbul with a few double rooms (the
 * same number every night), breakfast included, kept in this object's memory as a remote system keeps them.
 * Its bookings are not part of the portal's transaction, and it quotes cancellations by its own rule.
 */
export class DemoBedBank implements HotelSupplier {
  readonly code = 'demo';
  readonly transactional = false;
  readonly hotelKey = supplierKey(this.code, 'IST-0042');
  readonly rateKey = supplierKey(this.code, 'IST-0042-DBL-BB');
  readonly reservations = new Map<string, DemoReservation & { cancelled: boolean }>();
  /** How often the portal said rooms changed. */
  changes = 0;
  /** Its cancellation rule: a tenth of the price, whenever the guest cancels before check-in. */
  static readonly FEE_BP = 1_000n;

  constructor(
    public roomsLeft = 3,
    readonly nightlyIqd = 20_000n,
  ) {}

  readonly card: HotelCard = {
    id: this.hotelKey,
    slug: 'demo-bosphorus-istanbul',
    name: { ar: 'فندق ديمو البوسفور', en: 'Demo Bosphorus Hotel', de: 'Demo Bosporus Hotel' },
    stars: 5,
    destination: 'istanbul',
    city: { ar: 'إسطنبول', en: 'Istanbul', de: 'Istanbul' },
    country: 'TR',
    country_name: { ar: 'تركيا', en: 'Turkey', de: 'Türkei' },
    address: { ar: 'بشكتاش، إسطنبول', en: 'Besiktas, Istanbul', de: 'Beşiktaş, Istanbul' },
    lat: 41.043,
    lng: 29.007,
    review_score: 9.9,
    review_count: 10,
    bestseller: false,
    featured: true,
    facilities: ['breakfast', 'internet', 'wake_up_call'],
    languages: ['en', 'tr'],
    thumbnail_url: '/uploads/hotels/thumb/demo-bosphorus-istanbul.webp',
  };

  private fits(room: RoomNeed) {
    return room.adults <= 2 && room.children <= 1 && room.adults + room.children <= 3;
  }

  private price(nights: string[]): RoomStayPrice {
    const nightly = nights.map((date) => ({ date, iqd: this.nightlyIqd }));
    const subtotal = this.nightlyIqd * BigInt(nights.length);
    return { nightly, subtotal, taxes: 0n, fees: 0n, total: subtotal };
  }

  private policy(checkIn: string, now: number): RatePolicy {
    const deadline = localToUtc(addDays(checkIn, -2), CHECK_IN_MINUTES, TIME_ZONE);
    return {
      refundable: true,
      freeUntil: deadline > now ? deadline : null,
      checkInAt: localToUtc(checkIn, CHECK_IN_MINUTES, TIME_ZONE),
      penaltyBp: 1_000,
    };
  }

  async destination(slug: string): Promise<SupplierDestination | null> {
    if (slug !== 'istanbul') return null;
    return {
      entry: {
        kind: 'city',
        slug,
        name: this.card.city,
        city: this.card.city,
        country: 'TR',
        country_name: this.card.country_name,
        hotels: 1,
        stars: null,
        hotel_id: null,
      },
      timeZone: TIME_ZONE,
    };
  }

  async search(slug: string, q: SupplierSearch): Promise<readonly SupplierOffer[]> {
    if (slug !== 'istanbul' || !['any', 'double'].includes(q.roomType)) return [];
    if (!q.rooms.every((r) => this.fits(r)) || this.roomsLeft < q.rooms.length) return [];
    const policy = this.policy(q.checkIn, q.now);
    if (q.freeCancellation && policy.freeUntil === null) return [];
    const card = this.card;
    const totalIqd = this.price(q.nights).total * BigInt(q.rooms.length);
    const roomsLeft = this.roomsLeft;
    return [
      {
        card,
        rank: 50,
        totalIqd,
        roomsLeft,
        summary: () => ({
          board: 'breakfast',
          refundable: policy.freeUntil !== null,
          freeUntil: policy.freeUntil,
          roomTypes: ['double'],
        }),
      },
    ];
  }

  async hotel(key: string, toPrice: ToPrice): Promise<HotelDetail | null> {
    if (key !== this.hotelKey) return null;
    return {
      ...this.card,
      description: { ar: 'فندق تجريبي', en: 'A hotel of the demo bed bank.', de: 'Ein Hotel der Demo-Bettenbank.' },
      rules: ['no_smoking'],
      check_in_time: '14:00',
      check_out_time: '12:00',
      time_zone: TIME_ZONE,
      images: [this.card.thumbnail_url],
      room_types: [this.roomType()],
      boards: ['breakfast'],
      tax_percent: 0,
      city_fee: toPrice(0n),
    };
  }

  private roomType() {
    return {
      id: supplierKey(this.code, 'DBL'),
      code: 'double' as const,
      name: { ar: 'غرفة مزدوجة', en: 'Double Room', de: 'Doppelzimmer' },
      max_adults: 2,
      max_children: 1,
      max_occupancy: 3,
      bedding: 'one_double',
      size_sqm: 24,
      amenities: ['wifi'],
      image_url: this.card.thumbnail_url,
    };
  }

  async rates(key: string, query: HotelRatesQuery, toPrice: ToPrice, now: number): Promise<HotelRates | null> {
    if (key !== this.hotelKey) return null;
    checkStayDates(TIME_ZONE, query.check_in, query.check_out, now);
    const nights = nightsOf(query.check_in, query.check_out);
    const total = this.price(nights).total;
    return {
      hotel_id: this.hotelKey,
      nights: nights.length,
      query: { ...query, rooms: query.rooms.map((r) => ({ ...r })) },
      room_types: [
        {
          ...this.roomType(),
          available: this.roomsLeft,
          rates: [
            {
              id: this.rateKey,
              board: 'breakfast',
              cancellation: {
                refundable: true,
                free_until: null,
                free_until_local: null,
                time_zone: TIME_ZONE,
                penalty_percent: 10,
                steps: [{ from: null, penalty: toPrice((total * DemoBedBank.FEE_BP) / 10_000n) }],
              },
              holdable: false,
              rooms: needsOf(query.rooms).map((room) =>
                this.fits(room) ? { per_night: toPrice(this.nightlyIqd), total: toPrice(total) } : null,
              ),
            },
          ],
        },
      ],
    };
  }

  async recheck(query: HotelSelectionQuery, now: number): Promise<RecheckedStay> {
    if (query.hotel_id !== this.hotelKey) throw new AppError('hotel_not_found');
    checkStayDates(TIME_ZONE, query.check_in, query.check_out, now);
    const fields = query.rooms.flatMap((room, i) =>
      room.rate_id !== this.rateKey ? [{ field: `rooms.${i}.rate_id`, key: 'invalid_choice' as const }] : [],
    );
    if (fields.length) throw new AppError('validation_failed', { fields });
    const nights = nightsOf(query.check_in, query.check_out);
    const { id, code, name, bedding } = this.roomType();
    const rooms = query.rooms.map(() => ({
      roomType: { id, code, name, bedding },
      rateKey: this.rateKey,
      board: 'breakfast' as const,
      price: this.price(nights),
      policy: this.policy(query.check_in, now),
    }));
    return {
      hotel: { ...this.card, check_in_time: '14:00', check_out_time: '12:00', time_zone: TIME_ZONE },
      nights,
      rooms,
      totalIqd: rooms.reduce((sum, r) => sum + r.price.total, 0n),
      available: this.roomsLeft >= rooms.length,
      holdUntil: null,
    };
  }

  async book(_tx: Tx, { bookingId, stay }: { bookingId: string; stay: RecheckedStay }): Promise<DemoReservation> {
    if (this.roomsLeft < stay.rooms.length) throw new AppError('rooms_unavailable');
    this.roomsLeft -= stay.rooms.length;
    const reservation = { bookingId, reference: `DBB-${bookingId.slice(0, 8)}`, rooms: stay.rooms.length };
    this.reservations.set(bookingId, { ...reservation, cancelled: false });
    return reservation;
  }

  quoteCancellation(booking: SupplierBooking, now: number): CancellationTerms {
    const total = booking.policies.reduce((sum, p) => sum + BigInt(p.totalIqd), 0n);
    return {
      allowed: booking.policies.every((p) => now < p.checkInAt),
      penaltyIqd: (total * DemoBedBank.FEE_BP) / 10_000n,
      rule: 'as_per_rules',
    };
  }

  async cancel(_db: DbOrTx, booking: SupplierBooking): Promise<void> {
    const { bookingId } = booking.reservation as DemoReservation;
    const held = this.reservations.get(bookingId);
    if (!held || held.cancelled) return;
    held.cancelled = true;
    this.roomsLeft += held.rooms;
  }

  changed(): void {
    this.changes++;
  }
}
