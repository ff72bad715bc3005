import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyDocumentLanguage } from '../../../lib/i18n';
import { createHomeContent, createSiteSettings } from '../../../test/factories';
import { mockApi, problem } from '../../../test/fetch-mock';

const INVALID = 'This link to choose a new password is no longer valid. Ask for a new one';
import { renderApp } from '../../../test/render-app';
import { passwordEn } from '../locales/en';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  await i18next.changeLanguage('en');
  applyDocumentLanguage('en');
});

const base = {
  'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
  'GET /home-content': () => ({ body: { data: createHomeContent() } }),
};

describe('forgot password (issue 20)', () => {
  it('is reached from the login page, sends the address and says a link is on its way', async () => {
    const api = mockApi({
      ...base,
      'POST /auth/password-reset': () => ({ status: 202, body: { data: { ok: true } } }),
    });
    await renderApp('/login');
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await screen.findByRole('heading', { level: 1, name: passwordEn.forgot_title });
    await userEvent.type(await screen.findByLabelText(/Email/), 'layla@example.iq');
    await userEvent.click(screen.getByRole('button', { name: passwordEn.send_link }));
    expect(await screen.findByRole('heading', { name: passwordEn.sent_title })).toBeInTheDocument();
    expect(screen.getByText(/If an account uses layla@example.iq/)).toBeInTheDocument();
    expect(api.calls('POST', '/auth/password-reset')[0]!.body).toEqual({ email: 'layla@example.iq' });
  });

  it('in Arabic, says what is wrong with the address and keeps it', async () => {
    await i18next.changeLanguage('ar');
    applyDocumentLanguage('ar');
    mockApi(base);
    await renderApp('/forgot-password');
    const field = await screen.findByLabelText(/البريد الإلكتروني/);
    await userEvent.type(field, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'أرسل لي الرابط' }));
    expect(await screen.findByText('عنوان البريد الإلكتروني غير صالح')).toBeInTheDocument();
    expect(field).toHaveValue('not-an-address');
  });
});

describe('choosing a new password from the link (issue 20)', () => {
  it('sends the token with the new password and offers to log in', async () => {
    const api = mockApi({
      ...base,
      'POST /auth/password-reset/confirm': () => ({ body: { data: { ok: true } } }),
    });
    await renderApp('/reset-password?token=abcdefghijklmnopqrstuvwxyz012345');
    await userEvent.type(await screen.findByLabelText(/^New password/), 'NewSecret456');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'NewSecret456');
    await userEvent.click(screen.getByRole('button', { name: passwordEn.save }));
    expect(await screen.findByRole('heading', { name: passwordEn.saved_title })).toBeInTheDocument();
    expect(screen.getByRole('main').querySelector('a[href="/login"]')).toHaveTextContent('Log in');
    expect(api.calls('POST', '/auth/password-reset/confirm')[0]!.body).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz012345',
      password: 'NewSecret456',
      password_confirmation: 'NewSecret456',
    });
  });

  it('says a used or expired link is no longer valid, and how to ask again', async () => {
    mockApi({
      ...base,
      'POST /auth/password-reset/confirm': () =>
        problem(400, 'reset_link_invalid', INVALID, { errors: [{ field: 'token', message: INVALID }] }),
    });
    await renderApp('/reset-password?token=abcdefghijklmnopqrstuvwxyz012345');
    await userEvent.type(await screen.findByLabelText(/^New password/), 'NewSecret456');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'NewSecret456');
    await userEvent.click(screen.getByRole('button', { name: passwordEn.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent('no longer valid');
    expect(screen.getByRole('link', { name: passwordEn.ask_again })).toHaveAttribute('href', '/forgot-password');
  });

  it('explains a link without its token', async () => {
    mockApi(base);
    await renderApp('/reset-password');
    expect(await screen.findByText(passwordEn.link_incomplete)).toBeInTheDocument();
  });
});
