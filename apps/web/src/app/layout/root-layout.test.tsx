import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { browser } from '../../lib/browser';
import type { User } from '@portal/contracts/auth';
import { createHomeContent, createSession, createSiteSettings, createUser, createWallet } from '../../test/factories';
import { mockApi, problem } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

function logIn(storage: Storage = localStorage) {
  const session = createSession();
  storage.setItem('authToken', session.token);
  storage.setItem('user', JSON.stringify({ id: session.user.id, name: session.user.name, email: session.user.email }));
}

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /home-content': () => ({ body: { data: createHomeContent() } }),
    'GET /user-wallets': () => ({
      body: {
        data: [
          createWallet(),
          createWallet({
            currency_id: 2,
            currency_name: 'IQD',
            symbol_name: 'د.ع',
            balance: '150000',
            balance_minor: '150000',
          }),
        ],
      },
    }),
    'GET /me': () => ({ body: { data: createUser() } }),
    ...extra,
  });
}

/** `GET /me` answering an agency's owner, or an account whose agency application is `status`. */
const meAs =
  (role: 'agency' | 'customer', application: User['account']['agency_application'] = null) =>
  () => ({
    body: {
      data: createUser({
        role,
        account: {
          id: 'a',
          kind: role === 'agency' ? 'agency' : 'customer',
          name: 'Layla Hassan',
          agency_application: application,
        },
      }),
    },
  });

function header() {
  return screen.getByRole('banner');
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('root layout, logged out', () => {
  it('shows the login link and neither reports nor a user menu, and fetches no wallets', async () => {
    const calls = api();
    await renderApp('/');

    // An icon link on phones, a button-styled link on desktop.
    const loginLinks = within(header()).getAllByRole('link', { name: 'Log in' });
    expect(loginLinks).toHaveLength(2);
    for (const link of loginLinks) expect(link).toHaveAttribute('href', '/login');
    expect(within(header()).queryByRole('link', { name: 'Reports' })).toBeNull();
    expect(within(header()).queryByRole('button', { name: /Layla/ })).toBeNull();
    await waitFor(() => expect(calls.calls('GET', '/site-settings')).toHaveLength(1));
    expect(calls.calls('GET', '/user-wallets')).toHaveLength(0);
  });

  it('offers register and the service tabs in the side menu', async () => {
    api();
    const user = userEvent.setup();
    await renderApp('/');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    // The menu's contents are a chunk of their own, fetched when the button is reached.
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(menu).findByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(within(menu).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    for (const service of [
      'Flights',
      'Visa',
      'Hotels',
      'Packages',
      'Cars',
      'Cruise',
      'Insurance',
      'Tour guide',
      'University guide',
    ]) {
      expect(within(menu).getByRole('button', { name: service })).toBeInTheDocument();
    }
    expect(within(menu).queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('has the phone and the social links in the side menu (the header shows them only above 1024 px)', async () => {
    api();
    const user = userEvent.setup();
    await renderApp('/');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(menu).findByRole('link', { name: '+964 770 000 0000' })).toHaveAttribute(
      'href',
      'tel:+9647700000000',
    );
    const social = within(menu).getByRole('list', { name: 'Social media' });
    const links = within(social).getAllByRole('link');
    // Only the networks site settings link, each opening apart from the portal.
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Facebook', 'https://facebook.example/rafidain'],
      ['Instagram', 'https://instagram.example/rafidain'],
      ['WhatsApp', 'https://wa.example/9647700000000'],
    ]);
    for (const link of links) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Following one closes the menu, as its other links do.
    links[0]!.addEventListener('click', (event) => event.preventDefault());
    await user.click(links[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });
});

describe('root layout, logged in', () => {
  it('shows reports and the user menu with name and each wallet, and no login link', async () => {
    logIn();
    const calls = api();
    const user = userEvent.setup();
    await renderApp('/');

    expect(within(header()).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
    expect(within(header()).queryByRole('link', { name: 'Log in' })).toBeNull();

    await user.click(within(header()).getByRole('button', { name: /Layla Hassan/ }));
    const balances = await within(header()).findByRole('list', { name: 'Wallet balances' });
    expect(within(balances).getByText('USD')).toBeInTheDocument();
    expect(within(balances).getByText('US$1,250.50')).toBeInTheDocument();
    expect(within(balances).getByText('IQD')).toBeInTheDocument();
    expect(within(balances).getByText('IQD 150,000')).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/my-bookings');
    // A customer manages no users (decision 074).
    expect(within(header()).queryByRole('link', { name: 'My users' })).toBeNull();
    expect(within(header()).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(calls.calls('GET', '/user-wallets')[0]!.headers.get('Authorization')).toBe('Bearer token-abc');
  });

  it('offers an agency’s owner "My users"', async () => {
    localStorage.setItem('authToken', 'token-abc');
    localStorage.setItem('user', JSON.stringify({ ...createSession().user, role: 'agency' }));
    api({ 'GET /me': meAs('agency') });
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(within(header()).getByRole('button', { name: /Layla Hassan/ }));
    expect(await within(header()).findByRole('link', { name: 'My users' })).toHaveAttribute('href', '/sub-users');
  });

  it('shows an agency under review where it stands, without "My users"', async () => {
    logIn();
    const pending = { status: 'pending', agency_name: 'Babylon Gate', refusal_reason: null, created_at: '2026-11-20' };
    api({ 'GET /me': meAs('customer', pending as User['account']['agency_application']) });
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(within(header()).getByRole('button', { name: /Layla Hassan/ }));
    expect(
      await within(header()).findByText(
        'Your agency Babylon Gate is waiting for our review. Until then you book as a traveller.',
      ),
    ).toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: 'My users' })).toBeNull();
  });

  it('gives an owner whose agency was approved since login "My users" as soon as the menu opens', async () => {
    logIn(); // stored as a customer
    api({ 'GET /me': meAs('agency') });
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(within(header()).getByRole('button', { name: /Layla Hassan/ }));
    expect(await within(header()).findByRole('link', { name: 'My users' })).toHaveAttribute('href', '/sub-users');
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user')!).role).toBe('agency'));
  });

  it('on a phone, the side menu shows an agency under review where it stands and "My users" only once approved', async () => {
    logIn();
    const pending = { status: 'pending', agency_name: 'Babylon Gate', refusal_reason: null, created_at: '2026-11-20' };
    api({ 'GET /me': meAs('customer', pending as User['account']['agency_application']) });
    const user = userEvent.setup();
    const { unmount } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      await within(menu).findByText(
        'Your agency Babylon Gate is waiting for our review. Until then you book as a traveller.',
      ),
    ).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'My users' })).toBeNull();
    unmount();

    api({ 'GET /me': meAs('agency') });
    await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const approved = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(approved).findByRole('link', { name: 'My users' })).toHaveAttribute('href', '/sub-users');
  });

  it('offers a sub-user no "My users" link (only owners manage users)', async () => {
    localStorage.setItem('authToken', 'token-abc');
    localStorage.setItem('user', JSON.stringify({ ...createSession().user, role: 'sub_user' }));
    api();
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(within(header()).getByRole('button', { name: /Layla Hassan/ }));
    expect(await within(header()).findByRole('link', { name: 'My bookings' })).toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: 'My users' })).toBeNull();
  });

  it('asks a sub-user who may pay but not see the wallets for none of them: no request, no balances, no error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('authToken', 'token-abc');
    localStorage.setItem(
      'user',
      JSON.stringify({ ...createSession().user, role: 'sub_user', permissions: ['book', 'pay_wallet'] }),
    );
    const calls = api({
      'GET /user-wallets': () => problem(403, 'permission_denied_wallet', 'Not allowed'),
      'GET /me': () => ({ body: { data: createUser({ role: 'sub_user', permissions: ['book', 'pay_wallet'] }) } }),
    });
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(within(header()).getByRole('button', { name: /Layla Hassan/ }));
    expect(await within(header()).findByRole('link', { name: 'My bookings' })).toBeInTheDocument();
    expect(within(header()).queryByRole('list', { name: 'Wallet balances' })).toBeNull();
    await waitFor(() => expect(calls.calls('GET', '/site-settings')).toHaveLength(1));
    expect(calls.calls('GET', '/user-wallets')).toHaveLength(0);
    expect(error).not.toHaveBeenCalled();
  });

  it('logs out: revokes the token, clears both storages and the user, and reloads at the root', async () => {
    logIn(localStorage);
    sessionStorage.setItem('authToken', 'other');
    sessionStorage.setItem('user', '{"name":"x"}');
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const calls = api({ 'POST /auth/logout': () => ({ body: { data: { ok: true } } }) });
    const user = userEvent.setup();
    await renderApp('/');

    await user.click(within(header()).getByRole('button', { name: /Layla Hassan/ }));
    await user.click(within(header()).getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(calls.calls('POST', '/auth/logout')[0]!.headers.get('Authorization')).toBe('Bearer token-abc');
    for (const storage of [localStorage, sessionStorage]) {
      expect(storage.getItem('authToken')).toBeNull();
      expect(storage.getItem('user')).toBeNull();
    }
  });

  it('logs out even when the server call fails, and only logs the failure', async () => {
    logIn();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    api({ 'POST /auth/logout': () => problem(500, 'internal_error', 'boom') });
    const user = userEvent.setup();
    await renderApp('/');

    await user.click(within(header()).getByRole('button', { name: /Layla Hassan/ }));
    await user.click(within(header()).getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(error).toHaveBeenCalledWith('logout failed', expect.anything());
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('root layout, when its data cannot be fetched (spec section 8: only logged)', () => {
  it('site settings: logs the failure, shows nothing of it, keeps its defaults and never asks again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = api({ 'GET /site-settings': () => problem(500, 'internal_error', 'boom') });
    const user = userEvent.setup();
    const { router } = await renderApp('/');

    await waitFor(() => expect(error).toHaveBeenCalledWith('failed to fetch site settings', expect.anything()));
    // The built-in mark and name instead of the logo, no phone, no social links, and no message about it.
    expect(within(header()).getByRole('link', { name: 'Rafidain Travel' })).toHaveAttribute('href', '/');
    expect(within(header()).queryByRole('img', { name: 'Rafidain Travel' })).toBeNull();
    expect(within(header()).queryByRole('link', { name: /\+964/ })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Social media' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('boom')).toBeNull();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Rafidain Travel`);

    // Nothing retries: not the query, not other screens that show the settings, not the side menu.
    await router.navigate({ to: '/contact' });
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await router.navigate({ to: '/' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await within(await screen.findByRole('dialog', { name: 'Menu' })).findByRole('link', { name: 'Register' });
    expect(calls.calls('GET', '/site-settings')).toHaveLength(1);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('wallets: logs the failure, the user menu shows no balances and no error, and nothing asks again', async () => {
    logIn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = api({ 'GET /user-wallets': () => problem(503, 'unavailable', 'ledger down') });
    const user = userEvent.setup();
    await renderApp('/');

    await waitFor(() => expect(error).toHaveBeenCalledWith('failed to fetch user wallets', expect.anything()));
    await user.click(within(header()).getByRole('button', { name: /Layla Hassan/ }));
    // The rest of the menu is there; the balances are simply left out.
    expect(within(header()).getByRole('link', { name: 'My bookings' })).toBeInTheDocument();
    expect(within(header()).queryByRole('list', { name: 'Wallet balances' })).toBeNull();
    expect(screen.queryByText('ledger down')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // Closing and opening the menu again, and the side menu's balances, do not fetch them again.
    await user.keyboard('{Escape}');
    await user.click(within(header()).getByRole('button', { name: /Layla Hassan/ }));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await within(menu).findByRole('button', { name: 'Log out' });
    expect(within(menu).queryByRole('list', { name: 'Wallet balances' })).toBeNull();
    expect(calls.calls('GET', '/user-wallets')).toHaveLength(1);
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe('root layout, on every screen', () => {
  it('switches the header to its scrolled style past 50 px of vertical scroll', async () => {
    api();
    await renderApp('/');
    expect(header()).toHaveAttribute('data-scrolled', 'false');

    window.scrollY = 50;
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(header()).toHaveAttribute('data-scrolled', 'false'));

    window.scrollY = 51;
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(header()).toHaveAttribute('data-scrolled', 'true'));
    window.scrollY = 0;
  });

  it('has a bottom bar, hidden above 1024 px, with reports, wallet, home, my bookings and services', async () => {
    api();
    await renderApp('/');
    const bar = screen.getByRole('navigation', { name: 'Quick links' });
    expect(bar).toHaveClass('desk:hidden');
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Reports', '/reports'],
      ['Wallet', '/wallet'],
      ['Home', '/'],
      ['My bookings', '/my-bookings'],
      ['Services', '/#services'],
    ]);
  });

  it('shows the logo, phone and social links from site settings, and a copyright footer', async () => {
    api();
    await renderApp('/');
    expect(await within(header()).findByRole('img', { name: 'Rafidain Travel' })).toHaveAttribute(
      'src',
      '/uploads/site/logo.png',
    );
    expect(within(header()).getAllByRole('link', { name: /\+964 770 000 0000/ })[0]).toHaveAttribute(
      'href',
      'tel:+9647700000000',
    );
    expect(within(header()).getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://facebook.example/rafidain',
    );
    expect(within(header()).queryByRole('link', { name: 'YouTube' })).toBeNull();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Rafidain Travel`);
  });
});
