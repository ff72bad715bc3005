import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { createSiteSettings, createUser } from '../../test/factories';
import { mockApi } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

function logIn(role = 'agency') {
  localStorage.setItem('authToken', 'token-abc');
  localStorage.setItem('user', JSON.stringify({ id: 'u1', name: 'Ali Kareem', email: 'agency@demo.iq', role }));
}

const NOTICES = [
  {
    id: '0190a4c2-0000-7000-8000-000000000011',
    kind: 'booking.held',
    title: 'Booking Q6PGBE is held until 30 Nov 2026, 14:00',
    link: '/my-bookings/hotels',
    created_at: '2026-11-28T09:00:00.000Z',
    read: false,
    user_name: null,
  },
  {
    id: '0190a4c2-0000-7000-8000-000000000012',
    kind: 'booking.confirmed',
    title: 'Booking R7TUXA is confirmed',
    link: '/my-bookings/flights',
    created_at: '2026-11-27T09:00:00.000Z',
    read: true,
    user_name: 'Huda Agent',
  },
];

function api() {
  let unread = 1;
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /user-wallets': () => ({ body: { data: [] } }),
    'GET /me': () => ({ body: { data: createUser({ role: 'agency' }) } }),
    'GET /notifications/unread': () => ({ body: { data: { unread } } }),
    'GET /notifications': () => ({
      body: { data: NOTICES, meta: { total: 2, page: 1, per_page: 20, unread } },
    }),
    'POST /notifications/read': () => {
      unread = 0;
      return { body: { data: { unread } } };
    },
  });
}

describe('notifications (issue 20)', { timeout: 30_000 }, () => {
  it('counts the unread under the header’s bell, lists them newest first, and marks them read on opening', async () => {
    logIn();
    const calls = api();
    await renderApp('/account/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const first = (await screen.findByText('Booking Q6PGBE is held until 30 Nov 2026, 14:00')).closest('li')!;
    expect(first).toHaveTextContent('New');
    expect(within(first).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/my-bookings/hotels');
    const second = screen.getByText('Booking R7TUXA is confirmed').closest('li')!;
    expect(second).toHaveTextContent('Booked by Huda Agent');
    expect(second).not.toHaveTextContent('New');
    await waitFor(() => expect(calls.calls('POST', '/notifications/read')).toHaveLength(1));
    // The bell follows: no count once read.
    expect(await screen.findByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/account/notifications',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the unread count on the bell of every page', async () => {
    logIn();
    api();
    await renderApp('/about');
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('has no bell for a visitor', async () => {
    const calls = api();
    await renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(calls.calls('GET', '/notifications/unread')).toHaveLength(0);
  });
});
