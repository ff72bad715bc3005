import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTopup, storeStaffSession } from '../../../../test/admin-factories';
import { createSiteSettings } from '../../../../test/factories';
import { mockApi, problem } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  const topup = createTopup();
  const me = storeStaffSession('desk');
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /user-wallets': () => ({ body: { data: [] } }),
    'GET /me': () => ({ body: { data: me } }),
    'GET /admin/wallet-topups': () => ({ body: { data: [topup] } }),
    [`POST /admin/wallet-topups/${topup.id}/approve`]: () => ({
      body: { data: { ...topup, status: 'approved', decided_at: '2026-11-30T09:00:00.000Z' } },
    }),
    ...extra,
  });
}

describe('top-up requests', { timeout: 30_000 }, () => {
  it('approves a request once, with an Idempotency-Key, and confirms it', async () => {
    const calls = api();
    await renderApp('/admin/topups');
    const card = await screen.findByRole('article', { name: 'Zainab Al-Hashimi · ZC-889912' });
    expect(card).toHaveTextContent(/ZainCash/);
    expect(card).toHaveTextContent(/IQD\s*495,000/);
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Approved: the wallet of Zainab Al-Hashimi was credited.',
    );
    const [approve] = calls.calls('POST', `/admin/wallet-topups/${createTopup().id}/approve`);
    expect(approve!.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,}$/);
  });

  it('asks for a reason before rejecting, and sends it', async () => {
    const topup = createTopup();
    const calls = api({
      [`POST /admin/wallet-topups/${topup.id}/reject`]: ({ body }) => ({
        body: { data: { ...topup, status: 'rejected', reason: (body as { reason: string }).reason } },
      }),
    });
    await renderApp('/admin/topups');
    const card = await screen.findByRole('article', { name: 'Zainab Al-Hashimi · ZC-889912' });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    await user.click(within(card).getByRole('button', { name: 'Reject the request' }));
    expect(await within(card).findByText('This field is required')).toBeInTheDocument();
    expect(calls.calls('POST', `/admin/wallet-topups/${topup.id}/reject`)).toHaveLength(0);
    await user.type(within(card).getByLabelText('Reason for the customer'), 'The transfer did not arrive');
    await user.click(within(card).getByRole('button', { name: 'Reject the request' }));
    await waitFor(() =>
      expect(calls.calls('POST', `/admin/wallet-topups/${topup.id}/reject`)[0]?.body).toEqual({
        reason: 'The transfer did not arrive',
      }),
    );
  });

  it('shows the server’s words when the request was decided meanwhile', async () => {
    const topup = createTopup();
    api({
      [`POST /admin/wallet-topups/${topup.id}/approve`]: () =>
        problem(409, 'not_pending', 'This request was already decided'),
    });
    await renderApp('/admin/topups');
    const card = await screen.findByRole('article', { name: 'Zainab Al-Hashimi · ZC-889912' });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This request was already decided');
  });
  it('approves with a note for the audit log, checked as the API checks it and sent with the decision', async () => {
    const topup = createTopup();
    const calls = api();
    await renderApp('/admin/topups');
    const card = await screen.findByRole('article', { name: 'Zainab Al-Hashimi · ZC-889912' });
    const user = userEvent.setup();
    await user.type(within(card).getByLabelText('Note for the audit log (optional)'), 'x'.repeat(501));
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await within(card).findByText('Must be at most 500 characters')).toBeInTheDocument();
    expect(calls.calls('POST', `/admin/wallet-topups/${topup.id}/approve`)).toHaveLength(0);
    await user.clear(within(card).getByLabelText('Note for the audit log (optional)'));
    await user.type(within(card).getByLabelText('Note for the audit log (optional)'), 'Checked on the ZainCash portal');
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.calls('POST', `/admin/wallet-topups/${topup.id}/approve`)).toHaveLength(1));
    expect(calls.calls('POST', `/admin/wallet-topups/${topup.id}/approve`)[0]!.body).toEqual({
      note: 'Checked on the ZainCash portal',
    });
  });
});
