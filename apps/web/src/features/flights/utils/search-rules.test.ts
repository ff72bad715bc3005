import { describe, expect, it } from 'vitest';
import {
  CABIN_CLASSES as CONTRACT_CABINS,
  FlightSearchBodySchema,
  MAX_SEATED_PASSENGERS as CONTRACT_MAX_SEATED,
  MAX_SLICES as CONTRACT_MAX_SLICES,
  TRIP_TYPES as CONTRACT_TRIPS,
} from '@portal/contracts/flights';
import {
  CABIN_CLASSES,
  MAX_SEATED_PASSENGERS,
  MAX_SLICES,
  passengerLimits,
  passengerProblems,
  TRIP_TYPES,
} from './search-rules';

describe('the zod-free search rules', () => {
  it('have the contract’s trip types, cabins and limits', () => {
    expect(TRIP_TYPES).toEqual(CONTRACT_TRIPS);
    expect(CABIN_CLASSES).toEqual(CONTRACT_CABINS);
    expect(MAX_SEATED_PASSENGERS).toBe(CONTRACT_MAX_SEATED);
    expect(MAX_SLICES).toBe(CONTRACT_MAX_SLICES);
  });

  it('refuse exactly the passenger counts the contract refuses, at the same fields', () => {
    const slices = [{ origin: 'BGW', destination: 'IST', date: '2030-01-01' }];
    for (let adults = 0; adults <= 10; adults++) {
      for (let children = 0; children <= 10; children++) {
        for (let infants = 0; infants <= 10; infants++) {
          const parsed = FlightSearchBodySchema.safeParse({ trip: 'oneway', slices, adults, children, infants });
          const contract = new Set(parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0])));
          const ours = new Set(Object.keys(passengerProblems({ adults, children, infants })));
          expect({ adults, children, infants, fields: [...ours].sort() }).toEqual({
            adults,
            children,
            infants,
            fields: [...contract].sort(),
          });
        }
      }
    }
  });

  it('name the rule that is broken, with the API’s message keys', () => {
    expect(passengerProblems({ adults: 0, children: 1, infants: 0 })).toEqual({ adults: 'adults_min' });
    expect(passengerProblems({ adults: 5, children: 5, infants: 0 })).toEqual({ children: 'too_many_passengers' });
    expect(passengerProblems({ adults: 2, children: 0, infants: 3 })).toEqual({ infants: 'infants_exceed_adults' });
    expect(passengerProblems({ adults: 2, children: 1, infants: 1 })).toEqual({});
  });

  it('tell the steppers what they may still do', () => {
    expect(passengerLimits({ adults: 1, children: 0, infants: 1 })).toEqual({
      addAdult: true,
      removeAdult: false,
      addChild: true,
      removeChild: false,
      addInfant: false,
      removeInfant: true,
    });
    expect(passengerLimits({ adults: 4, children: 5, infants: 0 })).toMatchObject({ addAdult: false, addChild: false });
  });
});
