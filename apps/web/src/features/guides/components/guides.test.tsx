import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuideDetail, GuideOffer } from '@portal/contracts/guides';
import { addDaysIso, todayInBaghdad } from '../../../lib/dates';
import { createHomeContent, createSiteSettings } from '../../../test/factories';
import { mockApi } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { checkTrip, searchHref } from '../utils/trip';

const price = (iqd: string) => ({ iqd, amount: iqd, currency: 'IQD' });
const ID = '0b7f0c1e-8d1a-8b2c-9d3e-1f2a3b4c5d6e';
const GUIDE: GuideOffer = {
  id: ID,
  name: { ar: 'رقية الكعبي', en: 'Ruqaya Al-Kaabi', de: 'Ruqaya Al-Kaabi' },
  city: { slug: 'karbala', name: { ar: 'كربلاء', en: 'Karbala', de: 'Kerbela' }, country: 'IQ' },
  languages: ['ar', 'ur'],
  specialities: ['religious', 'history'],
  rating: 4.6,
  reviews: 311,
  years: 22,
  weekly_day_off: 4,
  daily: price('97000'),
  group_included: 4,
  per_person: price('8000'),
  max_group: 20,
  photo: 'guide-0b7f0c1e',
  price: {
    days: 2,
    group: 6,
    daily: price('97000'),
    base: price('194000'),
    extra_people: 2,
    supplement: price('32000'),
    total: price('226000'),
  },
};
const date = addDaysIso(todayInBaghdad(), 20);
let detail: GuideDetail;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { price: tripPrice, ...guide } = GUIDE;
  const bio = { ar: 'مرشدة', en: 'Licensed guide in Karbala.', de: 'Reiseführerin' };
  detail = {
    guide: { ...guide, bio },
    price: tripPrice,
    first_day: addDaysIso(todayInBaghdad(), 1),
    last_day: addDaysIso(todayInBaghdad(), 180),
    unavailable: [addDaysIso(todayInBaghdad(), 3)],
    available: true,
    free_cancellation_until: `${addDaysIso(date, -3)}T21:00:00.000Z`,
    late_penalty_percent: 50,
    hold_until: null,
  };
  mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /home-content': () => ({ body: { data: createHomeContent() } }),
    'GET /guide-cities': () => ({
      body: { data: [{ slug: 'karbala', name: GUIDE.city.name, country: 'IQ', guides: 8 }] },
    }),
    'GET /guide-search': () => ({
      body: { data: { city: GUIDE.city, guides: [GUIDE] }, meta: { total: 1, page: 1, per_page: 12 } },
    }),
    [`GET /guides/${ID}`]: () => ({ body: { data: detail } }),
  });
});

describe('the trip in a link', () => {
  it('writes the city in the path and the trip in the query; refuses what the API refuses', () => {
    const trip = { city: 'karbala', date: '2030-05-01', days: '2', group: '6', language: 'ur' };
    expect(searchHref(trip)).toBe('/guide-search/city=karbala?date=2030-05-01&days=2&group=6&language=ur');
    expect(searchHref({ ...trip, city: '', language: '' })).toBe('/guide-search?date=2030-05-01&days=2&group=6');
    expect(checkTrip({ ...trip, days: '20', group: '31' }, 'en')).toEqual({
      days: 'Choose from 1 to 14 days',
      group: 'Enter a group of 1 to 30 people',
    });
  });
});

describe('the home page’s tour guide tab', { timeout: 40_000 }, () => {
  it('asks for a group of 1 to 30, then opens the search of the city with the trip', async () => {
    const { router } = await renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Tour guide' }));
    const form = await screen.findByRole('form', { name: 'Tour guide search' }, { timeout: 15_000 });
    await within(form).findByRole('option', { name: 'Karbala' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'City' }), 'karbala');
    const group = within(form).getByRole('textbox', { name: 'People' });
    await user.clear(group);
    await user.type(group, '31');
    await user.click(within(form).getByRole('button', { name: 'Find a guide' }));
    expect(await within(form).findByText('Enter a group of 1 to 30 people')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await user.clear(group);
    await user.type(group, '6');
    await user.click(within(form).getByRole('button', { name: 'Find a guide' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guide-search/city=karbala'));
    expect(router.state.location.search).toMatchObject({ days: 2, group: 6 });
  });
});

describe('guide.search and guide.details', { timeout: 40_000 }, () => {
  it('lists the guides with the trip’s price and links to a guide with the trip', async () => {
    await renderApp(`/guide-search/city=karbala?date=${date}&days=2&group=6`);
    expect(await screen.findByRole('heading', { name: 'Ruqaya Al-Kaabi' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Tour guides in Karbala')).toBeInTheDocument();
    expect(screen.getByText('for 2 days, 6 people')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the guide' })).toHaveAttribute(
      'href',
      `/guide-details/${ID}?date=${date}&days=2&group=6`,
    );
  });

  it('shows the price’s parts and the booking link when free, and says so when not', async () => {
    await renderApp(`/guide-details/${ID}?date=${date}&days=2&group=6`);
    expect(await screen.findByRole('heading', { name: 'Ruqaya Al-Kaabi' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('2 people more × 2 days')).toBeInTheDocument();
    expect(screen.getByTestId('guide-total')).toHaveTextContent(/US\$[\d.,]+/);
    expect(screen.getByRole('link', { name: 'Book this guide' })).toHaveAttribute(
      'href',
      `/guide-book/${ID}?date=${date}&days=2&group=6`,
    );
  });

  it('shows the first day in a plain field until the trip is reached, then in the date picker, keeping the day', async () => {
    await renderApp(`/guide-details/${ID}?date=${date}&days=2&group=6`);
    const trip = await screen.findByRole('complementary', { name: 'Your trip' }, { timeout: 15_000 });
    // The date picker (React Aria's, with its calendar's dialog) is not part of the guide's page at first.
    const plain = within(trip).getByRole('textbox', { name: 'First day' });
    // Written as the picker writes it (day, month, year in en-GB).
    const [yy, mm, dd] = date.split('-');
    expect(plain).toHaveValue(`${dd}/${mm}/${yy}`);
    expect(plain).toHaveAttribute('readonly');
    expect(within(trip).queryByRole('group', { name: 'First day' })).toBeNull();
    const user = userEvent.setup();
    await user.hover(plain);
    const [picker] = await within(trip).findAllByRole('group', { name: 'First day' }, { timeout: 15_000 });
    const [y, m, d] = date.split('-');
    expect(
      within(picker!)
        .getAllByRole('spinbutton')
        .map((s) => s.getAttribute('aria-valuenow')),
    ).toEqual(expect.arrayContaining([String(Number(y)), String(Number(m)), String(Number(d))]));
    expect(within(trip).queryByRole('textbox', { name: 'First day' })).toBeNull();
  });

  it('offers no booking on a day the guide is not free', async () => {
    detail = { ...detail, available: false };
    await renderApp(`/guide-details/${ID}?date=${date}&days=2&group=6`);
    expect(
      await screen.findByText('The guide is not free on every day of this trip: choose other days.', undefined, {
        timeout: 15_000,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book this guide' })).toBeNull();
  });
});
