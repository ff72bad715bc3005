import { describe, expect, it } from 'vitest';
import { FlightSearchBodySchema } from '@portal/contracts/flights';
import { parsePath } from '@portal/contracts/routes';
import {
  defaultSearchValues,
  searchFromUrl,
  searchPath,
  toSearchBody,
  validateSearch,
  withTripType,
  type SearchFormValues,
} from './search-form';

const TODAY = '2030-03-01';

function fromUrl(href: string) {
  const [path = '', query = ''] = href.split('?');
  const params = parsePath('flight.search', path);
  if (!params) throw new Error(`not a flight.search path: ${path}`);
  return searchFromUrl(params, query, TODAY);
}

const ROUND: SearchFormValues = {
  trip: 'round',
  legs: [{ origin: 'BGW', destination: 'IST', date: '2030-03-10' }],
  returnDate: '2030-03-17',
  adults: 2,
  children: 1,
  infants: 1,
  cabin: 'economy',
};

describe('search URLs', () => {
  it('builds the flight.search path of a round trip and reads it back', () => {
    const href = searchPath(ROUND);
    expect(href).toBe(
      '/search-flight/origin=BGW/to=IST/type=round/depart=2030-03-10/return=2030-03-17/adults=2/children=1/infants=1/class=economy',
    );
    expect(fromUrl(href)).toEqual({ values: ROUND, problems: {} });
  });

  it('leaves the return out of one-way and open-return trips', () => {
    expect(searchPath({ ...ROUND, trip: 'oneway' })).not.toContain('return=');
    expect(searchPath({ ...ROUND, trip: 'roundopen' })).toContain('/type=roundopen/depart=2030-03-10/adults=2/');
  });

  it('puts the legs of a multi-city trip after the first in the query string', () => {
    const multi: SearchFormValues = {
      ...ROUND,
      trip: 'multi',
      returnDate: '',
      legs: [
        { origin: 'BGW', destination: 'IST', date: '2030-03-10' },
        { origin: 'IST', destination: 'DXB', date: '2030-03-14' },
        { origin: 'DXB', destination: 'BGW', date: '2030-03-20' },
      ],
    };
    const href = searchPath(multi);
    expect(href).toBe(
      '/search-flight/origin=BGW/to=IST/type=multi/depart=2030-03-10/adults=2/children=1/infants=1/class=economy' +
        '?origin2=IST&to2=DXB&depart2=2030-03-14&origin3=DXB&to3=BGW&depart3=2030-03-20',
    );
    expect(fromUrl(href)).toEqual({ values: multi, problems: {} });
  });

  it('reads airport codes typed in lower case', () => {
    const { values, problems } = fromUrl(
      '/search-flight/origin=bgw/to=ist/type=oneway/depart=2030-03-10/adults=1/children=0/infants=0/class=first',
    );
    expect(values.legs[0]).toMatchObject({ origin: 'BGW', destination: 'IST' });
    expect(values.cabin).toBe('first');
    expect(problems).toEqual({});
  });

  it.each([
    ['an unknown trip type', 'type=twice/depart=2030-03-10', { trip: 'invalid_choice' }],
    ['a date in the past', 'type=oneway/depart=2030-02-27', { 'slices.0.date': 'date_in_past' }],
    ['a date that is no date', 'type=oneway/depart=2030-02-30', { 'slices.0.date': 'invalid_date' }],
    ['a date too far ahead', 'type=oneway/depart=2031-03-01', { 'slices.0.date': 'date_too_far' }],
    [
      'a return before the departure',
      'type=round/depart=2030-03-10/return=2030-03-05',
      { 'slices.1.date': 'return_before_departure' },
    ],
    ['a round trip without its return', 'type=round/depart=2030-03-10', { 'slices.1.date': 'required' }],
  ])('marks %s', (_what, middle, problems) => {
    const { problems: found } = fromUrl(
      `/search-flight/origin=BGW/to=IST/${middle}/adults=1/children=0/infants=0/class=economy`,
    );
    expect(found).toEqual(problems);
  });

  it('marks bad airports, passenger counts and class, and keeps the values to correct them', () => {
    const { values, problems } = fromUrl(
      '/search-flight/origin=BAGHDAD/to=bgw2/type=oneway/depart=2030-03-10/adults=1/children=x/infants=3/class=deluxe',
    );
    expect(problems).toEqual({
      'slices.0.origin': 'invalid_airport',
      'slices.0.destination': 'invalid_airport',
      children: 'invalid_type',
      infants: 'infants_exceed_adults',
      cabin: 'invalid_choice',
    });
    expect(values.legs[0]).toMatchObject({ origin: 'BAGHDAD', destination: 'BGW2' });
    expect(values.infants).toBe(3);
  });

  it('marks a multi-city leg that is missing its destination, and a leg out of date order', () => {
    const { problems } = fromUrl(
      '/search-flight/origin=BGW/to=IST/type=multi/depart=2030-03-10/adults=1/children=0/infants=0/class=economy' +
        '?origin2=IST&depart2=2030-03-12&origin3=DXB&to3=BGW&depart3=2030-03-11',
    );
    expect(problems).toEqual({ 'slices.1.destination': 'required', 'slices.2.date': 'dates_out_of_order' });
  });

  it('asks for a second leg on a multi-city link with only one', () => {
    const { problems } = fromUrl(
      '/search-flight/origin=BGW/to=IST/type=multi/depart=2030-03-10/adults=1/children=0/infants=0/class=economy',
    );
    expect(problems).toEqual({ slices: 'invalid_choice' });
  });
});

describe('the search form’s values', () => {
  it('send the body the contract accepts, a round trip’s return reversed', () => {
    const body = toSearchBody(ROUND);
    expect(body.slices).toEqual([
      { origin: 'BGW', destination: 'IST', date: '2030-03-10' },
      { origin: 'IST', destination: 'BGW', date: '2030-03-17' },
    ]);
    expect(FlightSearchBodySchema.safeParse(body).success).toBe(true);
    expect(FlightSearchBodySchema.safeParse(toSearchBody({ ...ROUND, trip: 'roundopen' })).success).toBe(true);
  });

  it('keep the first leg across trip types and start a multi-city trip where the first ends', () => {
    const multi = withTripType(ROUND, 'multi');
    expect(multi.legs).toEqual([ROUND.legs[0], { origin: 'IST', destination: '', date: '' }]);
    expect(withTripType(multi, 'oneway').legs[0]).toEqual(ROUND.legs[0]);
  });

  it('need both airports, different ones, and the dates', () => {
    expect(validateSearch(defaultSearchValues(), TODAY)).toEqual({
      'slices.0.origin': 'required',
      'slices.0.destination': 'required',
      'slices.0.date': 'required',
      'slices.1.date': 'required',
    });
    expect(
      validateSearch({ ...ROUND, legs: [{ origin: 'BGW', destination: 'BGW', date: '2030-03-10' }] }, TODAY),
    ).toEqual({ 'slices.0.destination': 'same_airports' });
  });
});
