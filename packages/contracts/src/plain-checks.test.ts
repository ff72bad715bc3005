import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { rentalProblems, type RentalQuery } from './car-constants.js';
import { CarSearchQuerySchema } from './cars.js';
import { tripProblems, type TripQuery } from './guide-constants.js';
import { GuideSearchQuerySchema } from './guides.js';
import { LANGS } from './i18n.js';
import { translate } from './messages.js';
import type { FieldProblem } from './plain-checks.js';
import { issueMessage } from './validation.js';

/** The schema's first issue at each field, named as the web app's forms name it (`issueMessage`). */
function schemaProblems(schema: z.ZodType, input: object): Record<string, FieldProblem> {
  const parsed = schema.safeParse(input);
  const out: Record<string, FieldProblem> = {};
  if (parsed.success) return out;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!out[field]) out[field] = issueMessage(issue) as FieldProblem;
  }
  return out;
}

const without = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

// Good and bad values of each field of a link, the bad ones by each rule the schemas have.
const DESTINATIONS = [
  'baghdad',
  ' Erbil ',
  'al-najaf',
  '',
  ' ',
  'a'.repeat(80),
  'a'.repeat(81),
  'a_b',
  '-a',
  'a--b',
  'بغداد',
];
const DATE_TIMES = [
  '2026-12-20T10:00',
  '2026-12-23T10:30',
  '2026-12-20T09:30',
  '2028-02-29T00:00',
  '2027-02-29T10:00',
  '2026-02-30T10:00',
  '2026-12-20T24:00',
  '2026-12-20T10:60',
  '2026-12-20 10:00',
  'T10:00',
  '2026-12-20T',
  '',
];
const AGES = [
  '30',
  '18',
  '99',
  '17',
  '100',
  '',
  ' ',
  '0',
  '-5',
  '17.5',
  '30.0',
  'abc',
  '1e1',
  '0x20',
  'Infinity',
  '1e20',
  '-1e20',
];
const OFFICES = [undefined, 'bgw-airport', 'x', 'A1', 'a'.repeat(40), 'a'.repeat(41), 'a b', ''];

function* rentals(): Generator<RentalQuery> {
  const base = { destination: 'baghdad', pickup: '2026-12-20T10:00', dropoff: '2026-12-23T10:00', age: '30' };
  for (const destination of DESTINATIONS) yield { ...base, destination };
  for (const pickup of DATE_TIMES) for (const dropoff of DATE_TIMES) yield { ...base, pickup, dropoff };
  for (const age of AGES) {
    yield { ...base, age };
    // An age that is no number stops the schema before it compares the pick-up with the drop-off.
    yield { ...base, age, dropoff: '2026-12-19T10:00' };
    yield { ...base, age, dropoff: '2026-02-30T10:00', destination: '' };
  }
  for (const pickup_office of OFFICES)
    for (const dropoff_office of OFFICES) yield { ...base, pickup_office, dropoff_office };
}

describe('rentalProblems (a rental checked without zod)', () => {
  it('finds what CarSearchQuerySchema finds, field by field, with the same messages', () => {
    let checked = 0;
    let refused = 0;
    for (const rental of rentals()) {
      const input = without(rental);
      const expected = schemaProblems(CarSearchQuerySchema, input);
      expect(rentalProblems(input), JSON.stringify(input)).toEqual(expected);
      for (const problem of Object.values(expected)) {
        for (const lang of LANGS) expect(translate(problem.key, lang, problem.params)).not.toBe(problem.key);
      }
      checked += 1;
      if (Object.keys(expected).length > 0) refused += 1;
    }
    // Both kinds were tried: links the schema takes and links it refuses.
    expect(checked - refused).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(100);
  });

  it('takes a good rental and names each rule a bad one breaks', () => {
    const good = { destination: 'baghdad', pickup: '2026-12-20T10:00', dropoff: '2026-12-23T10:00', age: '30' };
    expect(rentalProblems(good)).toEqual({});
    expect(rentalProblems({ ...good, destination: 'A b', age: '17', dropoff: '2026-12-20T10:00' })).toEqual({
      destination: { key: 'unknown_destination' },
      age: { key: 'driver_too_young', params: { min: 18 } },
      dropoff: { key: 'dropoff_before_pickup' },
    });
    expect(rentalProblems({ ...good, pickup: '2026-02-30T10:00', age: '12.5', pickup_office: 'x' })).toEqual({
      pickup: { key: 'invalid_datetime' },
      age: { key: 'invalid_age' },
      pickup_office: { key: 'unknown_office' },
    });
  });
});

const CITIES = [
  undefined,
  'karbala',
  ' Najaf ',
  'al-kadhimiya',
  '',
  ' ',
  'a'.repeat(80),
  'a'.repeat(81),
  'a_b',
  'كربلاء',
];
const DATES = [
  undefined,
  '2026-12-20',
  '2028-02-29',
  '2027-02-29',
  '2026-13-01',
  '2026-12-32',
  '2026-12-2',
  '20261220',
  '',
];
const COUNTS = ['1', '2', '14', '30', '31', '0', '-1', '', ' ', '1.5', '2.0', 'x', '1e1', 'Infinity', '1e20'];
const LANGUAGES = [undefined, 'ar', 'en', 'id', 'xx', 'AR', ''];

function* trips(): Generator<TripQuery> {
  const base = { days: '1', group: '2' };
  for (const city of CITIES) for (const date of DATES) yield { ...base, city, date };
  for (const days of COUNTS) for (const group of COUNTS) yield { days, group };
  for (const language of LANGUAGES) yield { ...base, language, city: 'najaf', date: '2026-12-20' };
}

describe('tripProblems (a guide search checked without zod)', () => {
  it('finds what GuideSearchQuerySchema finds, field by field, with the same messages', () => {
    let checked = 0;
    let refused = 0;
    for (const trip of trips()) {
      const input = without(trip);
      const expected = schemaProblems(GuideSearchQuerySchema, input);
      expect(tripProblems(input), JSON.stringify(input)).toEqual(expected);
      checked += 1;
      if (Object.keys(expected).length > 0) refused += 1;
    }
    expect(checked - refused).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(100);
  });

  it('takes a good trip and names each rule a bad one breaks', () => {
    expect(tripProblems({ city: 'karbala', date: '2026-12-20', days: '3', group: '4', language: 'fa' })).toEqual({});
    expect(tripProblems({ city: 'a b', date: '2027-02-29', days: '15', group: '0', language: 'xx' })).toEqual({
      city: { key: 'unknown_destination' },
      date: { key: 'invalid_date' },
      days: { key: 'invalid_days', params: { max: 14 } },
      group: { key: 'invalid_group_size', params: { min: 1 } },
      language: { key: 'invalid_choice' },
    });
  });
});
