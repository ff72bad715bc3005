import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FareCalendar, FlightSearchResult } from '@portal/contracts/flights';
import { createSiteSettings } from '../../../test/factories';
import { mockApi, problem, type Handler } from '../../../test/fetch-mock';
import {
  createAirport,
  createFareSummary,
  createOffer,
  createSearchResult,
  createSegment,
  createSlice,
  price,
  threeFares,
} from '../../../test/flight-factories';
import { renderApp } from '../../../test/render-app';
import { createQueryClient } from '../../../lib/query-client';
import { startEarlyQueries } from '../../../app/early-queries';
import { addDays, localToday } from '../utils/search-rules';

const DEPART = addDays(localToday(), 20);
const RESULTS_URL = `/search-flight/origin=BGW/to=IST/type=oneway/depart=${DEPART}/adults=2/children=1/infants=1/class=economy`;

const DIRECT = createOffer({
  id: 'DIRECT-0001',
  slices: [
    createSlice([
      createSegment({
        origin: 'BGW',
        destination: 'IST',
        departure_local: `${DEPART}T12:00`,
        arrival_local: `${DEPART}T14:35`,
        departure_utc: `${DEPART}T09:00:00.000Z`,
        arrival_utc: `${DEPART}T11:35:00.000Z`,
        duration_minutes: 155,
        aircraft: 'Airbus A320',
      }),
    ]),
  ],
  fares: threeFares(1_200_000),
});

const VIA_AMMAN = createOffer({
  id: 'VIA-AMMAN-01',
  slices: [
    createSlice([
      createSegment({
        carrier: 'TK',
        flight_number: 'TK 811',
        origin: 'BGW',
        destination: 'AMM',
        departure_local: `${DEPART}T06:10`,
        arrival_local: `${DEPART}T07:40`,
        departure_utc: `${DEPART}T03:10:00.000Z`,
        arrival_utc: `${DEPART}T04:40:00.000Z`,
        duration_minutes: 90,
        layover_minutes: 95,
        aircraft: 'Boeing 737-800',
      }),
      createSegment({
        carrier: 'TK',
        flight_number: 'TK 812',
        origin: 'AMM',
        destination: 'IST',
        departure_local: `${DEPART}T09:15`,
        arrival_local: `${DEPART}T12:30`,
        departure_utc: `${DEPART}T06:15:00.000Z`,
        arrival_utc: `${DEPART}T09:30:00.000Z`,
        duration_minutes: 195,
        aircraft: 'Airbus A321neo',
      }),
    ]),
  ],
  fares: [
    createFareSummary({
      family: 'classic',
      baggage: { checked: { kg: 20 }, cabin_kg: 8 },
      refund: 'as_per_rules',
      refund_penalty_percent: 30,
      change: 'fee',
      change_fee_percent: 10,
      seats_left: 3,
      total: price(1_000_000),
    }),
  ],
});

const CALENDAR: FareCalendar = [-3, -2, -1, 0, 1, 2, 3].map((d) => ({
  date: addDays(DEPART, d),
  return_date: null,
  cheapest: d === -3 ? null : price(900_000 + d * 10_000),
}));

const QUERY: Partial<FlightSearchResult['query']> = {
  trip: 'oneway',
  slices: [{ origin: 'BGW', destination: 'IST', date: DEPART }],
  adults: 2,
  children: 1,
  infants: 1,
};

function api(
  search: Handler = () => ({ status: 201, body: { data: createSearchResult([DIRECT, VIA_AMMAN], QUERY) } }),
) {
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /airports': ({ url }) => {
      const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
      return { body: { data: [createAirport(q)] } };
    },
    'POST /flight-searches': search,
    'POST /flight-searches/calendar': () => ({ body: { data: CALENDAR } }),
  });
}

const cards = () => screen.getAllByRole('article');
const titles = () => cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('flight.search results', { timeout: 30_000 }, () => {
  it('searches what the URL says and lists each result with its facts, cheapest first', async () => {
    const calls = api();
    await renderApp(RESULTS_URL);
    expect(await screen.findByRole('heading', { level: 2, name: '2 Results Found' })).toBeInTheDocument();
    expect(calls.calls('POST', '/flight-searches')[0]!.body).toEqual({
      trip: 'oneway',
      slices: [{ origin: 'BGW', destination: 'IST', date: DEPART }],
      adults: 2,
      children: 1,
      infants: 1,
      cabin: 'economy',
    });
    expect(titles()).toEqual(['Turkish Airlines Connection', 'Iraqi Airways Direct']);
    const [connection, direct] = cards();
    // Take-off, landing, duration, stops, class and fare, baggage, seats left, refundability, price.
    expect(direct).toHaveTextContent('12:00');
    expect(direct).toHaveTextContent('14:35');
    expect(direct).toHaveTextContent('2 h 35 min');
    expect(direct).toHaveTextContent('Non-stop');
    expect(direct).toHaveTextContent('Economy · Light');
    expect(direct).toHaveTextContent('No checked baggage · 7 kg cabin bag');
    expect(direct).toHaveTextContent('9 seats left');
    expect(direct).toHaveTextContent('Non-refundable');
    expect(direct).toHaveTextContent('US$912.00');
    expect(connection).toHaveTextContent('1 stop · AMM');
    expect(connection).toHaveTextContent('20 kg checked');
    expect(connection).toHaveTextContent('3 seats left');
    expect(connection).toHaveTextContent('Refundable as per rules');
    // Airline logos, beside the names.
    expect(connection!.querySelector('img')).toHaveAttribute('src', '/uploads/site/carriers/TK.svg');
    expect(direct!.querySelector('img')).toHaveAttribute('src', '/uploads/site/carriers/IA.svg');
  });

  it('sorts by price, duration and take-off', async () => {
    api();
    await renderApp(RESULTS_URL);
    await screen.findByRole('heading', { level: 2, name: '2 Results Found' });
    const user = userEvent.setup();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'fastest');
    expect(titles()).toEqual(['Iraqi Airways Direct', 'Turkish Airlines Connection']);
    await user.selectOptions(sort, 'earliest');
    expect(titles()).toEqual(['Turkish Airlines Connection', 'Iraqi Airways Direct']);
    await user.selectOptions(sort, 'latest');
    expect(titles()).toEqual(['Iraqi Airways Direct', 'Turkish Airlines Connection']);
  });

  it('filters by stops, airline, time, baggage, refund and price, and says when nothing is left', async () => {
    api();
    await renderApp(RESULTS_URL);
    await screen.findByRole('heading', { level: 2, name: '2 Results Found' });
    const user = userEvent.setup();
    const filters = screen.getByRole('complementary', { name: 'Filters' });

    await user.click(within(filters).getByRole('checkbox', { name: 'Non-stop' }));
    expect(screen.getByRole('heading', { level: 2, name: '1 Result Found' })).toBeInTheDocument();
    expect(titles()).toEqual(['Iraqi Airways Direct']);
    await user.click(within(filters).getByRole('checkbox', { name: 'Non-stop' }));

    await user.click(within(filters).getByRole('checkbox', { name: /Turkish Airlines/ }));
    expect(titles()).toEqual(['Turkish Airlines Connection']);
    await user.click(within(filters).getByRole('checkbox', { name: /Turkish Airlines/ }));

    const takeOff = within(filters).getByRole('group', { name: 'Take-off (outward)' });
    await user.click(within(takeOff).getByRole('checkbox', { name: 'Afternoon 12:00–18:00' }));
    expect(titles()).toEqual(['Iraqi Airways Direct']);
    await user.click(within(takeOff).getByRole('checkbox', { name: 'Afternoon 12:00–18:00' }));

    // The direct flight's cheapest fare with a bag is its classic fare, at a higher price.
    await user.click(within(filters).getByRole('checkbox', { name: 'Checked baggage included' }));
    const direct = cards().find((c) => c.textContent?.includes('Iraqi Airways'))!;
    expect(direct).toHaveTextContent('Economy · Classic');
    expect(direct).toHaveTextContent('US$1,064.00');
    await user.click(within(filters).getByRole('checkbox', { name: 'Checked baggage included' }));

    await user.click(within(filters).getByRole('checkbox', { name: 'Refundable' }));
    expect(titles()).toEqual(['Iraqi Airways Direct']);
    expect(cards()[0]).toHaveTextContent('Economy · Flex');

    await user.click(within(filters).getByRole('checkbox', { name: 'Non-stop' }));
    await user.click(within(filters).getByRole('checkbox', { name: /Turkish Airlines/ }));
    expect(screen.getByText('No flights match your filters')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '0 Results Found' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear all filters' })[0]!);
    expect(cards()).toHaveLength(2);

    const highest = within(filters).getByRole('slider', { name: /Highest price/ });
    expect(highest).toHaveAttribute('max', '1700000');
    fireEvent.change(highest, { target: { value: '1000000' } });
    expect(highest).toHaveAttribute('aria-valuetext', 'US$760.00');
    expect(titles()).toEqual(['Turkish Airlines Connection']);
  });

  it('opens a result’s flights, layover, aircraft, baggage and each fare’s refund and change rules', async () => {
    api();
    await renderApp(RESULTS_URL);
    await screen.findByRole('heading', { level: 2, name: '2 Results Found' });
    const user = userEvent.setup();
    const connection = cards()[0]!;
    const toggle = within(connection).getByRole('button', { name: 'Flight details' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(connection).toHaveTextContent('TK 811');
    expect(connection).toHaveTextContent('Aircraft: Boeing 737-800');
    expect(connection).toHaveTextContent('Aircraft: Airbus A321neo');
    expect(connection).toHaveTextContent('Change planes in Amman · 1 h 35 min layover');
    expect(connection).toHaveTextContent('Refundable as per rules: Refund before departure minus a 30% penalty.');
    expect(connection).toHaveTextContent('Date changes for a 10% fee.');
    await user.click(within(connection).getByRole('button', { name: 'Hide details' }));
    expect(connection).not.toHaveTextContent('TK 811');
  });

  it('says “No Flights were Found” and suggests another date', async () => {
    api(() => ({ status: 201, body: { data: createSearchResult([]) } }));
    await renderApp(RESULTS_URL);
    expect(await screen.findByRole('heading', { name: 'No Flights were Found' })).toBeInTheDocument();
    expect(screen.getByText('Try searching another date')).toBeInTheDocument();
  });

  it('runs the search again for a day of the fare calendar', async () => {
    const calls = api();
    const { router } = await renderApp(RESULTS_URL);
    const calendar = await screen.findByRole('navigation', { name: 'Cheapest fare by date' });
    const days = await within(calendar).findAllByRole('button');
    expect(days).toHaveLength(7);
    expect(days[0]).toBeDisabled();
    expect(days[3]).toHaveAttribute('aria-current', 'date');
    await userEvent.setup().click(days[5]!);
    await waitFor(() => expect(router.state.location.pathname).toContain(`/depart=${addDays(DEPART, 2)}/`));
    await waitFor(() => expect(calls.calls('POST', '/flight-searches')).toHaveLength(2));
    expect((calls.calls('POST', '/flight-searches')[1]!.body as FlightSearchResult['query']).slices[0]!.date).toBe(
      addDays(DEPART, 2),
    );
  });

  it('brings the chosen day of the fare calendar into view whenever the strip is laid out', async () => {
    // jsdom lays nothing out: the strip is 390 px wide, the chosen day sits at 500–600 px, off its end.
    const observers: Array<() => void> = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          observers.push(this.callback);
        }
        disconnect() {}
      },
    );
    let stripWidth = 390;
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      if (this.getAttribute('aria-current') === 'date') return new DOMRect(500, 0, 100, 60);
      if (this.tagName === 'OL') return new DOMRect(0, 0, stripWidth, 60);
      return new DOMRect(0, 0, 0, 0);
    });
    const scrolled: number[] = [];
    HTMLElement.prototype.scrollBy = function (options?: ScrollToOptions | number) {
      if (typeof options === 'object') scrolled.push(options.left ?? 0);
    } as typeof HTMLElement.prototype.scrollBy;
    try {
      api();
      await renderApp(RESULTS_URL);
      const calendar = await screen.findByRole('navigation', { name: 'Cheapest fare by date' });
      await within(calendar).findAllByRole('button');
      // The day's middle (550) to the strip's middle (195).
      await waitFor(() => expect(scrolled).toContain(355));
      // The window narrows (a phone turned, a screenshot at 390 px after 1280): laid out again, centred again.
      stripWidth = 300;
      observers.forEach((callback) => callback());
      expect(scrolled.at(-1)).toBe(400);
    } finally {
      rect.mockRestore();
      vi.unstubAllGlobals();
      delete (HTMLElement.prototype as { scrollBy?: unknown }).scrollBy;
    }
  });

  it('opens flight.booking with the session, the journey, the airline and the chosen fare', async () => {
    api();
    const { router } = await renderApp(RESULTS_URL);
    await screen.findByRole('heading', { level: 2, name: '2 Results Found' });
    localStorage.setItem('authToken', 'token');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Select Light for US$912.00' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/flight-booking\//));
    expect(decodeURIComponent(router.state.location.href)).toBe(
      '/flight-booking/sessionId=0190a4c2-7d1e-7c1a-9f00-0000000000aa/journey=oneway/airline=IA/child=1/infant=1/adult=2' +
        '/logo=/uploads/site/carriers/IA.svg/airline_name=Iraqi Airways/from_airport=BGW/to_airport=IST' +
        '/flights=DIRECT-0001.light',
    );
  });

  it('shows an open return and until when it can be flown', async () => {
    const open = { ...DIRECT, open_return: { origin: 'IST', destination: 'BGW', valid_until: addDays(DEPART, 180) } };
    api(() => ({ status: 201, body: { data: createSearchResult([open], { trip: 'roundopen' }) } }));
    await renderApp(RESULTS_URL.replace('type=oneway', 'type=roundopen'));
    const card = (await screen.findAllByRole('article'))[0]!;
    expect(card).toHaveTextContent(/Open return Istanbul to Baghdad · valid until \d{1,2} \w{3} \d{4}/);
  });
});

describe('a flight.search RESULTS_URL that cannot be searched', { timeout: 30_000 }, () => {
  it('shows the search form with each problem marked, and searches nothing', async () => {
    const calls = api();
    await renderApp(
      '/search-flight/origin=BGW/to=BGW/type=round/depart=2001-01-01/return=2000-12-01/adults=1/children=0/infants=2/class=economy',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This search link has values we cannot use');
    expect(await screen.findByText('Choose a destination different from the origin')).toBeInTheDocument();
    expect(screen.getAllByText('This date has already passed')).toHaveLength(2);
    expect(screen.getByText('Each infant travels on an adult’s lap: no more infants than adults')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Flight search results' })).toBeInTheDocument();
    expect(calls.calls('POST', '/flight-searches')).toHaveLength(0);
  });

  it('shows the server’s field errors in the search form', async () => {
    api(() =>
      problem(400, 'validation_failed', 'Some fields need your attention', {
        errors: [{ field: 'slices.0.destination', message: 'We do not know this airport' }],
      }),
    );
    await renderApp(RESULTS_URL.replace('to=IST', 'to=XXX'));
    expect(await screen.findByText('We do not know this airport')).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'To' }, { timeout: 15_000 })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

describe('flight.search started from the address (decision 138)', { timeout: 30_000 }, () => {
  it('starts the search and its fare calendar before the page, which asks for neither again', async () => {
    const calls = api();
    const queryClient = createQueryClient();
    startEarlyQueries(queryClient, RESULTS_URL, '');
    await waitFor(() => expect(calls.calls('POST', '/flight-searches/calendar')).toHaveLength(1));
    expect(calls.calls('POST', '/flight-searches')).toHaveLength(1);
    await renderApp(RESULTS_URL, queryClient);
    await screen.findByRole('heading', { level: 2, name: '2 Results Found' });
    expect(calls.calls('POST', '/flight-searches')).toHaveLength(1);
    expect(calls.calls('POST', '/flight-searches/calendar')).toHaveLength(1);
  });
});
