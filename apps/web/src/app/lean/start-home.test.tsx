import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSearchTab } from '../../features/search/hooks/use-search-tab';
import { createHomeContent, createSiteSettings } from '../../test/factories';
import { appQueryClient } from '../../lib/query-client';
import { mockApi } from '../../test/fetch-mock';
import { resetLeanQueries } from './lean-query';
import { startHome } from './start-home';

let root: Root | undefined;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  setSearchTab('flight');
  localStorage.setItem('lang', 'en');
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '<div id="root"></div>';
});

afterEach(() => {
  Reflect.deleteProperty(window, 'scrollY');
  act(() => root?.unmount());
  root = undefined;
  resetLeanQueries();
  // The browser's one query client outlives a test; each starts with an empty one, as a page load does.
  appQueryClient().clear();
  window.history.replaceState(null, '', '/');
});

function api() {
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /home-content': () => ({ body: { data: createHomeContent() } }),
  });
}

describe('the home page’s first screen (decision 062)', () => {
  it('is the whole home page and its frame, drawn without the router and the query library', async () => {
    const calls = api();
    document.documentElement.setAttribute('data-prerender', 'picture');
    root = await startHome();
    expect(await screen.findByRole('tab', { name: 'Flights', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Flights to anywhere');
    expect(within(screen.getByRole('banner')).getAllByRole('link', { name: 'Log in' })).toHaveLength(2);
    // The home page's data and the frame's settings come, each asked for once.
    await waitFor(() => expect(calls.calls('GET', '/home-content')).toHaveLength(1));
    expect(calls.calls('GET', '/site-settings')).toHaveLength(1);
    // The prerendered picture has been replaced.
    expect(document.documentElement).not.toHaveAttribute('data-prerender');
  });

  it('scrolls to a place on itself without starting the app', async () => {
    api();
    root = await startHome();
    await screen.findByRole('tabpanel');
    const pushState = vi.spyOn(window.history, 'pushState');
    const bar = screen.getByRole('navigation', { name: 'Quick links' });
    await userEvent.setup().click(within(bar).getByRole('link', { name: 'Services' }));
    expect(window.location.pathname).toBe('/');
    expect(window.location.hash).toBe('#services');
    // Leaving would have put a new entry in the history and started the app.
    expect(pushState).not.toHaveBeenCalled();
    await act(async () => {});
    expect(screen.getByRole('tab', { name: 'Flights' })).toBeInTheDocument();
  });

  it('hands over to the whole app on the first move, which opens that page without asking again', async () => {
    const calls = api();
    root = await startHome();
    await screen.findByRole('tab', { name: 'Flights' });
    await waitFor(() => expect(calls.calls('GET', '/home-content')).toHaveLength(1));
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Contact us' }));
    expect(window.location.pathname).toBe('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' }, { timeout: 5_000 })).toBeVisible();
    // The focus, lost with the link, is at the new page's content.
    expect(screen.getByRole('main')).toHaveFocus();
    // The app took over what the first screen had fetched.
    expect(calls.calls('GET', '/site-settings')).toHaveLength(1);
    expect(screen.queryByRole('tab', { name: 'Flights' })).toBeNull();
    // And it is the app now: the router moves on from here, and back home.
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'About us' }));
    await waitFor(() => expect(window.location.pathname).toBe('/about'));
    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/contact'));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Quick links' })).getByRole('link', { name: 'Home' }),
    );
    expect(await screen.findByRole('tab', { name: 'Flights' })).toBeInTheDocument();
    expect(calls.calls('GET', '/home-content')).toHaveLength(1);
  });

  it('brings the visitor back to where they were on the home page when they go back to it', async () => {
    api();
    root = await startHome();
    await screen.findByRole('tab', { name: 'Flights' });
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    await userEvent.setup().click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Contact us' }));
    await screen.findByRole('heading', { level: 1, name: 'Contact us' }, { timeout: 5_000 });
    vi.mocked(window.scrollTo).mockClear();
    window.history.back();
    expect(await screen.findByRole('tab', { name: 'Flights' })).toBeInTheDocument();
    await waitFor(() => expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 640, left: 0 }));
  });

  it('hands over a failure too: the app does not ask again for site settings that failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = mockApi({
      'GET /site-settings': () => ({ status: 503, body: { code: 'unavailable', detail: 'down' } }),
      'GET /home-content': () => ({ body: { data: createHomeContent() } }),
    });
    root = await startHome();
    await screen.findByRole('tab', { name: 'Flights' });
    await waitFor(() => expect(calls.calls('GET', '/site-settings')).toHaveLength(1));
    await act(async () => {});
    await userEvent.setup().click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Contact us' }));
    // The contact page waits up to 2 s for settings still coming, not for ones that have failed.
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' }, { timeout: 1_500 })).toBeVisible();
    expect(calls.calls('GET', '/site-settings')).toHaveLength(1);
  });
});
