import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createSiteSettings, createUser } from '../../test/factories';
import { mockApi, problem } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

function logIn() {
  localStorage.setItem('authToken', 'token-abc');
  localStorage.setItem(
    'user',
    JSON.stringify({ id: 'u1', name: 'Hiba Saad', email: 'hiba@example.iq', role: 'customer' }),
  );
}

const base = {
  'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
  'GET /user-wallets': () => ({ body: { data: [] } }),
  'GET /me': () => ({ body: { data: createUser() } }),
  'GET /notifications/unread': () => ({ body: { data: { unread: 0 } } }),
};

describe('changing the e-mail address (issue 20)', { timeout: 30_000 }, () => {
  it('sends the link to the new address and says where it went; a field refused by the API keeps what was typed', async () => {
    logIn();
    let tries = 0;
    const calls = mockApi({
      ...base,
      'POST /me/email': () =>
        ++tries === 1
          ? problem(400, 'current_password_wrong', 'Some fields need checking', {
              errors: [{ field: 'current_password', message: 'The current password is not right' }],
            })
          : { status: 202, body: { data: { ok: true } } },
    });
    const user = userEvent.setup();
    await renderApp('/account/email');
    await user.type(await screen.findByLabelText(/New e-mail address/), 'hiba.new@example.iq');
    await user.type(screen.getByLabelText(/Current password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('The current password is not right')).toBeInTheDocument();
    expect(screen.getByLabelText(/New e-mail address/)).toHaveValue('hiba.new@example.iq');
    await user.clear(screen.getByLabelText(/Current password/));
    await user.type(screen.getByLabelText(/Current password/), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Check your new mailbox')).toBeInTheDocument();
    expect(screen.getByText(/We sent a link to hiba\.new@example\.iq/)).toBeInTheDocument();
    expect(calls.calls('POST', '/me/email').at(-1)!.body).toEqual({
      email: 'hiba.new@example.iq',
      current_password: 'Passw0rd!',
    });
  });

  it('confirms the link as it opens, without a session', async () => {
    const calls = mockApi({ ...base, 'POST /me/email/confirm': () => ({ body: { data: { ok: true } } }) });
    await renderApp('/account/email/confirm?token=abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByText('Your e-mail address is changed')).toBeInTheDocument();
    expect(calls.calls('POST', '/me/email/confirm')[0]!.body).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz' });
  });

  it('says so when the link no longer works, and offers to ask again', async () => {
    mockApi({
      ...base,
      'POST /me/email/confirm': () =>
        problem(400, 'email_link_invalid', 'This link to confirm your new e-mail address is no longer valid'),
    });
    await renderApp('/account/email/confirm?token=abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByText(/no longer valid/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change the address again' })).toHaveAttribute('href', '/account/email');
  });
});
