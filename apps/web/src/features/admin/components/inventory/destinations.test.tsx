import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DestinationSeasons } from '@portal/contracts/admin-hotels';
import { axeViolations } from '../../../../test/axe';
import { createAdminDestination, editorApi } from '../../../../test/inventory-factories';
import { renderApp } from '../../../../test/render-app';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const NAJAF = createAdminDestination();
const SEASONS: DestinationSeasons = {
  slug: 'najaf',
  seasons: [{ code: 'arbaeen', start_md: '08-10', end_md: '08-25', factor_bp: 16000 }],
  hotels: 14,
  custom: false,
};

const api = (extra: Parameters<typeof editorApi>[0] = {}) =>
  editorApi({
    'GET /admin/hotels/destinations': () => ({ body: { data: [NAJAF] } }),
    'GET /admin/hotels/destinations/najaf/seasons': () => ({ body: { data: SEASONS } }),
    ...extra,
  });

describe('hotel destinations and their seasons', { timeout: 30_000 }, () => {
  it('edits a destination’s seasons in percent and sends basis points, with the API’s checks', async () => {
    const calls = api({
      'PUT /admin/hotels/destinations/najaf/seasons': ({ body }) => ({
        body: { data: { ...SEASONS, ...(body as object), custom: true } },
      }),
    });
    await renderApp('/admin/inventory/destinations');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Najaf' }));
    const panel = await screen.findByRole('region', { name: 'Seasons of Najaf' });
    expect(within(panel).getByText(/These are the seasons its hotels came with/)).toBeInTheDocument();
    expect(within(panel).getByLabelText(/^Price \(%\)/)).toHaveValue('160');

    await user.click(within(panel).getByRole('button', { name: 'Add a season' }));
    const codes = within(panel).getAllByLabelText(/^Code/);
    await user.type(codes[1]!, 'arbaeen');
    await user.type(within(panel).getAllByLabelText('From (MM-DD)')[1]!, '04-31');
    await user.type(within(panel).getAllByLabelText('Until (MM-DD)')[1]!, '05-10');
    await user.click(within(panel).getByRole('button', { name: 'Save the seasons' }));
    expect(await within(panel).findByText('This code is used twice')).toBeInTheDocument();
    expect(within(panel).getByText('Enter a day of the year as MM-DD')).toBeInTheDocument();
    expect(calls.calls('PUT', '/admin/hotels/destinations/najaf/seasons')).toHaveLength(0);

    await user.clear(codes[1]!);
    await user.type(codes[1]!, 'spring');
    await user.clear(within(panel).getAllByLabelText('From (MM-DD)')[1]!);
    await user.type(within(panel).getAllByLabelText('From (MM-DD)')[1]!, '04-20');
    const factor = within(panel).getAllByLabelText(/^Price \(%\)/)[1]!;
    await user.clear(factor);
    await user.type(factor, '112.5');
    await user.click(within(panel).getByRole('button', { name: 'Save the seasons' }));
    await waitFor(() => expect(calls.calls('PUT', '/admin/hotels/destinations/najaf/seasons')).toHaveLength(1));
    expect(calls.calls('PUT', '/admin/hotels/destinations/najaf/seasons')[0]!.body).toEqual({
      seasons: [
        { code: 'arbaeen', start_md: '08-10', end_md: '08-25', factor_bp: 16000 },
        { code: 'spring', start_md: '04-20', end_md: '05-10', factor_bp: 11250 },
      ],
    });
    expect(await within(panel).findByText('Seasons saved. New searches are priced with them.')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('adds a destination with its names in three languages', async () => {
    const calls = api({
      'POST /admin/hotels/destinations': ({ body }) => ({
        status: 201,
        body: { data: { ...NAJAF, ...(body as object), hotels: 0 } },
      }),
    });
    await renderApp('/admin/inventory/destinations');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New destination' }));
    const panel = screen.getByRole('region', { name: 'New destination' });
    await user.type(within(panel).getByLabelText(/^Short name in links/), 'Samawah City');
    await user.click(within(panel).getByRole('button', { name: 'Add the destination' }));
    expect(await within(panel).findByText('Use lower-case Latin letters, digits and hyphens')).toBeInTheDocument();
    await user.clear(within(panel).getByLabelText(/^Short name in links/));
    await user.type(within(panel).getByLabelText(/^Short name in links/), 'samawah');
    await user.type(within(panel).getByLabelText(/^Country code/), 'iq');
    await user.type(within(panel).getByLabelText(/^Time zone/), 'Asia/Baghdad');
    for (const [label, ar, en, de] of [
      ['Name', 'السماوة', 'Samawah', 'Samawa'],
      ['Country', 'العراق', 'Iraq', 'Irak'],
    ] as const) {
      const group = within(panel).getByRole('group', { name: label });
      await user.type(within(group).getByLabelText(`${label} · العربية`), ar);
      await user.type(within(group).getByLabelText(`${label} · English`), en);
      await user.type(within(group).getByLabelText(`${label} · Deutsch`), de);
    }
    await user.type(within(panel).getByLabelText('Latitude'), '31.33');
    await user.type(within(panel).getByLabelText('Longitude'), '45.28');
    await user.click(within(panel).getByRole('button', { name: 'Add the destination' }));
    await waitFor(() => expect(calls.calls('POST', '/admin/hotels/destinations')).toHaveLength(1));
    expect(calls.calls('POST', '/admin/hotels/destinations')[0]!.body).toMatchObject({
      slug: 'samawah',
      country: 'IQ',
      name: { ar: 'السماوة', en: 'Samawah', de: 'Samawa' },
      popularity: 0,
    });
  });
});
