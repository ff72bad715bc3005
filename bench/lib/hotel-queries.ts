import type { HotelSearchBody, HotelSearchResult } from '@portal/contracts/hotels';

/** The cities of the built-in hotel supplier (apps/api/src/modules/hotels/reference-data.ts), for the cold runs. */
export const HOTEL_CITIES = [
  'baghdad',
  'kadhimiya',
  'samarra',
  'karbala',
  'najaf',
  'basra',
  'erbil',
  'sulaymaniyah',
  'duhok',
  'istanbul',
  'antalya',
  'trabzon',
  'bursa',
  'dubai',
  'doha',
  'beirut',
  'amman',
  'cairo',
  'sharm-el-sheikh',
  'tbilisi',
  'batumi',
  'baku',
  'mashhad',
  'makkah',
  'madinah',
  'kuala-lumpur',
];

export type HotelQueryKey = 'istanbul-hot' | 'istanbul-filtered-hot' | 'all-cities-cold';

export interface HotelQuery {
  key: HotelQueryKey;
  label: string;
  cache: 'hot' | 'cold';
  body: HotelSearchBody;
}

export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const TWO_ROOMS = [{ adults: 2 }, { adults: 2 }];

export function hotelQueries(today: string): HotelQuery[] {
  const stay = { check_in: addDays(today, 21), check_out: addDays(today, 24), nationality: 'IQ' };
  return [
    {
      key: 'istanbul-hot',
      label: 'Istanbul, 2 rooms, 3 nights (repeated)',
      cache: 'hot',
      body: { destination: 'istanbul', ...stay, rooms: TWO_ROOMS },
    },
    {
      key: 'istanbul-filtered-hot',
      label: 'Istanbul, 5★ + breakfast, by price (repeated)',
      cache: 'hot',
      body: {
        destination: 'istanbul',
        ...stay,
        rooms: TWO_ROOMS,
        filters: { stars: [5], facilities: ['breakfast'] },
        sort: 'price_asc',
      },
    },
    {
      key: 'all-cities-cold',
      label: 'every city in turn, new dates each request',
      cache: 'cold',
      body: { destination: 'istanbul', ...stay, rooms: TWO_ROOMS },
    },
  ];
}

/** Cold searches: cities in turn, check-in 7–96 days ahead, 1–7 nights, 1 or 2 rooms; each body a new stay. */
export const COLD = { firstDay: 7, days: 90, maxNights: 7 };

export class ColdHotelSearches {
  private n = 0;
  private readonly sentAt = new Map<string, number>();
  sent = 0;
  /** Bodies whose stay and city were sent less than 35 s before (the API keeps an answer 30 s). */
  reusedWithinCacheWindow = 0;

  constructor(private readonly today: string) {}

  get distinct(): number {
    return HOTEL_CITIES.length * COLD.days * COLD.maxNights * 2;
  }

  body(i: number): HotelSearchBody {
    const city = HOTEL_CITIES[i % HOTEL_CITIES.length]!;
    const j = Math.floor(i / HOTEL_CITIES.length);
    const day = COLD.firstDay + (j % COLD.days);
    const nights = 1 + (Math.floor(j / COLD.days) % COLD.maxNights);
    const rooms = Math.floor(j / (COLD.days * COLD.maxNights)) % 2 === 0 ? TWO_ROOMS : [{ adults: 2 }];
    const check_in = addDays(this.today, day);
    return { destination: city, check_in, check_out: addDays(check_in, nights), nationality: 'IQ', rooms };
  }

  nextBody(): string {
    const body = JSON.stringify(this.body(this.n++ % this.distinct));
    const now = Date.now();
    const last = this.sentAt.get(body);
    if (last !== undefined && now - last < 35_000) this.reusedWithinCacheWindow++;
    this.sentAt.set(body, now);
    this.sent++;
    return body;
  }

  sample(count: number): HotelSearchBody[] {
    return Array.from({ length: count }, (_, k) => this.body(k * 997 + 13));
  }
}

export interface HotelAnswerCheck {
  hotels: number;
  total: number;
  violations: string[];
}

/**
 * What every measured answer must be: its hotels in the searched city, each priced for the whole stay (the
 * total at least the nights' count of the per-night price, rounded up), within the filters, in order.
 */
export function checkHotelAnswer(body: HotelSearchBody, result: { data: HotelSearchResult; meta: { total: number } }) {
  const violations: string[] = [];
  const { data } = result;
  const nights = Math.round((Date.parse(body.check_out) - Date.parse(body.check_in)) / 86_400_000);
  if (data.nights !== nights) violations.push(`nights ${data.nights} ≠ ${nights}`);
  for (const h of data.hotels) {
    if (h.destination !== body.destination) violations.push(`${h.slug} is not in ${body.destination}`);
    const total = BigInt(h.cheapest.total.iqd);
    const perNight = BigInt(h.cheapest.per_night.iqd);
    if (perNight !== (total + BigInt(nights) - 1n) / BigInt(nights))
      violations.push(`${h.slug}: per night ${perNight} is not ${total}/${nights}`);
    if (body.filters?.stars?.length && !body.filters.stars.includes(h.stars)) violations.push(`${h.slug}: ${h.stars}★`);
    if (body.filters?.facilities?.includes('breakfast') && h.cheapest.board === 'room_only')
      violations.push(`${h.slug}: priced without breakfast`);
  }
  if (body.sort === 'price_asc') {
    const totals = data.hotels.map((h) => BigInt(h.cheapest.total.iqd));
    if (totals.some((t, i) => i > 0 && t < totals[i - 1]!)) violations.push('not sorted by price');
  }
  if (data.hotels.length > result.meta.total) violations.push('more hotels than the total');
  return { hotels: data.hotels.length, total: result.meta.total, violations } satisfies HotelAnswerCheck;
}
