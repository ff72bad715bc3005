import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@portal/contracts/admin';
import { applyDocumentLanguage } from '../../../../lib/i18n';
import { storeStaffSession, STAFF_ID } from '../../../../test/admin-factories';
import { createSiteSettings } from '../../../../test/factories';
import { mockApi } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  await i18next.changeLanguage('en');
  applyDocumentLanguage('en');
});

const entry = (
  action: string,
  entity: string,
  after: Record<string, unknown> = { status: 'fulfilled' },
): AuditEntry => ({
  id: `${action}-1`,
  at: '2026-11-30T09:00:00.000Z',
  actor: { id: STAFF_ID, name: 'Noor Staff', email: 'noor@rafidain.travel' },
  action,
  entity,
  entity_id: 'RT-1001',
  before: { status: action === 'topup.approve' ? 'pending' : 'confirmed' },
  after,
});

function api() {
  const me = storeStaffSession('admin');
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /user-wallets': () => ({ body: { data: [] } }),
    'GET /me': () => ({ body: { data: me } }),
    'GET /admin/audit': () => ({
      body: {
        data: [
          entry('booking.fulfil', 'booking'),
          entry('topup.approve', 'wallet_topup', {
            status: 'approved',
            credited: '25000',
            currency: 'IQD',
            active: true,
          }),
        ],
        meta: { total: 2, page: 1, per_page: 25 },
      },
    }),
  });
}

describe('the audit log screen', { timeout: 30_000 }, () => {
  it.each([
    ['ar', 'إصدار المستندات', 'اعتماد طلب شحن'],
    ['de', 'Dokumente ausgestellt', 'Aufladung genehmigt'],
    ['en', 'Documents issued', 'Top-up approved'],
  ] as const)('names actions in words in %s, not by their codes', async (lang, fulfil, approve) => {
    await i18next.changeLanguage(lang);
    applyDocumentLanguage(lang);
    api();
    await renderApp('/admin/audit');
    expect(await screen.findByText(fulfil)).toBeInTheDocument();
    expect(screen.getByText(approve)).toBeInTheDocument();
    expect(screen.queryByText('booking.fulfil')).not.toBeInTheDocument();
    expect(screen.queryByText('topup.approve')).not.toBeInTheDocument();
  });

  it.each([
    ['ar', 'الحالة', 'المبلغ المضاف', 'مقبول', 'نعم'],
    ['en', 'Status', 'Amount credited', 'Approved', 'Yes'],
  ] as const)(
    'shows the values before and after as labelled words in %s, not raw JSON',
    async (lang, status, credited, approved, yes) => {
      await i18next.changeLanguage(lang);
      applyDocumentLanguage(lang);
      api();
      await renderApp('/admin/audit');
      await screen.findAllByText(status);
      expect(screen.getByText(credited).nextElementSibling).toHaveTextContent('25000');
      expect(screen.getByText(approved)).toBeInTheDocument();
      expect(screen.getByText(yes)).toBeInTheDocument();
      expect(document.body.textContent).not.toContain('"credited"');
      expect(document.body.textContent).not.toContain('"status"');
    },
  );
});
