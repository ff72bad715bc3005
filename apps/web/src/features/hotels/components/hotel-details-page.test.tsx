import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSiteSettings, createUser } from '../../../test/factories';
import { mockApi, problem } from '../../../test/fetch-mock';
import { createHotelDetail, createRates, createSelection, HOTEL_ID, REF_ID } from '../../../test/hotel-factories';
import { renderApp } from '../../../test/render-app';
import { addDaysIso } from '../../../lib/dates';
import { localToday } from '../utils/search-form';

const IN = addDaysIso(localToday(), 20);
const OUT = addDaysIso(localToday(), 23);
const STAY = `?checkin=${IN}&checkout=${OUT}&nationality=IQ&room-type=any&adults1=2&adults2=2`;

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    [`GET /hotels/${HOTEL_ID}`]: () => ({ body: { data: createHotelDetail() } }),
    [`POST /hotels/${HOTEL_ID}/rates`]: () => ({ body: { data: createRates(2) } }),
    'POST /hotel-rate-selections': () => ({ status: 201, body: { data: createSelection() } }),
    ...overrides,
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('hotel.room-details', { timeout: 30_000 }, () => {
  it('shows the hotel: description, services, amenities, rules, and its address and coordinates without a map', async () => {
    const calls = api();
    await renderApp(`/hotel-room-details/${HOTEL_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Palace Hotel' })).toBeInTheDocument();
    expect(screen.getByText('A fine hotel near Taksim Square.')).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'Services' });
    expect(within(services).getByText('Wake-up call')).toBeInTheDocument();
    expect(within(services).getByText('Breakfast')).toBeInTheDocument();
    const amenities = screen.getByRole('region', { name: 'Amenities' });
    expect(within(amenities).getByText('Internet (Wi-Fi)')).toBeInTheDocument();
    expect(within(amenities).getByText('Coffee shop')).toBeInTheDocument();
    expect(screen.getByText('Smoking is not allowed in rooms.')).toBeInTheDocument();
    expect(screen.getByTestId('coordinates')).toHaveTextContent('41.01000° N, 28.98000° E');
    // The map's tiles are only fetched when asked for.
    expect(screen.getByRole('button', { name: 'Show the map' })).toBeInTheDocument();
    expect(screen.queryByTestId('leaflet-map')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Why book with us' })).toBeInTheDocument();
    // Without dates it asks for them before showing prices.
    expect(screen.getByText('Choose your dates and rooms to see prices and availability.')).toBeInTheDocument();
    expect(calls.calls('POST', `/hotels/${HOTEL_ID}/rates`)).toHaveLength(0);
  });

  it('asks for dates, then shows the rates of the stay', async () => {
    const calls = api();
    const { router } = await renderApp(`/hotel-room-details/${HOTEL_ID}`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Palace Hotel' });
    await user.click(screen.getByRole('button', { name: 'Show prices' }));
    await waitFor(() => expect(router.state.location.href).toContain('checkin='));
    await screen.findByRole('heading', { name: 'Double Room' });
    expect(calls.calls('POST', `/hotels/${HOTEL_ID}/rates`)[0]!.body).toMatchObject({
      nationality: 'IQ',
      rooms: [{ adults: 2 }],
    });
  });

  it('chooses a rate for each room, keeping to the rooms left, and opens the booking of the priced choice', async () => {
    const calls = api({
      [`GET /hotel-rate-selections/${REF_ID}`]: () => ({
        body: { data: { selection: createSelection(), quoted_total: createSelection().total, available: true } },
      }),
    });
    // The booking page is for logged-in users; choosing rooms is not.
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('user', JSON.stringify(createUser()));
    const { router } = await renderApp(`/hotel-room-details/${HOTEL_ID}${STAY}`);
    const user = userEvent.setup();
    const double = (await screen.findByRole('heading', { name: 'Double Room' })).closest('article')!;
    expect(double).toHaveTextContent('1 room left for your dates');
    // The deadline names its time zone (the user's own: UTC on the test machine).
    expect(double).toHaveTextContent(/Free cancellation until \w+day, \d+ \w+ \d{4}.* (UTC|GMT[+-]?\d*)\./);
    expect(double).toHaveTextContent('Non-refundable: cancelling costs the full price.');
    // The stay's price inside the sentence is isolated left-to-right (it cannot be split in Arabic).
    const stayPrice = within(double).getAllByText(/for 3 nights$/)[0]!;
    expect(stayPrice.querySelector('bdi[dir=ltr]')).toHaveTextContent(/^IQD [\d,]+$/);
    const [breakfast] = within(double).getAllByRole('button', { name: 'Choose for room 1' });
    await user.click(breakfast!);
    // One double room left: room 2 cannot take another.
    for (const button of within(double).getAllByRole('button', { name: 'Choose for room 2' }))
      expect(button).toBeDisabled();
    const twin = screen.getByRole('heading', { name: 'Twin Room' }).closest('article')!;
    await user.click(within(twin).getByRole('button', { name: 'Choose for room 2' }));
    expect(screen.getByTestId('rooms-total')).toHaveTextContent('IQD 600,000');
    await user.click(screen.getByRole('button', { name: 'Continue to booking' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/hotel-booking/${REF_ID}`));
    expect(calls.calls('POST', '/hotel-rate-selections')[0]!.body).toEqual({
      hotel_id: HOTEL_ID,
      check_in: IN,
      check_out: OUT,
      nationality: 'IQ',
      rooms: [
        { adults: 2, children: 0, children_ages: [], infants: 0, rate_id: '0190a4c2-7d1e-7c1a-9f00-0000000rate1' },
        { adults: 2, children: 0, children_ages: [], infants: 0, rate_id: '0190a4c2-7d1e-7c1a-9f00-0000000rate3' },
      ],
    });
  });

  it('says so when the rooms sold out since, and shows the rates again', async () => {
    const calls = api({
      'POST /hotel-rate-selections': () =>
        problem(409, 'rooms_unavailable', 'These rooms are no longer available for all nights of your stay'),
    });
    await renderApp(`/hotel-room-details/${HOTEL_ID}${STAY}`);
    const user = userEvent.setup();
    const twin = (await screen.findByRole('heading', { name: 'Twin Room' })).closest('article')!;
    await user.click(within(twin).getByRole('button', { name: 'Choose for room 1' }));
    await user.click(within(twin).getByRole('button', { name: 'Choose for room 2' }));
    await user.click(screen.getByRole('button', { name: 'Continue to booking' }));
    expect(
      await screen.findByText('These rooms are no longer available for all nights of your stay'),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.calls('POST', `/hotels/${HOTEL_ID}/rates`).length).toBeGreaterThan(1));
  });

  it('answers an unknown hotel with the server’s words', async () => {
    api({ [`GET /hotels/${HOTEL_ID}`]: () => problem(404, 'hotel_not_found', 'We could not find this hotel') });
    await renderApp(`/hotel-room-details/${HOTEL_ID}`);
    expect(await screen.findByText('We could not find this hotel')).toBeInTheDocument();
  });
});
