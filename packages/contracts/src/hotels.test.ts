import { describe, expect, it } from 'vitest';
import { checkRooms, checkStay } from './hotel-constants.js';
import { HotelSearchBodySchema } from './hotels.js';
import { buildHotelSearchPath, parseHotelRoomsQuery, parsePath } from './routes.js';

describe('the hotel.search path and its rooms', () => {
  it('writes and reads back the rooms beside the path', () => {
    const rooms = [
      { adults: 2, childrenAges: [4, 11], infants: 1 },
      { adults: 1, childrenAges: [], infants: 0 },
    ];
    const href = buildHotelSearchPath(
      {
        from: 'najaf',
        checkIn: '2030-01-02',
        checkOut: '2030-01-05',
        nationality: 'IQ',
        adult: 3,
        child: 2,
        infant: 1,
        room: 2,
        roomType: 'any',
      },
      rooms,
    );
    const [path, search] = href.split('?');
    expect(parsePath('hotel.search', path!)).toEqual({
      from: 'najaf',
      checkIn: '2030-01-02',
      checkOut: '2030-01-05',
      nationality: 'IQ',
      adult: '3',
      child: '2',
      infant: '1',
      room: '2',
      roomType: 'any',
    });
    expect(parseHotelRoomsQuery(`?${search}`)).toEqual([
      { adults: '2', ages: '4,11', infants: '1' },
      { adults: '1', ages: '', infants: '' },
    ]);
    // One room without children needs nothing beyond the path.
    expect(
      buildHotelSearchPath(
        {
          from: 'erbil',
          checkIn: '2030-01-02',
          checkOut: '2030-01-03',
          nationality: 'IQ',
          adult: 2,
          child: 0,
          infant: 0,
          room: 1,
          roomType: 'double',
        },
        [{ adults: 2, childrenAges: [], infants: 0 }],
      ),
    ).not.toContain('?');
  });
});

describe('stay and room rules', () => {
  it('finds every bad stay', () => {
    expect(checkStay({ checkIn: '2030-01-05', checkOut: '2030-01-05' }, '2030-01-01')).toEqual([
      { field: 'check_out', key: 'checkout_not_after_checkin' },
    ]);
    expect(checkStay({ checkIn: '2030-01-05', checkOut: '2030-02-05' }, '2030-01-01')).toEqual([
      { field: 'check_out', key: 'stay_too_long', params: { max: 30 } },
    ]);
    expect(checkStay({ checkIn: '2029-12-31', checkOut: '2030-01-02' }, '2030-01-01')).toEqual([
      { field: 'check_in', key: 'date_in_past' },
    ]);
    expect(checkStay({ checkIn: '2030-01-05', checkOut: '2030-01-06' }, '2030-01-01')).toEqual([]);
  });

  it('finds every bad room, and checks the room type’s capacity', () => {
    expect(checkRooms([{ adults: 0, childrenAges: [], infants: 0 }])).toEqual([
      { field: 'rooms.0.adults', key: 'room_needs_adult' },
    ]);
    expect(checkRooms([{ adults: 2, childrenAges: [null, 1], infants: 0 }])).toEqual([
      { field: 'rooms.0.children_ages.0', key: 'child_ages_required' },
      { field: 'rooms.0.children_ages.1', key: 'child_age_range', params: { min: 2, max: 11 } },
    ]);
    expect(checkRooms([{ adults: 3, childrenAges: [], infants: 0 }], 'double')).toEqual([
      { field: 'rooms.0.adults', key: 'room_over_capacity', params: { adults: 2, children: 1, max: 3 } },
    ]);
    expect(checkRooms([{ adults: 3, childrenAges: [], infants: 0 }], 'any')).toEqual([]);
  });

  it('gives the API the same words, with their numbers', () => {
    const result = HotelSearchBodySchema.safeParse({
      destination: 'istanbul',
      check_in: '2030-01-05',
      check_out: '2030-02-10',
      nationality: 'IQ',
      rooms: [{ adults: 1, children: 1 }],
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message, (i as { params?: unknown }).params])).toEqual([
      ['check_out', 'stay_too_long', { max: 30 }],
      ['rooms.0.children_ages.0', 'child_ages_required', undefined],
    ]);
  });
});
