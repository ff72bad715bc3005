import type { Dashboard } from '@portal/contracts/admin';
import type { AdminBooking } from '@portal/contracts/admin-bookings';
import type { BookingOf } from '@portal/contracts/bookings';
import type { AdminSchedule } from '@portal/contracts/admin-inventory';
import type { User } from '@portal/contracts/auth';
import type { Topup } from '@portal/contracts/topups';
import { createUser } from './factories';
import { createBooking } from './flight-factories';

export const STAFF_ID = '0190a4c2-7d1e-7c1a-9f00-0000000000aa';
export const BOOKING_ID = '0190a4c2-7d1e-7c1a-9f00-0000000000b1';

export function createStaffUser(role: 'admin' | 'desk' | 'editor', overrides: Partial<User> = {}): User {
  return createUser({
    id: STAFF_ID,
    name: 'Noor Staff',
    email: 'noor@rafidain.travel',
    role: 'staff',
    staff_role: role,
    account: {
      id: '0190a4c2-7d1e-7c1a-9f00-0000000000ab',
      kind: 'staff',
      name: 'Rafidain Travel Staff',
      agency_application: null,
    },
    ...overrides,
  });
}

/** Logs a staff member in (token and stored user), as the login form leaves them. */
export function storeStaffSession(role: 'admin' | 'desk' | 'editor') {
  localStorage.setItem('authToken', 'staff-token');
  localStorage.setItem(
    'user',
    JSON.stringify({ id: STAFF_ID, name: 'Noor Staff', email: 'noor@rafidain.travel', role: 'staff' }),
  );
  return createStaffUser(role);
}

export function createDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  const days = Array.from({ length: 30 }, (_, i) => ({
    date: new Date(Date.UTC(2026, 10, 1 + i)).toISOString().slice(0, 10),
    bookings: i % 3,
    sales: i % 3 ? [{ currency: 'IQD', amount: String(150_000 * (i % 3)) }] : [],
  }));
  return {
    today: '2026-11-30',
    bookings_today: 4,
    sales_today: [{ currency: 'IQD', amount: '900000', bookings: 3 }],
    pending_topups: {
      count: 2,
      amounts: [{ currency: 'USD', amount: '150.00' }],
      oldest_at: '2026-11-30T08:00:00.000Z',
    },
    expiring_holds: [
      {
        id: BOOKING_ID,
        reference: 'K7M2QX',
        service: 'flight',
        account: 'Zainab Al-Hashimi',
        hold_expires_at: '2026-11-30T20:00:00.000Z',
        total: { currency: 'IQD', amount: '412000' },
      },
    ],
    recent_messages: [
      {
        id: 'm1',
        name: 'Hassan Ali',
        subject: 'Umrah in March',
        created_at: '2026-11-30T09:00:00.000Z',
        replied: false,
      },
    ],
    unreplied_messages: 1,
    days,
    ...overrides,
  };
}

export function createTopup(overrides: Partial<Topup> = {}): Topup {
  return {
    id: '0190a4c2-7d1e-7c1a-9f00-0000000000c1',
    currency: 'IQD',
    amount: '500000',
    fee: '5000',
    tax: '0',
    credited: '495000',
    fee_percent: '1',
    method: 'zaincash',
    reference: 'ZC-889912',
    status: 'pending',
    reason: null,
    has_receipt: true,
    requested_by: { id: 'u1', name: 'Zainab Al-Hashimi' },
    account: { id: 'a1', name: 'Zainab Al-Hashimi' },
    created_at: '2026-11-30T08:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

export function createAdminBooking(
  overrides: Partial<BookingOf<'flight'>> = {},
  extra: Partial<AdminBooking> = {},
): AdminBooking {
  const traveller = (first: string) => ({
    type: 'adult' as const,
    first_name: first,
    last_name: 'Al-Rubaie',
    gender: 'male',
    date_of_birth: '1985-04-12',
    nationality: 'IQ',
    passport_number: 'A12345678',
  });
  return {
    booking: {
      id: BOOKING_ID,
      reference: 'K7M2QX',
      service: 'flight',
      status: 'confirmed',
      created_at: '2026-11-30T07:00:00.000Z',
      hold_expires_at: null,
      booked_by: { id: 'u1', name: 'Zainab Al-Hashimi' },
      total: { iqd: '412000', amount: '412000', currency: 'IQD' },
      payment: { method: 'wallet', currency: 'IQD', amount: '412000' },
      pricing: { currency: 'IQD', net: '412000', markup: '0', gross: '412000' },
      travellers: [traveller('Ahmed'), traveller('Huda')],
      details: createBooking().details,
      history: [{ status: 'confirmed', note: null, at: '2026-11-30T07:00:00.000Z' }],
      ...overrides,
    },
    account: { id: 'a1', name: 'Zainab Al-Hashimi', kind: 'customer' },
    notes: [],
    documents: [],
    transitions: ['fulfilled'],
    document_kind: 'ticket',
    cancellation: {
      allowed: true,
      refund: { iqd: '300000', amount: '300000', currency: 'IQD' },
      penalty: { iqd: '100000', amount: '100000', currency: 'IQD' },
      fees_kept: { iqd: '12000', amount: '12000', currency: 'IQD' },
      rule: 'refundable',
    },
    ...extra,
  };
}

export function createSchedule(overrides: Partial<AdminSchedule> = {}): AdminSchedule {
  return {
    key: 'IA152',
    carrier: 'IA',
    flight_number: '152',
    origin: 'BGW',
    destination: 'IST',
    departure_time: '09:15',
    duration_minutes: 210,
    days: [1, 3, 5],
    aircraft_code: '320',
    aircraft_name: 'Airbus A320',
    seats: { economy: 150, business: 12, first: 0 },
    distance_km: 1620,
    base_fare_iqd: '185000',
    active: true,
    updated_at: '2026-11-30T07:00:00.000Z',
    ...overrides,
  };
}
