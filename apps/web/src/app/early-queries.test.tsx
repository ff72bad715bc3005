import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSiteSettings } from '../test/factories';
import { mockApi } from '../test/fetch-mock';
import {
  createHotelDetail,
  createHotelOffer,
  createRates,
  createSearchAnswer,
  HOTEL_ID,
  ISTANBUL,
} from '../test/hotel-factories';
import { renderApp } from '../test/render-app';
import { addDaysIso } from '../lib/dates';
import { createQueryClient } from '../lib/query-client';
import { localToday } from '../features/hotels/utils/search-form';
import { startEarlyQueries } from './early-queries';

const IN = addDaysIso(localToday(), 20);
const OUT = addDaysIso(localToday(), 23);
const RESULTS = `/hotel-search/from=istanbul/checkin=${IN}/checkout=${OUT}/nationality=IQ/adult=2/child=0/infant=0/room=1/room-type=any`;
const STAY = `?checkin=${IN}&checkout=${OUT}&nationality=IQ&room-type=any&adults1=2`;

function api() {
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /hotel-destinations/istanbul': () => ({ body: { data: ISTANBUL } }),
    'POST /hotel-searches': () => ({
      body: createSearchAnswer(
        Array.from({ length: 10 }, (_, i) => createHotelOffer(i + 1)),
        { total: 10, page: 1 },
      ),
    }),
    [`GET /hotels/${HOTEL_ID}`]: () => ({ body: { data: createHotelDetail() } }),
    [`POST /hotels/${HOTEL_ID}/rates`]: () => ({ body: { data: createRates(2) } }),
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  // jsdom has no scrollIntoView; one test gives it a spy.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('the first requests started from the address (decision 138)', { timeout: 30_000 }, () => {
  it('starts the hotel search before the page, which shows its answer without asking again', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const calls = api();
    const queryClient = createQueryClient();
    startEarlyQueries(queryClient, RESULTS, '');
    await waitFor(() => expect(calls.calls('POST', '/hotel-searches')).toHaveLength(1));
    await renderApp(RESULTS, queryClient);
    expect(await screen.findByRole('heading', { name: '10 hotels found' })).toBeInTheDocument();
    expect(calls.calls('POST', '/hotel-searches')).toHaveLength(1);
    // The page opens at its top, as without the early answer (a scroll would also end the largest paint).
    expect(scrolled).not.toHaveBeenCalled();
    // The first pictures load at once, the first ahead of everything; the rest when scrolled near.
    const pictures = screen.getAllByRole('article').map((card) => card.querySelector('img')!);
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[1]).toHaveAttribute('loading', 'eager');
    expect(pictures[1]).not.toHaveAttribute('fetchpriority', 'high');
    expect(pictures[2]).toHaveAttribute('loading', 'lazy');
  });

  it('starts a hotel and its rates for the stay in the address; the page asks for neither again', async () => {
    const calls = api();
    const queryClient = createQueryClient();
    startEarlyQueries(queryClient, `/hotel-room-details/${HOTEL_ID}`, STAY);
    await waitFor(() => expect(calls.calls('POST', `/hotels/${HOTEL_ID}/rates`)).toHaveLength(1));
    expect(calls.calls('GET', `/hotels/${HOTEL_ID}`)).toHaveLength(1);
    await renderApp(`/hotel-room-details/${HOTEL_ID}${STAY}`, queryClient);
    await screen.findByRole('heading', { name: 'Double Room' });
    expect(calls.calls('GET', `/hotels/${HOTEL_ID}`)).toHaveLength(1);
    expect(calls.calls('POST', `/hotels/${HOTEL_ID}/rates`)).toHaveLength(1);
  });

  it('asks nothing for an address its page would not search, nor for a page without early requests', async () => {
    const calls = api();
    const queryClient = createQueryClient();
    // A check-out before the check-in: the page opens the form with the problem marked.
    startEarlyQueries(queryClient, RESULTS.replace(`checkout=${OUT}`, `checkout=${addDaysIso(IN, -1)}`), '');
    startEarlyQueries(queryClient, '/contact', '');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls.requests).toHaveLength(0);
  });
});
