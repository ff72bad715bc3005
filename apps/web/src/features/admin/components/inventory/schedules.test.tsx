import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSchedule } from '../../../../test/admin-factories';
import { json } from '../../../../test/fetch-mock';
import { createAdminCarrier, editorApi } from '../../../../test/inventory-factories';
import { renderApp } from '../../../../test/render-app';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const api = (extra: Parameters<typeof editorApi>[0] = {}) =>
  editorApi({
    'GET /admin/flights/schedules': ({ url }) => ({
      body: {
        data: url.includes('status=archived') ? [] : [createSchedule()],
        meta: { total: 1, page: 1, per_page: 25 },
      },
    }),
    'GET /admin/flights/carriers': () => ({ body: { data: [createAdminCarrier()] } }),
    'GET /admin/flights/aircraft': () => ({
      body: { data: [{ code: '320', name: 'Airbus A320', seats: { economy: 150, business: 12, first: 0 } }] },
    }),
    ...extra,
  });

describe('the flight inventory', { timeout: 30_000 }, () => {
  it('lists flights with search and archives one', async () => {
    const calls = api({
      'POST /admin/flights/schedules/IA152/archive': () => ({ body: { data: createSchedule({ active: false }) } }),
    });
    await renderApp('/admin/inventory/flights');
    const table = await screen.findByRole('table', { name: 'Flights' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /IA 152.*BGW → IST.*09:15.*Mon Wed Fri.*Airbus A320.*IQD\s*185,000.*On sale/,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Flight, airport or aircraft' }), 'IST');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.calls('GET', '/admin/flights/schedules').some((r) => r.url.includes('q=IST'))).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Archive IA 152' }));
    await waitFor(() => expect(calls.calls('POST', '/admin/flights/schedules/IA152/archive')).toHaveLength(1));
  });

  it('creates a flight with the API’s own rules and shows the server’s answer on its field', async () => {
    const calls = api({
      'POST /admin/flights/schedules': () =>
        json(
          {
            type: 'x',
            title: 'Conflict',
            status: 409,
            code: 'schedule_exists',
            detail: 'This airline already has a flight with this number',
            errors: [{ field: 'flight_number', message: 'This airline already has a flight with this number' }],
          },
          409,
        ),
    });
    await renderApp('/admin/inventory/flights/new');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'New flight' });
    await user.click(screen.getByRole('button', { name: 'Add the flight' }));
    expect(await screen.findByText('Enter a two-character airline code such as IA')).toBeInTheDocument();
    expect(screen.getByText('Enter a flight number of one to four digits')).toBeInTheDocument();
    expect(calls.calls('POST', '/admin/flights/schedules')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Airline'), 'IA');
    await user.type(screen.getByLabelText('Flight number'), '152');
    await user.type(screen.getByLabelText(/^From/), 'BGW');
    await user.type(screen.getByLabelText('To'), 'BGW');
    await user.type(screen.getByLabelText(/^Base fare \(IQD\)/), '185000');
    await user.click(screen.getByRole('button', { name: 'Add the flight' }));
    expect(await screen.findByText('Choose a destination different from the origin')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), 'IST');
    await user.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    await user.click(screen.getByRole('button', { name: 'Add the flight' }));
    await waitFor(() => expect(calls.calls('POST', '/admin/flights/schedules')).toHaveLength(1));
    expect(calls.calls('POST', '/admin/flights/schedules')[0]!.body).toMatchObject({
      carrier: 'IA',
      flight_number: '152',
      origin: 'BGW',
      destination: 'IST',
      days: [1, 2, 3, 4, 5, 6],
      base_fare_iqd: '185000',
      seats: { economy: 150, business: 12, first: 0 },
    });
    expect(
      await screen.findByText('This airline already has a flight with this number', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Flight number')).toHaveValue('152');
  });

  it('edits a flight’s fare and closes seats on one date', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baghdad' }).format(new Date());
    const calls = api({
      'GET /admin/flights/schedules/IA152': () => ({ body: { data: createSchedule() } }),
      'PATCH /admin/flights/schedules/IA152': ({ body }) => ({
        body: {
          data: createSchedule({
            base_fare_iqd: (body as { base_fare_iqd: string }).base_fare_iqd,
            updated_at: '2026-12-01T00:00:00.000Z',
          }),
        },
      }),
      'GET /admin/flights/schedules/IA152/inventory': () => ({
        body: {
          data: {
            key: 'IA152',
            from: today,
            dates: [
              {
                date: today,
                cabins: [
                  { cabin: 'economy', capacity: 150, sold: 12, overridden: false },
                  { cabin: 'business', capacity: 12, sold: 0, overridden: false },
                ],
              },
            ],
          },
        },
      }),
      'PUT /admin/flights/schedules/IA152/inventory': () => ({
        body: { data: { date: today, cabin: 'economy', capacity: 20, sold: 12 } },
      }),
    });
    await renderApp('/admin/inventory/flights/IA152');
    const user = userEvent.setup();
    const fare = await screen.findByLabelText(/^Base fare \(IQD\)/);
    expect(screen.getByLabelText('Flight number')).toBeDisabled();
    await user.clear(fare);
    await user.type(fare, '200000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.calls('PATCH', '/admin/flights/schedules/IA152')).toHaveLength(1));
    const patch = calls.calls('PATCH', '/admin/flights/schedules/IA152')[0]!.body as Record<string, unknown>;
    expect(patch.base_fare_iqd).toBe('200000');
    expect(patch).not.toHaveProperty('carrier');

    const seats = await screen.findByRole('region', { name: 'Seats per date' });
    const economy = await within(seats).findByLabelText(`Capacity of Economy on ${today}`);
    await user.clear(economy);
    await user.type(economy, '20');
    await user.click(within(seats).getByRole('button', { name: `Set the Capacity of Economy on ${today}` }));
    await waitFor(() =>
      expect(calls.calls('PUT', '/admin/flights/schedules/IA152/inventory')[0]?.body).toEqual({
        date: today,
        cabin: 'economy',
        capacity: 20,
      }),
    );
  });
});
