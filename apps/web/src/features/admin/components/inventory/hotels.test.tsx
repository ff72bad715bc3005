import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminHotel } from '@portal/contracts/admin-hotels';
import { createAdminDestination, editorApi } from '../../../../test/inventory-factories';
import { renderApp } from '../../../../test/render-app';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const HOTEL_ID = '0190a4c2-7d1e-7c1a-9f00-0000000000d1';
const ISTANBUL = createAdminDestination({
  slug: 'istanbul',
  name: { ar: 'إسطنبول', en: 'Istanbul', de: 'Istanbul' },
  country: 'TR',
  country_name: { ar: 'تركيا', en: 'Turkey', de: 'Türkei' },
});
const ROOM_ID = '0190a4c2-7d1e-7c1a-9f00-0000000000d2';

function hotel(overrides: Partial<AdminHotel> = {}): AdminHotel {
  return {
    id: HOTEL_ID,
    slug: 'tigris-palace-istanbul',
    name: { ar: 'قصر دجلة', en: 'Tigris Palace', de: 'Tigris-Palast' },
    destination: { slug: 'istanbul', name: { ar: 'إسطنبول', en: 'Istanbul', de: 'Istanbul' } },
    stars: 4,
    room_types: 1,
    active: true,
    thumbnail_url: '/uploads/hotels/thumb/tigris-palace-istanbul.webp',
    description: { ar: 'وصف', en: 'A quiet hotel.', de: 'Ein ruhiges Hotel.' },
    address: { ar: 'عنوان', en: 'Istiklal 10', de: 'Istiklal 10' },
    lat: 41.03,
    lng: 28.98,
    facilities: ['breakfast'],
    languages: ['ar', 'en'],
    rules: ['no_smoking'],
    check_in_time: '14:00',
    check_out_time: '12:00',
    featured: false,
    bestseller: false,
    tax_bp: 800,
    city_fee_iqd: '3000',
    images: [],
    room_types_list: [
      {
        id: ROOM_ID,
        code: 'double',
        name: { ar: 'غرفة مزدوجة', en: 'Double room', de: 'Doppelzimmer' },
        max_adults: 2,
        max_children: 1,
        max_occupancy: 3,
        bedding: 'one_double',
        size_sqm: 24,
        amenities: ['wifi'],
        rooms: 6,
        active: true,
        rates: [],
      },
    ],
    ...overrides,
  };
}

const api = (extra: Parameters<typeof editorApi>[0] = {}) =>
  editorApi({ 'GET /admin/hotels/destinations': () => ({ body: { data: [ISTANBUL] } }), ...extra });

describe('hotels in the back office', { timeout: 30_000 }, () => {
  it('adds a hotel with its name, description and address in three languages side by side', async () => {
    const calls = api({ 'POST /admin/hotels': () => ({ status: 201, body: { data: hotel() } }) });
    const { router } = await renderApp('/admin/inventory/hotels/new');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'New hotel' });
    await user.click(screen.getByRole('button', { name: 'Add the hotel' }));
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    expect(calls.calls('POST', '/admin/hotels')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Destination'), 'istanbul');
    await user.type(screen.getByLabelText(/^Short name in links/), 'tigris-palace-istanbul');
    const names = screen.getByRole('group', { name: 'Name' });
    await user.type(within(names).getByLabelText('Name · العربية'), 'قصر دجلة');
    await user.type(within(names).getByLabelText('Name · English'), 'Tigris Palace');
    await user.type(within(names).getByLabelText('Name · Deutsch'), 'Tigris-Palast');
    const description = screen.getByRole('group', { name: 'Description' });
    for (const box of within(description).getAllByRole('textbox')) await user.type(box, 'A quiet hotel near Taksim.');
    const address = screen.getByRole('group', { name: 'Address' });
    for (const box of within(address).getAllByRole('textbox')) await user.type(box, 'Istiklal 10');
    await user.clear(screen.getByLabelText('Taxes (%)'));
    await user.type(screen.getByLabelText('Taxes (%)'), '8');
    await user.click(screen.getByRole('checkbox', { name: 'Breakfast' }));
    await user.click(screen.getByRole('button', { name: 'Add the hotel' }));
    await waitFor(() => expect(calls.calls('POST', '/admin/hotels')).toHaveLength(1));
    expect(calls.calls('POST', '/admin/hotels')[0]!.body).toMatchObject({
      destination: 'istanbul',
      slug: 'tigris-palace-istanbul',
      name: { ar: 'قصر دجلة', en: 'Tigris Palace', de: 'Tigris-Palast' },
      tax_bp: 800,
      facilities: ['breakfast'],
      languages: ['ar', 'en'],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/inventory/hotels/${HOTEL_ID}`));
  });

  it('adds a rate to a room type with the API’s rule on cancellation days', async () => {
    const calls = api({
      [`GET /admin/hotels/${HOTEL_ID}`]: () => ({ body: { data: hotel() } }),
      [`GET /admin/hotels/${HOTEL_ID}/room-types/${ROOM_ID}/allotments`]: () => ({
        body: { data: { room_type_id: ROOM_ID, from: '2026-12-01', nights: [] } },
      }),
      [`POST /admin/hotels/${HOTEL_ID}/room-types/${ROOM_ID}/rates`]: ({ body }) => ({
        body: {
          data: hotel({
            room_types_list: [
              {
                ...hotel().room_types_list[0]!,
                rates: [{ id: 'r1', active: true, ...(body as object) } as never],
              },
            ],
          }),
        },
      }),
    });
    await renderApp(`/admin/inventory/hotels/${HOTEL_ID}`);
    const room = await screen.findByRole('region', { name: 'Double room (Double)' });
    const user = userEvent.setup();
    expect(within(room).getByText('No rates yet: the room is not sold until it has one.')).toBeInTheDocument();
    await user.clear(within(room).getByLabelText('Free cancellation until (days before)'));
    await user.type(within(room).getByLabelText('Price per night (IQD)'), '95000');
    await user.click(within(room).getByRole('button', { name: 'Add the rate' }));
    expect(
      await within(room).findByText(
        'A refundable rate needs its free-cancellation days; a non-refundable one has none',
      ),
    ).toBeInTheDocument();
    await user.type(within(room).getByLabelText('Free cancellation until (days before)'), '3');
    await user.click(within(room).getByRole('button', { name: 'Add the rate' }));
    await waitFor(() =>
      expect(calls.calls('POST', `/admin/hotels/${HOTEL_ID}/room-types/${ROOM_ID}/rates`)[0]?.body).toEqual({
        board: 'breakfast',
        refundable: true,
        free_cancel_days: 3,
        penalty_bp: 5000,
        nightly_iqd: '95000',
        child_nightly_iqd: '0',
      }),
    );
    expect(await within(room).findByText('Free until 3 days before; then 50 %')).toBeInTheDocument();
  });
  it('folds a room type with rates to one line, opens it on demand and archives it', async () => {
    const rate = {
      id: 'r1',
      board: 'breakfast' as const,
      refundable: true,
      free_cancel_days: 3,
      penalty_bp: 5000,
      nightly_iqd: '95000',
      child_nightly_iqd: '0',
      active: true,
    };
    const withRate = hotel({ room_types_list: [{ ...hotel().room_types_list[0]!, rates: [rate] }] });
    const calls = api({
      [`GET /admin/hotels/${HOTEL_ID}`]: () => ({ body: { data: withRate } }),
      [`GET /admin/hotels/${HOTEL_ID}/room-types/${ROOM_ID}/allotments`]: () => ({
        body: { data: { room_type_id: ROOM_ID, from: '2026-12-01', nights: [] } },
      }),
      [`POST /admin/hotels/${HOTEL_ID}/room-types/${ROOM_ID}/archive`]: () => ({
        body: {
          data: hotel({ room_types: 0, room_types_list: [{ ...withRate.room_types_list[0]!, active: false }] }),
        },
      }),
    });
    await renderApp(`/admin/inventory/hotels/${HOTEL_ID}`);
    const room = await screen.findByRole('region', { name: 'Double room (Double)' });
    expect(within(room).getByText('Rooms per night: 6 · rates on sale: 1')).toBeInTheDocument();
    // Folded: neither the form nor the rooms per night are there (nor fetched) until asked for.
    expect(within(room).queryByLabelText('Rooms per night')).not.toBeInTheDocument();
    expect(calls.calls('GET', `/admin/hotels/${HOTEL_ID}/room-types/${ROOM_ID}/allotments`)).toHaveLength(0);
    const user = userEvent.setup();
    await user.click(within(room).getByText('The room type, its rates and rooms per night'));
    expect(await within(room).findByLabelText(/^Rooms per night/)).toHaveValue(6);
    expect(calls.calls('GET', `/admin/hotels/${HOTEL_ID}/room-types/${ROOM_ID}/allotments`)).toHaveLength(0);
    await user.click(within(room).getByText('Rooms per night', { selector: 'summary *, summary' }));
    await waitFor(() =>
      expect(calls.calls('GET', `/admin/hotels/${HOTEL_ID}/room-types/${ROOM_ID}/allotments`)).toHaveLength(1),
    );

    await user.click(within(room).getByRole('button', { name: 'Archive Double room' }));
    await waitFor(() =>
      expect(calls.calls('POST', `/admin/hotels/${HOTEL_ID}/room-types/${ROOM_ID}/archive`)).toHaveLength(1),
    );
    expect(
      await within(screen.getByRole('region', { name: 'Double room (Double)' })).findByText(
        'Archived: not searched or sold; bookings made keep their rooms.',
      ),
    ).toBeInTheDocument();
  });
});
