import { describe, expect, it } from 'vitest';
import { FlightBookingBodySchema } from '@portal/contracts/bookings';
import { bookingFormSchema, emptyPassenger, formFieldOf, toBookingBody, type BookingFormValues } from './booking-form';
import { dateOfBirthFits } from './booking-rules';

const DATES = { firstDate: '2030-03-10', lastDate: '2030-03-17' };
const schema = bookingFormSchema({ dates: DATES, lang: 'en' });

function valid(): BookingFormValues {
  return {
    passengers: [
      {
        ...emptyPassenger('adult'),
        first_name: 'Layla',
        last_name: 'Hassan',
        gender: 'female',
        date_of_birth: '1990-05-01',
        passport_number: 'a1234567',
        passport_expiry: '2031-01-01',
      },
    ],
    contact: { email: 'layla@example.com', phone: '+964 770 123 4567' },
    billing: {
      address1: 'Karrada',
      address2: '',
      city: 'Baghdad',
      state: '',
      zip: '',
      comment: '',
      terms_accepted: true,
    },
    payment: { method: 'wallet', currency: 'USD' },
  };
}

function issues(values: BookingFormValues) {
  const result = schema.safeParse(values);
  const found: Record<string, string> = {};
  // The form shows the first message of each field, as the resolver does.
  for (const issue of result.success ? [] : result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('the booking form schema', () => {
  it('accepts a complete form and makes the body the API contract accepts', () => {
    const parsed = schema.parse(valid());
    const body = toBookingBody(parsed, {
      sessionId: '0190a4c2-7d1e-7c1a-9f00-0000000000aa',
      offerId: 'OFFER-0001',
      family: 'light',
      acceptedTotalIqd: '500000',
    });
    expect(FlightBookingBodySchema.safeParse(body).success).toBe(true);
    expect(body.passengers[0]!.passport_number).toBe('A1234567');
    expect(body.payment).toEqual({ method: 'wallet', currency: 'USD' });
    expect(
      toBookingBody(
        { ...parsed, payment: { method: 'hold', currency: '' } },
        { sessionId: 's', offerId: 'o', family: 'light', acceptedTotalIqd: '1' },
      ).payment,
    ).toEqual({ method: 'hold' });
  });

  it('asks for names in Latin letters, the dates, the terms and a way to pay', () => {
    const values = valid();
    values.passengers[0] = { ...values.passengers[0]!, first_name: 'ليلى', date_of_birth: '', passport_expiry: '' };
    values.billing.terms_accepted = false as true;
    values.payment = { method: '' as 'wallet', currency: '' };
    expect(issues(values)).toEqual({
      'passengers.0.first_name': 'latin_name',
      'passengers.0.date_of_birth': 'required',
      'passengers.0.passport_expiry': 'required',
      'billing.terms_accepted': 'terms_required',
      'payment.method': 'required',
    });
  });

  it('checks the date of birth against the passenger type on the travel dates, even with other mistakes', () => {
    const values = valid();
    values.passengers = [
      { ...values.passengers[0]!, date_of_birth: '2025-01-01', last_name: '' },
      {
        ...emptyPassenger('child'),
        first_name: 'Omar',
        last_name: 'Hassan',
        gender: 'male',
        date_of_birth: '2028-03-11',
        passport_number: 'B1234567',
        passport_expiry: '2031-01-01',
      },
    ];
    expect(issues(values)).toEqual({
      'passengers.0.last_name': 'required',
      'passengers.0.date_of_birth': 'On the travel date, an adult passenger must be at least 12 years old',
      'passengers.1.date_of_birth': 'On the travel date, a child passenger must be 2 to 11 years old',
    });
  });

  it('wants the passport valid six months after the last flight', () => {
    const values = valid();
    values.passengers[0] = { ...values.passengers[0]!, passport_expiry: '2030-09-01' };
    expect(issues(values)).toEqual({ 'passengers.0.passport_expiry': 'passport_expires_soon' });
    values.passengers[0] = { ...values.passengers[0]!, passport_expiry: '2030-09-15' };
    expect(issues(values)).toEqual({});
  });

  it('ages infants on the last flight: they must still be under two on the way back', () => {
    // Two on 2030-03-16, the day before the flight home: a child by then, though an infant on the way out.
    expect(dateOfBirthFits('infant', '2028-03-16', DATES)).toBe(false);
    expect(dateOfBirthFits('infant', '2028-03-18', DATES)).toBe(true);
    expect(dateOfBirthFits('child', '2028-03-10', DATES)).toBe(true);
    expect(dateOfBirthFits('adult', '2018-03-10', DATES)).toBe(true);
    expect(dateOfBirthFits('adult', '2018-03-11', DATES)).toBe(false);
  });
});

describe('server errors', () => {
  it('go to their fields when the form has them, above it otherwise', () => {
    const errors = [
      { field: 'passengers.1.date_of_birth', message: 'a' },
      { field: 'billing.city', message: 'b' },
      { field: 'passengers', message: 'c' },
      { field: 'offer_id', message: 'd' },
    ];
    expect(errors.filter((e) => formFieldOf(e.field)).map((e) => e.field)).toEqual([
      'passengers.1.date_of_birth',
      'billing.city',
    ]);
    expect(errors.filter((e) => !formFieldOf(e.field)).map((e) => e.message)).toEqual(['c', 'd']);
  });
});
