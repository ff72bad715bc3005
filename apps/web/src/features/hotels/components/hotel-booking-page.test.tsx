import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HotelSelection } from '@portal/contracts/hotels';
import { createSiteSettings, createUser, createWallet, walletPaymentOptions } from '../../../test/factories';
import { mockApi, problem, type Handler } from '../../../test/fetch-mock';
import { createBooking } from '../../../test/flight-factories';
import { createSelection, iqd, REF_ID } from '../../../test/hotel-factories';
import { renderApp } from '../../../test/render-app';

const BOOKING_ID = '0190a4c2-7d1e-7c1a-9f00-0000000000b7';

const WALLETS = [
  createWallet({
    currency_id: 2,
    currency_name: 'IQD',
    symbol_name: 'د.ع',
    balance: '2000000',
    balance_minor: '2000000',
  }),
  createWallet({ balance: '10.00', balance_minor: '1000' }),
];

function api(options: { quoted?: string; book?: Handler; selection?: HotelSelection } = {}) {
  const selection = options.selection ?? createSelection();
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /me': () => ({ body: { data: createUser() } }),
    'GET /user-wallets': () => ({ body: { data: WALLETS } }),
    'GET /wallet-payment-options': walletPaymentOptions(WALLETS),
    [`GET /hotel-rate-selections/${REF_ID}`]: () => ({
      body: { data: { selection, quoted_total: iqd(Number(options.quoted ?? selection.total.iqd)), available: true } },
    }),
    'POST /hotel-bookings':
      options.book ?? (() => ({ status: 201, body: { data: createBooking({ id: BOOKING_ID }) } })),
    [`GET /bookings/${BOOKING_ID}`]: () => ({ body: { data: createBooking({ id: BOOKING_ID }) } }),
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem('authToken', 'token');
  localStorage.setItem('user', JSON.stringify(createUser()));
});

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: 'Guests and payment' });
  await user.type(within(form).getByLabelText('First name'), 'Ahmed');
  await user.type(within(form).getByLabelText('Last name'), 'Hassan');
  // The lead guest's e-mail comes prefilled with the signed-in user's (issue 22, item 8): this guest has another.
  expect(within(form).getByLabelText('Email')).toHaveValue('layla@example.com');
  await user.clear(within(form).getByLabelText('Email'));
  await user.type(within(form).getByLabelText('Email'), 'ahmed@example.iq');
  await user.type(within(form).getByLabelText('Phone'), '+964 770 123 4567');
  await user.type(within(form).getByLabelText('Adult 1: first name'), 'Ahmed');
  await user.type(within(form).getByLabelText('Adult 1: last name'), 'Hassan');
  await user.type(within(form).getByLabelText('Adult 2: first name'), 'زهراء');
  await user.type(within(form).getByLabelText('Adult 2: last name'), 'حسن');
  return form;
}

describe('hotel.booking', { timeout: 30_000 }, () => {
  it('books the selection with the guests, the wallet payment and an Idempotency-Key, then confirms', async () => {
    const calls = api();
    const { router } = await renderApp(`/hotel-booking/${REF_ID}`);
    const user = userEvent.setup();
    const form = await fillForm(user);
    // The summary: taxes, the city fee, the total and the free-cancellation deadline.
    const summary = screen.getByRole('complementary', { name: 'Your stay' });
    expect(summary).toHaveTextContent('TaxesIQD 36,000');
    expect(summary).toHaveTextContent('City feeIQD 18,000');
    expect(within(summary).getByTestId('stay-total')).toHaveTextContent('IQD 354,000');
    expect(within(summary).getByTestId('cancellation')).toHaveTextContent('Free cancellation until');
    // The USD wallet cannot cover it.
    expect(within(form).getByRole('radio', { name: /USD wallet/ })).toBeDisabled();
    // What each wallet pays, isolated left-to-right inside the sentence.
    expect(within(form).getByTestId('takes-IQD').querySelector('bdi[dir=ltr]')).toHaveTextContent('IQD 354,000');
    await user.click(within(form).getByRole('radio', { name: /IQD wallet/ }));
    await user.click(within(form).getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(within(form).getByRole('button', { name: /Confirm booking/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/booking/success/bookingId=${BOOKING_ID}`));
    const [request] = calls.calls('POST', '/hotel-bookings');
    expect(request!.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,}$/);
    expect(request!.body).toEqual({
      ref_id: REF_ID,
      accepted_total_iqd: '354000',
      lead_guest: {
        first_name: 'Ahmed',
        last_name: 'Hassan',
        email: 'ahmed@example.iq',
        phone: '+964 770 123 4567',
        nationality: 'IQ',
      },
      rooms: [
        {
          guests: [
            { type: 'adult', first_name: 'Ahmed', last_name: 'Hassan' },
            { type: 'adult', first_name: 'زهراء', last_name: 'حسن' },
          ],
        },
      ],
      special_requests: '',
      terms_accepted: true,
      payment: { method: 'wallet', currency: 'IQD' },
    });
  });

  it('keeps what was typed and marks the fields when names and terms are missing', async () => {
    const calls = api();
    await renderApp(`/hotel-booking/${REF_ID}`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Guests and payment' });
    await user.type(within(form).getByLabelText('First name'), 'Ahmed');
    await user.click(within(form).getByRole('radio', { name: /Hold now, pay later/ }));
    await user.click(within(form).getByRole('button', { name: /Confirm booking/ }));
    expect((await within(form).findAllByText('This field is required')).length).toBeGreaterThan(3);
    expect(within(form).getByText('Please accept the terms and conditions')).toBeInTheDocument();
    expect(within(form).getByLabelText('First name')).toHaveValue('Ahmed');
    expect(calls.calls('POST', '/hotel-bookings')).toHaveLength(0);
  });

  it('asks to accept a price that moved since the rooms were chosen, and sends the accepted total', async () => {
    const calls = api({ quoted: '300000' });
    await renderApp(`/hotel-booking/${REF_ID}`);
    const user = userEvent.setup();
    const form = await fillForm(user);
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'The price has changed: the stay now costs IQD 354,000 instead of IQD 300,000',
    );
    await user.click(within(form).getByRole('radio', { name: /IQD wallet/ }));
    await user.click(within(form).getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(within(form).getByRole('button', { name: /Confirm booking/ }));
    expect(calls.calls('POST', '/hotel-bookings')).toHaveLength(0);
    expect(within(form).getByRole('button', { name: 'Accept the new price' })).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Accept the new price' }));
    await user.click(within(form).getByRole('button', { name: /Confirm booking/ }));
    await waitFor(() => expect(calls.calls('POST', '/hotel-bookings')).toHaveLength(1));
    expect(calls.calls('POST', '/hotel-bookings')[0]!.body).toMatchObject({ accepted_total_iqd: '354000' });
  });

  it('shows the new price the server answers with, and a lost selection with a way back', async () => {
    const moved = createSelection({ total: iqd(360_000) });
    let first = true;
    api({
      book: () => {
        if (first) {
          first = false;
          return problem(409, 'price_changed', 'The price has changed', { selection: moved });
        }
        return problem(410, 'rate_selection_expired', 'This room selection has expired. Please choose the rooms again');
      },
    });
    await renderApp(`/hotel-booking/${REF_ID}`);
    const user = userEvent.setup();
    const form = await fillForm(user);
    await user.click(within(form).getByRole('radio', { name: /IQD wallet/ }));
    await user.click(within(form).getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(within(form).getByRole('button', { name: /Confirm booking/ }));
    expect(await within(form).findByText(/the stay now costs/)).toHaveTextContent('IQD 360,000 instead of IQD 354,000');
    await user.click(within(form).getByRole('button', { name: 'Accept the new price' }));
    await user.click(within(form).getByRole('button', { name: /Confirm booking/ }));
    expect(
      await within(form).findByText('This room selection has expired. Please choose the rooms again'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Choose the rooms again' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/hotel-room-details\/.+checkin=2030-03-20/),
    );
  });

  it('chooses the wallet of the prices’ currency when it is enough, as every booking page does', async () => {
    api();
    await renderApp(`/hotel-booking/${REF_ID}`);
    const form = await screen.findByRole('form', { name: 'Guests and payment' });
    await waitFor(() => expect(within(form).getByRole('radio', { name: /IQD wallet/ })).toBeChecked());
    expect(within(form).getByRole('radio', { name: /USD wallet/ })).not.toBeChecked();
    expect(
      within(form)
        .getByRole('radio', { name: /USD wallet/ })
        .closest('label'),
    ).toHaveTextContent(/Not enough balance: US\$259\.04 missing/);
  });
});
