import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDashboard, createSchedule, storeStaffSession } from '../../../../test/admin-factories';
import { axeViolations } from '../../../../test/axe';
import { createSiteSettings, createUser } from '../../../../test/factories';
import { mockApi, type Handler } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { applyDocumentLanguage } from '../../../../lib/i18n';

function api(me: unknown, extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /user-wallets': () => ({ body: { data: [] } }),
    'GET /me': () => ({ body: { data: me } }),
    'GET /admin/dashboard': () => ({ body: { data: createDashboard() } }),
    'GET /admin/bookings': () => ({ body: { data: [], meta: { total: 0, page: 1, per_page: 25 } } }),
    'GET /admin/flights/schedules': () => ({
      body: { data: [createSchedule()], meta: { total: 1, page: 1, per_page: 25 } },
    }),
    ...extra,
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  await i18next.changeLanguage('en');
  applyDocumentLanguage('en');
});

const menu = () => screen.getByRole('navigation', { name: 'Back office' });
const menuItems = () =>
  within(menu())
    .getAllByRole('link')
    .map((l) => l.textContent);

describe('the back office frame', { timeout: 30_000 }, () => {
  it('shows an administrator every area, the dashboard first, without the site’s header and footer', async () => {
    api(storeStaffSession('admin'));
    await renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(menuItems()).toEqual([
      'Dashboard',
      'Bookings desk',
      'Applications desk',
      'Top-up requests',
      'Messages',
      'Ledger',
      'Flights',
      'Airports',
      'Airlines',
      'Hotels',
      'Hotel destinations',
      'Insurance plans',
      'Departures',
      'Tour guides',
      'Car rentals',
      'Visa products',
      'Study programmes',
      'Site settings',
      'Home page',
      'Currencies',
      'Customers and agencies',
      'Agency applications',
      'Staff',
      'Mail',
      'Audit log',
    ]);
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByText('Noor Staff · Administrator')).toBeInTheDocument();
    expect(document.title).toBe('Dashboard · Back office · Rafidain Travel');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the agent desk only its areas, and says so on another area’s address', async () => {
    api(storeStaffSession('desk'));
    const { router } = await renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(menuItems()).toEqual(['Dashboard', 'Bookings desk', 'Applications desk', 'Top-up requests', 'Messages']);
    await router.navigate({ to: '/admin/audit' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not part of your role' })).toBeInTheDocument();
    expect(
      screen.getByText('Your role (Agent desk) does not include this part of the back office.'),
    ).toBeInTheDocument();
  });

  it('takes a content editor from /admin to the first area of the role', async () => {
    const calls = api(storeStaffSession('editor'));
    const { router } = await renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Flights' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/inventory/flights');
    expect(menuItems()).toEqual([
      'Flights',
      'Airports',
      'Airlines',
      'Hotels',
      'Hotel destinations',
      'Insurance plans',
      'Departures',
      'Tour guides',
      'Car rentals',
      'Visa products',
      'Study programmes',
      'Site settings',
      'Home page',
    ]);
    expect(calls.calls('GET', '/admin/dashboard')).toHaveLength(0);
  });

  it('tells a customer the back office is for staff', async () => {
    localStorage.setItem('authToken', 'customer-token');
    api(createUser());
    await renderApp('/admin/bookings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff only' })).toBeInTheDocument();
  });

  it('sends a visitor to log in first and back afterwards', async () => {
    api(null);
    const { router } = await renderApp('/admin/topups');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/admin/topups' });
  });

  it('is right to left in Arabic, with the Arabic menu', async () => {
    await i18next.changeLanguage('ar');
    applyDocumentLanguage('ar');
    api(storeStaffSession('desk'));
    await renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'لوحة المتابعة' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(
      within(screen.getByRole('navigation', { name: 'لوحة الإدارة' }))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['لوحة المتابعة', 'مكتب الحجوزات', 'مكتب الطلبات', 'طلبات الشحن', 'الرسائل']);
  });

  it('loads the back office’s texts with its route, in the interface language, and the desk’s date pickers on intent', async () => {
    // As for a member of staff opening the back office: its texts are not in the app until its route loads them.
    i18next.removeResourceBundle('en', 'admin');
    api(storeStaffSession('desk'));
    await renderApp('/admin/bookings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings desk' })).toBeInTheDocument();
    expect(i18next.hasResourceBundle('en', 'admin')).toBe(true);
    // Plain fields until the filters are hovered, touched or focused; then the date picker.
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('group', { name: 'From' })).not.toBeInTheDocument();
    screen.getByRole('searchbox', { name: 'Reference, account or traveller' }).focus();
    expect(await screen.findByRole('group', { name: 'From' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
