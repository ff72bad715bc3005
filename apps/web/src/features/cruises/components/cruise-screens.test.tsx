import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CruiseCard, CruiseDetail, CruiseSelection } from '@portal/contracts/cruises';
import {
  createHomeContent,
  createSiteSettings,
  createUser,
  createWallet,
  walletPaymentOptions,
} from '../../../test/factories';
import { mockApi } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const price = (iqd: string) => ({ iqd, amount: iqd, currency: 'IQD' });
const text = (en: string) => ({ ar: en, en, de: en });
const place = (slug: string, en: string) => ({ slug, name: text(en) });
const CARD: CruiseCard = {
  id: '0190a6d2-0000-7000-8000-000000000021',
  slug: 'greek-isles-from-istanbul',
  title: text('Greek isles from Istanbul'),
  ship: 'MSC Musica',
  line: { slug: 'msc', name: 'MSC Cruises' },
  region: place('mediterranean', 'Mediterranean'),
  depart_port: place('istanbul', 'Istanbul'),
  nights: 7,
  ports: [place('mykonos', 'Mykonos'), place('piraeus', 'Piraeus (Athens)')],
  image_url: null,
  next_sailing: { id: '0190a6d2-0000-7000-8000-000000000022', starts_on: '2030-05-02', ends_on: '2030-05-09' },
  sailings: 4,
  from_price: price('900000'),
  port_charges: price('300000'),
  cabins_left: 42,
};
const grade = (g: 'inside' | 'balcony', left: number, max: number) => ({
  grade: g,
  capacity: 30,
  left,
  max_occupancy: max,
  fares: [
    { occupancy: 'single' as const, price: price('1620000') },
    { occupancy: 'double' as const, price: price('900000') },
    ...(max > 2 ? [{ occupancy: 'shared' as const, price: price('630000') }] : []),
  ],
});
const DETAIL: CruiseDetail = {
  ...CARD,
  description: text('Seven nights aboard MSC Musica.'),
  itinerary: [
    { day: 1, port: place('istanbul', 'Istanbul') },
    { day: 2, port: null },
    { day: 3, port: place('mykonos', 'Mykonos') },
  ],
  sailing_list: [
    {
      id: '0190a6d2-0000-7000-8000-000000000022',
      starts_on: '2030-05-02',
      ends_on: '2030-05-09',
      grades: [grade('inside', 12, 2), grade('balcony', 1, 4)],
    },
  ],
  cancellation: [{ days_before: 90, penalty_percent: 0 }],
};

const REF_ID = '0190a6d2-0000-7000-8000-000000000031';
const SELECTION: CruiseSelection = {
  ref_id: REF_ID,
  expires_at: '2030-01-01T10:30:00.000Z',
  cruise: {
    id: CARD.id,
    slug: CARD.slug,
    title: CARD.title,
    ship: CARD.ship,
    line: CARD.line,
    region: CARD.region,
    depart_port: CARD.depart_port,
    nights: 7,
  },
  sailing: CARD.next_sailing,
  grade: 'balcony',
  left: 1,
  cabins: [
    {
      adults: 2,
      children: 0,
      occupancy: 'double',
      fare_per_person: price('900000'),
      port_charges_per_person: price('300000'),
      total: price('2400000'),
    },
  ],
  fares: price('1800000'),
  port_charges: price('600000'),
  total: price('2400000'),
  cancellation: [{ days_before: 90, penalty_percent: 0 }],
  hold: { allowed: true, until: '2030-01-02T10:00:00.000Z' },
};
const WALLETS = [
  createWallet({
    currency_id: 2,
    currency_name: 'IQD',
    symbol_name: 'د.ع',
    balance: '5000000',
    balance_minor: '5000000',
  }),
];

let calls: ReturnType<typeof mockApi>;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  calls = mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /home-content': () => ({ body: { data: createHomeContent() } }),
    'POST /cruise-searches': () => ({
      body: {
        data: { cruises: [CARD], lines: [{ slug: 'msc', name: 'MSC Cruises', count: 1 }] },
        meta: { total: 1, page: 1, per_page: 10 },
      },
    }),
    'GET /cruises/greek-isles-from-istanbul': () => ({ body: { data: DETAIL } }),
    'GET /me': () => ({ body: { data: createUser() } }),
    'GET /user-wallets': () => ({ body: { data: WALLETS } }),
    'GET /wallet-payment-options': walletPaymentOptions(WALLETS),
    [`GET /cruise-selections/${REF_ID}`]: () => ({
      body: { data: { selection: SELECTION, quoted_total: price('2400000'), available: true } },
    }),
  });
});

describe('the cruise screens', { timeout: 40_000 }, () => {
  it('opens the cruise.search URL of the port, region and night range chosen on the home tab', async () => {
    const { router } = await renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Cruise' }));
    const form = await screen.findByRole('form', { name: 'Find a cruise' }, { timeout: 15_000 });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Departure port' }), 'istanbul');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Destination' }), 'mediterranean');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Duration' }), '6-9');
    await user.click(within(form).getByRole('button', { name: 'Search cruises' }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/cruise-search/depart=istanbul/destination=mediterranean/duration=6-9',
      ),
    );
  });

  it('lists cruises with ship, nights, cabins left and the fare, asking the API for the search and filters', async () => {
    await renderApp(
      '/cruise-search/depart=istanbul/destination=mediterranean/departDate=2030-05-01/duration=any?sort=price',
    );
    expect(await screen.findByRole('link', { name: 'Greek isles from Istanbul' })).toBeInTheDocument();
    expect(screen.getByText('MSC Cruises · MSC Musica')).toBeInTheDocument();
    expect(screen.getByText('42 cabins left')).toBeInTheDocument();
    expect(screen.getByText('7 nights')).toBeInTheDocument();
    expect(calls.calls('POST', '/cruise-searches')[0]!.body).toEqual({
      depart: 'istanbul',
      destination: 'mediterranean',
      duration: 'any',
      depart_date: '2030-05-01',
      sort: 'price',
      page: 1,
      per_page: 10,
    });
  });

  it('marks an unknown port and dates in the wrong order in a shared link without searching', async () => {
    await renderApp(
      '/cruise-search/depart=basra/destination=all/departDate=2030-06-01/returnDate=2030-05-01/duration=any',
    );
    expect(await screen.findByText('Choose a departure port from the list')).toBeInTheDocument();
    expect(screen.getByText('The latest return must not be before the earliest departure')).toBeInTheDocument();
    expect(calls.calls('POST', '/cruise-searches')).toHaveLength(0);
  });

  it('shows the itinerary with days at sea, the grades with fares per occupancy and the last cabin', async () => {
    await renderApp('/cruise-details/greek-isles-from-istanbul');
    expect(await screen.findByRole('heading', { name: 'Greek isles from Istanbul' })).toBeInTheDocument();
    const days = within(screen.getByTestId('itinerary')).getAllByRole('listitem');
    expect(days.map((d) => d.textContent)).toEqual(['Day 1Istanbul', 'Day 2At sea', 'Day 3Mykonos']);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const aside = screen.getByRole('complementary', { name: 'Choose your cabins' });
    expect(within(aside).getByRole('combobox', { name: 'Cabin grade' })).toHaveValue('balcony');
    expect(within(aside).getByText('1 cabin left')).toBeInTheDocument();
    expect(within(aside).getByRole('combobox', { name: 'Adults' })).toHaveValue('2');
  });

  it('asks passport data for each passenger of the cabin and sums fares and port charges', async () => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('user', JSON.stringify(createUser()));
    await renderApp(`/cruise-booking/${REF_ID}`);
    const form = await screen.findByRole('form', { name: 'Passengers' });
    const passengers = within(form).getAllByTestId('passenger');
    expect(passengers.map((p) => within(p).getByText(/^Cabin/).textContent)).toEqual([
      'Cabin 1 · Adult 1',
      'Cabin 1 · Adult 2',
    ]);
    expect(within(passengers[0]!).getByLabelText('Passport number')).toHaveValue('');
    expect(within(passengers[0]!).getByLabelText('Nationality (2 letters, e.g. IQ)')).toHaveValue('IQ');
    const summary = screen.getByRole('complementary', { name: 'Your cruise' });
    expect(within(summary).getByText('Balcony cabin')).toBeInTheDocument();
    expect(summary).toHaveTextContent('Cabin 1: 2 people');
    expect(summary).toHaveTextContent(/Port charges\s*US\$456\.00/);
    expect(summary).toHaveTextContent(/Total\s*US\$1,824\.00/);
  });
});
