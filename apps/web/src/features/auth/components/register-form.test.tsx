import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession, createSiteSettings } from '../../../test/factories';
import { mockApi, problem, type Handler } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function api(register: Handler) {
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /home-content': () => problem(503, 'service_unavailable', 'later'),
    'GET /user-wallets': () => ({ body: { data: [] } }),
    'POST /auth/register': register,
  });
}

async function fillIn(values: { name: string; email: string; password: string; confirmation: string }) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Full name'), values.name);
  await user.type(screen.getByLabelText('Email'), values.email);
  await user.type(screen.getByLabelText('Password'), values.password);
  await user.type(screen.getByLabelText('Confirm password'), values.confirmation);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('register', () => {
  it('creates the account, logs it in for this session and goes home', async () => {
    const calls = api(() => ({ status: 201, body: { data: createSession({ token: 'new-token' }) } }));
    const { router } = await renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });

    await fillIn({
      name: 'Layla Hassan',
      email: 'layla@example.com',
      password: 'long-password',
      confirmation: 'long-password',
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.calls('POST', '/auth/register')[0]!.body).toEqual({
      name: 'Layla Hassan',
      email: 'layla@example.com',
      password: 'long-password',
      password_confirmation: 'long-password',
    });
    expect(sessionStorage.getItem('authToken')).toBe('new-token');
  });

  it('says "Passwords do not match" and sends nothing when they differ', async () => {
    const calls = api(() => ({ status: 201, body: { data: createSession() } }));
    await renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });

    await fillIn({
      name: 'Layla',
      email: 'layla@example.com',
      password: 'long-password',
      confirmation: 'other-password',
    });

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toHaveAttribute('id', expect.stringContaining('error'));
    expect(calls.calls('POST', '/auth/register')).toHaveLength(0);
  });

  it('shows the server’s field messages next to their fields', async () => {
    api(() =>
      problem(409, 'email_taken', 'This email cannot be used to register. If it is yours, log in instead', {
        errors: [{ field: 'email', message: 'This email cannot be used to register. If it is yours, log in instead' }],
      }),
    );
    await renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });

    await fillIn({
      name: 'Layla',
      email: 'taken@example.com',
      password: 'long-password',
      confirmation: 'long-password',
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('cannot be used to register');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});
