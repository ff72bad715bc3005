import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WaitlistEntry } from '@portal/contracts/departures';
import type { TourDetail } from '@portal/contracts/tours';
import { createSiteSettings, createUser } from '../../../test/factories';
import { mockApi } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const text = (en: string) => ({ ar: en, en, de: en });
const city = (slug: string, en: string) => ({ slug, name: text(en), country: text('Iraq') });
const price = (iqd: string) => ({ iqd, amount: iqd, currency: 'IQD' });
const FULL_ID = '0190a6d2-0000-7000-8000-000000000051';
const TOUR: TourDetail = {
  id: '0190a6d2-0000-7000-8000-000000000050',
  slug: 'istanbul-classic-from-basra',
  kind: 'holiday',
  title: text('Classic Istanbul from Basra'),
  origin: city('basra', 'Basra'),
  destination: { slug: 'istanbul', name: text('Istanbul'), country: text('Turkey') },
  days: 6,
  nights: 5,
  stars: 4,
  image_url: '/media/tours/istanbul.webp',
  inclusions: [],
  description: text('Five nights in Istanbul.'),
  itinerary: [{ day: 1, title: text('Arrival'), text: text('Transfer to the hotel.') }],
  places: [],
  hotels: [],
  options: ['double'],
  cancellation: [{ days_before: 30, penalty_percent: 0 }],
  departures: [
    {
      id: FULL_ID,
      starts_on: '2030-05-02',
      ends_on: '2030-05-07',
      group_size: 20,
      left: 0,
      categories: [
        {
          code: 'seats',
          capacity: 20,
          left: 0,
          prices: [{ option: 'double', traveller: 'adult', price: price('1500000') }],
        },
      ],
    },
  ],
};

const entry = (over: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id: '0190a6d2-0000-7000-8000-000000000060',
  service: 'package',
  product: { id: TOUR.id, slug: TOUR.slug, title: TOUR.title },
  departure: { id: FULL_ID, starts_on: '2030-05-02', ends_on: '2030-05-07' },
  category: 'seats',
  travellers: 2,
  state: 'waiting',
  position: 3,
  offered_until: null,
  created_at: '2030-01-01T10:00:00.000Z',
  ...over,
});

let entries: WaitlistEntry[] = [];
let calls: ReturnType<typeof mockApi>;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  entries = [];
  calls = mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /me': () => ({ body: { data: createUser() } }),
    'GET /user-wallets': () => ({ body: { data: [] } }),
    [`GET /tours/${TOUR.slug}`]: () => ({ body: { data: TOUR } }),
    'GET /departure-waitlist': () => ({ body: { data: entries } }),
    'POST /departure-waitlist': () => {
      entries = [entry()];
      return { status: 201, body: { data: entries[0] } };
    },
  });
});

describe('the waitlist of a full package departure', { timeout: 40_000 }, () => {
  it('offers a logged-out visitor a link to log in instead of the booking button', async () => {
    await renderApp(`/tour-details/${TOUR.slug}`);
    const aside = await screen.findByRole('complementary', { name: 'Departures' });
    expect(within(aside).getByRole('link', { name: 'Log in to join the waitlist' })).toHaveAttribute(
      'href',
      expect.stringContaining('/login'),
    );
    expect(within(aside).queryByRole('button', { name: 'Book this departure' })).not.toBeInTheDocument();
  });

  it('joins the waitlist for the travellers chosen and shows the place in line', async () => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('user', JSON.stringify(createUser()));
    await renderApp(`/tour-details/${TOUR.slug}`);
    const aside = await screen.findByRole('complementary', { name: 'Departures' });
    const join = await within(aside).findByRole('button', { name: 'Join the waitlist' });
    await userEvent.setup().click(join);
    expect(await within(aside).findByText('You are number 3 on the waitlist')).toBeInTheDocument();
    expect(calls.calls('POST', '/departure-waitlist')[0]!.body).toEqual({
      departure_id: FULL_ID,
      category: 'seats',
      travellers: 2,
    });
    expect(within(aside).getByRole('button', { name: 'Leave the waitlist' })).toBeInTheDocument();
  });

  it('lets the user the places are offered to book them', async () => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('user', JSON.stringify(createUser()));
    entries = [entry({ state: 'offered', position: null, offered_until: '2030-01-02T10:00:00.000Z' })];
    await renderApp(`/tour-details/${TOUR.slug}`);
    const aside = await screen.findByRole('complementary', { name: 'Departures' });
    expect(await within(aside).findByText(/Places are kept for you until/)).toBeInTheDocument();
    expect(within(aside).getByRole('button', { name: 'Book this departure' })).toBeEnabled();
  });

  it('lists my waitlist entries on My Bookings with leave', async () => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('user', JSON.stringify(createUser()));
    entries = [entry()];
    const left: string[] = [];
    mockApi({
      'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
      'GET /me': () => ({ body: { data: createUser() } }),
      'GET /user-wallets': () => ({ body: { data: [] } }),
      'GET /bookings': () => ({ body: { data: [], meta: { total: 0, page: 1, per_page: 20 } } }),
      'GET /bookings/bookers': () => ({ body: { data: [] } }),
      'GET /departure-waitlist': () => ({ body: { data: entries } }),
      [`POST /departure-waitlist/${entry().id}/leave`]: () => {
        left.push(entry().id);
        entries = [entry({ state: 'left', position: null })];
        return { body: { data: entries[0] } };
      },
    });
    await renderApp('/my-bookings/package');
    const list = await screen.findByRole('region', { name: 'My waitlists' });
    expect(within(list).getByRole('link', { name: 'Classic Istanbul from Basra' })).toHaveAttribute(
      'href',
      '/tour-details/istanbul-classic-from-basra',
    );
    expect(within(list).getByText('You are number 3 on the waitlist')).toBeInTheDocument();
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Leave the waitlist' }));
    expect(await within(list).findByText(/Left$/)).toBeInTheDocument();
    expect(left).toEqual([entry().id]);
    expect(within(list).queryByRole('button', { name: 'Leave the waitlist' })).not.toBeInTheDocument();
  });
});
