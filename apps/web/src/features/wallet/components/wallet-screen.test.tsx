import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OWNER_ID, createStatement, createTopup } from '../../../test/account-factories';
import { axeViolations } from '../../../test/axe';
import { createSiteSettings, createUser, createWallet } from '../../../test/factories';
import { json, mockApi, problem, type Handler } from '../../../test/fetch-mock';
import { typeDate } from '../../../test/date-picker';
import { renderApp } from '../../../test/render-app';

function logIn(role = 'agency') {
  localStorage.setItem('authToken', 'token-abc');
  localStorage.setItem('user', JSON.stringify({ id: OWNER_ID, name: 'Ali Kareem', email: 'agency@demo.iq', role }));
}

const wallets = [
  createWallet({
    currency_id: 2,
    currency_name: 'IQD',
    symbol_name: 'د.ع',
    balance: '25000000',
    balance_minor: '25000000',
  }),
  createWallet({ balance: '5000.00', balance_minor: '500000' }),
];

function api(extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /user-wallets': () => ({ body: { data: wallets } }),
    'GET /me': () => ({ body: { data: createUser({ role: 'agency' }) } }),
    'GET /wallet-topups': () => ({ body: { data: [] } }),
    'GET /wallet-statement': () => ({ body: { data: createStatement() } }),
    'POST /wallet-topups/quote': (request) => {
      const { amount, method, currency } = request.body as { amount: string; method: string; currency: string };
      const fee = method === 'zaincash' ? Math.ceil(Number(amount) / 100) : 0;
      return {
        body: {
          data: {
            currency,
            amount,
            fee: String(fee),
            tax: '0',
            credited: String(Number(amount) - fee),
            fee_percent: method === 'zaincash' ? '1' : '0',
          },
        },
      };
    },
    ...extra,
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  logIn();
});

async function openWallet() {
  await renderApp('/wallet');
  return screen.findByRole('region', { name: 'Recharge your IQD wallet' });
}

describe('the wallet', { timeout: 30_000 }, () => {
  it('shows the chosen currency’s balance and every wallet', async () => {
    api();
    await openWallet();
    expect(screen.getByText('Current IQD balance').nextElementSibling).toHaveTextContent('IQD 25,000,000');
    await userEvent.selectOptions(screen.getByLabelText('Wallet currency'), 'USD');
    expect(await screen.findByText('Current USD balance')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recharge your USD wallet' })).toBeInTheDocument();
  });

  it('quotes fees, taxes and the credited amount, then sends the request with its receipt once', async () => {
    let created = 0;
    const calls = api({
      'POST /uploads': () => ({ status: 201, body: { data: { id: '0190a4c2-7d1e-7c1a-9f00-0000000000f1' } } }),
      'POST /wallet-topups': (request) => {
        created += 1;
        return { status: 201, body: { data: createTopup({ ...(request.body as object), has_receipt: true }) } };
      },
    });
    const form = await openWallet();
    const user = userEvent.setup();
    await user.click(within(form).getByRole('radio', { name: /ZainCash/ }));
    await user.type(within(form).getByLabelText('Amount (IQD)'), '100000');
    const quote = await within(form).findByText('Credited to your wallet');
    expect(quote.closest('dl')).toHaveTextContent(
      /You sendIQD 100,000Fee \(1 %\)IQD 1,000TaxIQD 0Credited to your walletIQD 99,000/,
    );

    await user.type(within(form).getByLabelText('ZainCash transaction ID'), 'ZC-778899');
    const receipt = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'receipt.jpg', { type: 'image/jpeg' });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:receipt', revokeObjectURL: () => {} }));
    await user.upload(within(form).getByLabelText('Receipt image (optional)'), receipt);
    await user.dblClick(within(form).getByRole('button', { name: 'Send request' }));

    expect(await within(form).findByText(/Request sent\. IQD 99,000 will be credited/)).toBeInTheDocument();
    expect(created).toBe(1);
    const upload = calls.calls('POST', '/uploads')[0]!;
    expect(upload.url).toContain('purpose=receipt');
    expect((upload.body as FormData).get('file')).toBe(receipt);
    const request = calls.calls('POST', '/wallet-topups')[0]!;
    expect(request.body).toEqual({
      currency: 'IQD',
      amount: '100000',
      method: 'zaincash',
      reference: 'ZC-778899',
      receipt_upload_id: '0190a4c2-7d1e-7c1a-9f00-0000000000f1',
      note: '',
    });
    expect(request.headers.get('Idempotency-Key')).toBeTruthy();
    // The form is ready for the next request.
    expect(within(form).getByLabelText('Amount (IQD)')).toHaveValue('');
  });

  it('checks the amount with the contract before asking, and keeps what was typed when the server refuses a field', async () => {
    const calls = api({
      'POST /wallet-topups': () =>
        problem(400, 'validation_failed', 'Some fields need your attention', {
          errors: [{ field: 'reference', message: 'This field is required' }],
        }),
    });
    const form = await openWallet();
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Amount (IQD)'), '-5');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText('Enter a positive amount with at most 0 decimals')).toBeInTheDocument();
    expect(calls.calls('POST', '/wallet-topups')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Amount (IQD)'));
    await user.type(within(form).getByLabelText('Amount (IQD)'), '50000');
    await user.type(within(form).getByLabelText('Transfer number'), 'TR-1');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Some fields need your attention');
    expect(within(form).getByLabelText('Transfer number')).toHaveAccessibleDescription(
      'As printed on your receipt or shown in your payment app. This field is required',
    );
    expect(within(form).getByLabelText('Transfer number')).toHaveValue('TR-1');
    expect(within(form).getByLabelText('Amount (IQD)')).toHaveValue('50000');
  });

  it('refuses a receipt that is not a JPEG, PNG or WebP image', async () => {
    api();
    const form = await openWallet();
    const pdf = new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(form).getByLabelText('Receipt image (optional)'), pdf, { applyAccept: false });
    expect(await within(form).findByText('Upload a JPEG, PNG or WebP image of at most 5 MB')).toBeInTheDocument();
  });

  it('says where to send the money for each method, from the site settings, with copy buttons; a pending request too', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    api({ 'GET /wallet-topups': () => ({ body: { data: [createTopup()] } }) });
    const form = await openWallet();
    const bank = await within(form).findByRole('region', { name: 'Send the money to' });
    expect(bank).toHaveTextContent('BankRafidain Bank');
    expect(bank).toHaveTextContent('Account nameRafidain Travel Co. LLC');
    expect(bank).toHaveTextContent('IBANIQ07 RAFB 8020 0123 4567 890');
    await userEvent.click(within(bank).getByRole('button', { name: 'Copy IBAN' }));
    expect(writeText).toHaveBeenCalledWith('IQ07RAFB802001234567890');
    expect(within(bank).getByRole('button', { name: 'Copy IBAN' })).toHaveTextContent('Copied');

    await userEvent.click(within(form).getByRole('radio', { name: /FastPay/ }));
    const fastpay = within(form).getByRole('region', { name: 'Send the money to' });
    expect(fastpay).toHaveTextContent('Wallet number+964 750 246 8135');
    await userEvent.click(within(fastpay).getByRole('button', { name: 'Copy Wallet number' }));
    expect(writeText).toHaveBeenLastCalledWith('+9647502468135');

    await userEvent.click(within(form).getByRole('radio', { name: /^Cash at our Baghdad office/ }));
    const office = within(form).getByRole('region', { name: 'Pay at our office' });
    expect(office).toHaveTextContent(`Office address${createSiteSettings().address.en}`);
    expect(office).toHaveTextContent(`Opening hours${createSiteSettings().opening_hours.label.en}`);

    const requests = screen.getByRole('region', { name: 'Your recharge requests' });
    const pending = await within(requests).findByRole('region', { name: 'Where to send it' });
    expect(pending).toHaveTextContent('Wallet number+964 780 123 4567'); // the request's ZainCash
  });

  it('lists pending requests and withdraws one', async () => {
    const calls = api({
      'GET /wallet-topups': () => ({ body: { data: [createTopup()] } }),
      [`POST /wallet-topups/${createTopup().id}/cancel`]: () => ({
        body: { data: createTopup({ status: 'cancelled' }) },
      }),
    });
    await openWallet();
    const requests = screen.getByRole('region', { name: 'Your recharge requests' });
    expect(await within(requests).findByText('Pending')).toBeInTheDocument();
    await userEvent.click(within(requests).getByRole('button', { name: 'Cancel request ZC-1' }));
    expect(await within(requests).findByText('The request was cancelled.')).toBeInTheDocument();
    expect(within(requests).getByText('Cancelled')).toBeInTheDocument();
    expect(calls.calls('POST', `/wallet-topups/${createTopup().id}/cancel`)).toHaveLength(1);
  });

  it('exchanges between wallets: quote first, then one confirmed exchange', async () => {
    const quote = {
      from_currency: 'USD',
      to_currency: 'IQD',
      debit: '100.00',
      credit: '130921',
      fee: '0.50',
      rate: '1315.789473',
    };
    const calls = api({
      'POST /wallet-exchanges/quote': () => ({ body: { data: quote } }),
      'POST /wallet-exchanges': () => ({
        status: 201,
        body: { data: { ...quote, id: 'x', created_at: '2026-11-22T05:00:00.000Z', wallets } },
      }),
    });
    await openWallet();
    const exchange = screen.getByRole('region', { name: 'Exchange between your wallets' });
    const user = userEvent.setup();
    await user.selectOptions(within(exchange).getByLabelText('From'), 'USD');
    await user.selectOptions(within(exchange).getByLabelText('To'), 'IQD');
    await user.type(within(exchange).getByLabelText('Amount (USD)'), '100');
    await user.click(within(exchange).getByRole('button', { name: 'Show the exchange' }));
    expect(await within(exchange).findByText('1 USD = 1,315.79 IQD')).toBeInTheDocument();
    expect(within(exchange).getByText('You receive').nextElementSibling).toHaveTextContent('IQD 130,921');
    await user.dblClick(within(exchange).getByRole('button', { name: 'Confirm exchange' }));
    expect(await within(exchange).findByText('Exchanged: US$100.00 taken, IQD 130,921 received.')).toBeInTheDocument();
    expect(calls.calls('POST', '/wallet-exchanges')).toHaveLength(1);
    expect(calls.calls('POST', '/wallet-exchanges')[0]!.body).toEqual({
      from_currency: 'USD',
      to_currency: 'IQD',
      amount: '100',
      accepted_credit: '130921',
    });
  });

  it('shows the new quote when the rate moved before confirming, and exchanges only when that one is confirmed', async () => {
    const quote = {
      from_currency: 'USD',
      to_currency: 'IQD',
      debit: '100.00',
      credit: '130921',
      fee: '0.50',
      rate: '1315.789473',
    };
    const moved = { ...quote, credit: '129870', rate: '1305.221932' };
    const calls = api({
      'POST /wallet-exchanges/quote': () => ({ body: { data: quote } }),
      'POST /wallet-exchanges': (request) =>
        (request.body as { accepted_credit: string }).accepted_credit === moved.credit
          ? {
              status: 201,
              body: { data: { ...moved, id: 'x', created_at: '2026-11-22T05:00:00.000Z', wallets } },
            }
          : problem(409, 'rate_changed', 'The exchange now gives 129870 IQD. Please review it again', { quote: moved }),
    });
    await openWallet();
    const exchange = screen.getByRole('region', { name: 'Exchange between your wallets' });
    const user = userEvent.setup();
    await user.selectOptions(within(exchange).getByLabelText('From'), 'USD');
    await user.selectOptions(within(exchange).getByLabelText('To'), 'IQD');
    await user.type(within(exchange).getByLabelText('Amount (USD)'), '100');
    await user.click(within(exchange).getByRole('button', { name: 'Show the exchange' }));
    await within(exchange).findByText('1 USD = 1,315.79 IQD');
    await user.click(within(exchange).getByRole('button', { name: 'Confirm exchange' }));

    expect(
      await within(exchange).findByText('The exchange now gives 129870 IQD. Please review it again'),
    ).toBeInTheDocument();
    expect(within(exchange).getByText('1 USD = 1,305.22 IQD')).toBeInTheDocument();
    expect(within(exchange).getByText('You receive').nextElementSibling).toHaveTextContent('IQD 129,870');
    expect(within(exchange).queryByText(/^Exchanged:/)).toBeNull();
    expect(within(exchange).getByLabelText('Amount (USD)')).toHaveValue('100');

    await user.click(within(exchange).getByRole('button', { name: 'Confirm exchange' }));
    expect(await within(exchange).findByText('Exchanged: US$100.00 taken, IQD 129,870 received.')).toBeInTheDocument();
    const sent = calls.calls('POST', '/wallet-exchanges');
    expect(sent.map((c) => (c.body as { accepted_credit: string }).accepted_credit)).toEqual(['130921', '129870']);
    // A new payload, so a new Idempotency-Key: the refused attempt's answer is not replayed.
    expect(sent[0]!.headers.get('Idempotency-Key')).not.toBe(sent[1]!.headers.get('Idempotency-Key'));
  });

  it('refuses an exchange into the same currency in the contract’s words', async () => {
    const calls = api();
    await openWallet();
    const exchange = screen.getByRole('region', { name: 'Exchange between your wallets' });
    const user = userEvent.setup();
    await user.selectOptions(within(exchange).getByLabelText('To'), 'IQD');
    await user.type(within(exchange).getByLabelText('Amount (IQD)'), '100');
    await user.click(within(exchange).getByRole('button', { name: 'Show the exchange' }));
    expect(await within(exchange).findByText('Choose two different currencies')).toBeInTheDocument();
    expect(calls.calls('POST', '/wallet-exchanges/quote')).toHaveLength(0);
  });

  it('shows the statement with its entries in the interface language, and downloads it as CSV with the token', async () => {
    const calls = api({
      'GET /wallet-statement': (request) =>
        new URL(request.url, 'http://localhost').searchParams.get('format') === 'csv'
          ? new Response('"date","description"\n', {
              headers: {
                'Content-Type': 'text/csv; charset=utf-8',
                'Content-Disposition': 'attachment; filename="statement-IQD-2026-10-23-2026-11-22.csv"',
              },
            })
          : json({ data: createStatement() }),
    });
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (b: Blob) => (created.push(b), 'blob:csv'), revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await openWallet();
    const statement = screen.getByRole('region', { name: 'IQD wallet statement' });
    const table = await within(statement).findByRole('table', { name: 'Statement of the IQD wallet' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent?.replace(/\s+/g, ' ')),
    ).toEqual([
      'DateDescriptionReferenceDebitCreditBalance',
      'Opening balanceIQD 0',
      expect.stringMatching(/Opening balance—IQD 25,000,000IQD 25,000,000$/),
      expect.stringMatching(/Booking paymentXAMQDPIQD 285,000IQD 24,715,000$/),
      expect.stringMatching(/Booking refundXAMQDPIQD 80,000IQD 24,795,000$/),
      'Closing balanceIQD 24,795,000',
    ]);
    await userEvent.click(within(statement).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const csv = calls.requests.find((r) => r.url.includes('format=csv'))!;
    expect(csv.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(created[0]!.type).toContain('text/csv');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('statement-IQD-2026-10-23-2026-11-22.csv');
  });

  it('shows an exchange in the API’s words, once, without its internal reference', async () => {
    const base = createStatement();
    api({
      'GET /wallet-statement': () => ({
        body: {
          data: createStatement({
            closing: '24807000',
            entries: [
              ...base.entries,
              {
                at: '2026-11-22T06:00:00.000Z',
                kind: 'exchange',
                description: 'Currency exchange USD → IQD',
                method: null,
                reference: '0190c6d2-5f7a-7b3c-9d1e-2a4b6c8d0e1f',
                debit: '0',
                credit: '12000',
                balance: '24807000',
              },
            ],
          }),
        },
      }),
    });
    await openWallet();
    const statement = screen.getByRole('region', { name: 'IQD wallet statement' });
    const table = await within(statement).findByRole('table', { name: 'Statement of the IQD wallet' });
    const row = within(table).getAllByRole('row').at(-2)!;
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent(/^Currency exchange USD → IQD$/);
    expect(cells[2]).toHaveTextContent(/^—$/);
    expect(row.textContent).not.toMatch(/exchange.*exchange/i);
  });

  it('asks the server for the PDF, says why when it cannot make one, prints the statement, and asks for another period', async () => {
    const calls = api({
      'GET /wallet-statement.pdf': () => ({
        status: 503,
        body: { code: 'document_renderer_unavailable', detail: 'PDF documents cannot be made right now.' },
      }),
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await openWallet();
    const statement = screen.getByRole('region', { name: 'IQD wallet statement' });
    await within(statement).findByRole('table');
    await userEvent.click(within(statement).getByRole('button', { name: 'Download PDF' }));
    expect(await within(statement).findByText('PDF documents cannot be made right now.')).toBeInTheDocument();
    const asked = calls.calls('GET', '/wallet-statement.pdf')[0]!;
    expect(new URL(asked.url, 'http://localhost').searchParams.get('currency')).toBe('IQD');
    expect(new URL(asked.url, 'http://localhost').searchParams.get('lang')).toBe('en');
    await userEvent.click(within(statement).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('print-document')).toHaveTextContent('Statement of account · IQD');

    const user = userEvent.setup();
    // The period's fields are plain until a sign of intent, showing the dates as the picker will.
    expect(within(statement).getByRole('textbox', { name: 'From' })).toHaveAttribute('readonly');
    await user.click(within(statement).getByRole('textbox', { name: 'From' }));
    // A date picker in the interface language, not the browser's mm/dd/yyyy field.
    const from = await within(statement).findByRole('group', { name: 'From' }, { timeout: 15_000 });
    expect(within(from).getAllByRole('spinbutton')).toHaveLength(3);
    await typeDate(user, from, '2026-01-01');
    await user.click(within(statement).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(calls.requests.some((r) => r.path === '/wallet-statement' && r.url.includes('from=2026-01-01'))).toBe(
        true,
      ),
    );
  });

  it('has no axe violations', async () => {
    api({ 'GET /wallet-topups': () => ({ body: { data: [createTopup()] } }) });
    await openWallet();
    await screen.findByText('Pending');
    await screen.findByRole('table', { name: 'Statement of the IQD wallet' });
    expect(await axeViolations()).toEqual([]);
  });

  it('explains a sub-user without the wallet permission why there is nothing to see', async () => {
    logIn('sub_user');
    api({
      'GET /user-wallets': () => problem(403, 'permission_denied_wallet', 'Your user may not see or use the wallet'),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp('/wallet');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your user may not see or use the wallet');
  });
});
