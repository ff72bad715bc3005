import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession, createSiteSettings } from '../../../test/factories';
import { mockApi, problem, type Handler } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

function api(login: Handler) {
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /home-content': () => problem(503, 'service_unavailable', 'later'),
    'GET /user-wallets': () => ({ body: { data: [] } }),
    'POST /auth/login': login,
  });
}

async function fillIn(email: string, password: string, remember: boolean) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  if (remember) await user.click(screen.getByLabelText('Remember me'));
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('login', () => {
  it('with remember me keeps the session in local storage and goes home', async () => {
    const calls = api(() => ({ body: { data: createSession() } }));
    const { router } = await renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });

    await fillIn('layla@example.com', 'secret-password', true);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.calls('POST', '/auth/login')[0]!.body).toEqual({
      email: 'layla@example.com',
      password: 'secret-password',
      remember: true,
    });
    expect(localStorage.getItem('authToken')).toBe('token-abc');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ name: 'Layla Hassan' });
    // The permissions are kept, so the frame asks only for what the user may see.
    expect(JSON.parse(localStorage.getItem('user')!).permissions).toEqual([
      'book',
      'pay_wallet',
      'see_wallet',
      'see_all_bookings',
    ]);
    expect(sessionStorage.getItem('authToken')).toBeNull();
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: /Layla Hassan/ })).toBeInTheDocument();
  });

  it('without remember me keeps the session in session storage only', async () => {
    api(() => ({ body: { data: createSession({ token: 'short-lived' }) } }));
    const { router } = await renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });

    await fillIn('layla@example.com', 'secret-password', false);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem('authToken')).toBe('short-lived');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('returns to the page that asked for a login', async () => {
    api(() => ({ body: { data: createSession() } }));
    const { router } = await renderApp('/wallet');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    await fillIn('layla@example.com', 'secret-password', false);

    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet'));
  });

  it('shows the server’s message for wrong credentials and stays on the page', async () => {
    api(() => problem(401, 'invalid_credentials', 'Email or password is incorrect'));
    const { router } = await renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });

    await fillIn('layla@example.com', 'wrong-password', false);

    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('checks the form with the contract, in the words the server uses, before sending anything', async () => {
    const calls = api(() => ({ body: { data: createSession() } }));
    await renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.calls('POST', '/auth/login')).toHaveLength(0);
  });

  it('gives the validation messages in the interface language', async () => {
    await i18next.changeLanguage('de');
    api(() => ({ body: { data: createSession() } }));
    await renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('E-Mail'), 'x@');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByText('Ungültige E-Mail-Adresse')).toBeInTheDocument();
    expect(screen.getByText('Dieses Feld ist erforderlich')).toBeInTheDocument();
  });
});
