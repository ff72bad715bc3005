import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlightBookingBody } from '@portal/contracts/bookings';
import { buildPath } from '@portal/contracts/routes';
import { createSiteSettings, createUser, createWallet, walletPaymentOptions } from '../../../test/factories';
import { mockApi, problem, type Handler, type RecordedRequest } from '../../../test/fetch-mock';
import {
  createBooking,
  createFare,
  createOffer,
  createPricedOfferAnswer,
  createSegment,
  createSlice,
  price,
} from '../../../test/flight-factories';
import { renderApp } from '../../../test/render-app';
import { typeDateInto } from '../../../test/date-picker';

const SESSION = '0190a4c2-7d1e-7c1a-9f00-0000000000aa';
const OFFER = createOffer({
  id: 'OFFER-0001',
  slices: [createSlice([createSegment({ origin: 'BGW', destination: 'IST' })])],
});
const OFFER_PATH = `/flight-searches/${SESSION}/offers/OFFER-0001`;
const BOOKING_URL = buildPath('flight.booking', {
  sessionId: SESSION,
  journey_type: 'oneway',
  airlineId: 'IA',
  child: 0,
  infant: 0,
  adult: 1,
  logo: '/uploads/site/carriers/IA.svg',
  airline_name: 'Iraqi Airways',
  from_airport: 'BGW',
  to_airport: 'IST',
  flights: 'OFFER-0001.light',
});
const BOOKED = createBooking();
const WALLETS = [
  createWallet(),
  createWallet({ currency_id: 2, currency_name: 'IQD', balance: '1000', balance_minor: '1000' }),
];

function api(handlers: Record<string, Handler> = {}) {
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /user-wallets': () => ({ body: { data: WALLETS } }),
    'GET /wallet-payment-options': walletPaymentOptions(WALLETS),
    [`GET ${OFFER_PATH}`]: () => ({ body: { data: createPricedOfferAnswer(OFFER) } }),
    'POST /uploads': () => ({
      status: 201,
      body: { data: { id: '0190a4c2-7d1e-7c1a-9f00-0000000000cc', content_type: 'image/png', bytes: 68 } },
    }),
    'POST /flight-bookings': () => ({ status: 201, body: { data: BOOKED } }),
    [`GET /bookings/${BOOKED.id}`]: () => ({ body: { data: BOOKED } }),
    ...handlers,
  });
}

function logIn() {
  localStorage.setItem('authToken', 'token');
  localStorage.setItem('user', JSON.stringify(createUser()));
}

async function openBooking() {
  const app = await renderApp(BOOKING_URL);
  await screen.findByLabelText('First name', {}, { timeout: 15_000 });
  // The date pickers and country selects load on a sign of intent: until then a plain input stands in for each.
  await screen.findAllByRole('textbox', { name: 'Date of birth' }, { timeout: 15_000 });
  return { ...app, user: userEvent.setup() };
}

const typeDate = (user: ReturnType<typeof userEvent.setup>, label: string, iso: string) =>
  typeDateInto(user, document.body, label, iso);

async function fillIn(user: ReturnType<typeof userEvent.setup>, overrides: { passport?: string } = {}) {
  await user.type(screen.getByLabelText('First name'), 'Layla');
  await user.type(screen.getByLabelText('Last name'), 'Hassan');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await typeDate(user, 'Date of birth', '1990-05-01');
  await user.type(screen.getByLabelText('Passport number'), overrides.passport ?? 'A1234567');
  await typeDate(user, 'Passport expiry date', '2031-01-01');
  await user.type(screen.getByLabelText('Phone'), '+964 770 123 4567');
  await user.type(screen.getByLabelText('Address'), 'Karrada, street 62');
  await user.type(screen.getByLabelText('City'), 'Baghdad');
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions and the fare rules' }));
}

const confirm = () => screen.getByRole('button', { name: /^Confirm booking/ });
const bookings = (calls: ReturnType<typeof api>) => calls.calls('POST', '/flight-bookings');
const bodyOf = (request: RecordedRequest) => request.body as FlightBookingBody;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('flight.booking', { timeout: 60_000 }, () => {
  it('sends a visitor to log in and back to this booking', async () => {
    api();
    const { router } = await renderApp(BOOKING_URL);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: BOOKING_URL });
  });

  it('explains an expired search and offers a new one for the same trip', async () => {
    logIn();
    api({
      [`GET ${OFFER_PATH}`]: () =>
        problem(410, 'offer_expired', 'These search results have expired. Please search again'),
    });
    await renderApp(BOOKING_URL);
    expect(await screen.findByRole('heading', { name: 'These search results have expired' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'From' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'One way' })).toBeChecked();
  });

  it('loads the travellers’ date pickers and country selects on a sign of intent, keeping what was typed (issue 23)', async () => {
    logIn();
    api();
    const { user } = await openBooking();
    expect(screen.queryByRole('group', { name: 'Date of birth' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Nationality' })).not.toBeInTheDocument();

    // The plain input shows the chosen country and takes what is typed before the select's code has come.
    const light = screen.getByRole('textbox', { name: 'Nationality' });
    expect(light).toHaveValue('Iraq');
    await user.clear(light);
    await user.keyboard('Tür');
    const nationality = await screen.findByRole('combobox', { name: 'Nationality' }, { timeout: 15_000 });
    await waitFor(() => expect(nationality).toHaveFocus());
    expect(nationality).toHaveValue('Tür');
    await user.keyboard('k');
    expect(nationality).toHaveValue('Türk');
    expect(screen.getByRole('option', { name: 'Türkiye' })).toBeInTheDocument();
    // Choose it, which closes the list (open, it hides the rest of the page from assistive technology).
    await user.click(screen.getByRole('option', { name: 'Türkiye' }));
    expect(nationality).toHaveValue('Türkiye');

    await user.hover(screen.getByRole('textbox', { name: 'Passport expiry date' }));
    expect(await screen.findByRole('group', { name: 'Passport expiry date' }, { timeout: 15_000 })).toBeInTheDocument();
    // Each field on its own sign: the others are still plain inputs.
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Country of residence' })).toBeInTheDocument();
  });

  it('checks every field with the API’s messages before sending anything', async () => {
    logIn();
    const calls = api();
    const { user } = await openBooking();
    await user.type(screen.getByLabelText('First name'), 'ليلى');
    await typeDate(user, 'Date of birth', '2020-01-01');
    await typeDate(user, 'Passport expiry date', '2030-04-01');
    await user.click(confirm());

    expect(await screen.findByText('Write the name as in the passport, in Latin letters')).toBeInTheDocument();
    expect(
      screen.getByText('On the travel date, an adult passenger must be at least 12 years old'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The passport must be valid for at least six months after the last flight'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms and conditions')).toBeInTheDocument();
    expect(screen.getByText('Enter the passport number (5 to 15 letters and digits)')).toBeInTheDocument();
    expect(screen.getByText('Some fields need your attention.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());
    expect(bookings(calls)).toHaveLength(0);
  });

  it('uploads the passport image, books with an Idempotency-Key, refreshes the wallets and shows the confirmation', async () => {
    logIn();
    const calls = api();
    const { user, router } = await openBooking();
    await fillIn(user);
    const [passportImage] = screen.getAllByLabelText('Passport image (optional)');
    await user.upload(
      passportImage!,
      new File([new Uint8Array([137, 80, 78, 71])], 'passport.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('passport.png uploaded')).toBeInTheDocument();
    expect(calls.calls('POST', '/uploads')[0]!.url).toMatch(/\/uploads\?purpose=passport$/);
    expect((calls.calls('POST', '/uploads')[0]!.body as FormData).get('file')).toBeInstanceOf(File);
    const walletsBefore = calls.calls('GET', '/user-wallets').length;

    await user.click(confirm());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/booking/success/bookingId=${BOOKED.id}`));
    const [request] = bookings(calls);
    expect(request!.headers.get('Idempotency-Key')).toMatch(/^[\w-]{32,36}$/);
    expect(bodyOf(request!)).toMatchObject({
      session_id: SESSION,
      offer_id: 'OFFER-0001',
      fare_family: 'light',
      accepted_total_iqd: '500000',
      payment: { method: 'wallet', currency: 'USD' },
      contact: { email: 'layla@example.com', phone: '+964 770 123 4567' },
      billing: { address1: 'Karrada, street 62', city: 'Baghdad', terms_accepted: true },
    });
    expect(bodyOf(request!).passengers).toEqual([
      expect.objectContaining({
        type: 'adult',
        first_name: 'Layla',
        last_name: 'Hassan',
        gender: 'female',
        date_of_birth: '1990-05-01',
        passport_number: 'A1234567',
        passport_expiry: '2031-01-01',
        passport_image_id: '0190a4c2-7d1e-7c1a-9f00-0000000000cc',
      }),
    ]);
    expect(await screen.findByText('K7Q2ZD')).toBeInTheDocument();
    await waitFor(() => expect(calls.calls('GET', '/user-wallets').length).toBeGreaterThan(walletsBefore));
  });

  it('refuses an image that is not JPEG, PNG or WebP, or larger than 5 MB, without uploading it', async () => {
    logIn();
    const calls = api();
    await openBooking();
    // As if the browser's file dialog let any file through.
    const user = userEvent.setup({ applyAccept: false });
    const [input] = screen.getAllByLabelText('Passport image (optional)');
    await user.upload(input!, new File(['%PDF'], 'passport.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Upload a JPEG, PNG or WebP image of at most 5 MB')).toBeInTheDocument();
    await user.upload(input!, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(screen.getByText('Upload a JPEG, PNG or WebP image of at most 5 MB')).toBeInTheDocument();
    expect(calls.calls('POST', '/uploads')).toHaveLength(0);
  });

  it('shows the server’s field errors at their fields, keeps what was typed, and retries with a new key only for a new payload', async () => {
    logIn();
    let answer: Handler = () =>
      problem(400, 'validation_failed', 'Some fields need your attention', {
        errors: [
          { field: 'passengers.0.passport_number', message: 'This passport number is not accepted' },
          { field: 'passengers', message: 'The travellers do not match the passengers searched for' },
        ],
      });
    const calls = api({ 'POST /flight-bookings': (request) => answer(request) });
    const { user, router } = await openBooking();
    await fillIn(user);
    await user.click(confirm());

    expect(await screen.findByText('This passport number is not accepted')).toBeInTheDocument();
    expect(screen.getByText('The travellers do not match the passengers searched for')).toBeInTheDocument();
    expect(screen.getByLabelText('Passport number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First name')).toHaveValue('Layla');
    expect(screen.getByLabelText('City')).toHaveValue('Baghdad');

    // The same payload again (a retry) keeps its key; a corrected one is a new attempt.
    answer = () => problem(503, 'service_unavailable', 'The service is temporarily unavailable');
    await user.click(confirm());
    await waitFor(() => expect(bookings(calls)).toHaveLength(2));
    const [first, retry] = bookings(calls);
    expect(retry!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));

    answer = () => ({ status: 201, body: { data: BOOKED } });
    await user.clear(screen.getByLabelText('Passport number'));
    await user.type(screen.getByLabelText('Passport number'), 'B7654321');
    await user.click(confirm());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/booking\/success\//));
    const corrected = bookings(calls)[2]!;
    expect(corrected.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
    expect(bodyOf(corrected).passengers[0]!.passport_number).toBe('B7654321');
  });

  it('tells when the price changed since the search and books only after the new price is accepted', async () => {
    logIn();
    const calls = api({
      [`GET ${OFFER_PATH}`]: () => ({
        body: { data: createPricedOfferAnswer(OFFER, { searched: { light: price(450_000) } }) },
      }),
    });
    const { user, router } = await openBooking();
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('The price has changed');
    expect(notice).toHaveTextContent('This fare now costs US$380.00 instead of US$342.00.');
    await fillIn(user);
    await user.click(confirm());
    expect(await screen.findByText('Please accept the new price before you book.')).toBeInTheDocument();
    expect(bookings(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Accept the new price' }));
    expect(screen.getByText(/New price accepted/)).toHaveTextContent('New price accepted: US$380.00.');
    await user.click(confirm());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/booking\/success\//));
    expect(bodyOf(bookings(calls)[0]!).accepted_total_iqd).toBe('500000');
  });

  it('shows a price that changed while booking, and resubmits with it once accepted', async () => {
    logIn();
    const newFare = createFare({ ...OFFER.fares[0]!, total: price(560_000) });
    let answer: Handler = () =>
      problem(409, 'price_changed', 'The price has changed to 425.60 USD. Please confirm the new price', {
        fare: newFare,
      });
    const calls = api({ 'POST /flight-bookings': (request) => answer(request) });
    const { user, router } = await openBooking();
    await fillIn(user);
    await user.click(confirm());

    expect(await screen.findByRole('heading', { name: 'The price has changed' })).toBeInTheDocument();
    expect(screen.getByText(/This fare now costs/)).toHaveTextContent(
      'This fare now costs US$425.60 instead of US$380.00.',
    );
    expect(screen.getByRole('complementary')).toHaveTextContent('You payUS$425.60');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept the new price' })).toHaveFocus());

    answer = () => ({ status: 201, body: { data: BOOKED } });
    await user.click(screen.getByRole('button', { name: 'Accept the new price' }));
    await user.click(confirm());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/booking\/success\//));
    const [refused, accepted] = bookings(calls);
    expect(bodyOf(refused!).accepted_total_iqd).toBe('500000');
    expect(bodyOf(accepted!).accepted_total_iqd).toBe('560000');
    expect(accepted!.headers.get('Idempotency-Key')).not.toBe(refused!.headers.get('Idempotency-Key'));
  });

  it('shows a short balance at the payment choice, and holds the seats instead when asked', async () => {
    logIn();
    let answer: Handler = () => problem(422, 'insufficient_funds', 'Your USD balance is not enough');
    const calls = api({ 'POST /flight-bookings': (request) => answer(request) });
    const { user, router } = await openBooking();
    await fillIn(user);
    const walletsBefore = calls.calls('GET', '/user-wallets').length;
    await user.click(confirm());

    const payment = screen.getByRole('group', { name: 'Payment' });
    expect(await within(payment).findByText('Your USD balance is not enough')).toBeInTheDocument();
    await waitFor(() => expect(calls.calls('GET', '/user-wallets').length).toBeGreaterThan(walletsBefore));

    answer = () => ({ status: 201, body: { data: BOOKED } });
    await user.click(within(payment).getByRole('radio', { name: /Hold the seats and pay later/ }));
    await user.click(confirm());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/booking\/success\//));
    expect(bodyOf(bookings(calls)[1]!).payment).toEqual({ method: 'hold' });
  });

  it('shows each wallet’s balance, explains one that is too small, and offers to hold instead', async () => {
    logIn();
    api();
    await openBooking();
    const usd = screen.getByRole('radio', { name: /USD wallet/ });
    const iqd = screen.getByRole('radio', { name: /IQD wallet/ });
    await waitFor(() => expect(usd).toBeChecked());
    expect(usd.closest('label')).toHaveTextContent('Balance US$1,250.50This booking takes US$380.00');
    expect(iqd).toBeDisabled();
    expect(iqd.closest('label')).toHaveTextContent('Not enough balance: IQD 499,000 missing.');
    expect(screen.getByRole('radio', { name: /Hold the seats and pay later/ })).toBeEnabled();
  });

  it('says until when the price holds and until when a hold keeps the seats, as dates in the user’s time zone', async () => {
    logIn();
    api();
    await openBooking();
    const inZone = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
    expect(screen.getByTestId('price-until')).toHaveTextContent(
      `This price is guaranteed until ${inZone('2030-01-01T00:30:00.000Z')}.`,
    );
    const hold = screen.getByRole('radio', { name: /Hold the seats and pay later/ });
    expect(hold).toHaveAccessibleDescription(
      `The seats are kept without payment until ${inZone('2030-01-02T00:00:00.000Z')}; pay from My bookings before then. Unpaid holds are released.`,
    );
  });

  it('offers no hold for a fare that cannot be held, and says why', async () => {
    logIn();
    api({ [`GET ${OFFER_PATH}`]: () => ({ body: { data: createPricedOfferAnswer(OFFER, { holdUntil: null }) } }) });
    await openBooking();
    expect(screen.queryByRole('radio', { name: /Hold the seats and pay later/ })).toBeNull();
    expect(
      screen.getByText('This fare cannot be held: the flight leaves too soon. Please pay now.'),
    ).toBeInTheDocument();
  });
});

describe('flight.booking for a sub-user who may pay from the wallets but not see them', { timeout: 60_000 }, () => {
  it('offers the wallets that can pay, without balances, never asks for the wallets, and books from one', async () => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem(
      'user',
      JSON.stringify({
        ...createUser({ role: 'sub_user', permissions: ['book', 'pay_wallet'] }),
        email: 'agent@example.com',
      }),
    );
    const calls = api({ 'GET /user-wallets': () => problem(403, 'permission_denied_wallet', 'Not allowed') });
    const { user, router } = await openBooking();
    const usd = await screen.findByRole('radio', { name: /USD wallet/ });
    // The wallet of the prices' currency is chosen, and says what it takes, not what it holds.
    await waitFor(() => expect(usd).toBeChecked());
    expect(usd.closest('label')).toHaveTextContent('This booking takes US$380.00');
    expect(usd.closest('label')).not.toHaveTextContent('Balance');
    // The IQD wallet cannot pay: it is not offered (its balance is not the user's to know).
    expect(screen.queryByRole('radio', { name: /IQD wallet/ })).toBeNull();
    await fillIn(user);
    await user.click(confirm());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/booking/success/bookingId=${BOOKED.id}`));
    expect(bodyOf(bookings(calls)[0]!).payment).toEqual({ method: 'wallet', currency: 'USD' });
    expect(bodyOf(bookings(calls)[0]!).contact.email).toBe('agent@example.com');
    // The confirmation tells what was paid, not what is left.
    expect(await screen.findByTestId('amount-paid')).toHaveTextContent('US$380.00');
    expect(screen.queryByTestId('remaining-balance')).toBeNull();
    expect(calls.calls('GET', '/user-wallets')).toHaveLength(0);
  });

  it('says so and offers the hold when the user may not pay from the wallets at all', async () => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('user', JSON.stringify(createUser({ role: 'sub_user', permissions: ['book'] })));
    api({
      'GET /wallet-payment-options': () =>
        problem(403, 'permission_denied_wallet', 'You are not allowed to pay from the wallet'),
    });
    await openBooking();
    const payment = screen.getByRole('group', { name: 'Payment' });
    expect(await within(payment).findByText('You are not allowed to pay from the wallet')).toBeInTheDocument();
    expect(within(payment).queryByRole('radio', { name: /wallet/ })).toBeNull();
    expect(within(payment).getByRole('radio', { name: /Hold the seats and pay later/ })).toBeEnabled();
  });
});
