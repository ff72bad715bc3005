import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeStaffSession } from '../../../../test/admin-factories';
import { axeViolations } from '../../../../test/axe';
import { createSiteSettings } from '../../../../test/factories';
import { mockApi } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const MAIL = {
  id: '0190a4c2-0000-7000-8000-000000000001',
  queued_at: '2026-11-30T09:00:00.000Z',
  sent_at: '2026-11-30T09:00:02.000Z',
  status: 'sent',
  attempts: 1,
  last_error: null,
  from: 'Rafidain Travel <no-reply@rafidain.travel>',
  to: 'zainab@example.iq',
  reply_to: null,
  subject: 'Your booking RT-1001',
  secret: false,
  preview: 'Dear Zainab, your booking is confirmed…',
};
const FAILED = {
  ...MAIL,
  id: '0190a4c2-0000-7000-8000-000000000002',
  sent_at: null,
  status: 'failed',
  attempts: 8,
  last_error: 'connect ECONNREFUSED 10.0.0.5:25',
  to: 'reem@example.iq',
  subject: 'Choose a new password',
  secret: true,
  preview: '',
};

/** An agency's mail to its customer (decision 146): under the agency's name, answers to the agent. */
const BRANDED = {
  ...MAIL,
  id: '0190a4c2-0000-7000-8000-000000000003',
  from: 'Dijla Tours <no-reply@rafidain.travel>',
  to: 'huda@example.iq',
  reply_to: 'owner@dijla.iq',
  subject: 'Your booking RT-2002 is confirmed',
  preview: 'Hello Huda Al-Saadi, …',
};

function api(delivery: 'smtp' | 'outbox' = 'outbox') {
  const me = storeStaffSession('admin');
  let failed = { ...FAILED };
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /user-wallets': () => ({ body: { data: [] } }),
    'GET /me': () => ({ body: { data: me } }),
    'GET /admin/outbox': (request) => {
      const status = new URL(request.url, 'http://localhost').searchParams.get('status');
      const all = [BRANDED, MAIL, failed].filter((m) => !status || m.status === status);
      const count = failed.status === 'failed' ? 1 : 0;
      return { body: { data: all, meta: { total: all.length, page: 1, per_page: 25, delivery, failed: count } } };
    },
    [`GET /admin/outbox/${MAIL.id}`]: () => ({
      body: { data: { ...MAIL, text: 'Dear Zainab,\n\nyour booking is confirmed.\n\nRafidain Travel' } },
    }),
    [`POST /admin/outbox/${FAILED.id}/resend`]: () => {
      failed = { ...FAILED, status: 'queued', attempts: 0 };
      return { body: { data: failed } };
    },
  });
}

describe('the mail queue', { timeout: 30_000 }, () => {
  it('lists the mails with state, date, recipient, subject and the start of the text; the whole on request', async () => {
    const calls = api();
    await renderApp('/admin/outbox');
    const mail = await screen.findByRole('article', { name: 'Your booking RT-1001' });
    expect(mail).toHaveTextContent('zainab@example.iq');
    expect(mail).toHaveTextContent('Sent');
    expect(mail).toHaveTextContent('1 try');
    expect(mail).toHaveTextContent('Dear Zainab, your booking is confirmed…');
    expect(mail).toHaveTextContent(/30 Nov 2026/);
    expect(within(mail).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
    expect(calls.calls('GET', `/admin/outbox/${MAIL.id}`)).toHaveLength(0);
    await userEvent.setup().click(within(mail).getByText('Show the whole mail'));
    expect(await within(mail).findByText(/your booking is confirmed\.\s+Rafidain Travel/)).toBeInTheDocument();
    expect(screen.getByText(/delivered as files to the outbox folder/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("shows who each mail is from: the portal, or the agency an agency's mail to its customer goes out under", async () => {
    api();
    await renderApp('/admin/outbox');
    const branded = await screen.findByRole('article', { name: 'Your booking RT-2002 is confirmed' });
    expect(branded).toHaveTextContent('From Dijla Tours <no-reply@rafidain.travel> · To huda@example.iq');
    expect(branded).toHaveTextContent('reply to owner@dijla.iq');
    const own = screen.getByRole('article', { name: 'Your booking RT-1001' });
    expect(own).toHaveTextContent('From Rafidain Travel <no-reply@rafidain.travel> · To zainab@example.iq');
  });

  it('counts the failed mails, shows their error but not a secret text, and sends one again', async () => {
    const user = userEvent.setup();
    const calls = api();
    await renderApp('/admin/outbox');
    expect(await screen.findByText('1 mail could not be sent.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show them' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Your booking RT-1001' })).not.toBeInTheDocument(),
    );
    const mail = screen.getByRole('article', { name: 'Choose a new password' });
    expect(mail).toHaveTextContent('Failed');
    expect(mail).toHaveTextContent('8 tries');
    expect(mail).toHaveTextContent('Last error: connect ECONNREFUSED 10.0.0.5:25');
    expect(mail).toHaveTextContent('its text is not shown');
    expect(within(mail).queryByText('Show the whole mail')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('failed');

    await user.click(within(mail).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Queued again: it goes out in a moment.')).toBeInTheDocument();
    expect(calls.calls('POST', `/admin/outbox/${FAILED.id}/resend`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('1 mail could not be sent.')).not.toBeInTheDocument());
  });

  it('says when mail goes out through SMTP', async () => {
    api('smtp');
    await renderApp('/admin/outbox');
    expect(await screen.findByText('Mail goes out through the SMTP server.')).toBeInTheDocument();
  });
});
