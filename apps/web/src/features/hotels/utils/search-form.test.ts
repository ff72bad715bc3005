import { describe, expect, it } from 'vitest';
import { parseHotelRoomsQuery, parsePath } from '@portal/contracts/routes';
import { searchFromUrl, searchPath, stayFromQuery, type HotelSearchValues } from './search-form';
import { queryReader, readList, writeList, DEFAULT_LIST } from './list-query';

const TODAY = '2030-03-01';
const values: HotelSearchValues = {
  destination: 'karbala',
  checkIn: '2030-03-20',
  checkOut: '2030-03-23',
  nationality: 'IQ',
  rooms: [
    { adults: 2, childrenAges: [5, 9], infants: 1 },
    { adults: 1, childrenAges: [], infants: 0 },
  ],
  roomType: 'family',
};

function roundTrip(href: string) {
  const [path, search = ''] = href.split('?');
  return searchFromUrl(parsePath('hotel.search', path!)!, parseHotelRoomsQuery(`?${search}`), TODAY);
}

describe('the hotel.search URL', () => {
  it('writes totals in the path and each room in the query string, and reads them back', () => {
    const href = searchPath(values);
    expect(href).toBe(
      '/hotel-search/from=karbala/checkin=2030-03-20/checkout=2030-03-23/nationality=IQ/adult=3/child=2/infant=1/room=2/room-type=family?adults1=2&ages1=5,9&infants1=1&adults2=1',
    );
    expect(roundTrip(href)).toEqual({ values, problems: {} });
  });

  it('spreads the path’s totals over the rooms when the query string has none, and asks for children’s ages', () => {
    const { values: read, problems } = roundTrip(
      '/hotel-search/from=istanbul/checkin=2030-03-20/checkout=2030-03-23/nationality=IQ/adult=5/child=1/infant=0/room=2/room-type=any',
    );
    expect(read.rooms).toEqual([
      { adults: 3, childrenAges: [null], infants: 0 },
      { adults: 2, childrenAges: [], infants: 0 },
    ]);
    expect(problems['rooms.0.children_ages.0']).toEqual({ key: 'child_ages_required' });
  });

  it('lists each malformed value by the API’s field names and keeps it for the form', () => {
    const { values: read, problems } = roundTrip(
      '/hotel-search/from=Not a slug/checkin=2030-02-30/checkout=2030-05-01/nationality=iraq/adult=x/child=0/infant=0/room=1/room-type=igloo',
    );
    expect(read.destination).toBe('Not a slug');
    expect(problems).toMatchObject({
      destination: { key: 'unknown_destination' },
      check_in: { key: 'invalid_date' },
      nationality: { key: 'invalid_country' },
      adults: { key: 'invalid_type' },
      room_type: { key: 'invalid_choice' },
    });
    expect(
      roundTrip(
        '/hotel-search/from=najaf/checkin=2030-03-20/checkout=2030-05-01/nationality=IQ/adult=1/child=0/infant=0/room=1/room-type=any',
      ).problems,
    ).toEqual({
      check_out: { key: 'stay_too_long', params: { max: 30 } },
    });
    expect(
      roundTrip(
        '/hotel-search/from=najaf/checkin=2030-02-20/checkout=2030-02-22/nationality=IQ/adult=1/child=0/infant=0/room=1/room-type=any',
      ).problems,
    ).toEqual({
      check_in: { key: 'date_in_past' },
    });
  });

  it('refuses a nationality that is no ISO 3166 country, keeping it as written', () => {
    for (const code of ['ZZ', 'UK', 'EU', 'XK']) {
      const { values: read, problems } = roundTrip(
        `/hotel-search/from=najaf/checkin=2030-03-20/checkout=2030-03-22/nationality=${code}/adult=1/child=0/infant=0/room=1/room-type=any`,
      );
      expect(read.nationality, code).toBe(code);
      expect(problems, code).toEqual({ nationality: { key: 'invalid_country' } });
    }
    // Lower case is read as the code it spells.
    expect(
      roundTrip(
        '/hotel-search/from=najaf/checkin=2030-03-20/checkout=2030-03-22/nationality=gb/adult=1/child=0/infant=0/room=1/room-type=any',
      ).problems,
    ).toEqual({});
    const search = '?checkin=2030-03-20&checkout=2030-03-22&nationality=zz';
    expect(stayFromQuery(queryReader(search), parseHotelRoomsQuery(search), TODAY)?.problems).toEqual({
      nationality: { key: 'invalid_country' },
    });
  });

  it('reads the detail page’s stay, and nothing when it has no dates', () => {
    const search =
      '?checkin=2030-03-20&checkout=2030-03-22&nationality=de&room-type=any&adults1=2&adults2=1&infants2=1';
    expect(stayFromQuery(queryReader(search), parseHotelRoomsQuery(search), TODAY)).toEqual({
      values: {
        checkIn: '2030-03-20',
        checkOut: '2030-03-22',
        nationality: 'DE',
        roomType: 'any',
        rooms: [
          { adults: 2, childrenAges: [], infants: 0 },
          { adults: 1, childrenAges: [], infants: 1 },
        ],
      },
      problems: {},
    });
    expect(stayFromQuery(queryReader(''), [], TODAY)).toBeNull();
  });
});

describe('the list’s filters in the query string', () => {
  it('round-trips every filter and keeps the rooms', () => {
    const state = {
      ...DEFAULT_LIST,
      stars: [4, 5],
      facilities: ['breakfast' as const, 'pool' as const],
      languages: ['ar' as const],
      reviewMin: 8,
      priceMin: '50',
      priceMax: '250.5',
      bestseller: true,
      freeCancellation: true,
      sort: 'price_asc' as const,
      page: 3,
    };
    const query = writeList(state, new URLSearchParams('adults1=2&stars=1&page=9'));
    expect(query).toBe(
      '?adults1=2&stars=4,5&facilities=breakfast,pool&languages=ar&review=8&min=50&max=250.5&bestseller=1&free=1&sort=price_asc&page=3',
    );
    expect(readList(queryReader(query))).toEqual(state);
  });

  it('drops what it does not know', () => {
    expect(readList(queryReader('?stars=9,x&facilities=jacuzzi&sort=cheapest&page=-2&min=abc'))).toEqual(DEFAULT_LIST);
  });
});
