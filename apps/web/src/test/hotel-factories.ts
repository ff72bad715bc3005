import type { BookingOf } from '@portal/contracts/bookings';
import type { Price } from '@portal/contracts/flights';
import type {
  CancellationPolicy,
  Destination,
  HotelDetail,
  HotelOffer,
  HotelRates,
  HotelSearchResult,
  HotelSelection,
  Rate,
} from '@portal/contracts/hotels';

/** Hotel answers of the API as the web app receives them, for component tests. */

export const HOTEL_ID = '53fa9cc6-960a-8cf2-aa9a-c357c4e57b22';
export const REF_ID = '0190a4c2-7d1e-7c1a-9f00-0000000000f1';

/** An IQD amount shown in IQD (the test's display currency). */
export function iqd(amount: number): Price {
  return { iqd: String(amount), amount: String(amount), currency: 'IQD' };
}

export const ISTANBUL: Destination = {
  kind: 'city',
  slug: 'istanbul',
  name: { ar: 'إسطنبول', en: 'Istanbul', de: 'Istanbul' },
  city: { ar: 'إسطنبول', en: 'Istanbul', de: 'Istanbul' },
  country: 'TR',
  country_name: { ar: 'تركيا', en: 'Turkey', de: 'Türkei' },
  hotels: 36,
  stars: null,
  hotel_id: null,
};

export function createPolicy(overrides: Partial<CancellationPolicy> = {}): CancellationPolicy {
  return {
    refundable: true,
    free_until: '2030-03-17T11:00:00.000Z',
    free_until_local: '2030-03-17T14:00',
    time_zone: 'Europe/Istanbul',
    penalty_percent: 50,
    steps: [
      { from: null, penalty: iqd(0) },
      { from: '2030-03-17T11:00:00.000Z', penalty: iqd(150_000) },
    ],
    ...overrides,
  };
}

export function createHotelOffer(n: number, overrides: Partial<HotelOffer> = {}): HotelOffer {
  return {
    id: `0190a4c2-7d1e-7c1a-9f00-${String(n).padStart(12, '0')}`,
    slug: `hotel-${n}-istanbul`,
    name: { ar: `فندق ${n}`, en: `Hotel ${n}`, de: `Hotel ${n}` },
    stars: 5,
    destination: 'istanbul',
    city: ISTANBUL.name,
    country: 'TR',
    country_name: ISTANBUL.country_name,
    address: { ar: `شارع ${n}، تقسيم`, en: `Street ${n}, Taksim`, de: `Straße ${n}, Taksim` },
    lat: 41.01,
    lng: 28.98,
    review_score: 8.8,
    review_count: 420,
    bestseller: n === 1,
    featured: false,
    facilities: ['breakfast', 'internet', 'wake_up_call', 'coffee'],
    languages: ['ar', 'en', 'tr'],
    thumbnail_url: `/uploads/hotels/thumb/hotel-${n}-istanbul.webp`,
    cheapest: {
      board: 'breakfast',
      refundable: true,
      free_until: '2030-03-17T11:00:00.000Z',
      room_types: ['double'],
      per_night: iqd(200_000 + n * 1000),
      total: iqd(3 * (200_000 + n * 1000)),
      rooms_left: 5,
    },
    ...overrides,
  };
}

export function createSearchAnswer(
  hotels: HotelOffer[],
  meta: { total: number; page?: number; per_page?: number },
  query: Partial<HotelSearchResult['query']> = {},
): { data: HotelSearchResult; meta: { total: number; page: number; per_page: number } } {
  return {
    data: {
      query: {
        destination: 'istanbul',
        check_in: '2030-03-20',
        check_out: '2030-03-23',
        nationality: 'IQ',
        rooms: [{ adults: 2, children: 0, children_ages: [], infants: 0 }],
        room_type: 'any',
        sort: 'recommended',
        ...query,
      },
      nights: 3,
      destination: ISTANBUL,
      hotels,
      facets: { available: meta.total, price_min: iqd(150_000), price_max: iqd(900_000), stars: { '5': meta.total } },
    },
    meta: { page: 1, per_page: 10, ...meta },
  };
}

export function createHotelDetail(overrides: Partial<HotelDetail> = {}): HotelDetail {
  const { cheapest: _cheapest, ...card } = createHotelOffer(1, {
    id: HOTEL_ID,
    name: { ar: 'فندق بالاس', en: 'Palace Hotel', de: 'Hotel Palace' },
  });
  return {
    ...card,
    description: { ar: 'فندق جميل.', en: 'A fine hotel near Taksim Square.', de: 'Ein schönes Hotel.' },
    rules: ['id_at_check_in', 'no_smoking'],
    check_in_time: '14:00',
    check_out_time: '12:00',
    time_zone: 'Europe/Istanbul',
    images: ['/uploads/hotels/thumb/palace.webp', '/uploads/hotels/thumb/palace-1.webp'],
    room_types: [],
    boards: ['room_only', 'breakfast'],
    tax_percent: 12,
    city_fee: iqd(6000),
    facilities: ['wake_up_call', 'breakfast', 'internet', 'coffee', 'pool'],
    ...overrides,
  };
}

export function createRate(id: string, overrides: Partial<Rate> = {}): Rate {
  return {
    id,
    board: 'breakfast',
    cancellation: createPolicy(),
    holdable: true,
    rooms: [{ per_night: iqd(100_000), total: iqd(300_000) }],
    ...overrides,
  };
}

export function createRates(roomCount: number, overrides: Partial<HotelRates> = {}): HotelRates {
  const prices = Array.from({ length: roomCount }, () => ({ per_night: iqd(100_000), total: iqd(300_000) }));
  return {
    hotel_id: HOTEL_ID,
    nights: 3,
    query: {
      check_in: '2030-03-20',
      check_out: '2030-03-23',
      nationality: 'IQ',
      rooms: Array.from({ length: roomCount }, () => ({ adults: 2, children: 0, children_ages: [], infants: 0 })),
      room_type: 'any',
    },
    room_types: [
      {
        id: 'rt-double',
        code: 'double',
        name: { ar: 'غرفة مزدوجة', en: 'Double Room', de: 'Doppelzimmer' },
        max_adults: 2,
        max_children: 1,
        max_occupancy: 3,
        bedding: 'one_double',
        size_sqm: 24,
        amenities: ['wifi', 'tv'],
        image_url: '/uploads/hotels/thumb/palace-room-double.webp',
        available: 1,
        rates: [
          createRate('0190a4c2-7d1e-7c1a-9f00-0000000rate1', { rooms: prices }),
          createRate('0190a4c2-7d1e-7c1a-9f00-0000000rate2', {
            board: 'room_only',
            holdable: false,
            cancellation: createPolicy({
              refundable: false,
              free_until: null,
              free_until_local: null,
              penalty_percent: 100,
            }),
            rooms: prices,
          }),
        ],
      },
      {
        id: 'rt-twin',
        code: 'twin',
        name: { ar: 'غرفة بسريرين', en: 'Twin Room', de: 'Zweibettzimmer' },
        max_adults: 2,
        max_children: 1,
        max_occupancy: 3,
        bedding: 'two_single',
        size_sqm: 24,
        amenities: ['wifi'],
        image_url: '/uploads/hotels/thumb/palace-room-twin.webp',
        available: 6,
        rates: [createRate('0190a4c2-7d1e-7c1a-9f00-0000000rate3', { rooms: prices })],
      },
    ],
    ...overrides,
  };
}

export function createSelection(overrides: Partial<HotelSelection> = {}): HotelSelection {
  const { cheapest: _c, ...card } = createHotelOffer(1, {
    id: HOTEL_ID,
    name: { ar: 'فندق بالاس', en: 'Palace Hotel', de: 'Hotel Palace' },
  });
  const room = {
    room_type: {
      id: 'rt-double',
      code: 'double' as const,
      name: { ar: 'غرفة مزدوجة', en: 'Double Room', de: 'Doppelzimmer' },
      bedding: 'one_double',
    },
    rate_id: '0190a4c2-7d1e-7c1a-9f00-0000000rate1',
    board: 'breakfast' as const,
    adults: 2,
    children_ages: [],
    infants: 0,
    nightly: [{ date: '2030-03-20', price: iqd(100_000) }],
    subtotal: iqd(300_000),
    taxes: iqd(36_000),
    fees: iqd(18_000),
    total: iqd(354_000),
    cancellation: createPolicy(),
  };
  return {
    ref_id: REF_ID,
    expires_at: '2030-03-01T10:30:00.000Z',
    hotel: { ...card, check_in_time: '14:00', check_out_time: '12:00', time_zone: 'Europe/Istanbul' },
    check_in: '2030-03-20',
    check_out: '2030-03-23',
    nights: 3,
    nationality: 'IQ',
    rooms: [room],
    subtotal: iqd(300_000),
    taxes: iqd(36_000),
    fees: iqd(18_000),
    total: iqd(354_000),
    per_night: iqd(118_000),
    cancellation: createPolicy(),
    hold: { allowed: true, until: '2030-03-17T11:00:00.000Z' },
    ...overrides,
  };
}

/** A confirmed hotel booking of two guests in one room, paid from the IQD wallet. */
export function createHotelBooking(overrides: Partial<BookingOf<'hotel'>> = {}): BookingOf<'hotel'> {
  const selection = createSelection();
  const { nightly: _nightly, ...room } = selection.rooms[0]!;
  return {
    id: '0190a4c2-7d1e-7c1a-9f00-0000000000b7',
    reference: 'H7KQ2M',
    service: 'hotel',
    status: 'confirmed',
    created_at: '2030-03-01T10:00:00.000Z',
    hold_expires_at: null,
    booked_by: { id: '0190a4c2-7d1e-7c1a-9f00-000000000001', name: 'Ali Kareem' },
    total: iqd(354_000),
    payment: { method: 'wallet', currency: 'IQD', amount: '354000' },
    pricing: { currency: 'IQD', net: '354000', markup: '0', gross: '354000' },
    travellers: [],
    details: {
      voucher: 'HV7K3M9QPA',
      hotel: selection.hotel,
      check_in: selection.check_in,
      check_out: selection.check_out,
      nights: 3,
      nationality: 'IQ',
      rooms: [
        {
          ...room,
          guests: [
            { type: 'adult', first_name: 'Ahmed', last_name: 'Hassan' },
            { type: 'adult', first_name: 'Zahra', last_name: 'Hassan' },
          ],
        },
      ],
      lead_guest: {
        first_name: 'Ahmed',
        last_name: 'Hassan',
        email: 'ahmed@example.iq',
        phone: '+964 770 123 4567',
        nationality: 'IQ',
      },
      special_requests: 'A high floor, please',
      subtotal: selection.subtotal,
      taxes: selection.taxes,
      fees: selection.fees,
      total: selection.total,
      cancellation: selection.cancellation,
    },
    history: [{ status: 'confirmed', note: null, at: '2030-03-01T10:00:00.000Z' }],
    ...overrides,
  };
}
