import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminHotelSummary } from '@portal/contracts/admin-hotels';
import { problem } from '../../../../test/fetch-mock';
import { createSchedule } from '../../../../test/admin-factories';
import { createAdminCarrier, createAdminDestination, editorApi } from '../../../../test/inventory-factories';
import { renderApp } from '../../../../test/render-app';
import { namesAField, valuesFrom } from './resource-form';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const ISTANBUL = createAdminDestination({ slug: 'istanbul', name: { ar: 'إسطنبول', en: 'Istanbul', de: 'Istanbul' } });

function summary(n: number, overrides: Partial<AdminHotelSummary> = {}): AdminHotelSummary {
  return {
    id: `0190a4c2-7d1e-7c1a-9f00-0000000001${String(n).padStart(2, '0')}`,
    slug: `hotel-${n}`,
    name: { ar: `فندق ${n}`, en: `Hotel ${n}`, de: `Hotel ${n}` },
    destination: { slug: 'najaf', name: { ar: 'النجف', en: 'Najaf', de: 'Nadschaf' } },
    stars: 3,
    room_types: 2,
    active: true,
    thumbnail_url: `/uploads/hotels/thumb/hotel-${n}.webp`,
    ...overrides,
  };
}

describe('a form’s values and the server’s fields', () => {
  it('names a field by a single value or a list of values, never by a group', () => {
    const values = { code: '', lat: undefined, name: { ar: '', en: '' }, days: [1, 2], seasons: [{ code: 'x' }] };
    expect(['code', 'lat', 'name.ar', 'days', 'seasons.0.code'].filter((p) => namesAField(values, p))).toEqual([
      'code',
      'lat',
      'name.ar',
      'days',
      'seasons.0.code',
    ]);
    expect(['name', 'seasons', 'seasons.1.code', 'tax_bp', 'code.x'].some((p) => namesAField(values, p))).toBe(false);
  });

  it('reads a record’s values for the form’s fields only, keeping a blank where the record has none', () => {
    expect(valuesFrom({ code: '', lat: 0, note: '' }, { code: 'BGW', lat: 33.26, schedules: 120 })).toEqual({
      code: 'BGW',
      lat: 33.26,
      note: '',
    });
  });
});

describe('the resource list screen', { timeout: 30_000 }, () => {
  it('sends its search, status and the service’s own filter, pages, and says when nothing matches', async () => {
    const calls = editorApi({
      'GET /admin/hotels/destinations': () => ({ body: { data: [ISTANBUL] } }),
      'GET /admin/hotels': ({ url }) => {
        const query = new URL(url, 'http://localhost').searchParams;
        if (query.get('destination') === 'istanbul')
          return { body: { data: [], meta: { total: 0, page: 1, per_page: 25 } } };
        const page = Number(query.get('page'));
        return { body: { data: [summary(page)], meta: { total: 30, page, per_page: 25 } } };
      },
    });
    await renderApp('/admin/inventory/hotels');
    const user = userEvent.setup();
    expect(await screen.findByText('Hotel 1')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 - 25 of 30')).toBeInTheDocument();
    const first = new URL(calls.calls('GET', '/admin/hotels')[0]!.url, 'http://localhost').searchParams;
    expect(Object.fromEntries(first)).toEqual({ status: 'active', page: '1', per_page: '25' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Hotel 2')).toBeInTheDocument();
    expect(screen.getByText('Showing 26 - 30 of 30')).toBeInTheDocument();
    // Every row links to its own screen and can be archived, named for screen readers.
    expect(screen.getByRole('link', { name: 'Edit Hotel 2' })).toHaveAttribute(
      'href',
      `/admin/inventory/hotels/${summary(2).id}`,
    );
    expect(screen.getByRole('button', { name: 'Archive Hotel 2' })).toBeInTheDocument();

    // A filter starts again at the first page.
    await user.selectOptions(screen.getByLabelText('Destination'), 'istanbul');
    expect(await screen.findByText('No hotels match.')).toBeInTheDocument();
    const last = calls.calls('GET', '/admin/hotels').at(-1)!;
    expect(Object.fromEntries(new URL(last.url, 'http://localhost').searchParams)).toEqual({
      status: 'active',
      page: '1',
      destination: 'istanbul',
      per_page: '25',
    });
    await user.type(screen.getByRole('searchbox', { name: 'Name or short name' }), 'tigris');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(
        Object.fromEntries(new URL(calls.calls('GET', '/admin/hotels').at(-1)!.url, 'http://localhost').searchParams),
      ).toMatchObject({
        q: 'tigris',
        destination: 'istanbul',
      }),
    );
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await waitFor(() => expect(calls.calls('GET', '/admin/hotels').at(-1)!.url).not.toContain('status='));
  });

  it('shows the server’s words when the list cannot be read, and when archiving is refused', async () => {
    let fail = true;
    editorApi({
      'GET /admin/hotels/destinations': () => ({ body: { data: [ISTANBUL] } }),
      'GET /admin/hotels': () =>
        fail
          ? problem(503, 'unavailable', 'The hotel inventory is being reloaded')
          : { body: { data: [summary(1)], meta: { total: 1, page: 1, per_page: 25 } } },
      [`POST /admin/hotels/${summary(1).id}/archive`]: () =>
        problem(409, 'hotel_busy', 'This hotel has rooms held right now'),
    });
    const { queryClient } = await renderApp('/admin/inventory/hotels');
    expect(await screen.findByText('The hotel inventory is being reloaded')).toBeInTheDocument();
    fail = false;
    await queryClient.invalidateQueries({ queryKey: ['admin', 'hotels'] });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Archive Hotel 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This hotel has rooms held right now');
    expect(screen.getByText('Hotel 1')).toBeInTheDocument();
  });
});

describe('the resource form', { timeout: 30_000 }, () => {
  it('puts a refusal’s field messages on the fields the form shows them in, the rest above, keeping what was typed', async () => {
    const seasons = {
      slug: 'najaf',
      seasons: [{ code: 'arbaeen', start_md: '08-10', end_md: '08-25', factor_bp: 16000 }],
      hotels: 14,
      custom: true,
    };
    editorApi({
      'GET /admin/hotels/destinations': () => ({ body: { data: [createAdminDestination()] } }),
      'GET /admin/hotels/destinations/najaf/seasons': () => ({ body: { data: seasons } }),
      'PUT /admin/hotels/destinations/najaf/seasons': () =>
        problem(400, 'validation_failed', 'Some fields need your attention', {
          errors: [
            // The body's basis points are the form's percent; the list as a whole has no box of its own.
            { field: 'seasons.0.factor_bp', message: 'Arbaeen prices are capped this year' },
            { field: 'seasons', message: 'Seasons may not overlap Muharram' },
          ],
        }),
    });
    await renderApp('/admin/inventory/destinations');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Najaf' }));
    const panel = await screen.findByRole('region', { name: 'Seasons of Najaf' });
    const factor = within(panel).getByLabelText(/^Price \(%\)/);
    await user.clear(factor);
    await user.type(factor, '175');
    await user.click(within(panel).getByRole('button', { name: 'Save the seasons' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Seasons may not overlap Muharram');
    expect(factor).toHaveAccessibleDescription(/Arbaeen prices are capped this year/);
    expect(factor).toHaveValue('175');
  });
});

describe('the capacity grid', { timeout: 30_000 }, () => {
  it('moves by two weeks from today at the earliest, and reads the dates again after a change', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baghdad' }).format(new Date());
    const calls = editorApi({
      'GET /admin/flights/carriers': () => ({ body: { data: [createAdminCarrier()] } }),
      'GET /admin/flights/aircraft': () => ({ body: { data: [] } }),
      'GET /admin/flights/schedules/IA152': () => ({ body: { data: createSchedule() } }),
      'GET /admin/flights/schedules/IA152/inventory': ({ url }) => {
        const from = new URL(url, 'http://localhost').searchParams.get('from')!;
        const cabins = [{ cabin: 'first', capacity: 8, sold: 2, overridden: from !== today }];
        return { body: { data: { key: 'IA152', from, dates: [{ date: from, cabins }] } } };
      },
      'PUT /admin/flights/schedules/IA152/inventory': () => ({ body: { data: {} } }),
    });
    await renderApp('/admin/inventory/flights/IA152');
    const seats = await screen.findByRole('region', { name: 'Seats per date' });
    const user = userEvent.setup();
    expect(await within(seats).findByLabelText(`Capacity of First on ${today}`)).toHaveValue(8);
    expect(within(seats).getByRole('button', { name: 'Earlier dates' })).toBeDisabled();
    await user.click(within(seats).getByRole('button', { name: 'Later dates' }));
    const later = new Date(Date.parse(`${today}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
    const box = await within(seats).findByLabelText(`Capacity of First on ${later}`);
    expect(within(seats).getByText('(changed)')).toBeInTheDocument();
    expect(within(seats).getByRole('button', { name: 'Earlier dates' })).toBeEnabled();
    const reads = calls.calls('GET', '/admin/flights/schedules/IA152/inventory').length;
    await user.clear(box);
    await user.type(box, '4');
    await user.click(within(seats).getByRole('button', { name: `Set the Capacity of First on ${later}` }));
    await waitFor(() =>
      expect(calls.calls('PUT', '/admin/flights/schedules/IA152/inventory').at(-1)?.body).toEqual({
        date: later,
        cabin: 'first',
        capacity: 4,
      }),
    );
    await waitFor(() =>
      expect(calls.calls('GET', '/admin/flights/schedules/IA152/inventory').length).toBeGreaterThan(reads),
    );
  });
});
