import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHomeContent, createSiteSettings } from '../../test/factories';
import { mockApi } from '../../test/fetch-mock';
import { createLeanNavigator, LeanHome } from './lean-home';
import { resetLeanQueries } from './lean-query';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  window.history.replaceState(null, '', '/');
  mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /home-content': () => ({ body: { data: createHomeContent() } }),
  });
});

afterEach(() => {
  resetLeanQueries();
  window.history.replaceState(null, '', '/');
});

describe('leaving the home page’s first screen', () => {
  it('puts the new address in the history at once, and the newest if the visitor moves again meanwhile', () => {
    const leave = vi.fn(() => new Promise<void>(() => {}));
    const navigator = createLeanNavigator({ load: async () => undefined, leave });
    const length = window.history.length;
    navigator.navigate('/about');
    navigator.navigate('/contact?from=home');
    expect(window.location.pathname + window.location.search).toBe('/contact?from=home');
    expect(window.history.length).toBe(length + 1);
    expect(leave).toHaveBeenCalledTimes(1);
    expect(navigator.isLeaving()).toBe(true);
  });

  it('gives the home page’s entry and the new one the router’s history keys, and says where the visitor was', async () => {
    const leave = vi.fn(() => new Promise<void>(() => {}));
    const navigator = createLeanNavigator({ load: async () => undefined, leave });
    navigator.navigate('/about');
    const state = window.history.state as { __TSR_key: string; __TSR_index: number };
    expect(state.__TSR_index).toBe(1);
    const from = (leave.mock.calls[0] as unknown as [{ historyKey: string; scrollY: number }])[0];
    expect(from).toEqual({ historyKey: expect.any(String), scrollY: 0 });
    expect(from.historyKey).not.toBe(state.__TSR_key);
    const back = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await back;
    expect(window.location.pathname).toBe('/');
    expect(window.history.state).toMatchObject({ __TSR_key: from.historyKey, __TSR_index: 0 });
  });

  it('stays on the page for a place on it or for home, also when the page was opened with a query', () => {
    window.history.replaceState(null, '', '/?utm_source=newsletter');
    const leave = vi.fn(async () => undefined);
    const navigator = createLeanNavigator({ load: async () => undefined, leave });
    navigator.navigate('/#services');
    expect(window.location.hash).toBe('#services');
    navigator.navigate('/');
    expect(leave).not.toHaveBeenCalled();
    expect(window.location.search).toBe('?utm_source=newsletter');
  });

  it('shows the loading overlay when the app takes more than a second to arrive', async () => {
    const navigator = createLeanNavigator({ load: async () => undefined, leave: () => new Promise<void>(() => {}) });
    render(<LeanHome navigator={navigator} />);
    await screen.findByRole('tab', { name: 'Flights' });
    act(() => navigator.navigate('/login'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(await screen.findByRole('status', {}, { timeout: 2_000 })).toHaveTextContent('Loading…');
  });

  it('lets the browser load the page when the app cannot be fetched', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: window.location.href, reload });
    const navigator = createLeanNavigator({
      load: async () => undefined,
      leave: async () => Promise.reject(new Error('offline')),
    });
    navigator.navigate('/about');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(error).toHaveBeenCalledWith('failed to start the app', expect.any(Error));
  });
});
