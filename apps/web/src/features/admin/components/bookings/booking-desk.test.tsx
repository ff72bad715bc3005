import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_ID, createAdminBooking, storeStaffSession } from '../../../../test/admin-factories';
import { axeViolations } from '../../../../test/axe';
import { createSiteSettings } from '../../../../test/factories';
import { json, mockApi } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  const me = storeStaffSession('desk');
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /user-wallets': () => ({ body: { data: [] } }),
    'GET /me': () => ({ body: { data: me } }),
    [`GET /admin/bookings/${BOOKING_ID}`]: () => ({ body: { data: createAdminBooking() } }),
    ...extra,
  });
}

describe('a booking on the desk', { timeout: 30_000 }, () => {
  it('checks ticket numbers with the API’s own rules before sending, in its words; what was typed stays', async () => {
    const calls = api();
    await renderApp(`/admin/bookings/${BOOKING_ID}`);
    const panel = await screen.findByRole('region', { name: 'Issue the tickets' });
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Mark as ticketed' }));
    expect(await within(panel).findAllByText('This field is required')).toHaveLength(2);
    await user.type(within(panel).getByLabelText('Ticket number for Ahmed Al-Rubaie'), '073-1234567890');
    await user.type(within(panel).getByLabelText('Ticket number for Huda Al-Rubaie'), '073-12');
    await user.click(within(panel).getByRole('button', { name: 'Mark as ticketed' }));
    expect(await within(panel).findByText('Enter a 13-digit ticket number such as 073-1234567890')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Ticket number for Huda Al-Rubaie')).toHaveValue('073-12');
    expect(calls.calls('POST', `/admin/bookings/${BOOKING_ID}/fulfil`)).toHaveLength(0);
  });

  it('issues one ticket per traveller; the server’s field messages land on their fields, what was typed stays', async () => {
    let attempt = 0;
    const calls = api({
      [`POST /admin/bookings/${BOOKING_ID}/fulfil`]: () => {
        attempt += 1;
        if (attempt === 1)
          return json(
            {
              type: 'x',
              title: 'Bad Request',
              status: 400,
              code: 'validation_failed',
              detail: 'Some fields need your attention',
              errors: [{ field: 'documents.1.number', message: 'The airline refused this ticket number' }],
            },
            400,
          );
        return {
          body: {
            data: createAdminBooking(
              { status: 'fulfilled' },
              {
                transitions: [],
                documents: [
                  {
                    id: 'd1',
                    kind: 'ticket',
                    number: '073-1234567890',
                    traveller_index: 0,
                    file: null,
                    created_by: { id: 's', name: 'Noor Staff' },
                    created_at: '2026-11-30T09:00:00.000Z',
                  },
                ],
              },
            ),
          },
        };
      },
    });
    await renderApp(`/admin/bookings/${BOOKING_ID}`);
    const panel = await screen.findByRole('region', { name: 'Issue the tickets' });
    const user = userEvent.setup();
    await user.type(within(panel).getByLabelText('Ticket number for Ahmed Al-Rubaie'), '073-1234567890');
    await user.type(within(panel).getByLabelText('Ticket number for Huda Al-Rubaie'), '0731234567899');
    await user.click(within(panel).getByRole('button', { name: 'Mark as ticketed' }));
    const second = within(panel).getByLabelText('Ticket number for Huda Al-Rubaie');
    expect(await within(panel).findByText('The airline refused this ticket number')).toBeInTheDocument();
    expect(second).toHaveValue('0731234567899');
    expect(calls.calls('POST', `/admin/bookings/${BOOKING_ID}/fulfil`)[0]!.body).toEqual({
      documents: [
        { traveller_index: 0, number: '073-1234567890' },
        { traveller_index: 1, number: '0731234567899' },
      ],
      file_ids: [],
      note: '',
    });
    await user.clear(second);
    await user.type(second, '073-1234567891');
    await user.click(within(panel).getByRole('button', { name: 'Mark as ticketed' }));
    expect(await screen.findByText('Issued. The customer sees the numbers in My Bookings.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Issue the tickets' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Issued documents' })).getByText('073-1234567890'),
    ).toBeInTheDocument();
  });

  it('cancels for the customer at the quoted refund, with an Idempotency-Key', async () => {
    const quote = createAdminBooking().cancellation;
    const calls = api({
      [`GET /admin/bookings/${BOOKING_ID}/cancellation-quote`]: () => ({ body: { data: quote } }),
      [`POST /admin/bookings/${BOOKING_ID}/cancel`]: () => ({
        body: { data: createAdminBooking({ status: 'refunded' }, { transitions: [] }) },
      }),
    });
    await renderApp(`/admin/bookings/${BOOKING_ID}`);
    const panel = await screen.findByRole('region', { name: 'Cancel for the customer' });
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Show what a cancellation refunds' }));
    expect(within(panel).getByText('Refund').nextSibling).toHaveTextContent(/IQD\s*300,000/);
    await user.click(within(panel).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(calls.calls('POST', `/admin/bookings/${BOOKING_ID}/cancel`)).toHaveLength(1));
    const [cancel] = calls.calls('POST', `/admin/bookings/${BOOKING_ID}/cancel`);
    expect(cancel!.body).toEqual({ accepted_refund: '300000' });
    expect(cancel!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(
      await screen.findByText('Cancelled; the refund went back to the wallet it was paid from.'),
    ).toBeInTheDocument();
  });

  it('offers paying a held booking before issuing it, and keeps internal notes', async () => {
    const held = createAdminBooking(
      {
        status: 'held',
        hold_expires_at: '2026-12-01T07:00:00.000Z',
        payment: { method: 'hold', currency: 'IQD', amount: '412000' },
      },
      { transitions: [] },
    );
    const calls = api({
      [`GET /admin/bookings/${BOOKING_ID}`]: () => ({ body: { data: held } }),
      [`POST /admin/bookings/${BOOKING_ID}/notes`]: ({ body }) => ({
        body: {
          data: {
            ...held,
            notes: [
              {
                id: 'n1',
                text: (body as { text: string }).text,
                author: { id: 's', name: 'Noor Staff' },
                at: '2026-11-30T09:00:00.000Z',
              },
            ],
          },
        },
      }),
    });
    await renderApp(`/admin/bookings/${BOOKING_ID}`);
    expect(await screen.findByRole('region', { name: 'Pay the hold for the customer' })).toBeInTheDocument();
    expect(screen.getByText('A held booking is paid first; then its documents can be issued.')).toBeInTheDocument();
    const notes = screen.getByRole('region', { name: 'Internal notes' });
    const user = userEvent.setup();
    // An empty note is refused with the API's words, before anything is sent.
    await user.type(within(notes).getByLabelText('New note'), '   ');
    await user.click(within(notes).getByRole('button', { name: 'Add the note' }));
    expect(await within(notes).findByText('This field is required')).toBeInTheDocument();
    expect(calls.calls('POST', `/admin/bookings/${BOOKING_ID}/notes`)).toHaveLength(0);
    await user.clear(within(notes).getByLabelText('New note'));
    await user.type(within(notes).getByLabelText('New note'), 'Customer will pay at the office');
    await user.click(within(notes).getByRole('button', { name: 'Add the note' }));
    expect(await within(notes).findByText('Customer will pay at the office')).toBeInTheDocument();
    expect(calls.calls('POST', `/admin/bookings/${BOOKING_ID}/notes`)[0]!.body).toEqual({
      text: 'Customer will pay at the office',
    });
    expect(await axeViolations()).toEqual([]);
  });
});
