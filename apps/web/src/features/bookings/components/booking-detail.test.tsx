import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@portal/contracts/bookings';
import { BOOKING_ID, OWNER_ID, createBooking, createQuote } from '../../../test/account-factories';
import { axeViolations } from '../../../test/axe';
import { createSiteSettings, createUser, createWallet, walletPaymentOptions } from '../../../test/factories';
import { mockApi, problem, type Handler } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const PATH = `/my-bookings/flights/${BOOKING_ID}`;

function logIn() {
  localStorage.setItem('authToken', 'token-abc');
  localStorage.setItem(
    'user',
    JSON.stringify({ id: OWNER_ID, name: 'Ali Kareem', email: 'agency@demo.iq', role: 'agency' }),
  );
}

const WALLETS = [
  createWallet(),
  createWallet({
    currency_id: 2,
    currency_name: 'IQD',
    symbol_name: 'د.ع',
    balance: '1000000',
    balance_minor: '1000000',
  }),
];

function api(booking: Booking, extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /user-wallets': () => ({ body: { data: WALLETS } }),
    'GET /wallet-payment-options': walletPaymentOptions(WALLETS),
    'GET /me': () => ({
      body: {
        data: createUser({
          role: 'agency',
          account: { id: 'a', kind: 'agency', name: 'Dijla Travel', agency_application: null },
        }),
      },
    }),
    'GET /agency-settings': () => ({
      body: { data: { logo_upload_id: null, contact_line: 'Dijla Tours', markups: {} } },
    }),
    [`GET /bookings/${BOOKING_ID}`]: () => ({ body: { data: booking } }),
    'GET /bookings': () => ({ body: { data: [], meta: { total: 0, page: 1, per_page: 20 } } }),
    ...extra,
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  logIn();
});

describe('a booking’s detail', { timeout: 30_000 }, () => {
  it('shows everything booked: itinerary, fare, travellers, prices with the agency’s markup, history, documents', async () => {
    api(createBooking());
    await renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 2, name: 'Booking XAMQDP' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Baghdad (BGW) to Istanbul (IST)' })).toHaveTextContent(
      /Fly Baghdad\s*IF 102/,
    );
    expect(screen.getByText('Departs Baghdad (BGW)')).toBeInTheDocument();
    expect(screen.getByText('Refundable in full')).toBeInTheDocument();
    expect(screen.getAllByText('Ahmed Al-Rubaie').length).toBeGreaterThan(0);
    expect(screen.getByText('Agency pricing').parentElement).toHaveTextContent(
      /Net \(paid by your wallet\)IQD 285,000.*Your markupIQD 28,500.*Customer priceIQD 313,500/,
    );
    expect(await screen.findByRole('button', { name: 'Customer copy (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agent copy (PDF)' })).toBeInTheDocument();
  });

  it('downloads the server’s PDF in one click, shares a 7-day link by WhatsApp and withdraws it', async () => {
    const expires = '2030-01-08T10:00:00.000Z';
    let shares = [] as Array<{
      id: string;
      created_at: string;
      expires_at: string;
      revoked_at: string | null;
      lang: string;
    }>;
    const calls = api(createBooking(), {
      [`GET /bookings/${BOOKING_ID}/document.pdf`]: () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="XAMQDP-en.pdf"' },
        }),
      [`POST /bookings/${BOOKING_ID}/document-shares`]: () => {
        shares = [
          { id: 'share-1', created_at: '2030-01-01T10:00:00.000Z', expires_at: expires, revoked_at: null, lang: 'en' },
        ];
        return {
          status: 201,
          body: {
            data: { ...shares[0], token: 'tok'.repeat(10), url: `http://localhost/documents/${'tok'.repeat(10)}` },
          },
        };
      },
      [`GET /bookings/${BOOKING_ID}/document-shares`]: () => ({ body: { data: shares } }),
      [`DELETE /bookings/${BOOKING_ID}/document-shares/share-1`]: () => {
        shares = [{ ...shares[0]!, revoked_at: '2030-01-02T10:00:00.000Z' }];
        return new Response(null, { status: 204 });
      },
    });
    const createUrl = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() }));
    const opened = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => opened as unknown as Window);
    await renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(createUrl).toHaveBeenCalled());
    const asked = calls.calls('GET', `/bookings/${BOOKING_ID}/document.pdf`)[0]!;
    expect(new URL(asked.url, 'http://localhost').searchParams.get('lang')).toBe('en');

    await user.click(screen.getByRole('button', { name: 'Send by WhatsApp' }));
    await waitFor(() => expect(opened.location.href).toMatch(/^https:\/\/wa\.me\/\?text=/));
    expect(decodeURIComponent(opened.location.href)).toContain(
      `XAMQDP: http://localhost/documents/${'tok'.repeat(10)}`,
    );
    const links = await screen.findByTestId('document-shares');
    expect(links).toHaveTextContent('Opens the document until');
    await user.click(within(links).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.getByTestId('document-shares')).toHaveTextContent('Withdrawn'));
    expect(calls.calls('DELETE', `/bookings/${BOOKING_ID}/document-shares/share-1`)).toHaveLength(1);
  });

  it('words a non-refundable fare’s quote by its numbers: the taxes come back, the fare and the fees are kept', async () => {
    const iqd = (amount: string) => ({ iqd: amount, amount, currency: 'IQD' });
    api(createBooking(), {
      [`GET /bookings/${BOOKING_ID}/cancellation-quote`]: () => ({
        body: {
          data: createQuote({
            rule: 'non_refundable',
            refund: iqd('45000'),
            penalty: iqd('230000'),
            fees_kept: iqd('5000'),
          }),
        },
      }),
    });
    await renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const panel = await screen.findByRole('region', { name: 'Cancel booking XAMQDP' });
    expect(
      await within(panel).findByText('This fare is not refundable: the fare is kept and its taxes come back.'),
    ).toBeInTheDocument();
    expect(panel).toHaveTextContent(
      'You get back \u2066IQD 45,000\u2069; the penalty keeps \u2066IQD 230,000\u2069 and the service fees \u2066IQD 5,000\u2069.',
    );
    expect(panel).toHaveTextContent(/You get backIQD 45,000/);
    expect(panel).not.toHaveTextContent(/only taxes/);
  });

  it('cancels with the quote in the booking’s and the display currency, once however often it is clicked', async () => {
    let cancelled = 0;
    const calls = api(createBooking(), {
      [`GET /bookings/${BOOKING_ID}/cancellation-quote`]: () => ({ body: { data: createQuote() } }),
      [`POST /bookings/${BOOKING_ID}/cancel`]: async () => {
        cancelled += 1;
        await new Promise((r) => setTimeout(r, 50));
        return {
          body: {
            data: createBooking({
              status: 'refunded',
              history: [
                { status: 'confirmed', note: null, at: '2026-11-22T03:40:48.914Z' },
                { status: 'cancelled', note: null, at: '2026-11-22T05:00:00.000Z' },
                { status: 'refunded', note: '280000 IQD', at: '2026-11-22T05:00:00.000Z' },
              ],
            }),
          },
        };
      },
    });
    await renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const panel = await screen.findByRole('region', { name: 'Cancel booking XAMQDP' });
    expect(await within(panel).findByText('You get back')).toBeInTheDocument();
    // IQD 280,000 in the booking's currency, and about US$212.80 at the display currency's rate.
    expect(panel).toHaveTextContent(/You get backIQD 280,000≈ US\$212\.80/);
    expect(panel).toHaveTextContent(/Fees keptIQD 5,000/);

    const confirm = within(panel).getByRole('button', { name: 'Confirm cancellation' });
    await user.dblClick(confirm);
    expect(
      await screen.findByText('The booking is cancelled and IQD 280,000 was refunded to your IQD wallet.'),
    ).toBeInTheDocument();
    expect(cancelled).toBe(1);
    const [request] = calls.calls('POST', `/bookings/${BOOKING_ID}/cancel`);
    expect(request!.body).toEqual({ accepted_refund: '280000' });
    expect(request!.headers.get('Idempotency-Key')).toMatch(/^[\w-]{16,}$/);
    expect(screen.getAllByText('Refunded').length).toBeGreaterThan(0);
    expect(screen.getByText('IQD 280,000 refunded to the wallet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('shows a changed refund and asks again, with a new request key', async () => {
    let attempt = 0;
    const calls = api(createBooking(), {
      [`GET /bookings/${BOOKING_ID}/cancellation-quote`]: () => ({ body: { data: createQuote() } }),
      [`POST /bookings/${BOOKING_ID}/cancel`]: () => {
        attempt += 1;
        if (attempt === 1)
          return problem(409, 'refund_changed', 'The refund has changed to 196000 IQD. Please review it again', {
            quote: createQuote({
              rule: 'as_per_rules',
              refund: { iqd: '196000', amount: '196000', currency: 'IQD' },
              penalty: { iqd: '84000', amount: '84000', currency: 'IQD' },
            }),
          });
        return { body: { data: createBooking({ status: 'refunded' }) } };
      },
    });
    await renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const panel = await screen.findByRole('region', { name: 'Cancel booking XAMQDP' });
    await user.click(await within(panel).findByRole('button', { name: 'Confirm cancellation' }));
    expect(await within(panel).findByText(/The refund has changed to 196000 IQD/)).toBeInTheDocument();
    expect(panel).toHaveTextContent(/You get backIQD 196,000/);
    await user.click(within(panel).getByRole('button', { name: 'Confirm cancellation' }));
    await waitFor(() => expect(calls.calls('POST', `/bookings/${BOOKING_ID}/cancel`)).toHaveLength(2));
    const [first, second] = calls.calls('POST', `/bookings/${BOOKING_ID}/cancel`);
    expect(second!.body).toEqual({ accepted_refund: '196000' });
    expect(second!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
  });

  it('pays a held booking from the chosen wallet before its deadline', async () => {
    const held = createBooking({
      status: 'held',
      hold_expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      total: { iqd: '225000', amount: '171.00', currency: 'USD' },
      payment: { method: 'hold', currency: 'USD', amount: '171.00' },
      history: [{ status: 'held', note: null, at: '2026-11-22T03:40:48.914Z' }],
    });
    const calls = api(held, {
      [`POST /bookings/${BOOKING_ID}/pay`]: () => ({
        body: {
          data: { ...held, status: 'confirmed', payment: { method: 'wallet', currency: 'IQD', amount: '225000' } },
        },
      }),
    });
    await renderApp(PATH);
    const user = userEvent.setup();
    const pay = await screen.findByRole('region', { name: 'Pay this booking' });
    // Both wallets can pay it: US$171.00 from 1,250.50 and IQD 225,000 from 1,000,000.
    const iqd = await within(pay).findByRole('radio', { name: /IQD wallet/ });
    expect(within(pay).getByRole('radio', { name: /USD wallet/ })).toBeChecked();
    await user.click(iqd);
    await user.click(within(pay).getByRole('button', { name: 'Pay from the IQD wallet' }));
    expect(await screen.findByText('Paid from your IQD wallet. The booking is confirmed.')).toBeInTheDocument();
    const [request] = calls.calls('POST', `/bookings/${BOOKING_ID}/pay`);
    expect(request!.body).toEqual({ currency: 'IQD' });
    expect(request!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('says "Not Found Booking .." for a booking the user may not see', async () => {
    api(createBooking(), {
      [`GET /bookings/${BOOKING_ID}`]: () => problem(404, 'booking_not_found', 'Not Found Booking ..'),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp(PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not Found Booking ..');
    expect(screen.getByRole('link', { name: 'Back to my bookings' })).toHaveAttribute('href', '/my-bookings/flights');
  });

  it('prints the customer copy with the agency’s contact line and the gross price', async () => {
    api(createBooking());
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await renderApp(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Customer copy (PDF)' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const document_ = screen.getByTestId('print-document');
    expect(document_).toHaveTextContent('Customer copy');
    expect(document_).toHaveTextContent('Dijla Tours');
    expect(document_).toHaveTextContent(/TotalIQD 313,500/);
    expect(document_).not.toHaveTextContent('IQD 285,000');
    expect(document.documentElement).toHaveAttribute('data-printing');
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(screen.queryByTestId('print-document')).toBeNull());
    // The effect's clean-up runs after the portal has left the page (React flushes passive effects later).
    await waitFor(() => expect(document.documentElement).not.toHaveAttribute('data-printing'));
  });

  it('prints the agent copy with net, markup and gross', async () => {
    api(createBooking());
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await renderApp(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Agent copy (PDF)' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const price = within(screen.getByTestId('print-document')).getByTestId('document-price');
    expect(price).toHaveTextContent(
      /Net \(paid by your wallet\)IQD 285,000.*Your markupIQD 28,500.*Customer priceIQD 313,500/,
    );
  });

  it('prints a quote of a held offer for the agency’s customer: its branding and the marked-up price, until the deadline', async () => {
    const deadline = new Date(Date.now() + 86_400_000).toISOString();
    api(
      createBooking({
        status: 'held',
        hold_expires_at: deadline,
        payment: { method: 'hold', currency: 'IQD', amount: '285000' },
        history: [{ status: 'held', note: null, at: '2026-11-22T03:40:48.914Z' }],
      }),
      {
        'GET /me': () => ({
          body: {
            data: createUser({
              role: 'agency',
              account: { id: 'a', kind: 'agency', name: 'Dijla Travel', agency_application: null },
            }),
          },
        }),
      },
    );
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await renderApp(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Quote for the customer (PDF)' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const quote = screen.getByTestId('print-document');
    expect(within(quote).getByRole('heading', { level: 1 })).toHaveTextContent('Quote');
    expect(quote).toHaveTextContent('Dijla Travel');
    expect(quote).toHaveTextContent('Dijla Tours');
    expect(quote).toHaveTextContent(/This offer is held until .+\. It is confirmed once it is paid\./);
    expect(quote).toHaveTextContent('Ahmed Al-Rubaie');
    expect(within(quote).getByTestId('document-price')).toHaveTextContent(/^PriceTotalIQD 313,500$/);
    expect(quote).not.toHaveTextContent('IQD 285,000');
    expect(quote).not.toHaveTextContent('Rafidain Travel');
  });

  it('offers no copies and no quote to an account that is not an agency, nor asks for its branding', async () => {
    const { requests } = api(
      createBooking({
        status: 'held',
        hold_expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        history: [{ status: 'held', note: null, at: '2026-11-22T03:40:48.914Z' }],
      }),
      { 'GET /me': () => ({ body: { data: createUser({ role: 'customer' }) } }) },
    );
    await renderApp(PATH);
    // A customer's account has no branding (decision 074): one receipt, no copies, no quote, nothing asked.
    await screen.findByRole('button', { name: 'Itinerary receipt (PDF)' });
    expect(screen.queryByRole('button', { name: 'Customer copy (PDF)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Quote for the customer (PDF)' })).toBeNull();
    expect(requests.filter((r) => r.path === '/agency-settings')).toHaveLength(0);
  });

  it('moves a booking opened under another service’s tab to its own tab', async () => {
    api(createBooking());
    const { router } = await renderApp(`/my-bookings/visa/${BOOKING_ID}`);
    await screen.findByRole('heading', { level: 2, name: 'Booking XAMQDP' });
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
    // My Bookings' own Flights tab (the footer links to the flights search too).
    const tab = screen
      .getAllByRole('link', { name: 'Flights' })
      .find((a) => a.getAttribute('href') === '/my-bookings/flights');
    expect(tab).toHaveAttribute('aria-current', 'page');
  });

  it('lets a sub-user who sees all bookings look at another’s booking, but not cancel or pay it', async () => {
    localStorage.setItem(
      'user',
      JSON.stringify({
        id: '0190a4c2-7d1e-7c1a-9f00-0000000000f1',
        name: 'Omar',
        email: 'omar@demo.iq',
        role: 'sub_user',
      }),
    );
    api(
      createBooking({
        status: 'held',
        hold_expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        history: [{ status: 'held', note: null, at: '2026-11-22T03:40:48.914Z' }],
      }),
      {
        'GET /me': () => ({
          body: { data: createUser({ role: 'sub_user', permissions: ['book', 'see_all_bookings'] }) },
        }),
      },
    );
    await renderApp(PATH);
    await screen.findByRole('heading', { level: 2, name: 'Booking XAMQDP' });
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Pay this booking' })).toBeNull();
  });

  it('has no axe violations with the cancellation quote open', async () => {
    api(createBooking(), {
      [`GET /bookings/${BOOKING_ID}/cancellation-quote`]: () => ({ body: { data: createQuote() } }),
    });
    await renderApp(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await screen.findByText('You get back');
    expect(await axeViolations()).toEqual([]);
  });
});
