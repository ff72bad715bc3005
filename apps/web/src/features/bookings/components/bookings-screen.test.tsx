import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENT_ID, OWNER_ID, createBookingSummary, createSubUser } from '../../../test/account-factories';
import { axeViolations } from '../../../test/axe';
import { typeDate } from '../../../test/date-picker';
import { createSiteSettings, createUser, createWallet } from '../../../test/factories';
import { mockApi, type Handler, type RecordedRequest } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { startEarlyQueries } from '../../../app/early-queries';
import { createQueryClient } from '../../../lib/query-client';

function logIn(role: 'agency' | 'sub_user' = 'agency') {
  localStorage.setItem('authToken', 'token-abc');
  localStorage.setItem('user', JSON.stringify({ id: OWNER_ID, name: 'Ali Kareem', email: 'agency@demo.iq', role }));
}

const AGENT = createSubUser();

function api(bookings: Handler, extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /user-wallets': () => ({ body: { data: [createWallet()] } }),
    'GET /bookings/bookers': () => ({
      body: {
        data: [
          { id: OWNER_ID, name: 'Ali Kareem' },
          { id: AGENT.id, name: AGENT.name },
        ],
      },
    }),
    'GET /bookings': bookings,
    ...extra,
  });
}

const query = (request: RecordedRequest) => new URL(request.url, 'http://localhost').searchParams;

const page = (data: unknown[], total = data.length, pageNo = 1) => ({
  body: { data, meta: { total, page: pageNo, per_page: 20 } },
});

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('My Bookings list', { timeout: 30_000 }, () => {
  it('lists reference, what, when, travellers, amount, status and who booked, newest first', async () => {
    logIn();
    const calls = api(() =>
      page([
        createBookingSummary(),
        createBookingSummary({
          id: '0190a4c2-7d1e-7c1a-9f00-0000000000b2',
          reference: '3Z8ZDX',
          status: 'held',
          title: 'BGW → CAI',
          total: { iqd: '225000', amount: '171.00', currency: 'USD' },
          booked_by: { id: OWNER_ID, name: 'Ali Kareem' },
          hold_expires_at: '2026-11-23T03:40:49.842Z',
        }),
      ]),
    );
    await renderApp('/my-bookings/flights');
    const table = await screen.findByRole('table', { name: 'Bookings, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('XAMQDP');
    expect(rows[1]).toHaveTextContent('BGW → IST');
    expect(rows[1]).toHaveTextContent('22 Dec 2026');
    expect(rows[1]).toHaveTextContent('IQD 285,000');
    expect(rows[1]).toHaveTextContent('Confirmed');
    expect(rows[1]).toHaveTextContent('Sara Mahmoud');
    expect(rows[2]).toHaveTextContent('US$171.00');
    expect(rows[2]).toHaveTextContent('On hold');
    expect(rows[2]).toHaveTextContent(/Pay by/);
    expect(within(rows[1]!).getByRole('link', { name: 'Open booking XAMQDP' })).toHaveAttribute(
      'href',
      '/my-bookings/flights/0190a4c2-7d1e-7c1a-9f00-0000000000b1',
    );
    const request = calls.calls('GET', '/bookings')[0]!;
    expect(Object.fromEntries(query(request))).toEqual({
      service: 'flight',
      page: '1',
      per_page: '20',
    });
  });

  it('filters by reference, status, dates and who booked, with the filters kept in the address', async () => {
    logIn();
    const calls = api(() => page([createBookingSummary()]));
    const { router } = await renderApp('/my-bookings/flights');
    await screen.findByRole('table');
    // The date pickers' code waits for a sign of intent on the filters: plain fields until then.
    expect(screen.queryByRole('group', { name: 'Booked from' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Booked from' })).toHaveAttribute('readonly');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Booking reference'), 'xamq');
    await user.selectOptions(screen.getByLabelText('Status'), 'confirmed');
    await user.selectOptions(await screen.findByLabelText('Booked by'), 'Sara Mahmoud');
    // The picker's code is a chunk of its own (its first import in a test takes a moment).
    const from = await screen.findByRole('group', { name: 'Booked from' }, { timeout: 10_000 });
    await typeDate(user, from, '2026-11-01');
    await typeDate(user, screen.getByRole('group', { name: 'Booked until' }), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(calls.calls('GET', '/bookings')).toHaveLength(2));
    const last = calls.calls('GET', '/bookings').at(-1)!;
    expect(Object.fromEntries(query(last))).toEqual({
      service: 'flight',
      status: 'confirmed',
      from: '2026-11-01',
      to: '2026-11-30',
      user_id: AGENT_ID,
      q: 'xamq',
      page: '1',
      per_page: '20',
    });
    expect(router.state.location.search).toEqual({
      status: 'confirmed',
      from: '2026-11-01',
      to: '2026-11-30',
      user: AGENT_ID,
      q: 'xamq',
    });
  });

  it('says when no booking matches, and clears the filters', async () => {
    logIn();
    const calls = api((request) => (query(request).has('q') ? page([]) : page([createBookingSummary()])));
    await renderApp('/my-bookings/flights?q=NOPE');
    expect(await screen.findByText('No bookings match these filters.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(query(calls.calls('GET', '/bookings').at(-1)!).has('q')).toBe(false);
  });

  it('pages through the results: "Showing 1 - 20 of 45", then page 2', async () => {
    logIn();
    const calls = api((request) => {
      const pageNo = Number(query(request).get('page'));
      return page([createBookingSummary({ reference: pageNo === 1 ? 'PAGE01' : 'PAGE02' })], 45, pageNo);
    });
    await renderApp('/my-bookings/flights');
    expect(await screen.findByText('Showing 1 - 20 of 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21 - 40 of 45')).toBeInTheDocument();
    expect(query(calls.calls('GET', '/bookings').at(-1)!).get('page')).toBe('2');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('shows the hotels tab’s own empty list, from the API, for that service', async () => {
    logIn();
    const calls = api(() => page([]));
    await renderApp('/my-bookings/hotels');
    expect(await screen.findByText('You have no hotel bookings yet.')).toBeInTheDocument();
    expect(query(calls.calls('GET', '/bookings')[0]!).get('service')).toBe('hotel');
  });

  it('lists the cruise bookings on the cruises tab, asking the API for that service', async () => {
    logIn();
    const calls = api(() =>
      page([
        createBookingSummary({
          service: 'cruise',
          reference: '7CRU5E',
          title: 'Greek isles from Istanbul',
          travellers: 2,
        }),
      ]),
    );
    await renderApp('/my-bookings/cruises');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Greek isles from Istanbul')).toBeInTheDocument();
    expect(within(table).getByText('7CRU5E')).toBeInTheDocument();
    expect(query(calls.calls('GET', '/bookings')[0]!).get('service')).toBe('cruise');
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('offers no "booked by" filter to a sub-user who sees only its own bookings', async () => {
    logIn('sub_user');
    const calls = api(() => page([createBookingSummary()]), {
      'GET /me': () => ({ body: { data: createUser({ role: 'sub_user', permissions: ['book', 'pay_wallet'] }) } }),
    });
    await renderApp('/my-bookings/flights');
    await screen.findByRole('table');
    await waitFor(() => expect(calls.calls('GET', '/me')).toHaveLength(1));
    expect(screen.queryByLabelText('Booked by')).toBeNull();
    expect(calls.calls('GET', '/bookings/bookers')).toHaveLength(0);
  });

  it('offers the "booked by" filter to a sub-user allowed to see all bookings, and filters by it', async () => {
    logIn('sub_user');
    const calls = api(() => page([createBookingSummary()]), {
      'GET /me': () => ({
        body: { data: createUser({ role: 'sub_user', permissions: ['book', 'see_all_bookings'] }) },
      }),
    });
    await renderApp('/my-bookings/flights');
    await screen.findByRole('table');
    const user = userEvent.setup();
    const bookedBy = await screen.findByLabelText('Booked by');
    expect(
      within(bookedBy)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Anyone', 'Ali Kareem', 'Sara Mahmoud']);
    await user.selectOptions(bookedBy, 'Ali Kareem');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(query(calls.calls('GET', '/bookings').at(-1)!).get('user_id')).toBe(OWNER_ID));
  });

  it('has no axe violations with its filters and list', async () => {
    logIn();
    api(() => page([createBookingSummary()], 45));
    await renderApp('/my-bookings/flights');
    await screen.findByRole('table');
    await screen.findByLabelText('Booked by');
    expect(await axeViolations()).toEqual([]);
  });

  it('starts a signed-in tab’s list and its “booked by” people from the address before the page; the page asks again for neither', async () => {
    const calls = api(() => page([createBookingSummary()], 45, 2));
    // A visitor's address starts nothing: the page sends them to log in.
    await startEarlyQueries(createQueryClient(), '/my-bookings/hotels', '?page=2');
    expect(calls.calls('GET', '/bookings')).toHaveLength(0);
    logIn();
    const queryClient = createQueryClient();
    await startEarlyQueries(queryClient, '/my-bookings/hotels', '?status=confirmed&page=2');
    await waitFor(() => expect(calls.calls('GET', '/bookings')).toHaveLength(1));
    expect(Object.fromEntries(query(calls.calls('GET', '/bookings')[0]!))).toEqual({
      service: 'hotel',
      status: 'confirmed',
      page: '2',
      per_page: '20',
    });
    expect(calls.calls('GET', '/bookings/bookers')).toHaveLength(1);
    await renderApp('/my-bookings/hotels?status=confirmed&page=2', queryClient);
    expect(await screen.findByText('Showing 21 - 40 of 45')).toBeInTheDocument();
    expect(calls.calls('GET', '/bookings')).toHaveLength(1);
    expect(calls.calls('GET', '/bookings/bookers')).toHaveLength(1);
  });
});
