import { screen, within } from '@testing-library/react';
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
  id: '2026-11-30T09-00-00-000Z-0190a4c2.json',
  queued_at: '2026-11-30T09:00:00.000Z',
  from: 'Rafidain Travel <no-reply@rafidain.travel>',
  to: 'zainab@example.iq',
  reply_to: null,
  subject: 'Your booking RT-1001',
  preview: 'Dear Zainab, your booking is confirmed…',
};

function api(delivery: 'smtp' | 'outbox' = 'outbox') {
  const me = storeStaffSession('admin');
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /user-wallets': () => ({ body: { data: [] } }),
    'GET /me': () => ({ body: { data: me } }),
    'GET /admin/outbox': () => ({ body: { data: [MAIL], meta: { total: 1, page: 1, per_page: 25, delivery } } }),
    [`GET /admin/outbox/${MAIL.id}`]: () => ({
      body: { data: { ...MAIL, text: 'Dear Zainab,\n\nyour booking is confirmed.\n\nRafidain Travel' } },
    }),
  });
}

describe('the mail outbox', { timeout: 30_000 }, () => {
  it('lists the written mails with date, recipient, subject and the start of the text; the whole on request', async () => {
    const calls = api();
    await renderApp('/admin/outbox');
    const mail = await screen.findByRole('article', { name: 'Your booking RT-1001' });
    expect(mail).toHaveTextContent('zainab@example.iq');
    expect(mail).toHaveTextContent('Dear Zainab, your booking is confirmed…');
    expect(mail).toHaveTextContent(/30 Nov 2026/);
    expect(calls.calls('GET', `/admin/outbox/${MAIL.id}`)).toHaveLength(0);
    await userEvent.setup().click(within(mail).getByText('Show the whole mail'));
    expect(await within(mail).findByText(/your booking is confirmed\.\s+Rafidain Travel/)).toBeInTheDocument();
    expect(screen.queryByText(/Mail now goes out/)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says when mail goes out through SMTP', async () => {
    api('smtp');
    await renderApp('/admin/outbox');
    expect(await screen.findByText(/Mail now goes out through the SMTP server/)).toBeInTheDocument();
  });
});
