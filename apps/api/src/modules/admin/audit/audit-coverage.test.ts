import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from '@portal/contracts/admin';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { applyAsAgency, createOwner, createStaff, fund, type TestUser } from '../../../test/factories.js';
import { adultPassenger, bookFlight, bookingBody, inDays, searchDirect } from '../../../test/flights.js';
import {
  auditLog,
  bookings,
  contactMessages,
  departureCategories,
  departureWaitlist,
  mailQueue,
} from '../../../db/schema.js';
import { newId } from '../../../lib/ids.js';
import { visaApplication } from '../../../test/visas.js';

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createStaff(ctx, 'admin');
  customer = await createOwner(ctx, { name: 'Audit Coverage Customer' });
  await fund(ctx, customer.accountId, 'IQD', 100_000_000n);
});
afterAll(() => ctx.close());

interface Call {
  url: string;
  payload?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}
interface Expected {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  /** Whether the entry has a "before" (an edit); creations and notes have none. */
  before: boolean;
  /** What the "after" must at least hold. */
  after?: Record<string, unknown>;
}
type Step = () => Promise<{ call: Call; expect: Expected }>;

const json = async (url: string, init: { method?: string; payload?: unknown; who?: TestUser } = {}) => {
  const res = await ctx.app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url,
    headers: { ...(init.who ?? admin).auth, 'accept-language': 'en' },
    ...(init.payload === undefined ? {} : { payload: init.payload as object }),
  });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
};
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#0b4f6c' } })
    .png()
    .toBuffer();
async function imageForm() {
  const form = new FormData();
  form.append('file', new Blob([await png()], { type: 'image/png' }), 'picture.png');
  return form;
}

/** A flight booking of the customer: paid, or held. */
async function flightBooking(hold = false): Promise<{ id: string }> {
  const s = await searchDirect(ctx, 'BGW', 'IST', 30 + Math.floor(Math.random() * 20));
  const res = await bookFlight(
    ctx,
    customer,
    bookingBody(s, { passengers: [adultPassenger()], ...(hold ? { payment: { method: 'hold' } } : {}) }),
  );
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data;
}
async function topup(reference: string): Promise<{ id: string }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/wallet-topups',
    headers: { ...customer.auth, 'idempotency-key': `audit-${reference}` },
    payload: { currency: 'IQD', amount: '50000', method: 'bank_transfer', reference },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data;
}

const localized = (en: string) => ({ ar: `${en} (ar)`, en, de: `${en} (de)` });
const state: Record<string, string> = {};

/**
 * Every back-office route that changes data, each with a call that succeeds and the audit entry it must write.
 * The steps run in order (archive before restore, a hotel before its rooms) on one database.
 */
const STEPS: Record<string, Step> = {
  'POST /api/v1/admin/wallet-topups/:id/approve': async () => {
    const t = await topup('AUD-1');
    return {
      call: { url: `/api/v1/admin/wallet-topups/${t.id}/approve`, payload: { note: 'Matches the bank statement' } },
      expect: {
        action: 'topup.approve',
        entity: 'wallet_topup',
        entityId: t.id,
        before: true,
        after: { status: 'approved', note: 'Matches the bank statement' },
      },
    };
  },
  'POST /api/v1/admin/wallet-topups/:id/reject': async () => {
    const t = await topup('AUD-2');
    return {
      call: { url: `/api/v1/admin/wallet-topups/${t.id}/reject`, payload: { reason: 'No such transfer' } },
      expect: { action: 'topup.reject', entity: 'wallet_topup', entityId: t.id, before: true },
    };
  },
  'POST /api/v1/admin/wallet-adjustments': async () => ({
    call: {
      url: '/api/v1/admin/wallet-adjustments',
      payload: {
        account_id: customer.accountId,
        currency: 'IQD',
        direction: 'credit',
        amount: '1000',
        reason: 'Goodwill for a delay',
      },
      headers: { 'idempotency-key': 'audit-adjustment-1' },
    },
    expect: { action: 'wallet.credit', entity: 'account', entityId: customer.accountId, before: true },
  }),
  'POST /api/v1/admin/bookings/:id/files': async () => {
    state.paid = (await flightBooking()).id;
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF')], { type: 'application/pdf' }), 'ticket.pdf');
    return {
      call: { url: `/api/v1/admin/bookings/${state.paid}/files`, form },
      expect: { action: 'booking.file', entity: 'booking', entityId: state.paid, before: false },
    };
  },
  'POST /api/v1/admin/bookings/:id/fulfil': async () => ({
    call: {
      url: `/api/v1/admin/bookings/${state.paid}/fulfil`,
      payload: { documents: [{ traveller_index: 0, number: '073-1234567890' }] },
    },
    expect: { action: 'booking.fulfil', entity: 'booking', entityId: state.paid!, before: true },
  }),
  'POST /api/v1/admin/bookings/:id/notes': async () => ({
    call: { url: `/api/v1/admin/bookings/${state.paid}/notes`, payload: { text: 'Customer asked for a window seat' } },
    expect: { action: 'booking.note', entity: 'booking', entityId: state.paid!, before: false },
  }),
  'POST /api/v1/admin/bookings/:id/pay': async () => {
    const held = await flightBooking(true);
    return {
      call: {
        url: `/api/v1/admin/bookings/${held.id}/pay`,
        payload: { currency: 'IQD' },
        headers: { 'idempotency-key': `audit-pay-${held.id}` },
      },
      expect: { action: 'booking.pay', entity: 'booking', entityId: held.id, before: true },
    };
  },
  'POST /api/v1/admin/bookings/:id/cancel': async () => {
    const paid = await flightBooking();
    const quote = await json(`/api/v1/admin/bookings/${paid.id}/cancellation-quote`);
    return {
      call: {
        url: `/api/v1/admin/bookings/${paid.id}/cancel`,
        payload: { accepted_refund: quote.refund.amount },
        headers: { 'idempotency-key': `audit-cancel-${paid.id}` },
      },
      expect: { action: 'booking.cancel', entity: 'booking', entityId: paid.id, before: true },
    };
  },
  'POST /api/v1/admin/bookings/:id/status': async () => {
    const booking = await flightBooking(true);
    await ctx.database.db.update(bookings).set({ status: 'pending' }).where(eq(bookings.id, booking.id));
    return {
      call: { url: `/api/v1/admin/bookings/${booking.id}/status`, payload: { status: 'failed', note: 'No answer' } },
      expect: { action: 'booking.failed', entity: 'booking', entityId: booking.id, before: true },
    };
  },
  'POST /api/v1/admin/currencies': async () => ({
    call: {
      url: '/api/v1/admin/currencies',
      payload: { code: 'KWD', symbol_name: 'KD', conversation_rate: '0.000234' },
    },
    expect: { action: 'currency.create', entity: 'currency', entityId: 'KWD', before: false },
  }),
  'PATCH /api/v1/admin/currencies/:code': async () => ({
    call: { url: '/api/v1/admin/currencies/KWD', payload: { conversation_rate: '0.000240' } },
    expect: { action: 'currency.rate', entity: 'currency', entityId: 'KWD', before: true },
  }),
  'PUT /api/v1/admin/site-settings': async () => {
    const settings = await json('/api/v1/admin/site-settings');
    return {
      call: { url: '/api/v1/admin/site-settings', payload: { ...settings, phone: '+964 790 222 3333' } },
      expect: { action: 'settings.update', entity: 'site_setting', entityId: 'general', before: true },
    };
  },
  'PUT /api/v1/admin/home-content': async () => {
    const home = await json('/api/v1/admin/home-content');
    return {
      call: { url: '/api/v1/admin/home-content', payload: { ...home, partners: home.partners.slice(0, 1) } },
      expect: { action: 'home.update', entity: 'site_setting', entityId: 'home', before: true },
    };
  },
  'POST /api/v1/admin/media': async () => ({
    call: { url: '/api/v1/admin/media?folder=site', form: await imageForm() },
    expect: { action: 'media.upload', entity: 'media', entityId: '', before: false },
  }),
  'POST /api/v1/admin/accounts/:id/deactivate': async () => {
    state.other = (await createOwner(ctx, { kind: 'agency' })).accountId;
    return {
      call: { url: `/api/v1/admin/accounts/${state.other}/deactivate` },
      expect: { action: 'account.deactivate', entity: 'account', entityId: state.other, before: true },
    };
  },
  'POST /api/v1/admin/accounts/:id/reactivate': async () => ({
    call: { url: `/api/v1/admin/accounts/${state.other}/reactivate` },
    expect: { action: 'account.reactivate', entity: 'account', entityId: state.other!, before: true },
  }),
  'POST /api/v1/admin/agency-applications/:id/approve': async () => {
    const { applicationId } = await applyAsAgency(ctx);
    return {
      call: { url: `/api/v1/admin/agency-applications/${applicationId}/approve` },
      expect: {
        action: 'agency.approve',
        entity: 'agency_application',
        entityId: applicationId,
        before: true,
        after: { status: 'approved', agency_name: 'Babylon Gate Travel' },
      },
    };
  },
  'POST /api/v1/admin/agency-applications/:id/refuse': async () => {
    const { applicationId } = await applyAsAgency(ctx);
    return {
      call: {
        url: `/api/v1/admin/agency-applications/${applicationId}/refuse`,
        payload: { reason: 'The licence number does not match the registry' },
      },
      expect: {
        action: 'agency.refuse',
        entity: 'agency_application',
        entityId: applicationId,
        before: true,
        after: { status: 'refused', reason: 'The licence number does not match the registry' },
      },
    };
  },
  'POST /api/v1/admin/users/:id/deactivate': async () => {
    state.user = (await createOwner(ctx)).id;
    return {
      call: { url: `/api/v1/admin/users/${state.user}/deactivate` },
      expect: { action: 'user.deactivate', entity: 'user', entityId: state.user, before: true },
    };
  },
  'POST /api/v1/admin/users/:id/reactivate': async () => ({
    call: { url: `/api/v1/admin/users/${state.user}/reactivate` },
    expect: { action: 'user.reactivate', entity: 'user', entityId: state.user!, before: true },
  }),
  'POST /api/v1/admin/staff': async () => ({
    call: {
      url: '/api/v1/admin/staff',
      payload: {
        name: 'Audit Desk',
        email: 'audit-desk@rafidain.travel',
        staff_role: 'desk',
        password: 'Desk-pass-2026',
        password_confirmation: 'Desk-pass-2026',
      },
    },
    expect: { action: 'staff.create', entity: 'user', entityId: '', before: false },
  }),
  'PATCH /api/v1/admin/staff/:id': async () => {
    const staff = (await json('/api/v1/admin/staff')) as Array<{ id: string; email: string }>;
    state.staff = staff.find((s) => s.email === 'audit-desk@rafidain.travel')!.id;
    return {
      call: { url: `/api/v1/admin/staff/${state.staff}`, payload: { staff_role: 'editor' } },
      expect: { action: 'staff.role', entity: 'user', entityId: state.staff, before: true },
    };
  },
  'POST /api/v1/admin/contact-messages/:id/replied': async () => {
    const id = newId();
    await ctx.database.db
      .insert(contactMessages)
      .values({ id, name: 'Sara', email: 'sara@example.iq', subject: 'Visa', message: 'Question', lang: 'en' });
    return {
      call: { url: `/api/v1/admin/contact-messages/${id}/replied`, payload: { replied: true } },
      expect: { action: 'message.replied', entity: 'contact_message', entityId: id, before: true },
    };
  },
  'POST /api/v1/admin/flights/airports': async () => ({
    call: {
      url: '/api/v1/admin/flights/airports',
      payload: {
        code: 'ZZA',
        name: localized('Audit Field'),
        city: localized('Audit City'),
        country: 'IQ',
        country_name: localized('Iraq'),
        lat: 33.1,
        lng: 44.2,
        time_zone: 'Asia/Baghdad',
      },
    },
    expect: { action: 'airport.create', entity: 'flight_airport', entityId: 'ZZA', before: false },
  }),
  'PATCH /api/v1/admin/flights/airports/:code': async () => ({
    call: { url: '/api/v1/admin/flights/airports/ZZA', payload: { city: localized('Audit Town') } },
    expect: { action: 'airport.update', entity: 'flight_airport', entityId: 'ZZA', before: true },
  }),
  'POST /api/v1/admin/flights/airports/:code/archive': async () => ({
    call: { url: '/api/v1/admin/flights/airports/ZZA/archive' },
    expect: { action: 'airport.archive', entity: 'flight_airport', entityId: 'ZZA', before: true },
  }),
  'POST /api/v1/admin/flights/airports/:code/restore': async () => ({
    call: { url: '/api/v1/admin/flights/airports/ZZA/restore' },
    expect: { action: 'airport.restore', entity: 'flight_airport', entityId: 'ZZA', before: true },
  }),
  'POST /api/v1/admin/flights/carriers': async () => ({
    call: {
      url: '/api/v1/admin/flights/carriers',
      payload: { code: 'ZQ', name: localized('Audit Air'), color: '#0b4f6c' },
    },
    expect: { action: 'carrier.create', entity: 'flight_carrier', entityId: 'ZQ', before: false },
  }),
  'PATCH /api/v1/admin/flights/carriers/:code': async () => ({
    call: { url: '/api/v1/admin/flights/carriers/ZQ', payload: { low_cost: true } },
    expect: { action: 'carrier.update', entity: 'flight_carrier', entityId: 'ZQ', before: true },
  }),
  'POST /api/v1/admin/flights/carriers/:code/archive': async () => ({
    call: { url: '/api/v1/admin/flights/carriers/ZQ/archive' },
    expect: { action: 'carrier.archive', entity: 'flight_carrier', entityId: 'ZQ', before: true },
  }),
  'POST /api/v1/admin/flights/carriers/:code/restore': async () => ({
    call: { url: '/api/v1/admin/flights/carriers/ZQ/restore' },
    expect: { action: 'carrier.restore', entity: 'flight_carrier', entityId: 'ZQ', before: true },
  }),
  'POST /api/v1/admin/flights/schedules': async () => ({
    call: {
      url: '/api/v1/admin/flights/schedules',
      payload: {
        carrier: 'ZQ',
        flight_number: '11',
        origin: 'BGW',
        destination: 'ZZA',
        departure_time: '08:00',
        duration_minutes: 50,
        days: [1, 2, 3, 4, 5, 6, 7],
        aircraft_code: '320',
        aircraft_name: 'Airbus A320',
        seats: { economy: 150, business: 0, first: 0 },
        base_fare_iqd: '90000',
      },
    },
    expect: { action: 'schedule.create', entity: 'flight_schedule', entityId: 'ZQ11', before: false },
  }),
  'PATCH /api/v1/admin/flights/schedules/:key': async () => ({
    call: { url: '/api/v1/admin/flights/schedules/ZQ11', payload: { departure_time: '09:30' } },
    expect: { action: 'schedule.update', entity: 'flight_schedule', entityId: 'ZQ11', before: true },
  }),
  'POST /api/v1/admin/flights/schedules/:key/archive': async () => ({
    call: { url: '/api/v1/admin/flights/schedules/ZQ11/archive' },
    expect: { action: 'schedule.archive', entity: 'flight_schedule', entityId: 'ZQ11', before: true },
  }),
  'POST /api/v1/admin/flights/schedules/:key/restore': async () => ({
    call: { url: '/api/v1/admin/flights/schedules/ZQ11/restore' },
    expect: { action: 'schedule.restore', entity: 'flight_schedule', entityId: 'ZQ11', before: true },
  }),
  'PUT /api/v1/admin/flights/schedules/:key/inventory': async () => ({
    call: {
      url: '/api/v1/admin/flights/schedules/ZQ11/inventory',
      payload: { date: inDays(10), cabin: 'economy', capacity: 120 },
    },
    expect: { action: 'inventory.capacity', entity: 'flight_schedule', entityId: 'ZQ11', before: true },
  }),
  'POST /api/v1/admin/hotels/destinations': async () => ({
    call: {
      url: '/api/v1/admin/hotels/destinations',
      payload: {
        slug: 'audit-town',
        name: localized('Audit Town'),
        country: 'IQ',
        country_name: localized('Iraq'),
        lat: 33.1,
        lng: 44.2,
        time_zone: 'Asia/Baghdad',
        popularity: 5,
      },
    },
    expect: { action: 'destination.create', entity: 'hotel_destination', entityId: 'audit-town', before: false },
  }),
  'PATCH /api/v1/admin/hotels/destinations/:slug': async () => ({
    call: { url: '/api/v1/admin/hotels/destinations/audit-town', payload: { popularity: 9 } },
    expect: { action: 'destination.update', entity: 'hotel_destination', entityId: 'audit-town', before: true },
  }),
  'POST /api/v1/admin/hotels/destinations/:slug/archive': async () => ({
    call: { url: '/api/v1/admin/hotels/destinations/audit-town/archive' },
    expect: { action: 'destination.archive', entity: 'hotel_destination', entityId: 'audit-town', before: true },
  }),
  'POST /api/v1/admin/hotels/destinations/:slug/restore': async () => ({
    call: { url: '/api/v1/admin/hotels/destinations/audit-town/restore' },
    expect: { action: 'destination.restore', entity: 'hotel_destination', entityId: 'audit-town', before: true },
  }),
  'PUT /api/v1/admin/hotels/destinations/:slug/seasons': async () => ({
    call: {
      url: '/api/v1/admin/hotels/destinations/audit-town/seasons',
      payload: { seasons: [{ code: 'summer', start_md: '06-01', end_md: '08-31', factor_bp: 12000 }] },
    },
    expect: {
      action: 'destination.seasons',
      entity: 'hotel_destination',
      entityId: 'audit-town',
      before: true,
      after: [{ code: 'summer', start_md: '06-01', end_md: '08-31', factor_bp: 12000 }] as never,
    },
  }),
  'POST /api/v1/admin/hotels': async () => ({
    call: {
      url: '/api/v1/admin/hotels',
      payload: {
        destination: 'audit-town',
        slug: 'audit-hotel',
        name: localized('Audit Hotel'),
        description: localized('A hotel to test the audit log.'),
        address: localized('Street 1'),
        stars: 3,
        lat: 33.1,
        lng: 44.2,
        facilities: ['breakfast'],
        languages: ['ar'],
        rules: [],
        check_in_time: '14:00',
        check_out_time: '12:00',
        featured: false,
        bestseller: false,
        tax_bp: 0,
        city_fee_iqd: '0',
      },
    },
    expect: { action: 'hotel.create', entity: 'hotel', entityId: '', before: false },
  }),
  'PATCH /api/v1/admin/hotels/:id': async () => {
    const [hotel] = await json('/api/v1/admin/hotels?q=audit-hotel');
    state.hotel = hotel.id;
    return {
      call: { url: `/api/v1/admin/hotels/${state.hotel}`, payload: { stars: 4 } },
      expect: { action: 'hotel.update', entity: 'hotel', entityId: state.hotel!, before: true },
    };
  },
  'POST /api/v1/admin/hotels/:id/archive': async () => ({
    call: { url: `/api/v1/admin/hotels/${state.hotel}/archive` },
    expect: { action: 'hotel.archive', entity: 'hotel', entityId: state.hotel!, before: true },
  }),
  'POST /api/v1/admin/hotels/:id/restore': async () => ({
    call: { url: `/api/v1/admin/hotels/${state.hotel}/restore` },
    expect: { action: 'hotel.restore', entity: 'hotel', entityId: state.hotel!, before: true },
  }),
  'POST /api/v1/admin/hotels/:id/images': async () => ({
    call: { url: `/api/v1/admin/hotels/${state.hotel}/images`, form: await imageForm() },
    expect: { action: 'hotel.image', entity: 'hotel', entityId: state.hotel!, before: true },
  }),
  'POST /api/v1/admin/hotels/:id/room-types': async () => ({
    call: {
      url: `/api/v1/admin/hotels/${state.hotel}/room-types`,
      payload: {
        code: 'double',
        name: localized('Double room'),
        max_adults: 2,
        max_children: 1,
        max_occupancy: 3,
        bedding: 'one_double',
        size_sqm: 22,
        amenities: ['wifi'],
        rooms: 4,
      },
    },
    expect: { action: 'hotel.room_type.create', entity: 'hotel', entityId: state.hotel!, before: false },
  }),
  'PATCH /api/v1/admin/hotels/:id/room-types/:roomTypeId': async () => {
    state.roomType = (await json(`/api/v1/admin/hotels/${state.hotel}`)).room_types_list[0].id;
    return {
      call: { url: `/api/v1/admin/hotels/${state.hotel}/room-types/${state.roomType}`, payload: { rooms: 5 } },
      expect: { action: 'hotel.room_type.update', entity: 'hotel', entityId: state.hotel!, before: true },
    };
  },
  'POST /api/v1/admin/hotels/:id/room-types/:roomTypeId/archive': async () => ({
    call: { url: `/api/v1/admin/hotels/${state.hotel}/room-types/${state.roomType}/archive` },
    expect: { action: 'hotel.room_type.archive', entity: 'hotel', entityId: state.hotel!, before: true },
  }),
  'POST /api/v1/admin/hotels/:id/room-types/:roomTypeId/restore': async () => ({
    call: { url: `/api/v1/admin/hotels/${state.hotel}/room-types/${state.roomType}/restore` },
    expect: { action: 'hotel.room_type.restore', entity: 'hotel', entityId: state.hotel!, before: true },
  }),
  'POST /api/v1/admin/hotels/:id/room-types/:roomTypeId/rates': async () => ({
    call: {
      url: `/api/v1/admin/hotels/${state.hotel}/room-types/${state.roomType}/rates`,
      payload: {
        board: 'breakfast',
        refundable: true,
        free_cancel_days: 2,
        penalty_bp: 5000,
        nightly_iqd: '80000',
        child_nightly_iqd: '0',
      },
    },
    expect: { action: 'hotel.rate.create', entity: 'hotel', entityId: state.hotel!, before: false },
  }),
  'PATCH /api/v1/admin/hotels/:id/rates/:rateId': async () => {
    const rate = (await json(`/api/v1/admin/hotels/${state.hotel}`)).room_types_list[0].rates[0].id;
    return {
      call: { url: `/api/v1/admin/hotels/${state.hotel}/rates/${rate}`, payload: { nightly_iqd: '85000' } },
      expect: {
        action: 'hotel.rate.update',
        entity: 'hotel',
        entityId: state.hotel!,
        before: true,
        after: { nightly_iqd: '85000' },
      },
    };
  },
  'POST /api/v1/admin/applications/:id/decisions': async () => {
    const { id } = await visaApplication(ctx, customer);
    return {
      call: { url: `/api/v1/admin/applications/${id}/decisions`, payload: { status: 'in_review', note: 'Checking' } },
      expect: {
        action: 'application.in_review',
        entity: 'application',
        entityId: id,
        before: true,
        after: { status: 'in_review' },
      },
    };
  },
  'POST /api/v1/admin/visas/products': async () => {
    const create = {
      code: 'IQ-ZZ-AUDIT-1',
      nationality: 'IQ',
      country: 'KW',
      type: 'tourist',
      title: localized('Audit visa'),
      description: localized('An audited visa'),
      papers: ['passport', 'photo'],
      rules: [],
      requirements: [],
      government_fee_iqd: 50000,
      service_fee_iqd: 25000,
      processing_days: 5,
      validity_days: 90,
      stay_days: 30,
      entries: 'single',
    };
    return {
      call: { url: '/api/v1/admin/visas/products', payload: create },
      expect: { action: 'visa.create', entity: 'visa_product', entityId: '', before: false },
    };
  },
  'PATCH /api/v1/admin/visas/products/:id': async () => {
    state.visa = (await json('/api/v1/admin/visas/products?q=IQ-ZZ-AUDIT-1'))[0].id;
    return {
      call: { url: `/api/v1/admin/visas/products/${state.visa}`, payload: { service_fee_iqd: 30000 } },
      expect: { action: 'visa.update', entity: 'visa_product', entityId: state.visa!, before: true },
    };
  },
  'POST /api/v1/admin/visas/products/:id/archive': async () => ({
    call: { url: `/api/v1/admin/visas/products/${state.visa}/archive` },
    expect: { action: 'visa.archive', entity: 'visa_product', entityId: state.visa!, before: true },
  }),
  'POST /api/v1/admin/visas/products/:id/restore': async () => ({
    call: { url: `/api/v1/admin/visas/products/${state.visa}/restore` },
    expect: { action: 'visa.restore', entity: 'visa_product', entityId: state.visa!, before: true },
  }),
  'PUT /api/v1/admin/hotels/:id/room-types/:roomTypeId/allotments': async () => ({
    call: {
      url: `/api/v1/admin/hotels/${state.hotel}/room-types/${state.roomType}/allotments`,
      payload: { night: inDays(12), capacity: 2 },
    },
    expect: { action: 'hotel.allotment', entity: 'hotel', entityId: state.hotel!, before: true },
  }),
  'POST /api/v1/admin/insurance/plans': async () => ({
    call: {
      url: '/api/v1/admin/insurance/plans',
      payload: {
        code: 'audit-plan',
        insurer: 'dijla',
        name: localized('Audit Plan'),
        summary: localized('A plan to test the audit log.'),
        kind: 'regional',
        cover_level: 'basic',
        medical_limit_eur: 20_000,
        deductible_eur: 0,
        schengen_compliant: false,
        zone_factors: { 'middle-east': 10_000 },
        min_days: 1,
        max_days: 30,
        family_discount_bp: 0,
        group_discount_bp: 0,
        cancellation_fee_iqd: '2500',
        coverage: [{ item: 'medical', limit: 20_000 }],
        exclusions: [],
      },
    },
    expect: { action: 'insurance_plan.create', entity: 'insurance_plan', entityId: '', before: false },
  }),
  'PATCH /api/v1/admin/insurance/plans/:id': async () => {
    state.plan = (await json('/api/v1/admin/insurance/plans?q=audit-plan'))[0].id;
    return {
      call: { url: `/api/v1/admin/insurance/plans/${state.plan}`, payload: { medical_limit_eur: 25_000 } },
      expect: {
        action: 'insurance_plan.update',
        entity: 'insurance_plan',
        entityId: state.plan!,
        before: true,
        after: { medical_limit_eur: 25_000 },
      },
    };
  },
  'PUT /api/v1/admin/insurance/plans/:id/rates': async () => ({
    call: {
      url: `/api/v1/admin/insurance/plans/${state.plan}/rates`,
      payload: { rates: [{ age_min: 0, age_max: 80, days_max: 30, price_iqd: '15000' }] },
    },
    expect: {
      action: 'insurance_plan.rates',
      entity: 'insurance_plan',
      entityId: state.plan!,
      before: true,
      after: [{ age_min: 0, age_max: 80, days_max: 30, price_iqd: '15000' }] as never,
    },
  }),
  'POST /api/v1/admin/insurance/plans/:id/archive': async () => ({
    call: { url: `/api/v1/admin/insurance/plans/${state.plan}/archive` },
    expect: { action: 'insurance_plan.archive', entity: 'insurance_plan', entityId: state.plan!, before: true },
  }),
  'POST /api/v1/admin/insurance/plans/:id/restore': async () => ({
    call: { url: `/api/v1/admin/insurance/plans/${state.plan}/restore` },
    expect: { action: 'insurance_plan.restore', entity: 'insurance_plan', entityId: state.plan!, before: true },
  }),
  'PUT /api/v1/admin/guides/:id/days/:day': async () => {
    state.guide = (await json('/api/v1/guide-search?city=najaf')).guides[0].id;
    return {
      call: { url: `/api/v1/admin/guides/${state.guide}/days/${inDays(40)}`, payload: { available: false } },
      expect: {
        action: 'guide.calendar',
        entity: 'guide',
        entityId: state.guide!,
        before: true,
        after: { available: false },
      },
    };
  },
  'POST /api/v1/admin/outbox/:id/resend': async () => {
    const id = newId();
    await ctx.database.db.insert(mailQueue).values({
      id,
      eventKey: `audit:${id}`,
      to: 'office@example.iq',
      subject: 'Given up',
      text: 'The server refused it eight times.',
      status: 'failed',
      attempts: 8,
      lastError: '550 mailbox unavailable',
    });
    return {
      call: { url: `/api/v1/admin/outbox/${id}/resend` },
      expect: { action: 'mail.resend', entity: 'mail', entityId: id, before: true, after: { status: 'queued' } },
    };
  },
  'PATCH /api/v1/admin/car-offers/:id': async () => {
    state.car = (await json('/api/v1/admin/car-offers?city=najaf&per_page=1'))[0].id;
    return {
      call: { url: `/api/v1/admin/car-offers/${state.car}`, payload: { daily_iqd: '88000', fleet: 6 } },
      expect: {
        action: 'car_offer.update',
        entity: 'car_offer',
        entityId: state.car!,
        before: true,
        after: { daily_iqd: '88000', fleet: 6 },
      },
    };
  },
  'PUT /api/v1/admin/car-offers/:id/days/:day': async () => ({
    call: { url: `/api/v1/admin/car-offers/${state.car}/days/${inDays(45)}`, payload: { cars: 1 } },
    expect: {
      action: 'car_offer.day',
      entity: 'car_offer',
      entityId: state.car!,
      before: true,
      after: { day: inDays(45), cars: 1 },
    },
  }),
  'POST /api/v1/admin/uguide-programmes': async () => {
    const text = { ar: 'ماجستير علم البيانات', en: 'Master of Data Science', de: 'Master Datenwissenschaft' };
    return {
      call: {
        url: '/api/v1/admin/uguide-programmes',
        payload: {
          country: 'MY',
          university: 'UM',
          title: text,
          description: text,
          degree: 'master',
          field: 'computer_science',
          language: 'en',
          duration_years: 2,
          tuition_iqd: '9170000',
          application_fee_iqd: '131000',
          service_fee_iqd: '250000',
          intakes: [{ start: inDays(200), deadline: inDays(120) }],
        },
      },
      expect: {
        action: 'uguide_programme.create',
        entity: 'uguide_programme',
        entityId: '',
        before: false,
        after: { country: 'MY', university: 'UM' },
      },
    };
  },
  'PATCH /api/v1/admin/uguide-programmes/:id': async () => {
    state.programme = (await json('/api/v1/admin/uguide-programmes?q=TR-ANKARA-2'))[0].id;
    return {
      call: { url: `/api/v1/admin/uguide-programmes/${state.programme}`, payload: { tuition_iqd: '2100000' } },
      expect: {
        action: 'uguide_programme.update',
        entity: 'uguide_programme',
        entityId: state.programme!,
        before: true,
        after: { tuition_iqd: '2100000' },
      },
    };
  },
  'POST /api/v1/admin/uguide-programmes/:id/archive': async () => ({
    call: { url: `/api/v1/admin/uguide-programmes/${state.programme}/archive` },
    expect: {
      action: 'uguide_programme.archive',
      entity: 'uguide_programme',
      entityId: state.programme!,
      before: true,
    },
  }),
  'POST /api/v1/admin/uguide-programmes/:id/restore': async () => ({
    call: { url: `/api/v1/admin/uguide-programmes/${state.programme}/restore` },
    expect: {
      action: 'uguide_programme.restore',
      entity: 'uguide_programme',
      entityId: state.programme!,
      before: true,
    },
  }),
  'POST /api/v1/admin/car-offers/:id/archive': async () => ({
    call: { url: `/api/v1/admin/car-offers/${state.car}/archive` },
    expect: { action: 'car_offer.archive', entity: 'car_offer', entityId: state.car!, before: true },
  }),
  'POST /api/v1/admin/car-offers/:id/restore': async () => ({
    call: { url: `/api/v1/admin/car-offers/${state.car}/restore` },
    expect: { action: 'car_offer.restore', entity: 'car_offer', entityId: state.car!, before: true },
  }),
  'PATCH /api/v1/admin/departure-products/:id': async () => {
    state.tour = (await json('/api/v1/admin/departure-products?service=package&q=istanbul-classic-from-basra'))[0].id;
    return {
      call: { url: `/api/v1/admin/departure-products/${state.tour}`, payload: { featured: true } },
      expect: {
        action: 'departure_product.update',
        entity: 'departure_product',
        entityId: state.tour!,
        before: true,
        after: { featured: true },
      },
    };
  },
  'POST /api/v1/admin/departure-products/:id/archive': async () => ({
    call: { url: `/api/v1/admin/departure-products/${state.tour}/archive` },
    expect: { action: 'departure_product.archive', entity: 'departure_product', entityId: state.tour!, before: true },
  }),
  'POST /api/v1/admin/departure-products/:id/restore': async () => ({
    call: { url: `/api/v1/admin/departure-products/${state.tour}/restore` },
    expect: { action: 'departure_product.restore', entity: 'departure_product', entityId: state.tour!, before: true },
  }),
  'POST /api/v1/admin/departure-products/:id/departures': async () => {
    const tour = await json(`/api/v1/admin/departure-products/${state.tour}`);
    const latest = tour.departures.at(-1);
    const startsOn = inDays(200);
    return {
      call: {
        url: `/api/v1/admin/departure-products/${state.tour}/departures`,
        payload: {
          starts_on: startsOn,
          ends_on: startsOn,
          group_size: 20,
          categories: latest.categories.map((c: { code: string; prices: unknown }) => ({
            code: c.code,
            capacity: 20,
            prices: c.prices,
          })),
        },
      },
      expect: { action: 'departure.create', entity: 'departure_product', entityId: state.tour!, before: false },
    };
  },
  'POST /api/v1/admin/departure-products/:id/departures/:departureId/archive': async () => {
    const tour = await json(`/api/v1/admin/departure-products/${state.tour}`);
    state.departure = tour.departures.at(-1).id;
    state.category = tour.departures.at(-1).categories[0].id;
    return {
      call: { url: `/api/v1/admin/departure-products/${state.tour}/departures/${state.departure}/archive` },
      expect: { action: 'departure.archive', entity: 'departure_product', entityId: state.tour!, before: true },
    };
  },
  'POST /api/v1/admin/departure-products/:id/departures/:departureId/restore': async () => ({
    call: { url: `/api/v1/admin/departure-products/${state.tour}/departures/${state.departure}/restore` },
    expect: { action: 'departure.restore', entity: 'departure_product', entityId: state.tour!, before: true },
  }),
  'PATCH /api/v1/admin/departure-products/:id/departures/:departureId/categories/:categoryId': async () => ({
    call: {
      url: `/api/v1/admin/departure-products/${state.tour}/departures/${state.departure}/categories/${state.category}`,
      payload: { capacity: 18 },
    },
    expect: {
      action: 'departure.category',
      entity: 'departure_product',
      entityId: state.tour!,
      before: true,
      after: { capacity: 18, left: 18 },
    },
  }),
  'PUT /api/v1/admin/departure-products/:id/itinerary': async () => {
    const { days } = await json(`/api/v1/admin/departure-products/${state.tour}`);
    const text = { ar: 'يوم في المدينة', en: 'A day in town', de: 'Ein Tag in der Stadt' };
    return {
      call: {
        url: `/api/v1/admin/departure-products/${state.tour}/itinerary`,
        payload: { itinerary: Array.from({ length: days }, () => ({ title: text, text })) },
      },
      expect: {
        action: 'departure_product.itinerary',
        entity: 'departure_product',
        entityId: state.tour!,
        before: true,
        after: { itinerary: expect.arrayContaining([{ day: 1, title: text, text }]) },
      },
    };
  },
  'POST /api/v1/admin/departure-products/:id/departures/:departureId/categories/:categoryId/offer': async () => {
    // One place left and the customer waiting for one.
    await ctx.database.db
      .update(departureCategories)
      .set({ left: 1 })
      .where(eq(departureCategories.id, state.category!));
    state.entry = newId();
    await ctx.database.db
      .insert(departureWaitlist)
      .values({ id: state.entry, categoryId: state.category!, userId: customer.id, travellers: 1 });
    return {
      call: {
        url: `/api/v1/admin/departure-products/${state.tour}/departures/${state.departure}/categories/${state.category}/offer`,
      },
      expect: {
        action: 'departure.waitlist_offer',
        entity: 'departure_product',
        entityId: state.tour!,
        before: true,
        after: { offered: 1 },
      },
    };
  },
  'POST /api/v1/admin/departure-products/:id/waitlist/:entryId/remove': async () => ({
    call: { url: `/api/v1/admin/departure-products/${state.tour}/waitlist/${state.entry}/remove` },
    expect: {
      action: 'departure.waitlist_remove',
      entity: 'departure_product',
      entityId: state.tour!,
      before: true,
      after: { entry_id: state.entry, was: 'offered' },
    },
  }),
};

const METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('the audit log records every back-office change', () => {
  it('has a step for every back-office route that changes data, as the API registers them', () => {
    const changing = ctx.app.staffRoutes
      .filter((r) => METHODS.has(r.method))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(Object.keys(STEPS).sort()).toEqual(changing);
  });

  it.each(Object.keys(STEPS))('%s writes who, what, which record and the values', async (route) => {
    const { call, expect: want } = await STEPS[route]!();
    const [method] = route.split(' ') as ['POST'];
    const entries = async () => Number((await ctx.database.db.select({ n: count() }).from(auditLog))[0]!.n);
    const before = await entries();
    const res = await ctx.app.inject({
      method,
      url: call.url,
      headers: { ...admin.auth, 'accept-language': 'en', ...call.headers },
      ...(call.form ? { payload: call.form } : call.payload === undefined ? {} : { payload: call.payload as object }),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect((await entries()) - before).toBe(1);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ actorId: admin.id, action: want.action, entity: want.entity });
    expect(AUDIT_ACTIONS).toContain(entry!.action);
    expect(AUDIT_ENTITIES).toContain(entry!.entity);
    if (want.entityId) expect(entry!.entityId).toBe(want.entityId);
    else expect(entry!.entityId).not.toBe('');
    expect(entry!.after).not.toBeNull();
    if (want.after) expect(entry!.after).toMatchObject(want.after);
    if (want.before) expect(entry!.before).not.toBeNull();
    else expect(entry!.before).toBeNull();
  });
});
