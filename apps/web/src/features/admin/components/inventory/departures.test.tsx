import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminDepartureProduct, AdminDepartureProductSummary } from '@portal/contracts/admin-departures';
import { addDaysIso, todayInBaghdad } from '../../../../lib/dates';
import { editorApi } from '../../../../test/inventory-factories';
import { problem } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const TOUR_ID = '0190a4c2-7d1e-7c1a-9f00-0000000000e1';
const DEPARTURE_ID = '0190a4c2-7d1e-7c1a-9f00-0000000000e2';
const SEATS_ID = '0190a4c2-7d1e-7c1a-9f00-0000000000e3';
const STARTS = addDaysIso(todayInBaghdad(), 30);

function summary(overrides: Partial<AdminDepartureProductSummary> = {}): AdminDepartureProductSummary {
  return {
    id: TOUR_ID,
    service: 'package',
    slug: 'istanbul-classic-from-basra',
    kind: 'holiday',
    origin: 'basra',
    destination: 'istanbul',
    title: {
      ar: 'إسطنبول الكلاسيكية من البصرة',
      en: 'Classic Istanbul from Basra',
      de: 'Klassisches Istanbul ab Basra',
    },
    days: 6,
    nights: 5,
    featured: false,
    active: true,
    upcoming: 1,
    next_departure: STARTS,
    places_left: 12,
    ...overrides,
  };
}

const PRICES = {
  double: { adult: '1500000', child: '1050000' },
  triple: { adult: '1300000', child: '910000' },
};

function tour(overrides: Partial<AdminDepartureProduct> = {}): AdminDepartureProduct {
  return {
    ...summary(),
    departures: [
      {
        id: DEPARTURE_ID,
        starts_on: STARTS,
        ends_on: addDaysIso(STARTS, 5),
        group_size: 20,
        active: true,
        categories: [{ id: SEATS_ID, code: 'seats', capacity: 20, left: 12, taken: 8, prices: PRICES }],
      },
    ],
    itinerary: null,
    ...overrides,
  };
}

const CONFERENCE = summary({
  id: '0190a4c2-7d1e-7c1a-9f00-0000000000f1',
  service: 'conference',
  slug: 'cardiology-baghdad',
  kind: 'cardiology',
  title: { ar: 'مؤتمر القلب', en: 'Baghdad Cardiology Congress', de: 'Kardiologiekongress Bagdad' },
});

const list = (rows: AdminDepartureProductSummary[]) => ({
  body: { data: rows, meta: { total: rows.length, page: 1, per_page: 25 } },
});

describe('departures in the back office', { timeout: 30_000 }, () => {
  it('switches between the departures services and lists each one’s products by kind', async () => {
    const calls = editorApi({
      'GET /admin/departure-products': ({ url }) =>
        list(new URL(url, 'http://x').searchParams.get('service') === 'conference' ? [CONFERENCE] : [summary()]),
      'GET /admin/departure-kinds': ({ url }) => ({
        body: {
          data: new URL(url, 'http://x').searchParams.get('service') === 'conference' ? ['cardiology'] : ['holiday'],
        },
      }),
    });
    const { router } = await renderApp('/admin/inventory/departures');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/inventory/departures/package'));
    await screen.findByRole('heading', { level: 1, name: 'Departures' });
    const services = screen.getByRole('navigation', { name: 'Service' });
    // The live departures services of the registry; cruises join once they are live.
    expect(
      within(services)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Packages', 'Cruise', 'Medical conferences']);
    expect(within(services).getByRole('link', { name: 'Packages' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Classic Istanbul from Basra')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New product' })).not.toBeInTheDocument();
    const first = calls.calls('GET', '/admin/departure-products')[0]!;
    expect(new URL(first.url, 'http://x').searchParams.get('service')).toBe('package');
    expect(new URL(first.url, 'http://x').searchParams.get('status')).toBe('active');

    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Holiday' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Kind'), 'holiday');
    await waitFor(() =>
      expect(
        calls
          .calls('GET', '/admin/departure-products')
          .some((r) => new URL(r.url, 'http://x').searchParams.get('kind') === 'holiday'),
      ).toBe(true),
    );

    await user.click(within(services).getByRole('link', { name: 'Medical conferences' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/inventory/departures/conference'));
    expect(await screen.findByText('Baghdad Cardiology Congress')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Cardiology' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Edit Baghdad Cardiology Congress' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/inventory/departures/conference/${CONFERENCE.id}`),
    );
  });

  it('edits a category’s capacity with the API’s floor, its prices cell by cell, and deactivates a departure', async () => {
    let current = tour();
    const categoryPath = `/admin/departure-products/${TOUR_ID}/departures/${DEPARTURE_ID}/categories/${SEATS_ID}`;
    const calls = editorApi({
      [`GET /admin/departure-products/${TOUR_ID}`]: () => ({ body: { data: current } }),
      [`GET /admin/departure-products/${TOUR_ID}/waitlist`]: () => ({ body: { data: [] } }),
      [`PATCH ${categoryPath}`]: ({ body }) => {
        const change = body as { capacity?: number; prices?: typeof PRICES };
        if (change.capacity === 9)
          return problem(422, 'capacity_below_sold', 'The capacity cannot be below the 10 already sold', {
            errors: [{ field: 'capacity', message: 'The capacity cannot be below the 10 already sold' }],
          });
        const [departure] = current.departures;
        const seats = departure!.categories[0]!;
        const capacity = change.capacity ?? seats.capacity;
        current = tour({
          departures: [
            {
              ...departure!,
              categories: [{ ...seats, capacity, left: capacity - seats.taken, prices: change.prices ?? seats.prices }],
            },
          ],
        });
        return { body: { data: current } };
      },
      [`POST /admin/departure-products/${TOUR_ID}/departures/${DEPARTURE_ID}/archive`]: () => {
        current = tour({ departures: [{ ...current.departures[0]!, active: false }] });
        return { body: { data: current } };
      },
    });
    await renderApp(`/admin/inventory/departures/package/${TOUR_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Classic Istanbul from Basra' });
    const card = screen.getByRole('region', { name: /–/ });
    expect(within(card).getByText('Places taken').nextSibling).toHaveTextContent('8');
    expect(within(card).getByText('Places left').nextSibling).toHaveTextContent('12');

    const user = userEvent.setup();
    const capacity = within(card).getByLabelText(/^Capacity of Seats/);
    await user.clear(capacity);
    await user.type(capacity, '5');
    await user.click(within(card).getByRole('button', { name: /^Set the Capacity of Seats/ }));
    // Below the places taken the box itself refuses; the API refuses what bookings took meanwhile.
    expect(calls.calls('PATCH', categoryPath)).toHaveLength(0);
    await user.clear(capacity);
    await user.type(capacity, '9');
    await user.click(within(card).getByRole('button', { name: /^Set the Capacity of Seats/ }));
    expect(await within(card).findByText('The capacity cannot be below the 10 already sold')).toBeInTheDocument();
    await user.clear(capacity);
    await user.type(capacity, '10');
    await user.click(within(card).getByRole('button', { name: /^Set the Capacity of Seats/ }));
    await waitFor(() => expect(within(card).getByText('Places left').nextSibling).toHaveTextContent('2'));
    expect(calls.calls('PATCH', categoryPath).map((r) => r.body)).toEqual([{ capacity: 9 }, { capacity: 10 }]);

    const adult = within(card).getByLabelText('Price: Double, Adult');
    await user.clear(adult);
    await user.type(adult, '15,000');
    await user.click(within(card).getByRole('button', { name: 'Save the prices' }));
    expect(await within(card).findByText(/positive amount/)).toBeInTheDocument();
    expect(calls.calls('PATCH', categoryPath)).toHaveLength(2);
    await user.clear(adult);
    await user.type(adult, '1650000');
    await user.click(within(card).getByRole('button', { name: 'Save the prices' }));
    await waitFor(() => expect(calls.calls('PATCH', categoryPath)).toHaveLength(3));
    expect(calls.calls('PATCH', categoryPath)[2]!.body).toEqual({
      prices: { ...PRICES, double: { adult: '1650000', child: '1050000' } },
    });

    await user.click(within(card).getByRole('button', { name: /^Deactivate the departure of/ }));
    expect(await screen.findByText('Deactivated')).toBeInTheDocument();
  });

  it('adds a departure filled from the latest one and changes the title and featured flag', async () => {
    let current = tour();
    const calls = editorApi({
      [`GET /admin/departure-products/${TOUR_ID}`]: () => ({ body: { data: current } }),
      [`GET /admin/departure-products/${TOUR_ID}/waitlist`]: () => ({ body: { data: [] } }),
      [`POST /admin/departure-products/${TOUR_ID}/departures`]: ({ body }) => {
        const b = body as { starts_on: string; ends_on: string; group_size: number };
        current = tour({
          departures: [
            ...current.departures,
            {
              id: '0190a4c2-7d1e-7c1a-9f00-0000000000e9',
              ...b,
              active: true,
              categories: [{ id: 'c2', code: 'seats', capacity: 25, left: 25, taken: 0, prices: PRICES }],
            },
          ],
        });
        return { status: 201, body: { data: current } };
      },
      [`PATCH /admin/departure-products/${TOUR_ID}`]: ({ body }) => {
        current = { ...current, ...(body as object) };
        return { body: { data: current } };
      },
    });
    await renderApp(`/admin/inventory/departures/package/${TOUR_ID}`);
    const add = await screen.findByRole('region', { name: 'Add a departure' });
    const nextWeek = addDaysIso(STARTS, 7);
    expect(within(add).getByLabelText('Starts on')).toHaveValue(nextWeek);
    expect(within(add).getByLabelText('Ends on')).toHaveValue(addDaysIso(nextWeek, 5));
    expect(within(add).getByLabelText('Price: Triple room, Child')).toHaveValue('910000');
    const user = userEvent.setup();
    await user.clear(within(add).getByLabelText('Capacity'));
    await user.type(within(add).getByLabelText('Capacity'), '25');
    await user.click(within(add).getByRole('button', { name: 'Add the departure' }));
    await waitFor(() => expect(calls.calls('POST', `/admin/departure-products/${TOUR_ID}/departures`)).toHaveLength(1));
    expect(calls.calls('POST', `/admin/departure-products/${TOUR_ID}/departures`)[0]!.body).toEqual({
      starts_on: nextWeek,
      ends_on: addDaysIso(nextWeek, 5),
      group_size: 20,
      categories: [{ code: 'seats', capacity: 25, prices: PRICES }],
    });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Deactivate the departure of/ })).toHaveLength(2),
    );

    const details = screen.getByRole('region', { name: 'Title and display' });
    const english = within(details).getByLabelText('Title · English');
    await user.clear(english);
    await user.type(english, 'Istanbul Classic');
    await user.click(within(details).getByRole('checkbox', { name: /^Featured/ }));
    await user.click(within(details).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.calls('PATCH', `/admin/departure-products/${TOUR_ID}`)).toHaveLength(1));
    expect(calls.calls('PATCH', `/admin/departure-products/${TOUR_ID}`)[0]!.body).toEqual({
      title: { ...summary().title, en: 'Istanbul Classic' },
      featured: true,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Istanbul Classic' })).toBeInTheDocument();
  });
});
