import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, fund, type TestUser } from '../../test/factories.js';
import { walletMinor } from '../../test/flights.js';
import {
  bookHotel,
  hotelBookingBody,
  hotelDay,
  hotelRates,
  searchBody,
  searchHotels,
  selectRooms,
  selectionFor,
  type RoomTypeRow,
} from '../../test/hotels.js';
import { bookings, hotelAllotments } from '../../db/schema.js';

// Every bad input of issue 5 answers a 4xx problem with a translated message on the field, and nothing is
// charged or held.
let ctx: TestContext;
let user: TestUser;
let hotelId: string;
let roomTypes: RoomTypeRow[];
const stay = () => ({ check_in: hotelDay(50), check_out: hotelDay(52), nationality: 'IQ' });

beforeAll(async () => {
  ctx = await createTestApp();
  user = await createOwner(ctx);
  await fund(ctx, user.accountId, 'IQD', 20_000_000n);
  hotelId = (await ctx.app.inject({ url: '/api/v1/hotels/palace-sultanahmet-istanbul' })).json().data.id;
  roomTypes = (await hotelRates(ctx, hotelId, { ...stay(), rooms: [{ adults: 1 }] })).json().data.room_types;
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const LANGS = ['ar', 'en', 'de'] as const;

/** The problem in all three languages: status, code, and the message on the field. */
async function expectProblem(
  send: (
    headers: Record<string, string>,
  ) => Promise<{ statusCode: number; json(): unknown; headers: Record<string, unknown> }>,
  expected: { status: number; code: string; field?: string; messages: Record<(typeof LANGS)[number], string> },
) {
  for (const lang of LANGS) {
    const res = await send({ _lang: lang });
    const body = res.json() as { code: string; detail: string; errors?: Array<{ field: string; message: string }> };
    expect(res.statusCode, `${lang} ${JSON.stringify(body)}`).toBe(expected.status);
    expect(String(res.headers['content-type'])).toContain('application/problem+json');
    expect(body.code).toBe(expected.code);
    if (expected.field)
      expect(body.errors, lang).toContainEqual({ field: expected.field, message: expected.messages[lang] });
    else expect(body.detail).toBe(expected.messages[lang]);
  }
}

async function nothingChanged() {
  expect((await walletMinor(ctx, user)).IQD).toBe(20_000_000n);
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(bookings)
    .where(eq(bookings.accountId, user.accountId));
  expect(row!.n).toBe(0);
  const [sold] = await ctx.database.db.select({ n: count() }).from(hotelAllotments);
  expect(sold!.n).toBe(0);
}

describe('bad stays', () => {
  const endpoints = [
    ['search', (over: Record<string, unknown>, h: Record<string, string>) => searchHotels(ctx, searchBody(over), h)],
    [
      'rates',
      (over: Record<string, unknown>, h: Record<string, string>) =>
        hotelRates(ctx, hotelId, { ...stay(), rooms: [{ adults: 2 }], ...over }, h),
    ],
    [
      'selection',
      (over: Record<string, unknown>, h: Record<string, string>) =>
        selectRooms(
          ctx,
          { hotel_id: hotelId, ...stay(), rooms: [{ adults: 1, rate_id: roomTypes[0]!.rates[0]!.id }], ...over },
          h,
        ),
    ],
  ] as const;

  for (const [name, send] of endpoints) {
    it(`${name}: check-out not after check-in`, async () => {
      await expectProblem((h) => send({ check_in: hotelDay(40), check_out: hotelDay(40) }, h), {
        status: 400,
        code: 'validation_failed',
        field: 'check_out',
        messages: {
          en: 'Check-out must be after check-in',
          ar: 'يجب أن يكون تاريخ المغادرة بعد تاريخ الوصول',
          de: 'Der Abreisetag muss nach dem Anreisetag liegen',
        },
      });
      await expectProblem((h) => send({ check_in: hotelDay(40), check_out: hotelDay(38) }, h), {
        status: 400,
        code: 'validation_failed',
        field: 'check_out',
        messages: {
          en: 'Check-out must be after check-in',
          ar: 'يجب أن يكون تاريخ المغادرة بعد تاريخ الوصول',
          de: 'Der Abreisetag muss nach dem Anreisetag liegen',
        },
      });
    });

    it(`${name}: more than 30 nights`, async () => {
      await expectProblem((h) => send({ check_in: hotelDay(40), check_out: hotelDay(71) }, h), {
        status: 400,
        code: 'validation_failed',
        field: 'check_out',
        messages: {
          en: 'A stay can be at most 30 nights',
          ar: 'لا يمكن أن تزيد الإقامة عن 30 ليلة',
          de: 'Ein Aufenthalt darf höchstens 30 Nächte dauern',
        },
      });
      // Thirty nights are fine.
      expect((await send({ check_in: hotelDay(40), check_out: hotelDay(70) }, {})).statusCode).toBeLessThan(300);
    });

    it(`${name}: dates in the past (at the destination) and impossible dates`, async () => {
      await expectProblem((h) => send({ check_in: hotelDay(-1), check_out: hotelDay(2) }, h), {
        status: 400,
        code: 'validation_failed',
        field: 'check_in',
        messages: {
          en: 'This date has already passed',
          ar: 'هذا التاريخ قد مضى',
          de: 'Dieses Datum liegt in der Vergangenheit',
        },
      });
      await expectProblem((h) => send({ check_in: '2027-02-30', check_out: hotelDay(2) }, h), {
        status: 400,
        code: 'validation_failed',
        field: 'check_in',
        messages: {
          en: 'Enter a date as YYYY-MM-DD',
          ar: 'أدخل التاريخ بالصيغة YYYY-MM-DD',
          de: 'Geben Sie ein Datum als JJJJ-MM-TT ein',
        },
      });
    });

    it(`${name}: a nationality that is no ISO 3166 country`, async () => {
      for (const nationality of ['ZZ', 'UK', 'EU', 'XX'])
        await expectProblem((h) => send({ nationality }, h), {
          status: 400,
          code: 'validation_failed',
          field: 'nationality',
          messages: { en: 'Choose a country', ar: 'اختر دولة', de: 'Wählen Sie ein Land' },
        });
      // Real codes pass, in either case.
      for (const nationality of ['GB', 'de', 'PS'])
        expect((await send({ nationality }, {})).statusCode, nationality).toBeLessThan(300);
    });

    it(`${name}: a room without an adult, and children without ages`, async () => {
      const rateId = roomTypes[0]!.rates[0]!.id;
      const room = (r: Record<string, unknown>) => (name === 'selection' ? { ...r, rate_id: rateId } : r);
      await expectProblem((h) => send({ rooms: [room({ adults: 0, children: 1, children_ages: [5] })] }, h), {
        status: 400,
        code: 'validation_failed',
        field: 'rooms.0.adults',
        messages: {
          en: 'Each room needs at least one adult',
          ar: 'تحتاج كل غرفة إلى بالغ واحد على الأقل',
          de: 'Jedes Zimmer braucht mindestens einen Erwachsenen',
        },
      });
      await expectProblem((h) => send({ rooms: [room({ adults: 1, children: 2, children_ages: [6] })] }, h), {
        status: 400,
        code: 'validation_failed',
        field: 'rooms.0.children_ages.1',
        messages: {
          en: 'Enter the age of each child',
          ar: 'أدخل عمر كل طفل',
          de: 'Geben Sie das Alter jedes Kindes an',
        },
      });
      await expectProblem((h) => send({ rooms: [room({ adults: 1, children: 1, children_ages: [1] })] }, h), {
        status: 400,
        code: 'validation_failed',
        field: 'rooms.0.children_ages.0',
        messages: {
          en: 'Children are 2 to 11 years old; younger ones count as infants',
          ar: 'عمر الأطفال من 2 إلى 11 سنة؛ ومن هم أصغر يُحسبون رضّعًا',
          de: 'Kinder sind 2 bis 11 Jahre alt; Jüngere zählen als Kleinkinder',
        },
      });
    });

    // Found by the full fuzzer (issue 21): a count of 2^53 children reached the occupancy check as an array length.
    it(`${name}: counts far out of range are a field problem, not a 500`, async () => {
      const rateId = roomTypes[0]!.rates[0]!.id;
      const room = (r: Record<string, unknown>) => (name === 'selection' ? { ...r, rate_id: rateId } : r);
      for (const count of [2 ** 53, -(2 ** 53), 1e308]) {
        const res = await send(
          { rooms: [room({ adults: count, children: count, children_ages: [], infants: count })] },
          {},
        );
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('rooms.0.children');
      }
    });
  }

  it('search: more guests than the chosen room type takes', async () => {
    await expectProblem((h) => searchHotels(ctx, searchBody({ room_type: 'single', rooms: [{ adults: 2 }] }), h), {
      status: 400,
      code: 'validation_failed',
      field: 'rooms.0.adults',
      messages: {
        en: 'This room type takes at most 1 adults and 2 guests in all',
        ar: 'يتسع هذا النوع من الغرف لـ 1 بالغين كحد أقصى و2 نزلاء إجمالًا',
        de: 'Dieser Zimmertyp bietet Platz für höchstens 1 Erwachsene und insgesamt 2 Gäste',
      },
    });
    // No room type at all takes five adults.
    const res = await searchHotels(ctx, searchBody({ rooms: [{ adults: 5 }] }), { _lang: 'en' });
    expect(res.json().errors).toContainEqual({ field: 'rooms.0.adults', message: 'Must be at most 4' });
  });

  it('selection: more guests than the chosen rate’s room type takes', async () => {
    const single = roomTypes.find((rt) => rt.code === 'single') ?? roomTypes.find((rt) => rt.max_adults === 2)!;
    const adults = single.max_adults + 1;
    await expectProblem(
      (h) => selectRooms(ctx, { hotel_id: hotelId, ...stay(), rooms: [{ adults, rate_id: single.rates[0]!.id }] }, h),
      {
        status: 400,
        code: 'validation_failed',
        field: 'rooms.0.adults',
        messages: {
          en: `This room type takes at most ${single.max_adults} adults and ${single.max_occupancy} guests in all`,
          ar: `يتسع هذا النوع من الغرف لـ ${single.max_adults} بالغين كحد أقصى و${single.max_occupancy} نزلاء إجمالًا`,
          de: `Dieser Zimmertyp bietet Platz für höchstens ${single.max_adults} Erwachsene und insgesamt ${single.max_occupancy} Gäste`,
        },
      },
    );
  });

  it('an unknown destination, an unknown hotel, a rate of another hotel', async () => {
    await expectProblem((h) => searchHotels(ctx, searchBody({ destination: 'atlantis' }), h), {
      status: 422,
      code: 'unknown_destination',
      field: 'destination',
      messages: {
        en: 'Choose a city or a hotel from the list',
        ar: 'اختر مدينة أو فندقًا من القائمة',
        de: 'Wählen Sie eine Stadt oder ein Hotel aus der Liste',
      },
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const notFound = {
      status: 404,
      code: 'hotel_not_found',
      messages: {
        en: 'We could not find this hotel',
        ar: 'لم نعثر على هذا الفندق',
        de: 'Dieses Hotel konnten wir nicht finden',
      },
    };
    await expectProblem((h) => hotelRates(ctx, unknown, { ...stay(), rooms: [{ adults: 1 }] }, h), notFound);
    await expectProblem(
      (h) =>
        selectRooms(
          ctx,
          { hotel_id: unknown, ...stay(), rooms: [{ adults: 1, rate_id: roomTypes[0]!.rates[0]!.id }] },
          h,
        ),
      notFound,
    );
    const other = (await searchHotels(ctx, searchBody({ destination: 'dubai' }))).json().data.hotels[0].id;
    await expectProblem(
      (h) =>
        selectRooms(
          ctx,
          { hotel_id: other, ...stay(), rooms: [{ adults: 1, rate_id: roomTypes[0]!.rates[0]!.id }] },
          h,
        ),
      {
        status: 400,
        code: 'validation_failed',
        field: 'rooms.0.rate_id',
        messages: {
          en: 'Choose one of the allowed values',
          ar: 'اختر إحدى القيم المسموح بها',
          de: 'Wählen Sie einen der erlaubten Werte',
        },
      },
    );
  });
});

describe('bad bookings charge and hold nothing', () => {
  const expired = {
    status: 410,
    code: 'rate_selection_expired',
    messages: {
      en: 'This room selection has expired. Please choose the rooms again',
      ar: 'انتهت صلاحية اختيار الغرف هذا. يرجى اختيار الغرف مرة أخرى',
      de: 'Diese Zimmerauswahl ist abgelaufen. Bitte wählen Sie die Zimmer erneut',
    },
  };

  it('an unknown or expired refId', async () => {
    const double = roomTypes.find((rt) => rt.max_adults >= 2)!;
    const selection = await selectionFor(ctx, hotelId, stay(), [{ adults: 2, rate_id: double.rates[0]!.id }]);
    const unknown = { ...selection, ref_id: '01a20000-0000-7000-8000-000000000000' };
    await expectProblem(
      (h) => ctx.app.inject({ url: `/api/v1/hotel-rate-selections/${unknown.ref_id}`, headers: h }),
      expired,
    );
    await expectProblem((h) => bookHotel(ctx, user, hotelBookingBody(unknown), h), expired);
    // 31 minutes later the real one has expired too.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * 60_000 });
    await expectProblem(
      (h) => ctx.app.inject({ url: `/api/v1/hotel-rate-selections/${selection.ref_id}`, headers: h }),
      expired,
    );
    await expectProblem((h) => bookHotel(ctx, user, hotelBookingBody(selection), h), expired);
    vi.useRealTimers();
    await nothingChanged();
  });

  it('guests that do not match the rooms, bad names, no terms, an unknown currency', async () => {
    const double = roomTypes.find((rt) => rt.max_adults >= 2)!;
    const selection = await selectionFor(ctx, hotelId, stay(), [{ adults: 2, rate_id: double.rates[0]!.id }]);
    const body = hotelBookingBody(selection);
    await expectProblem((h) => bookHotel(ctx, user, { ...body, rooms: [{ guests: [body.rooms[0]!.guests[0]] }] }, h), {
      status: 400,
      code: 'validation_failed',
      field: 'rooms.0.guests',
      messages: {
        en: 'Name each adult and child of this room',
        ar: 'اذكر اسم كل بالغ وطفل في هذه الغرفة',
        de: 'Nennen Sie jeden Erwachsenen und jedes Kind in diesem Zimmer',
      },
    });
    await expectProblem(
      (h) => bookHotel(ctx, user, { ...body, lead_guest: { ...body.lead_guest, nationality: 'ZZ' } }, h),
      {
        status: 400,
        code: 'validation_failed',
        field: 'lead_guest.nationality',
        messages: { en: 'Choose a country', ar: 'اختر دولة', de: 'Wählen Sie ein Land' },
      },
    );
    const badName = { ...body, lead_guest: { ...body.lead_guest, first_name: '12<script>' } };
    await expectProblem((h) => bookHotel(ctx, user, badName, h), {
      status: 400,
      code: 'validation_failed',
      field: 'lead_guest.first_name',
      messages: {
        en: 'Write the name as on the guest’s identity papers',
        ar: 'اكتب الاسم كما في وثيقة هوية النزيل',
        de: 'Schreiben Sie den Namen wie im Ausweis des Gastes',
      },
    });
    // Arabic names are names too (booked at the end of this test).
    const arabic = { ...body, lead_guest: { ...body.lead_guest, first_name: 'أحمد', last_name: 'الربيعي' } };
    await expectProblem((h) => bookHotel(ctx, user, { ...body, terms_accepted: false }, h), {
      status: 400,
      code: 'validation_failed',
      field: 'terms_accepted',
      messages: {
        en: 'Please accept the terms and conditions',
        ar: 'يرجى الموافقة على الشروط والأحكام',
        de: 'Bitte akzeptieren Sie die Geschäftsbedingungen',
      },
    });
    const res = await bookHotel(
      ctx,
      user,
      { ...body, payment: { method: 'wallet', currency: 'XXX' } },
      { _lang: 'en' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('unknown_currency');
    await nothingChanged();
    const ok = await bookHotel(ctx, user, arabic);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.details.lead_guest.first_name).toBe('أحمد');
  });

  it('garbage never causes a 5xx', async () => {
    const payloads = [
      'null',
      '[1]',
      '"x"',
      '{}',
      '{"rooms":[{"adults":"two"}]}',
      '{"check_in":12}',
      '{"__proto__":{"a":1}}',
      '{',
    ];
    for (const url of [
      '/api/v1/hotel-searches',
      `/api/v1/hotels/${hotelId}/rates`,
      '/api/v1/hotel-rate-selections',
      '/api/v1/hotel-bookings',
    ])
      for (const payload of payloads) {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { ...user.auth, 'content-type': 'application/json' },
        });
        expect(res.statusCode, `${url} ${payload} ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${payload}`).toBeLessThan(500);
      }
    for (const url of [
      '/api/v1/hotels/%00',
      '/api/v1/hotels/' + 'a'.repeat(300),
      '/api/v1/hotel-rate-selections/x',
      '/api/v1/hotel-destinations?q=',
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});
