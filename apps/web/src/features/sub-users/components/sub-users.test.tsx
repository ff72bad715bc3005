import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENT_ID, OWNER_ID, createSubUser, meOfStoredUser } from '../../../test/account-factories';
import { axeViolations } from '../../../test/axe';
import { createSiteSettings, createWallet } from '../../../test/factories';
import { mockApi, problem, type Handler } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

function logIn(role = 'agency') {
  localStorage.setItem('authToken', 'token-abc');
  localStorage.setItem('user', JSON.stringify({ id: OWNER_ID, name: 'Ali Kareem', email: 'agency@demo.iq', role }));
}

function api(extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /user-wallets': () => ({ body: { data: [createWallet()] } }),
    'GET /sub-users': () => ({ body: { data: [createSubUser()] } }),
    'GET /agency-settings': () => ({ body: { data: { logo_upload_id: null, contact_line: '', markups: {} } } }),
    'GET /me': () => ({ body: { data: meOfStoredUser() } }),
    ...extra,
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  logIn();
});

describe('register a sub-user', { timeout: 30_000 }, () => {
  async function fill(values: { password: string; confirmation: string }) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full name'), 'Omar Jasim');
    await user.type(screen.getByLabelText('Email'), 'omar@agency.iq');
    await user.type(screen.getByLabelText('Password'), values.password);
    await user.type(screen.getByLabelText('Confirm password'), values.confirmation);
    return user;
  }

  it('creates one with permissions and a monthly limit per currency', async () => {
    const calls = api({
      'POST /sub-users': (request) => ({
        status: 201,
        body: { data: createSubUser({ ...(request.body as object), id: 'new', last_login_at: null }) },
      }),
    });
    await renderApp('/register-sub-user');
    await screen.findByRole('heading', { level: 1, name: 'Register a sub-user' });
    const user = await fill({ password: 'long-password', confirmation: 'long-password' });
    expect(screen.getByRole('checkbox', { name: /^Book/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /^Pay from the wallet/ }));
    await user.click(screen.getByRole('button', { name: 'Add a limit' }));
    await user.selectOptions(screen.getByLabelText('Limit currency'), 'IQD');
    await user.type(screen.getByLabelText('Monthly limit (IQD)'), '1000000');
    await user.click(screen.getByRole('button', { name: 'Register sub-user' }));

    expect(await screen.findByText('Omar Jasim can now log in with omar@agency.iq.')).toBeInTheDocument();
    expect(calls.calls('POST', '/sub-users')[0]!.body).toEqual({
      name: 'Omar Jasim',
      email: 'omar@agency.iq',
      password: 'long-password',
      password_confirmation: 'long-password',
      permissions: ['book', 'pay_wallet'],
      limits: [{ currency: 'IQD', monthly: '1000000' }],
    });
    expect(screen.getByRole('link', { name: 'Go to My users' })).toHaveAttribute('href', '/sub-users');
  });

  it('says "Passwords do not match" and sends nothing', async () => {
    const calls = api();
    await renderApp('/register-sub-user');
    await screen.findByRole('heading', { level: 1, name: 'Register a sub-user' });
    const user = await fill({ password: 'long-password', confirmation: 'other-password' });
    await user.click(screen.getByRole('button', { name: 'Register sub-user' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls.calls('POST', '/sub-users')).toHaveLength(0);
  });

  it('puts the server’s messages on their fields, limits included, and keeps what was typed', async () => {
    api({
      'POST /sub-users': () =>
        problem(400, 'validation_failed', 'Some fields need your attention', {
          errors: [
            { field: 'email', message: 'This email cannot be used to register. If it is yours, log in instead' },
            { field: 'limits.0.currency', message: 'Unknown currency' },
          ],
        }),
    });
    await renderApp('/register-sub-user');
    await screen.findByRole('heading', { level: 1, name: 'Register a sub-user' });
    const user = await fill({ password: 'long-password', confirmation: 'long-password' });
    await user.click(screen.getByRole('button', { name: 'Add a limit' }));
    await user.type(screen.getByLabelText(/Monthly limit/), '50');
    await user.click(screen.getByRole('button', { name: 'Register sub-user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields need your attention');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'This email cannot be used to register. If it is yours, log in instead',
    );
    expect(screen.getByLabelText('Limit currency')).toHaveAccessibleDescription('Unknown currency');
    expect(screen.getByLabelText('Email')).toHaveValue('omar@agency.iq');
  });

  it('sends a sub-user, a customer and an agency under review home: the screens are an approved agency’s', async () => {
    for (const role of ['sub_user', 'customer']) {
      logIn(role);
      const calls = api();
      const { router, unmount } = await renderApp('/register-sub-user');
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(screen.queryByRole('button', { name: 'Register sub-user' })).toBeNull();
      expect(calls.calls('GET', '/sub-users')).toHaveLength(0);
      unmount();
    }
  });
});

describe('My users', { timeout: 30_000 }, () => {
  it('lists status, last login and this month’s spending against the limit', async () => {
    api();
    await renderApp('/sub-users');
    const card = await screen.findByRole('article', { name: 'Sara Mahmoud' });
    expect(card).toHaveTextContent('Active');
    expect(card).toHaveTextContent(/Last login22 Nov 2026/);
    expect(card).toHaveTextContent(
      /Spent this monthIQD 474,000Counted against the monthly limit \(every currency at today’s rate\): IQD 474,000 of IQD 1,000,000/,
    );
    expect(within(card).getByRole('list', { name: 'Permissions' })).toHaveTextContent(
      'BookPay from the walletSee the wallet',
    );
  });

  it('edits permissions and limits', async () => {
    const calls = api({
      [`PATCH /sub-users/${AGENT_ID}`]: (request) => ({
        body: { data: createSubUser(request.body as object) },
      }),
    });
    await renderApp('/sub-users');
    const card = await screen.findByRole('article', { name: 'Sara Mahmoud' });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Edit Sara Mahmoud' }));
    await user.click(within(card).getByRole('checkbox', { name: /^See all bookings/ }));
    await user.clear(within(card).getByLabelText('Monthly limit (IQD)'));
    await user.type(within(card).getByLabelText('Monthly limit (IQD)'), '2000000');
    await user.click(within(card).getByRole('button', { name: 'Save changes' }));
    expect(await within(card).findByText('Changes saved.')).toBeInTheDocument();
    expect(calls.calls('PATCH', `/sub-users/${AGENT_ID}`)[0]!.body).toEqual({
      name: 'Sara Mahmoud',
      permissions: ['book', 'pay_wallet', 'see_wallet', 'see_all_bookings'],
      limits: [{ currency: 'IQD', monthly: '2000000' }],
    });
    expect(card).toHaveTextContent(/of IQD 2,000,000/);
  });

  it('deactivates after a confirmation, and reactivates', async () => {
    const calls = api({
      [`PATCH /sub-users/${AGENT_ID}`]: (request) => ({
        body: { data: createSubUser(request.body as object) },
      }),
    });
    await renderApp('/sub-users');
    const card = await screen.findByRole('article', { name: 'Sara Mahmoud' });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Deactivate Sara Mahmoud' }));
    expect(within(card).getByText(/They are logged out at once/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Deactivate' }));
    expect(await within(card).findByText('Deactivated. Their sessions have ended.')).toBeInTheDocument();
    expect(card).toHaveTextContent('Deactivated');
    await user.click(within(card).getByRole('button', { name: 'Reactivate Sara Mahmoud' }));
    expect(await within(card).findByText('Reactivated. They can log in again.')).toBeInTheDocument();
    expect(calls.calls('PATCH', `/sub-users/${AGENT_ID}`).map((r) => r.body)).toEqual([
      { active: false },
      { active: true },
    ]);
  });

  it('resets the password with a confirmation', async () => {
    const calls = api({
      [`PATCH /sub-users/${AGENT_ID}`]: () => ({ body: { data: createSubUser() } }),
    });
    await renderApp('/sub-users');
    const card = await screen.findByRole('article', { name: 'Sara Mahmoud' });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Reset password Sara Mahmoud' }));
    await user.type(within(card).getByLabelText('New password'), 'short');
    await user.type(within(card).getByLabelText('Confirm password'), 'short');
    await user.click(within(card).getByRole('button', { name: 'Set new password' }));
    expect(await within(card).findByText('Use at least 8 characters')).toBeInTheDocument();
    await user.clear(within(card).getByLabelText('New password'));
    await user.type(within(card).getByLabelText('New password'), 'new-password-1');
    await user.clear(within(card).getByLabelText('Confirm password'));
    await user.type(within(card).getByLabelText('Confirm password'), 'new-password-1');
    await user.click(within(card).getByRole('button', { name: 'Set new password' }));
    expect(await within(card).findByText('New password set. Their open sessions have ended.')).toBeInTheDocument();
    expect(calls.calls('PATCH', `/sub-users/${AGENT_ID}`)[0]!.body).toEqual({ password: 'new-password-1' });
  });

  it('sends a customer who opens My users home, and asks the server rather than the stored role', async () => {
    logIn('customer');
    const calls = api();
    const { router } = await renderApp('/sub-users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.calls('GET', '/me')).toHaveLength(1);
    expect(calls.calls('GET', '/sub-users')).toHaveLength(0);
  });

  it('lets an owner whose agency was approved since login in, and updates the stored role', async () => {
    logIn('customer');
    api({
      'GET /me': () => ({
        body: {
          data: { ...meOfStoredUser(), role: 'agency', account: { ...meOfStoredUser().account, kind: 'agency' } },
        },
      }),
    });
    await renderApp('/sub-users');
    expect(await screen.findByRole('article', { name: 'Sara Mahmoud' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user')!).role).toBe('agency');
  });

  it('shows the server’s refusal when the list cannot be read', async () => {
    api({ 'GET /sub-users': () => problem(403, 'agency_only', 'Only travel agencies we have approved can do this') });
    await renderApp('/sub-users');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only travel agencies we have approved can do this');
  });

  it('has no axe violations with the edit form open', async () => {
    api();
    await renderApp('/sub-users');
    const card = await screen.findByRole('article', { name: 'Sara Mahmoud' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit Sara Mahmoud' }));
    await screen.findByRole('button', { name: 'Save branding and markup' });
    expect(await axeViolations()).toEqual([]);
  });
});
