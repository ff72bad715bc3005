import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeStaffSession } from '../../../../test/admin-factories';
import { axeViolations } from '../../../../test/axe';
import { createSiteSettings } from '../../../../test/factories';
import { mockApi } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { applyDocumentLanguage } from '../../../../lib/i18n';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  await i18next.changeLanguage('en');
  applyDocumentLanguage('en');
});

function api() {
  const me = storeStaffSession('editor');
  const { currencies: _c, ...general } = createSiteSettings();
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /user-wallets': () => ({ body: { data: [] } }),
    'GET /me': () => ({ body: { data: me } }),
    'GET /admin/site-settings': () => ({ body: { data: general } }),
    'PUT /admin/site-settings': ({ body }) => ({ body: { data: body } }),
  });
}

describe('site settings', { timeout: 30_000 }, () => {
  it('checks links with ‘Invalid URL’ and the address with ‘Invalid email address’ before sending, keeping what was typed', async () => {
    const calls = api();
    await renderApp('/admin/settings');
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'info-at-rafidain');
    const facebook = screen.getByLabelText('Facebook');
    await user.clear(facebook);
    await user.type(facebook, 'facebook dot com');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Invalid URL')).toBeInTheDocument();
    expect(email).toHaveValue('info-at-rafidain');
    expect(facebook).toHaveValue('facebook dot com');
    expect(calls.calls('PUT', '/admin/site-settings')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'hello@rafidain.travel');
    await user.clear(facebook);
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    await waitFor(() => expect(calls.calls('PUT', '/admin/site-settings')).toHaveLength(1));
    expect(calls.calls('PUT', '/admin/site-settings')[0]!.body).toMatchObject({
      email: 'hello@rafidain.travel',
      social: expect.objectContaining({ facebook: '' }),
    });
    expect(await screen.findByText('Saved. The site shows the new settings within a few seconds.')).toBeInTheDocument();
  });

  it('shows the three languages side by side, the Arabic box right to left, and passes axe', async () => {
    api();
    await renderApp('/admin/settings');
    const name = await screen.findByRole('group', { name: 'Address' });
    const boxes = within(name).getAllByRole('textbox');
    expect(boxes.map((b) => [b.getAttribute('lang'), b.getAttribute('dir')])).toEqual([
      ['ar', 'rtl'],
      ['en', 'ltr'],
      ['de', 'ltr'],
    ]);
    expect(within(name).getByLabelText('Address · العربية')).toHaveValue('بغداد، الكرادة');
    expect(await axeViolations()).toEqual([]);
  });

  it('says it in Arabic too', async () => {
    await i18next.changeLanguage('ar');
    applyDocumentLanguage('ar');
    api();
    await renderApp('/admin/settings');
    const email = await screen.findByLabelText('البريد الإلكتروني');
    const user = userEvent.setup();
    await user.clear(email);
    await user.type(email, 'nope');
    await user.click(screen.getByRole('button', { name: 'حفظ الإعدادات' }));
    expect(await screen.findByText('عنوان البريد الإلكتروني غير صالح')).toBeInTheDocument();
  });
});
