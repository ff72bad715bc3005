import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FlightSearchBodySchema, type PassengerType } from '@portal/contracts/flights';
import { passengerIssues } from './passenger-rules.js';

/*
 * The passenger rules against oracles written another way: ages by comparing the date of birth with the
 * travel date moved back N years (as text), passport margins by counting days with Date.UTC, passenger
 * counts by listing the spec's limits. None of them calls the code under test's helpers.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const iso = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** Whether someone born on `dob` has had their `years`-th birthday by `on` (29 February counts from 1 March). */
function hasTurned(dob: string, years: number, on: string): boolean {
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return iso(y - years, m, d) >= dob;
}

function ageFits(type: PassengerType, dob: string, first: string, last: string): boolean {
  if (dob > first) return false;
  if (type === 'adult') return hasTurned(dob, 12, first);
  if (type === 'child') return hasTurned(dob, 2, first) && !hasTurned(dob, 12, first);
  return !hasTurned(dob, 2, last);
}

function daysBetween(from: string, to: string): number {
  const [a, b, c] = from.split('-').map(Number) as [number, number, number];
  const [x, y, z] = to.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(x, y - 1, z) - Date.UTC(a, b - 1, c)) / 86_400_000);
}

const date = (from: number, to: number) =>
  fc
    .record({
      y: fc.integer({ min: from, max: to }),
      m: fc.integer({ min: 1, max: 12 }),
      d: fc.integer({ min: 1, max: 31 }),
    })
    .map(({ y, m, d }) => iso(y, m, Math.min(d, daysInMonth(y, m))));

/** Travel dates a few days apart, and dates of birth near the age limits (leap days included). */
const trip = fc.tuple(date(2026, 2032), fc.integer({ min: 0, max: 200 })).map(([first, stay]) => ({
  first,
  last: new Date(Date.parse(`${first}T00:00:00Z`) + stay * 86_400_000).toISOString().slice(0, 10),
}));
const nearLimit = (travel: string) =>
  fc.tuple(fc.constantFrom(0, 1, 2, 3, 11, 12, 13, 40), fc.integer({ min: -3, max: 3 })).map(([years, shift]) => {
    const [y, m, d] = travel.split('-').map(Number) as [number, number, number];
    const at = Date.UTC(y - years, m - 1, Math.min(d, daysInMonth(y - years, m))) + shift * 86_400_000;
    return new Date(at).toISOString().slice(0, 10);
  });

describe('passenger ages on the travel dates', () => {
  it('an adult is 12 on the first flight, a child 2 to 11, an infant under 2 on the last; all born by departure', () => {
    fc.assert(
      fc.property(
        trip.chain((t) =>
          fc.record({
            t: fc.constant(t),
            type: fc.constantFrom<PassengerType>('adult', 'child', 'infant'),
            dob: fc.oneof(nearLimit(t.first), nearLimit(t.last), date(1990, 2033)),
          }),
        ),
        ({ t, type, dob }) => {
          const issues = passengerIssues([{ type, date_of_birth: dob, passport_expiry: '2099-01-01' }], {
            firstDate: t.first,
            lastDate: t.last,
          });
          const flagged = issues.some((i) => i.field === 'passengers.0.date_of_birth');
          expect(flagged).toBe(!ageFits(type, dob, t.first, t.last));
          if (flagged) expect(issues[0]!.key).toBe(`age_mismatch_${type}`);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('a passport must be valid at least 182 days after the last flight', () => {
    fc.assert(
      fc.property(trip, fc.integer({ min: 150, max: 220 }), ({ first, last }, margin) => {
        const expiry = new Date(Date.parse(`${last}T00:00:00Z`) + margin * 86_400_000).toISOString().slice(0, 10);
        const issues = passengerIssues([{ type: 'adult', date_of_birth: '1980-01-01', passport_expiry: expiry }], {
          firstDate: first,
          lastDate: last,
        });
        const flagged = issues.some((i) => i.key === 'passport_expires_soon');
        expect(flagged).toBe(daysBetween(last, expiry) < 182);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('passengers of a search', () => {
  it('at least one adult, at most 9 seated (adults and children), no more infants than adults', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1, max: 11 }),
        fc.integer({ min: -1, max: 11 }),
        fc.integer({ min: -1, max: 11 }),
        (adults, children, infants) => {
          const result = FlightSearchBodySchema.safeParse({
            trip: 'oneway',
            slices: [{ origin: 'BGW', destination: 'IST', date: '2030-01-10' }],
            adults,
            children,
            infants,
          });
          const allowed = adults >= 1 && children >= 0 && infants >= 0 && adults + children <= 9 && infants <= adults;
          expect(result.success).toBe(allowed);
          if (!result.success) {
            const messages = result.error.issues.map((i) => i.message);
            if (adults + children > 9 && adults >= 1 && children >= 0)
              expect(messages).toContain('too_many_passengers');
            if (infants > adults && adults >= 1 && infants >= 0 && infants <= 9)
              expect(messages).toContain('infants_exceed_adults');
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
