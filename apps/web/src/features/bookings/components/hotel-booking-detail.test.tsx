import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuote } from '../../../test/account-factories';
import { createSiteSettings, createUser, createWallet } from '../../../test/factories';
import { mockApi } from '../../../test/fetch-mock';
import { createHotelBooking, iqd } from '../../../test/hotel-factories';
import { renderApp } from '../../../test/render-app';

const BOOKING = createHotelBooking();
const LOGO_ID = '0190a4c2-7d1e-7c1a-9f00-0000000000d1';
const PATH = `/my-bookings/hotels/${BOOKING.id}`;

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /user-wallets': () => ({
      body: {
        data: [createWallet({ currency_id: 2, currency_name: 'IQD', balance: '1000000', balance_minor: '1000000' })],
      },
    }),
    'GET /me': () => ({ body: { data: createUser() } }),
    'GET /agency-settings': () => ({ body: { data: { logo_upload_id: null, contact_line: '', markups: {} } } }),
    [`GET /bookings/${BOOKING.id}`]: () => ({ body: { data: BOOKING } }),
    'GET /bookings': () => ({ body: { data: [], meta: { total: 0, page: 1, per_page: 20 } } }),
    ...extra,
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem('authToken', 'token-abc');
  localStorage.setItem('user', JSON.stringify(createUser()));
});

describe('a hotel booking in My Bookings', { timeout: 30_000 }, () => {
  it('shows the voucher, the stay, each room’s guests and the cancellation terms', async () => {
    api();
    await renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 2, name: 'Booking H7KQ2M' })).toBeInTheDocument();
    expect(screen.getByTestId('voucher')).toHaveTextContent('HV7K3M9QPA');
    expect(screen.getByText(/Palace Hotel · 5 stars/)).toBeInTheDocument();
    expect(screen.getByText('Room 1: Double Room')).toBeInTheDocument();
    expect(screen.getByText(/Zahra Hassan/)).toBeInTheDocument();
    expect(screen.getByText('A high floor, please')).toBeInTheDocument();
    expect(screen.getByText(/Free cancellation until .*After that 50 % of the price\./)).toBeInTheDocument();
  });

  it('prints the voucher in the interface language', async () => {
    api();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await renderApp(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Hotel voucher (PDF)' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const voucher = screen.getByTestId('print-document');
    expect(voucher).toHaveTextContent('Hotel voucher');
    expect(voucher).toHaveTextContent('HV7K3M9QPA');
    expect(voucher).toHaveTextContent('Ahmed Hassan');
    expect(voucher).toHaveTextContent('Please show this voucher');
    // Not an agency: one voucher with the portal's name and what was paid.
    expect(voucher).toHaveTextContent('Rafidain Travel');
    expect(within(voucher).getByTestId('document-price')).toHaveTextContent(/^PriceTotalIQD 354,000$/);
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(screen.queryByTestId('print-document')).toBeNull());
  });

  it('prints an agency’s customer voucher with its logo, contact line and gross price, and an agent voucher with net, markup and gross', async () => {
    const branded = { ...BOOKING, pricing: { currency: 'IQD', net: '354000', markup: '35400', gross: '389400' } };
    api({
      [`GET /bookings/${BOOKING.id}`]: () => ({ body: { data: branded } }),
      'GET /me': () => ({
        body: {
          data: createUser({
            role: 'agency',
            account: { id: 'a', kind: 'agency', name: 'Dijla Travel', agency_application: null },
          }),
        },
      }),
      'GET /agency-settings': () => ({
        body: { data: { logo_upload_id: LOGO_ID, contact_line: 'Dijla Tours · 0770 111 2222', markups: {} } },
      }),
      [`GET /uploads/${LOGO_ID}`]: () =>
        new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'Content-Type': 'image/png' } }),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:logo', revokeObjectURL: () => {} }));
    // jsdom decodes no images; the print view waits for the logo to be decoded.
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: () => Promise.resolve(), configurable: true });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Customer voucher (PDF)' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const customer = screen.getByTestId('print-document');
    expect(customer).toHaveTextContent('Customer copy');
    expect(within(customer).getByRole('img', { name: 'Dijla Travel' })).toHaveAttribute('src', 'blob:logo');
    expect(customer).toHaveTextContent('Dijla Tours · 0770 111 2222');
    expect(customer).toHaveTextContent('HV7K3M9QPA');
    expect(within(customer).getByTestId('document-price')).toHaveTextContent(/^PriceTotalIQD 389,400$/);
    expect(customer).not.toHaveTextContent('IQD 354,000');
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(screen.queryByTestId('print-document')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Agent voucher (PDF)' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    const agent = screen.getByTestId('print-document');
    expect(agent).toHaveTextContent('Agent copy');
    expect(within(agent).queryByRole('img')).toBeNull();
    expect(within(agent).getByTestId('document-price')).toHaveTextContent(
      /Net \(paid by your wallet\)IQD 354,000.*Your markupIQD 35,400.*Customer priceIQD 389,400/,
    );
  });

  it('cancels with the refund the quote promised', async () => {
    const calls = api({
      [`GET /bookings/${BOOKING.id}/cancellation-quote`]: () => ({
        body: { data: createQuote({ refund: iqd(354_000), penalty: iqd(0), fees_kept: iqd(0), rule: 'refundable' }) },
      }),
      [`POST /bookings/${BOOKING.id}/cancel`]: () => ({
        body: {
          data: {
            ...BOOKING,
            status: 'refunded',
            history: [...BOOKING.history, { status: 'refunded', note: null, at: '2030-03-02T10:00:00.000Z' }],
          },
        },
      }),
    });
    await renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const panel = await screen.findByRole('region', { name: 'Cancel booking H7KQ2M' });
    await user.click(await within(panel).findByRole('button', { name: 'Confirm cancellation' }));
    await waitFor(() => expect(calls.calls('POST', `/bookings/${BOOKING.id}/cancel`)).toHaveLength(1));
    expect(calls.calls('POST', `/bookings/${BOOKING.id}/cancel`)[0]!.body).toEqual({ accepted_refund: '354000' });
  });
});
