import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminGuideCalendar, AdminGuideRow } from '@portal/contracts/guides';
import { applyDocumentLanguage } from '../../../../lib/i18n';
import { json } from '../../../../test/fetch-mock';
import { editorApi } from '../../../../test/inventory-factories';
import { renderApp } from '../../../../test/render-app';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const GUIDE_ID = '0190a4c2-7d1e-7c1a-9f00-0000000000e1';
const KARBALA = { slug: 'karbala', name: { ar: 'كربلاء', en: 'Karbala', de: 'Kerbela' }, country: 'IQ' };

function guide(overrides: Partial<AdminGuideRow> = {}): AdminGuideRow {
  return {
    id: GUIDE_ID,
    name: { ar: 'حسين الكربلائي', en: 'Hussein Al-Karbalai', de: 'Hussein Al-Karbalai' },
    city: KARBALA,
    languages: ['ar', 'en', 'fa'],
    weekly_day_off: 5,
    rating: 4.7,
    max_group: 20,
    ...overrides,
  };
}

function calendar(overrides: Partial<AdminGuideCalendar> = {}): AdminGuideCalendar {
  return {
    guide_id: GUIDE_ID,
    guide: guide(),
    first_day: '2027-03-02',
    last_day: '2027-08-28',
    days_off: ['2027-03-05', '2027-03-12'],
    closed: ['2027-03-09'],
    booked: ['2027-03-03', '2027-03-04'],
    bookings: [
      { day: '2027-03-03', reference: 'GD-7Q2K9M', status: 'confirmed' },
      { day: '2027-03-04', reference: 'GD-7Q2K9M', status: 'confirmed' },
    ],
    ...overrides,
  };
}

const list = (rows: AdminGuideRow[], total = rows.length, page = 1) => ({
  body: { data: rows, meta: { total, page, per_page: 25 } },
});

describe('tour guides in the back office', { timeout: 30_000 }, () => {
  it('lists the guides with search by name or city, a city filter and pages, each linked to its calendar', async () => {
    const calls = editorApi({
      'GET /admin/guides': (r) => {
        const page = Number(new URL(r.url, 'http://localhost').searchParams.get('page') ?? 1);
        return list([guide({ id: `0190a4c2-7d1e-7c1a-9f00-00000000000${page}` })], 30, page);
      },
      'GET /guide-cities': () => ({ body: { data: [{ ...KARBALA, guides: 7 }] } }),
    });
    await renderApp('/admin/inventory/guides');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Tour guides' });
    const table = await screen.findByRole('table', { name: 'Tour guides' });
    const row = within(table).getByText('Hussein Al-Karbalai').closest('tr')!;
    expect(within(row).getByText('Karbala')).toBeInTheDocument();
    expect(within(row).getByText('Arabic, English, Persian')).toBeInTheDocument();
    expect(within(row).getByText('Friday')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Calendar of Hussein Al-Karbalai' })).toHaveAttribute(
      'href',
      '/admin/inventory/guides/0190a4c2-7d1e-7c1a-9f00-000000000001',
    );

    const query = () => new URL(calls.calls('GET', '/admin/guides').at(-1)!.url, 'http://localhost').searchParams;
    await user.type(screen.getByLabelText('Name or city'), 'kerbela{Enter}');
    await waitFor(() => expect(query().get('q')).toBe('kerbela'));
    await user.selectOptions(await screen.findByLabelText('City'), 'karbala');
    await waitFor(() => expect(query().get('city')).toBe('karbala'));
    expect(query().get('page')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(query().get('page')).toBe('2'));
    expect(query().get('q')).toBe('kerbela');
  });

  it('shows a month of the calendar with days off, closed and booked days and the booking’s reference', async () => {
    editorApi({ [`GET /admin/guides/${GUIDE_ID}/calendar`]: () => ({ body: { data: calendar() } }) });
    await renderApp(`/admin/inventory/guides/${GUIDE_ID}`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Hussein Al-Karbalai' });
    const march = screen.getByRole('group', { name: 'March 2027' });
    expect(within(march).getByRole('button', { name: / 3 March.*Booked · GD-7Q2K9M/ })).toBeInTheDocument();
    expect(within(march).getByRole('button', { name: / 5 March.*Day off/ })).toBeInTheDocument();
    expect(within(march).getByRole('button', { name: / 9 March.*Closed/ })).toBeInTheDocument();
    expect(within(march).getByRole('button', { name: / 10 March.*Free/ })).toBeInTheDocument();
    // Before the first bookable day: shown, not chosen.
    expect(within(march).queryByRole('button', { name: / 1 March/ })).not.toBeInTheDocument();

    await user.click(within(march).getByRole('button', { name: / 5 March/ }));
    expect(screen.getByText(/The guide’s own day off/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close this day' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open this day' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('group', { name: 'April 2027' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('closes a free day, opens a closed one, and shows the API’s words when a booked day cannot be closed', async () => {
    let current = calendar();
    const calls = editorApi({
      [`GET /admin/guides/${GUIDE_ID}/calendar`]: () => ({ body: { data: current } }),
      [`PUT /admin/guides/${GUIDE_ID}/days/2027-03-10`]: () => {
        current = { ...current, closed: [...current.closed, '2027-03-10'] };
        return { body: { data: { guide_id: GUIDE_ID, day: '2027-03-10', available: false, taken: 0 } } };
      },
      [`PUT /admin/guides/${GUIDE_ID}/days/2027-03-09`]: () => {
        current = { ...current, closed: current.closed.filter((d) => d !== '2027-03-09') };
        return { body: { data: { guide_id: GUIDE_ID, day: '2027-03-09', available: true, taken: 0 } } };
      },
      [`PUT /admin/guides/${GUIDE_ID}/days/2027-03-03`]: () =>
        json(
          {
            type: 'about:blank',
            title: 'guide_day_booked',
            status: 422,
            code: 'guide_day_booked',
            detail: 'This day is booked (GD-7Q2K9M) and cannot be closed; cancel the booking first',
            errors: [{ field: 'available', message: 'This day is booked (GD-7Q2K9M) and cannot be closed' }],
          },
          422,
        ),
    });
    await renderApp(`/admin/inventory/guides/${GUIDE_ID}`);
    const user = userEvent.setup();
    const march = await screen.findByRole('group', { name: 'March 2027' });

    await user.click(within(march).getByRole('button', { name: / 10 March.*Free/ }));
    await user.click(screen.getByRole('button', { name: 'Close this day' }));
    expect(await screen.findByText(/ 10 March is closed\./)).toBeInTheDocument();
    expect(calls.calls('PUT', `/admin/guides/${GUIDE_ID}/days/2027-03-10`)[0]!.body).toEqual({ available: false });
    expect(await within(march).findByRole('button', { name: / 10 March.*Closed/ })).toBeInTheDocument();

    await user.click(within(march).getByRole('button', { name: / 9 March.*Closed/ }));
    await user.click(screen.getByRole('button', { name: 'Open this day' }));
    expect(await screen.findByText(/ 9 March is open again\./)).toBeInTheDocument();
    expect(calls.calls('PUT', `/admin/guides/${GUIDE_ID}/days/2027-03-09`)[0]!.body).toEqual({ available: true });
    expect(await within(march).findByRole('button', { name: / 9 March.*Free/ })).toBeInTheDocument();

    await user.click(within(march).getByRole('button', { name: / 3 March.*Booked/ }));
    expect(screen.getByText('Booking:')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close this day' }));
    expect(
      await screen.findByText('This day is booked (GD-7Q2K9M) and cannot be closed; cancel the booking first'),
    ).toBeInTheDocument();
    expect(within(march).getByRole('button', { name: / 3 March.*Booked/ })).toBeInTheDocument();
  });

  it('is in the inventory menu, and in Arabic', async () => {
    editorApi({ [`GET /admin/guides/${GUIDE_ID}/calendar`]: () => ({ body: { data: calendar() } }) });
    await i18next.changeLanguage('ar');
    applyDocumentLanguage('ar');
    try {
      await renderApp(`/admin/inventory/guides/${GUIDE_ID}`);
      await screen.findByRole('heading', { level: 1, name: 'حسين الكربلائي' });
      expect(screen.getByRole('link', { name: 'المرشدون السياحيون' })).toHaveAttribute(
        'href',
        '/admin/inventory/guides',
      );
      expect(screen.getByRole('link', { name: 'العودة إلى المرشدين' })).toBeInTheDocument();
      expect(screen.getAllByText('محجوز').length).toBeGreaterThan(0);
    } finally {
      await i18next.changeLanguage('en');
      applyDocumentLanguage('en');
    }
  });
});
