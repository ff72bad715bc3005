import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPath } from '@portal/contracts/routes';
import { createSiteSettings, createWallet } from '../../../test/factories';
import { mockApi, problem } from '../../../test/fetch-mock';
import { createBooking } from '../../../test/flight-factories';
import { renderApp } from '../../../test/render-app';

const BOOKING = createBooking();

function api(answer: () => Response | { body: unknown }) {
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /user-wallets': () => ({ body: { data: [createWallet({ balance: '870.50', balance_minor: '87050' })] } }),
    [`GET /bookings/${BOOKING.id}`]: answer,
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('authToken', 'token');
});

describe('booking.success', { timeout: 30_000 }, () => {
  it('shows the reference, status, itinerary, travellers, what was paid and what is left in that wallet', async () => {
    api(() => ({ body: { data: BOOKING } }));
    await renderApp(buildPath('booking.success', { bookingId: BOOKING.id }));
    expect(await screen.findByRole('heading', { name: 'Your flight is booked' })).toBeInTheDocument();
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('K7Q2ZD');
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    const itinerary = screen.getByRole('region', { name: 'Itinerary' });
    expect(itinerary).toHaveTextContent('Iraqi Airways');
    expect(itinerary).toHaveTextContent('Baghdad International Airport (BGW), Baghdad');
    expect(itinerary).toHaveTextContent('Istanbul Airport (IST), Istanbul');
    // The journey's line names the cities under their codes, and the airline by name.
    expect(within(itinerary).getByTitle('Baghdad International Airport').parentElement).toHaveTextContent(
      /BGW\s*Baghdad/,
    );
    expect(within(itinerary).getByTitle('Istanbul Airport').parentElement).toHaveTextContent(/IST\s*Istanbul/);
    expect(within(itinerary).queryByText(/^IA$/)).toBeNull();
    const travellers = screen.getByRole('region', { name: 'Travellers' });
    expect(within(travellers).getByText('Layla Hassan')).toBeInTheDocument();
    expect(travellers).toHaveTextContent('Passport A1234567');
    expect(screen.getByTestId('amount-paid')).toHaveTextContent('US$380.00');
    expect(await screen.findByText('US$870.50')).toBeInTheDocument();
    expect(screen.getByText('Remaining USD balance')).toBeInTheDocument();
  });

  it('shows a hold’s deadline and the amount due instead of a payment', async () => {
    api(() => ({
      body: {
        data: createBooking({
          status: 'held',
          hold_expires_at: '2030-03-01T12:00:00.000Z',
          payment: { method: 'hold', currency: 'USD', amount: '380.00' },
        }),
      },
    }));
    await renderApp(buildPath('booking.success', { bookingId: BOOKING.id }));
    expect(await screen.findByRole('heading', { name: 'Your seats are held' })).toBeInTheDocument();
    expect(screen.getByText('Held, waiting for payment')).toBeInTheDocument();
    expect(screen.getByText(/^Pay by .*2030.* to keep these seats\.$/)).toBeInTheDocument();
    expect(screen.getByText('Amount due')).toBeInTheDocument();
    expect(screen.queryByTestId('amount-paid')).toBeNull();
  });

  it('says “Not Found Booking ..” for a booking the server does not show this user', async () => {
    api(() => problem(404, 'booking_not_found', 'Not Found Booking ..'));
    await renderApp(buildPath('booking.success', { bookingId: BOOKING.id }));
    expect(await screen.findByText('Not Found Booking ..')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Booking confirmation' })).toBeInTheDocument();
  });

  it('says “Not Found Booking ..” for an id that cannot be one, without asking the server', async () => {
    const calls = api(() => ({ body: { data: BOOKING } }));
    await renderApp(buildPath('booking.success', { bookingId: 'RT-12345' }));
    expect(await screen.findByText('Not Found Booking ..')).toBeInTheDocument();
    expect(calls.requests.filter((r) => r.path.startsWith('/bookings'))).toHaveLength(0);
  });
});
