import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSiteSettings } from '../../../test/factories';
import { mockApi, problem, type Handler } from '../../../test/fetch-mock';
import { createHotelOffer, createSearchAnswer, ISTANBUL } from '../../../test/hotel-factories';
import { renderApp } from '../../../test/render-app';
import { addDaysIso } from '../../../lib/dates';
import { localToday } from '../utils/search-form';

const IN = addDaysIso(localToday(), 20);
const OUT = addDaysIso(localToday(), 23);
const URL = `/hotel-search/from=istanbul/checkin=${IN}/checkout=${OUT}/nationality=IQ/adult=4/child=1/infant=0/room=2/room-type=any?adults1=2&ages1=7&adults2=2`;

function api(search?: Handler) {
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /hotel-destinations/istanbul': () => ({ body: { data: ISTANBUL } }),
    'POST /hotel-searches':
      search ??
      (({ body }) => {
        const page = (body as { page: number }).page;
        const hotels = Array.from({ length: page === 1 ? 10 : 5 }, (_, i) => createHotelOffer((page - 1) * 10 + i + 1));
        return { body: createSearchAnswer(hotels, { total: 15, page }) };
      }),
  });
}

const cards = () => screen.getAllByRole('article');

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('hotel.search results', { timeout: 30_000 }, () => {
  it('searches what the URL says, rooms and children’s ages included, and lists one page', async () => {
    const calls = api();
    await renderApp(URL);
    expect(await screen.findByRole('heading', { name: '15 hotels found' })).toBeInTheDocument();
    expect(calls.calls('POST', '/hotel-searches')[0]!.body).toEqual({
      destination: 'istanbul',
      check_in: IN,
      check_out: OUT,
      nationality: 'IQ',
      rooms: [
        { adults: 2, children: 1, children_ages: [7], infants: 0 },
        { adults: 2, children: 0, children_ages: [], infants: 0 },
      ],
      room_type: 'any',
      filters: {
        stars: [],
        facilities: [],
        languages: [],
        review_min: null,
        price_min: null,
        price_max: null,
        bestseller: false,
        featured: false,
        free_cancellation: false,
      },
      sort: 'recommended',
      page: 1,
      per_page: 10,
    });
    expect(cards()).toHaveLength(10);
    const first = cards()[0]!;
    expect(within(first).getByRole('heading', { name: 'Hotel 1' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Breakfast included');
    expect(first).toHaveTextContent('IQD 201,000');
    expect(first).toHaveTextContent('Total for 3 nights, 2 rooms: IQD 603,000');
    expect(first).toHaveTextContent('Bestseller');
    // The detail link carries the stay and the rooms.
    expect(within(first).getByRole('link', { name: 'See rooms of Hotel 1' })).toHaveAttribute(
      'href',
      expect.stringContaining(`checkin=${IN}&checkout=${OUT}&nationality=IQ&room-type=any&adults1=2&ages1=7&adults2=2`),
    );
    expect(screen.getByTestId('showing')).toHaveTextContent('Showing 1 - 10 of 15');
  });

  it('shows placeholders while the search runs', async () => {
    let release: () => void = () => {};
    api(
      () =>
        new Promise(
          (resolve) => (release = () => resolve({ body: createSearchAnswer([createHotelOffer(1)], { total: 1 }) })),
        ),
    );
    await renderApp(URL);
    expect(await screen.findByText('Searching hotels…')).toBeInTheDocument();
    expect(screen.getAllByTestId('placeholder').length).toBeGreaterThan(5);
    release();
    expect(await screen.findByRole('heading', { name: '1 hotel found' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('placeholder')).toHaveLength(0);
  });

  it('filters by stars and breakfast and pages through, all kept in the URL', async () => {
    const calls = api();
    const { router } = await renderApp(URL);
    await screen.findByRole('heading', { name: '15 hotels found' });
    const user = userEvent.setup();
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    await user.click(within(filters).getByRole('checkbox', { name: /^5 stars/ }));
    await user.click(within(filters).getByRole('checkbox', { name: 'Breakfast' }));
    await waitFor(() => expect(router.state.location.href).toContain('stars=5&facilities=breakfast'));
    expect(router.state.location.href).toContain('adults1=2&ages1=7&adults2=2');
    await waitFor(() =>
      expect(calls.calls('POST', '/hotel-searches').at(-1)!.body).toMatchObject({
        filters: { stars: [5], facilities: ['breakfast'] },
        page: 1,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('showing')).toHaveTextContent('Showing 11 - 15 of 15'));
    expect(router.state.location.href).toContain('page=2');
    expect(calls.calls('POST', '/hotel-searches').at(-1)!.body).toMatchObject({ page: 2, filters: { stars: [5] } });
    expect(cards()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
    await waitFor(() =>
      expect(calls.calls('POST', '/hotel-searches').at(-1)!.body).toMatchObject({ sort: 'price_asc', page: 1 }),
    );
  });

  it('opens the form with the problem marked for a link that cannot be searched', async () => {
    const calls = api();
    await renderApp(
      `/hotel-search/from=istanbul/checkin=${OUT}/checkout=${IN}/nationality=IQ/adult=2/child=1/infant=0/room=1/room-type=any`,
    );
    expect(
      await screen.findByText('This search link cannot be used as it is. Please check the marked fields.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Check-out must be after check-in')).toBeInTheDocument();
    // One room with a child from the path alone: the child has no age.
    expect(screen.getAllByText('Enter the age of each child').length).toBeGreaterThan(0);
    expect(calls.calls('POST', '/hotel-searches')).toHaveLength(0);
  });

  it('marks a nationality that is no country, showing the code rather than another country', async () => {
    const calls = api();
    await renderApp(URL.replace('nationality=IQ', 'nationality=ZZ'));
    expect(
      await screen.findByText('This search link cannot be used as it is. Please check the marked fields.'),
    ).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Nationality' });
    expect(select).toHaveValue('ZZ');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a country');
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('ZZ: not a country');
    expect(within(select).queryByRole('option', { name: 'Unknown Region' })).not.toBeInTheDocument();
    expect(calls.calls('POST', '/hotel-searches')).toHaveLength(0);
  });

  it('turns a page past the end into the last page, in the URL too', async () => {
    const calls = api(({ body }) => {
      const page = (body as { page: number }).page;
      const hotels = page === 4 ? Array.from({ length: 6 }, (_, i) => createHotelOffer(31 + i)) : [];
      return { body: createSearchAnswer(hotels, { total: 36, page }) };
    });
    const { router } = await renderApp(`${URL}&page=5`);
    await waitFor(() => expect(router.state.location.href).toContain('page=4'));
    await waitFor(() => expect(screen.getByTestId('showing')).toHaveTextContent('Showing 31 - 36 of 36'));
    expect(cards()).toHaveLength(6);
    expect(screen.queryByText(/Showing 41/)).not.toBeInTheDocument();
    expect(calls.calls('POST', '/hotel-searches').map((c) => (c.body as { page: number }).page)).toEqual([5, 4]);
    // The browser's back button does not return to the empty page.
    expect(router.history.length).toBe(1);
  });

  it('filters by every language the hotels’ staff speak, named in the user’s language', async () => {
    api();
    const { router } = await renderApp(URL);
    await screen.findByRole('heading', { name: '15 hotels found' });
    const languages = within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('group', {
      name: 'Staff speak',
    });
    for (const name of ['Arabic', 'Kurdish', 'Georgian', 'Azerbaijani', 'Malay', 'Urdu'])
      expect(within(languages).getByRole('checkbox', { name })).toBeInTheDocument();
    await userEvent.setup().click(within(languages).getByRole('checkbox', { name: 'Georgian' }));
    await waitFor(() => expect(router.state.location.href).toContain('languages=ka'));
  });

  it('shows the server’s field messages in the search form', async () => {
    api(() =>
      problem(422, 'unknown_destination', 'Choose a city or a hotel from the list', {
        errors: [{ field: 'destination', message: 'Choose a city or a hotel from the list' }],
      }),
    );
    await renderApp(URL);
    expect(await screen.findByText('Choose a city or a hotel from the list')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Hotel search' })).toBeInTheDocument();
  });
});
