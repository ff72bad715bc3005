import type { User } from '@portal/contracts/auth';
import type { BookingOf, BookingSummary, CancellationQuote } from '@portal/contracts/bookings';
import type { Report } from '@portal/contracts/reports';
import type { SubUser } from '@portal/contracts/sub-users';
import type { Statement, Topup } from '@portal/contracts/topups';
import { createUser } from './factories';

/** Test data for the account screens (bookings, wallet, reports, sub-users), shaped like the API's answers. */

export const BOOKING_ID = '0190a4c2-7d1e-7c1a-9f00-0000000000b1';
export const OWNER_ID = '0190a4c2-7d1e-7c1a-9f00-000000000001';
export const AGENT_ID = '0190a4c2-7d1e-7c1a-9f00-0000000000a1';

const price = (iqd: string, amount = iqd, currency = 'IQD') => ({ iqd, amount, currency });

export function createBookingSummary(overrides: Partial<BookingSummary> = {}): BookingSummary {
  return {
    id: BOOKING_ID,
    reference: 'XAMQDP',
    service: 'flight',
    status: 'confirmed',
    title: 'BGW → IST',
    travel_date: '2026-12-22',
    travellers: 1,
    total: price('285000'),
    booked_by: { id: AGENT_ID, name: 'Sara Mahmoud' },
    created_at: '2026-11-22T03:40:48.914Z',
    hold_expires_at: null,
    ...overrides,
  };
}

export function createBooking(overrides: Partial<BookingOf<'flight'>> = {}): BookingOf<'flight'> {
  const fare = {
    family: 'flex' as const,
    cabin: 'economy' as const,
    baggage: { checked: { kg: 30 }, cabin_kg: 8 },
    refund: 'refundable' as const,
    refund_penalty_percent: 0,
    change: 'free' as const,
    change_fee_percent: 0,
    seats_left: 150,
    total: price('285000'),
    base: price('236000'),
    taxes: price('44000'),
    fees: price('5000'),
    per_passenger: [
      {
        type: 'adult' as const,
        count: 1,
        base: price('236000'),
        taxes: price('44000'),
        fees: price('5000'),
        total: price('285000'),
      },
    ],
  };
  return {
    id: BOOKING_ID,
    reference: 'XAMQDP',
    service: 'flight',
    status: 'confirmed',
    created_at: '2026-11-22T03:40:48.914Z',
    hold_expires_at: null,
    booked_by: { id: AGENT_ID, name: 'Sara Mahmoud' },
    total: price('285000'),
    payment: { method: 'wallet', currency: 'IQD', amount: '285000' },
    pricing: { currency: 'IQD', net: '285000', markup: '28500', gross: '313500' },
    travellers: [
      {
        type: 'adult',
        first_name: 'Ahmed',
        last_name: 'Al-Rubaie',
        gender: 'male',
        date_of_birth: '1985-04-12',
        nationality: 'IQ',
        passport_number: 'A12345678',
      },
    ],
    details: {
      cabin: 'economy',
      fare,
      offer: {
        id: 'offer-123456',
        slices: [
          {
            origin: 'BGW',
            destination: 'IST',
            departure_local: '2026-12-22T12:00',
            arrival_local: '2026-12-22T14:35',
            duration_minutes: 155,
            stops: 0,
            segments: [
              {
                flight_number: 'IF 102',
                carrier: 'IF',
                origin: 'BGW',
                destination: 'IST',
                departure_local: '2026-12-22T12:00',
                arrival_local: '2026-12-22T14:35',
                departure_utc: '2026-12-22T09:00:00.000Z',
                arrival_utc: '2026-12-22T11:35:00.000Z',
                duration_minutes: 155,
                aircraft: 'Airbus A320',
                distance_km: 1600,
                layover_minutes: null,
              },
            ],
          },
        ],
        open_return: null,
        carriers: ['IF'],
        validating_carrier: 'IF',
        fares: [fare],
      },
      dictionaries: {
        airports: {
          BGW: {
            code: 'BGW',
            name: { ar: 'مطار بغداد الدولي', en: 'Baghdad International Airport', de: 'Flughafen Bagdad' },
            city: { ar: 'بغداد', en: 'Baghdad', de: 'Bagdad' },
            country: 'IQ',
            country_name: { ar: 'العراق', en: 'Iraq', de: 'Irak' },
            time_zone: 'Asia/Baghdad',
          },
          IST: {
            code: 'IST',
            name: { ar: 'مطار إسطنبول', en: 'Istanbul Airport', de: 'Flughafen Istanbul' },
            city: { ar: 'إسطنبول', en: 'Istanbul', de: 'Istanbul' },
            country: 'TR',
            country_name: { ar: 'تركيا', en: 'Türkiye', de: 'Türkei' },
            time_zone: 'Europe/Istanbul',
          },
        },
        carriers: {
          IF: { code: 'IF', name: { ar: 'فلاي بغداد', en: 'Fly Baghdad', de: 'Fly Baghdad' }, logo_url: '' },
        },
      },
    },
    history: [{ status: 'confirmed', note: null, at: '2026-11-22T03:40:48.914Z' }],
    ...overrides,
  };
}

export function createQuote(overrides: Partial<CancellationQuote> = {}): CancellationQuote {
  return {
    allowed: true,
    refund: price('280000'),
    penalty: price('0'),
    fees_kept: price('5000'),
    rule: 'refundable',
    ...overrides,
  };
}

export function createTopup(overrides: Partial<Topup> = {}): Topup {
  return {
    id: '0190a4c2-7d1e-7c1a-9f00-0000000000c1',
    currency: 'IQD',
    amount: '100000',
    fee: '1000',
    tax: '0',
    credited: '99000',
    fee_percent: '1',
    method: 'zaincash',
    reference: 'ZC-1',
    status: 'pending',
    reason: null,
    has_receipt: false,
    requested_by: { id: OWNER_ID, name: 'Ali Kareem' },
    account: { id: '0190a4c2-7d1e-7c1a-9f00-000000000002', name: 'Dijla Tours Agency' },
    created_at: '2026-11-22T03:41:30.048Z',
    decided_at: null,
    ...overrides,
  };
}

export function createStatement(overrides: Partial<Statement> = {}): Statement {
  return {
    currency: 'IQD',
    from: '2026-10-23',
    to: '2026-11-22',
    opening: '0',
    closing: '24795000',
    entries: [
      {
        at: '2026-11-22T03:40:17.940Z',
        kind: 'opening_balance',
        description: 'Opening balance',
        method: null,
        reference: null,
        debit: '0',
        credit: '25000000',
        balance: '25000000',
      },
      {
        at: '2026-11-22T03:40:48.914Z',
        kind: 'booking',
        description: 'Booking payment',
        method: null,
        reference: 'XAMQDP',
        debit: '285000',
        credit: '0',
        balance: '24715000',
      },
      {
        at: '2026-11-22T05:00:00.000Z',
        kind: 'refund',
        description: 'Booking refund',
        method: null,
        reference: 'XAMQDP',
        debit: '0',
        credit: '80000',
        balance: '24795000',
      },
    ],
    ...overrides,
  };
}

export function createReport(overrides: Partial<Report> = {}): Report {
  return {
    from: '2026-01-01',
    to: '2026-11-22',
    totals: [
      {
        currency: 'IQD',
        bookings: 3,
        net: '705000',
        markup: '70500',
        gross: '775500',
        cancelled: 1,
        refunded: '280000',
      },
    ],
    by_service: [{ service: 'flight', currency: 'IQD', bookings: 3, net: '705000', markup: '70500', gross: '775500' }],
    by_month: [
      { month: '2026-10', currency: 'IQD', bookings: 1, net: '231000', markup: '23100', gross: '254100' },
      { month: '2026-11', currency: 'IQD', bookings: 2, net: '474000', markup: '47400', gross: '521400' },
    ],
    by_user: [
      {
        user_id: AGENT_ID,
        name: 'Sara Mahmoud',
        currency: 'IQD',
        bookings: 2,
        net: '474000',
        markup: '47400',
        gross: '521400',
      },
      {
        user_id: OWNER_ID,
        name: 'Ali Kareem',
        currency: 'IQD',
        bookings: 1,
        net: '231000',
        markup: '23100',
        gross: '254100',
      },
    ],
    ...overrides,
  };
}

export function createSubUser(overrides: Partial<SubUser> = {}): SubUser {
  return {
    id: AGENT_ID,
    name: 'Sara Mahmoud',
    email: 'agent@demo.iq',
    active: true,
    permissions: ['book', 'pay_wallet', 'see_wallet'],
    limits: [{ currency: 'IQD', monthly: '1000000', used: '474000' }],
    last_login_at: '2026-11-22T03:40:00.000Z',
    spent_this_month: [{ currency: 'IQD', amount: '474000' }],
    created_at: '2025-01-03T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * `GET /me` for the user a test stored (`localStorage.user`): an agency's owner or sub-user belongs to an
 * approved agency (decision 074), anyone else to a customer's account.
 */
export function meOfStoredUser(): User {
  const stored = JSON.parse(localStorage.getItem('user') ?? '{}') as Pick<User, 'id' | 'name' | 'email' | 'role'>;
  const agency = stored.role === 'agency' || stored.role === 'sub_user';
  return createUser({
    ...stored,
    account: {
      id: '0190a4c2-7d1e-7c1a-9f00-0000000000c1',
      kind: agency ? 'agency' : 'customer',
      name: agency ? 'Dijla Tours Agency' : stored.name,
      agency_application: null,
    },
  });
}
