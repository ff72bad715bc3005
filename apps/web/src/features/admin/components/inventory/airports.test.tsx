import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe';
import { json } from '../../../../test/fetch-mock';
import { createAdminAirport, editorApi } from '../../../../test/inventory-factories';
import { renderApp } from '../../../../test/render-app';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const BGW = createAdminAirport();

const api = (extra: Parameters<typeof editorApi>[0] = {}) =>
  editorApi({
    'GET /admin/flights/airports': () => ({ body: { data: [BGW], meta: { total: 1, page: 1, per_page: 25 } } }),
    ...extra,
  });

describe('airports in the back office', { timeout: 30_000 }, () => {
  it('adds an airport with its names in three languages, checked as the API checks them', async () => {
    const calls = api({
      'POST /admin/flights/airports': ({ body }) => ({
        status: 201,
        body: { data: { ...BGW, ...(body as object), active: true, schedules: 0 } },
      }),
    });
    await renderApp('/admin/inventory/airports');
    const user = userEvent.setup();
    expect(await screen.findByRole('cell', { name: 'BGW' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New airport' }));
    const panel = screen.getByRole('region', { name: 'New airport' });
    await user.type(within(panel).getByLabelText(/^IATA code/), 'ZZS');
    await user.type(within(panel).getByLabelText(/^Country code/), 'IQ');
    await user.type(within(panel).getByLabelText(/^Time zone/), 'Asia/Atlantis');
    await user.click(within(panel).getByRole('button', { name: 'Add the airport' }));
    expect(await within(panel).findByText('Enter a time zone such as Asia/Baghdad')).toBeInTheDocument();
    // Nine names and the position are missing: the same words the API would answer with.
    expect(within(panel).getAllByText('This field is required')).toHaveLength(11);
    expect(calls.calls('POST', '/admin/flights/airports')).toHaveLength(0);

    await user.clear(within(panel).getByLabelText(/^Time zone/));
    await user.type(within(panel).getByLabelText(/^Time zone/), 'Asia/Baghdad');
    const texts: Array<[string, [string, string, string]]> = [
      ['Airport', ['مطار السماوة', 'Samawah Airfield', 'Flugplatz Samawa']],
      ['City', ['السماوة', 'Samawah', 'Samawa']],
      ['Country', ['العراق', 'Iraq', 'Irak']],
    ];
    for (const [label, [ar, en, de]] of texts) {
      const group = within(panel).getByRole('group', { name: label });
      await user.type(within(group).getByLabelText(`${label} · العربية`), ar);
      await user.type(within(group).getByLabelText(`${label} · English`), en);
      await user.type(within(group).getByLabelText(`${label} · Deutsch`), de);
    }
    expect(within(within(panel).getByRole('group', { name: 'City' })).getByLabelText('City · العربية')).toHaveAttribute(
      'dir',
      'rtl',
    );
    await user.type(within(panel).getByLabelText('Latitude'), '31.33');
    await user.type(within(panel).getByLabelText('Longitude'), '45.28');
    await user.click(within(panel).getByRole('button', { name: 'Add the airport' }));
    await waitFor(() => expect(calls.calls('POST', '/admin/flights/airports')).toHaveLength(1));
    expect(calls.calls('POST', '/admin/flights/airports')[0]!.body).toEqual({
      code: 'ZZS',
      name: { ar: 'مطار السماوة', en: 'Samawah Airfield', de: 'Flugplatz Samawa' },
      city: { ar: 'السماوة', en: 'Samawah', de: 'Samawa' },
      country: 'IQ',
      country_name: { ar: 'العراق', en: 'Iraq', de: 'Irak' },
      lat: 31.33,
      lng: 45.28,
      time_zone: 'Asia/Baghdad',
    });
    expect(await screen.findByText('Samawah Airfield saved.')).toBeInTheDocument();
  });

  it('puts the server’s answer on its field and keeps what was typed', async () => {
    api({
      'PATCH /admin/flights/airports/BGW': () =>
        json(
          {
            type: 'x',
            title: 'Bad Request',
            status: 400,
            code: 'validation_failed',
            detail: 'Some fields need your attention',
            errors: [{ field: 'time_zone', message: 'Enter a time zone such as Asia/Baghdad' }],
          },
          400,
        ),
    });
    await renderApp('/admin/inventory/airports');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Baghdad International' }));
    const panel = screen.getByRole('region', { name: 'Edit Baghdad International' });
    expect(within(panel).getByLabelText(/^IATA code/)).toBeDisabled();
    const zone = within(panel).getByLabelText(/^Time zone/);
    await user.clear(zone);
    await user.type(zone, 'Asia/Kolkata');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Enter a time zone such as Asia/Baghdad')).toBeInTheDocument();
    expect(zone).toHaveValue('Asia/Kolkata');
    expect(await axeViolations()).toEqual([]);
  });

  it('archives an airport from the list', async () => {
    const calls = api({
      'POST /admin/flights/airports/BGW/archive': () => ({ body: { data: { ...BGW, active: false } } }),
    });
    await renderApp('/admin/inventory/airports');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Archive Baghdad International' }));
    await waitFor(() => expect(calls.calls('POST', '/admin/flights/airports/BGW/archive')).toHaveLength(1));
  });
});
