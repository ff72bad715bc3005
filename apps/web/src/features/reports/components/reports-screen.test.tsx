import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OWNER_ID, createReport } from '../../../test/account-factories';
import { axeViolations } from '../../../test/axe';
import { createSiteSettings, createWallet } from '../../../test/factories';
import { mockApi, type Handler } from '../../../test/fetch-mock';
import { typeDateInto } from '../../../test/date-picker';
import { renderApp } from '../../../test/render-app';
import { applyDocumentLanguage } from '../../../lib/i18n';

function api(extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /user-wallets': () => ({ body: { data: [createWallet()] } }),
    'GET /reports': () => ({ body: { data: createReport() } }),
    ...extra,
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem('authToken', 'token-abc');
  localStorage.setItem(
    'user',
    JSON.stringify({ id: OWNER_ID, name: 'Ali Kareem', email: 'agency@demo.iq', role: 'agency' }),
  );
});

afterEach(async () => {
  await i18next.changeLanguage('en');
  applyDocumentLanguage('en');
});

describe('reports', { timeout: 30_000 }, () => {
  it('shows totals per currency with cancellations and refunds, charts and the tables beneath them', async () => {
    api();
    await renderApp('/reports');
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByRole('listitem')).toHaveTextContent(
      /IQDBookings3NetIQD 705,000MarkupIQD 70,500GrossIQD 775,500Cancelled1RefundedIQD 280,000/,
    );
    const bars = screen.getByRole('img', { name: 'Monthly sales in IQD' });
    expect(bars).toHaveAccessibleDescription(/Bars per month/);
    // January to November: eleven months, two of them with sales (net and markup stacked).
    expect(bars.querySelectorAll('rect')).toHaveLength(4);
    expect(screen.getByRole('img', { name: /Share of sales by service in IQD: Flights 100%/ })).toBeInTheDocument();
    const byUser = screen.getByRole('table', { name: 'Sales by user (IQD)' });
    expect(
      within(byUser)
        .getAllByRole('row')
        .map((r) => r.textContent?.replace(/\s+/g, ' ')),
    ).toEqual([
      'Booked byBookingsNetMarkupGross',
      'Sara Mahmoud2IQD 474,000IQD 47,400IQD 521,400',
      'Ali Kareem1IQD 231,000IQD 23,100IQD 254,100',
      'Total3IQD 705,000IQD 70,500IQD 775,500',
    ]);
    expect(screen.getByRole('table', { name: 'Sales by month (IQD)' })).toHaveTextContent('November 2026');
  });

  it('asks for another period and exports it as CSV and XLSX with the token', async () => {
    const calls = api();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderApp('/reports');
    await screen.findByRole('region', { name: 'Totals' });
    const user = userEvent.setup();
    await typeDateInto(user, document.body, 'From', '2026-06-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(calls.calls('GET', '/reports').some((r) => r.url.includes('from=2026-06-01'))).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Export Excel (XLSX)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const xlsx = calls.calls('GET', '/reports').find((r) => r.url.includes('format=xlsx'))!;
    expect(xlsx.url).toContain('from=2026-06-01');
    expect(xlsx.headers.get('Authorization')).toBe('Bearer token-abc');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(calls.calls('GET', '/reports').some((r) => r.url.includes('format=csv'))).toBe(true));
  });

  it('draws the months from the right in Arabic, with the value axis on the right', async () => {
    await i18next.changeLanguage('ar');
    applyDocumentLanguage('ar');
    api();
    await renderApp('/reports');
    const bars = await screen.findByRole('img', { name: 'المبيعات الشهرية بعملة IQD' });
    const labels = Array.from(bars.querySelectorAll('text'));
    const january = labels.find((l) => l.textContent === 'كانون الثاني')!;
    const november = labels.find((l) => l.textContent === 'تشرين الثاني')!;
    expect(Number(january.getAttribute('x'))).toBeGreaterThan(Number(november.getAttribute('x')));
    const axis = labels.find((l) => l.textContent === '0')!;
    expect(axis.getAttribute('text-anchor')).toBe('start');
    expect(Number(axis.getAttribute('x'))).toBeGreaterThan(Number(january.getAttribute('x')));
  });

  it('says so when nothing was sold', async () => {
    api({
      'GET /reports': () => ({
        body: { data: createReport({ totals: [], by_month: [], by_service: [], by_user: [] }) },
      }),
    });
    await renderApp('/reports');
    expect(await screen.findByText('No sales in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Monthly sales/ })).toBeNull();
  });

  it('has no axe violations', async () => {
    api();
    await renderApp('/reports');
    await screen.findByRole('region', { name: 'Totals' });
    expect(await axeViolations()).toEqual([]);
  });
});
