import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminAgencyApplication } from '@portal/contracts/admin-people';
import { storeStaffSession } from '../../../../test/admin-factories';
import { createSiteSettings } from '../../../../test/factories';
import { mockApi, problem } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const ID = '0190a4c2-7d1e-7c1a-9f00-0000000000e1';
const application = (over: Partial<AdminAgencyApplication> = {}): AdminAgencyApplication => ({
  id: ID,
  account_id: '0190a4c2-7d1e-7c1a-9f00-0000000000e2',
  applicant: { id: 'u', name: 'Zainab Kadhim', email: 'zainab@babylongate.iq' },
  agency_name: 'Babylon Gate Travel',
  phone: '+964 770 123 4567',
  city: 'Basra',
  licence_number: 'BSR-2024/118',
  lang: 'ar',
  status: 'pending',
  refusal_reason: null,
  reviewed_by: null,
  reviewed_at: null,
  created_at: '2026-11-25T09:00:00.000Z',
  ...over,
});

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  const me = storeStaffSession('admin');
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /user-wallets': () => ({ body: { data: [] } }),
    'GET /me': () => ({ body: { data: me } }),
    'GET /admin/agency-applications': () => ({
      body: { data: [application()], meta: { total: 1, page: 1, per_page: 25 } },
    }),
    ...extra,
  });
}

describe('agency applications (back office, people area)', { timeout: 30_000 }, () => {
  it('lists what the agency told about itself, pending first, and approves it', async () => {
    const calls = api({
      [`POST /admin/agency-applications/${ID}/approve`]: () => ({
        body: {
          data: application({
            status: 'approved',
            reviewed_by: { id: 's', name: 'Noor Staff' },
            reviewed_at: '2026-11-26T09:00:00.000Z',
          }),
        },
      }),
    });
    await renderApp('/admin/agencies');
    const card = await screen.findByRole('article', { name: 'Babylon Gate Travel' });
    expect(card).toHaveTextContent('Zainab Kadhim · zainab@babylongate.iq');
    expect(card).toHaveTextContent('+964 770 123 4567');
    expect(card).toHaveTextContent('Basra');
    expect(card).toHaveTextContent('BSR-2024/118');
    expect(card).toHaveTextContent(/Mail language\s*Arabic/);
    expect(calls.calls('GET', '/admin/agency-applications')[0]!.url).toContain('status=pending');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Approve the agency' }));
    expect(await screen.findByText('Babylon Gate Travel is now an agency; its owner was told by mail.')).toBeVisible();
    expect(calls.calls('POST', `/admin/agency-applications/${ID}/approve`)).toHaveLength(1);
  });

  it('asks for a reason before refusing, keeps it on errors, and sends it', async () => {
    const calls = api({
      [`POST /admin/agency-applications/${ID}/refuse`]: ({ body }) => ({
        body: { data: application({ status: 'refused', refusal_reason: (body as { reason: string }).reason }) },
      }),
    });
    await renderApp('/admin/agencies');
    const card = await screen.findByRole('article', { name: 'Babylon Gate Travel' });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Refuse…' }));
    await user.type(within(card).getByLabelText(/Why the agency is refused/), 'No');
    await user.click(within(card).getByRole('button', { name: 'Refuse the agency' }));
    expect(await within(card).findByText('Give a reason of at least a few words')).toBeInTheDocument();
    expect(within(card).getByLabelText(/Why the agency is refused/)).toHaveValue('No');
    expect(calls.calls('POST', `/admin/agency-applications/${ID}/refuse`)).toHaveLength(0);
    await user.type(within(card).getByLabelText(/Why the agency is refused/), ' licence on file');
    await user.click(within(card).getByRole('button', { name: 'Refuse the agency' }));
    await waitFor(() =>
      expect(calls.calls('POST', `/admin/agency-applications/${ID}/refuse`)[0]?.body).toEqual({
        reason: 'No licence on file',
      }),
    );
    expect(await screen.findByText('Babylon Gate Travel was refused; its owner was told by mail.')).toBeVisible();
  });

  it('shows the server’s words when another staff member decided first', async () => {
    api({
      [`POST /admin/agency-applications/${ID}/approve`]: () =>
        problem(409, 'not_pending', 'This request was already decided'),
    });
    await renderApp('/admin/agencies');
    const card = await screen.findByRole('article', { name: 'Babylon Gate Travel' });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Approve the agency' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This request was already decided');
  });

  it('is in the people area’s menu for administrators', async () => {
    api();
    await renderApp('/admin/agencies');
    await screen.findByRole('article', { name: 'Babylon Gate Travel' });
    expect(screen.getByRole('link', { name: 'Agency applications' })).toHaveAttribute('href', '/admin/agencies');
  });
});
