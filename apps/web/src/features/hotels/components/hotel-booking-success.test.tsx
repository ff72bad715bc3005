import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSiteSettings, createUser, createWallet } from '../../../test/factories';
import { mockApi } from '../../../test/fetch-mock';
import { createHotelBooking } from '../../../test/hotel-factories';
import { renderApp } from '../../../test/render-app';

const BOOKING = createHotelBooking();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem('authToken', 'token');
  localStorage.setItem('user', JSON.stringify(createUser()));
  mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /user-wallets': () => ({
      body: {
        data: [createWallet({ currency_id: 2, currency_name: 'IQD', balance: '1646000', balance_minor: '1646000' })],
      },
    }),
    [`GET /bookings/${BOOKING.id}`]: () => ({ body: { data: BOOKING } }),
  });
});

describe('booking.success for a hotel', { timeout: 30_000 }, () => {
  it('shows the voucher reference, the stay, the guests, what was paid and what is left', async () => {
    await renderApp(`/booking/success/bookingId=${BOOKING.id}`);
    expect(await screen.findByRole('heading', { name: 'Your hotel is booked' })).toBeInTheDocument();
    expect(screen.getByTestId('voucher-reference')).toHaveTextContent('HV7K3M9QPA');
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('H7KQ2M');
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByText('Zahra Hassan')).toBeInTheDocument();
    expect(screen.getByTestId('amount-paid')).toHaveTextContent('IQD 354,000');
    expect(await screen.findByText('IQD 1,646,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in My Bookings' })).toHaveAttribute(
      'href',
      `/my-bookings/hotels/${BOOKING.id}`,
    );
  });
});
