import { describe, expect, it } from 'vitest';
import {
  checkRental,
  defaultRental,
  detailHref,
  listFromQuery,
  rentalFromQuery,
  searchHref,
  writeList,
} from './rental';

describe('car rental in the URL', () => {
  it('keeps the rental and the list in the query string, and reads them back', () => {
    const rental = { ...defaultRental('2026-12-01', 'najaf'), pickupOffice: 'njf-airport' };
    const href = searchHref(rental, { classes: ['suv', 'van'], withDriver: 'yes', sort: 'price_desc', page: 2 });
    expect(href).toBe(
      '/cars-search/destination=najaf?pickup=2026-12-08T10%3A00&dropoff=2026-12-11T10%3A00&age=30&pickup_office=njf-airport&class=suv%2Cvan&with_driver=yes&sort=price_desc&page=2',
    );
    const q = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(rentalFromQuery('najaf', q)).toEqual(rental);
    expect(listFromQuery(q)).toMatchObject({ classes: ['suv', 'van'], withDriver: 'yes', sort: 'price_desc', page: 2 });
    expect(detailHref('id-1', rental, { child_seats: '2' })).toContain('/car-details/id-1?pickup=2026-12-08T10%3A00');
  });

  it('drops what it cannot read and clears a filter set empty', () => {
    const list = listFromQuery(new URLSearchParams('class=tank,suv&transmission=warp&page=-3&price_max=abc'));
    expect(list).toEqual({
      classes: ['suv'],
      transmission: '',
      withDriver: '',
      company: '',
      priceMax: '',
      sort: 'price_asc',
      page: 1,
    });
    expect(writeList(new URLSearchParams('with_driver=yes&page=3'), { withDriver: '', page: 1 }).toString()).toBe('');
  });

  it('marks a drop-off before pick-up, a young driver and a missing city in the reader’s language', () => {
    const rental = defaultRental('2026-12-01', 'najaf');
    expect(checkRental(rental, 'en')).toEqual({});
    expect(checkRental({ ...rental, dropoffDate: '2026-12-05' }, 'en')).toEqual({
      dropoff: 'The drop-off must be after the pick-up',
    });
    expect(checkRental({ ...rental, age: '16' }, 'de').age).toBe(
      'Der Fahrer muss für dieses Fahrzeug mindestens 18 Jahre alt sein',
    );
    expect(checkRental({ ...rental, destination: '' }, 'ar').destination).toMatch(/[\u0600-\u06ff]/);
  });
});
