import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgencySettings } from '@portal/contracts/agency';
import { OWNER_ID, createSubUser, meOfStoredUser } from '../../../test/account-factories';
import { createSiteSettings, createWallet } from '../../../test/factories';
import { mockApi, problem, type Handler } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const LOGO_ID = '0190a4c2-7d1e-7c1a-9f00-0000000000d1';

function api(settings: AgencySettings, extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /user-wallets': () => ({ body: { data: [createWallet()] } }),
    'GET /sub-users': () => ({ body: { data: [createSubUser()] } }),
    'GET /agency-settings': () => ({ body: { data: settings } }),
    'GET /me': () => ({ body: { data: meOfStoredUser() } }),
    ...extra,
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem('authToken', 'token-abc');
  localStorage.setItem(
    'user',
    JSON.stringify({ id: OWNER_ID, name: 'Ali Kareem', email: 'agency@demo.iq', role: 'agency' }),
  );
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:logo', revokeObjectURL: () => {} }));
});

async function openSettings() {
  await renderApp('/sub-users');
  const section = await screen.findByRole('region', { name: 'Branding and markup' });
  await within(section).findByRole('button', { name: 'Save branding and markup' });
  return section;
}

describe('agency branding and markup', { timeout: 30_000 }, () => {
  it('sets a 10 % flight markup, a fixed hotel markup, the contact line and a logo', async () => {
    const calls = api(
      { logo_upload_id: null, contact_line: '', mail_customers: false, markups: {} },
      {
        'POST /uploads': () => ({ status: 201, body: { data: { id: LOGO_ID } } }),
        'PUT /agency-settings': (request) => ({ body: { data: request.body } }),
        [`GET /uploads/${LOGO_ID}`]: () =>
          new Response(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' })),
      },
    );
    const section = await openSettings();
    const user = userEvent.setup();
    const picker = within(section).getByLabelText('Logo');
    // The picker speaks the interface language, not the browser's ("Choose File / No file chosen").
    expect(picker).toHaveAccessibleDescription(/^No file chosen/);
    await user.upload(picker, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }));
    expect(picker).toHaveAccessibleDescription(/^logo\.png/);
    expect(within(section).getByText('Choose another file')).toBeInTheDocument();
    await user.type(within(section).getByLabelText('Contact line'), 'Dijla Tours · +964 770 111 2222');
    await user.click(within(section).getByLabelText(/^Mail my customers their confirmation/));
    await user.selectOptions(within(section).getByLabelText('Flights'), 'percent');
    await user.type(within(section).getByLabelText('Percent of net price'), '10');
    await user.selectOptions(within(section).getByLabelText('Hotels'), 'fixed');
    await user.type(within(section).getByLabelText('IQD'), '25000');
    await user.click(within(section).getByRole('button', { name: 'Save branding and markup' }));

    expect(await within(section).findByText(/^Saved\./)).toBeInTheDocument();
    // A logo, so a transparent PNG stays transparent (a receipt would be re-encoded as JPEG).
    expect(calls.calls('POST', '/uploads')[0]!.url).toContain('purpose=logo');
    expect(calls.calls('PUT', '/agency-settings')[0]!.body).toEqual({
      logo_upload_id: LOGO_ID,
      contact_line: 'Dijla Tours · +964 770 111 2222',
      mail_customers: true,
      markups: {
        flight: { type: 'percent', percent: '10' },
        hotel: { type: 'fixed', amounts: { IQD: '25000' } },
      },
    });
  });

  it('checks the percentage with the contract and shows the message on its field', async () => {
    const calls = api({
      logo_upload_id: null,
      contact_line: '',
      mail_customers: false,
      markups: { flight: { type: 'percent', percent: '5' } },
    });
    const section = await openSettings();
    const user = userEvent.setup();
    expect(within(section).getByLabelText('Flights')).toHaveValue('percent');
    const percent = within(section).getByLabelText('Percent of net price');
    expect(percent).toHaveValue('5');
    await user.clear(percent);
    await user.type(percent, 'ten');
    await user.click(within(section).getByRole('button', { name: 'Save branding and markup' }));
    await waitFor(() =>
      expect(within(section).getByLabelText('Percent of net price')).toHaveAccessibleDescription(
        'Enter a positive amount with at most 2 decimals',
      ),
    );
    expect(calls.calls('PUT', '/agency-settings')).toHaveLength(0);
  });

  it('removes the markup of a service and keeps the others', async () => {
    const calls = api(
      {
        logo_upload_id: null,
        contact_line: 'Dijla',
        mail_customers: false,
        markups: { flight: { type: 'percent', percent: '10' }, visa: { type: 'fixed', amounts: { USD: '20' } } },
      },
      {
        'PUT /agency-settings': (request) => ({ body: { data: request.body } }),
      },
    );
    const section = await openSettings();
    const user = userEvent.setup();
    expect(within(section).getByLabelText('USD')).toHaveValue('20');
    await user.selectOptions(within(section).getByLabelText('Flights'), 'none');
    await user.click(within(section).getByRole('button', { name: 'Save branding and markup' }));
    await within(section).findByText(/^Saved\./);
    expect(calls.calls('PUT', '/agency-settings')[0]!.body).toEqual({
      logo_upload_id: null,
      contact_line: 'Dijla',
      mail_customers: false,
      markups: { visa: { type: 'fixed', amounts: { USD: '20' } } },
    });
  });

  it('shows the server’s refusal', async () => {
    api(
      { logo_upload_id: null, contact_line: '', mail_customers: false, markups: {} },
      { 'PUT /agency-settings': () => problem(403, 'sub_user_limit', 'Sub-users cannot manage users') },
    );
    const section = await openSettings();
    await userEvent.click(within(section).getByRole('button', { name: 'Save branding and markup' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Sub-users cannot manage users');
  });
});
