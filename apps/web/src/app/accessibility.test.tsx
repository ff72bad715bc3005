import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyDocumentLanguage } from '../lib/i18n';
import { axeViolations } from '../test/axe';
import { createHomeContent, createSiteSettings, createWallet } from '../test/factories';
import { mockApi } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /home-content': () => ({ body: { data: createHomeContent() } }),
    'GET /user-wallets': () => ({ body: { data: [createWallet()] } }),
  });
});

afterEach(async () => {
  await i18next.changeLanguage('en');
  applyDocumentLanguage('en');
});

const PAGES = [
  ['/', 'From Iraq to the world, booked in one place'],
  ['/login', 'Log in'],
  ['/register', 'Create your account'],
  ['/about', 'About Rafidain Travel'],
  ['/privacyPolicy', 'Privacy policy'],
  ['/contact', 'Contact us'],
  ['/nowhere', 'Page not found'],
  ['/visa-search/from=BGW/to=IST', 'Visa search results'],
] as const;

describe('axe-core finds no violations', () => {
  it.each(PAGES)('on %s for a visitor', async (path, heading) => {
    await renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(await axeViolations()).toEqual([]);
  });

  it.each(['/', '/wallet', '/my-bookings/flights'])('on %s for a logged-in user, user menu open', async (path) => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('user', JSON.stringify({ name: 'Layla Hassan' }));
    await renderApp(path);
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: /Layla Hassan/ }));
    await screen.findAllByText('US$1,250.50');
    expect(await axeViolations()).toEqual([]);
  });

  it('with the side menu open, in Arabic', async () => {
    await i18next.changeLanguage('ar');
    applyDocumentLanguage('ar');
    await renderApp('/');
    await userEvent.click(screen.getByRole('button', { name: 'فتح القائمة' }));
    const menu = await screen.findByRole('dialog', { name: 'القائمة' });
    expect(menu).toBeVisible();
    await within(menu).findByRole('link', { name: 'إنشاء حساب' });
    expect(await axeViolations()).toEqual([]);
  });

  it('on the login form showing its errors', async () => {
    await renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findAllByText('This field is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This field is required');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('focus order', () => {
  it('starts with the skip link, then the header, then the page', async () => {
    await renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.tab();
    expect(within(screen.getByRole('banner')).getAllByRole('link')[0]).toHaveFocus();
  });
});
