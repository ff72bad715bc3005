import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminDepartureProduct, AdminWaitlistEntry } from '@portal/contracts/admin-departures';
import { addDaysIso, todayInBaghdad } from '../../../../lib/dates';
import { applyDocumentLanguage } from '../../../../lib/i18n';
import { problem } from '../../../../test/fetch-mock';
import { editorApi } from '../../../../test/inventory-factories';
import { renderApp } from '../../../../test/render-app';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const TOUR_ID = '0190a4c2-7d1e-7c1a-9f00-0000000000e1';
const DEPARTURE_ID = '0190a4c2-7d1e-7c1a-9f00-0000000000e2';
const SEATS_ID = '0190a4c2-7d1e-7c1a-9f00-0000000000e3';
const STARTS = addDaysIso(todayInBaghdad(), 30);
const text = (ar: string, en: string, de: string) => ({ ar, en, de });

function tour(overrides: Partial<AdminDepartureProduct> = {}): AdminDepartureProduct {
  return {
    id: TOUR_ID,
    service: 'package',
    slug: 'karbala-ziyarat-from-basra',
    kind: 'ziyarat',
    origin: 'basra',
    destination: 'karbala',
    title: text('زيارة كربلاء من البصرة', 'Karbala ziyarat from Basra', 'Ziyarat Kerbela ab Basra'),
    days: 2,
    nights: 1,
    featured: false,
    active: true,
    upcoming: 1,
    next_departure: STARTS,
    places_left: 0,
    departures: [
      {
        id: DEPARTURE_ID,
        starts_on: STARTS,
        ends_on: addDaysIso(STARTS, 1),
        group_size: 20,
        active: true,
        categories: [
          { id: SEATS_ID, code: 'seats', capacity: 21, left: 1, taken: 20, prices: { double: { adult: '400000' } } },
        ],
      },
    ],
    itinerary: [
      { day: 1, title: text('الوصول', 'Arrival', 'Ankunft'), text: text('نص', 'Hotel check-in.', 'Einchecken.') },
      { day: 2, title: text('الزيارة', 'Visit', 'Besuch'), text: text('نص', 'The shrines.', 'Die Schreine.') },
    ],
    ...overrides,
  };
}

function entry(n: number, overrides: Partial<AdminWaitlistEntry> = {}): AdminWaitlistEntry {
  return {
    id: `0190a4c2-7d1e-7c1a-9f00-00000000010${n}`,
    departure: { id: DEPARTURE_ID, starts_on: STARTS, ends_on: addDaysIso(STARTS, 1) },
    category: { id: SEATS_ID, code: 'seats', left: 1 },
    user: { id: `u${n}`, name: `Customer ${n}`, email: `customer${n}@example.iq` },
    travellers: 1,
    state: 'waiting',
    position: n,
    offered_until: null,
    created_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

describe('a package’s itinerary and its waitlist in the back office', { timeout: 30_000 }, () => {
  it('edits the itinerary day by day in three languages, checked as the API checks it', async () => {
    let current = tour();
    const calls = editorApi({
      [`GET /admin/departure-products/${TOUR_ID}`]: () => ({ body: { data: current } }),
      [`GET /admin/departure-products/${TOUR_ID}/waitlist`]: () => ({ body: { data: [] } }),
      [`PUT /admin/departure-products/${TOUR_ID}/itinerary`]: ({ body }) => {
        const { itinerary } = body as { itinerary: Array<Pick<AdminDepartureProduct['itinerary'] & object, number>> };
        if ((itinerary[0] as { title: { en: string } }).title.en === 'Too short')
          return problem(400, 'validation_failed', 'x', {
            errors: [{ field: 'itinerary', message: 'Give one day for each of the package’s 2 days' }],
          });
        current = tour({ itinerary: itinerary.map((d, i) => ({ day: i + 1, ...(d as object) })) as never });
        return { body: { data: current } };
      },
    });
    await renderApp(`/admin/inventory/departures/package/${TOUR_ID}`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'Itinerary' });
    expect(screen.getByRole('heading', { level: 3, name: 'Day 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Day 2' })).toBeInTheDocument();
    const arabic = screen.getByLabelText('Title of day 1 · العربية');
    expect(arabic).toHaveValue('الوصول');
    expect(arabic).toHaveAttribute('dir', 'rtl');

    // A blank title is caught before anything is sent.
    const german = screen.getByLabelText('Title of day 2 · Deutsch');
    await user.clear(german);
    await user.click(screen.getByRole('button', { name: 'Save the itinerary' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(calls.calls('PUT', `/admin/departure-products/${TOUR_ID}/itinerary`)).toHaveLength(0);

    await user.type(german, 'Besuch der Schreine');
    const program = screen.getByLabelText('Day 2’s programme · English');
    await user.clear(program);
    await user.type(program, 'Both shrines, then home.');
    await user.click(screen.getByRole('button', { name: 'Save the itinerary' }));
    expect(await screen.findByText('Itinerary saved.')).toBeInTheDocument();
    expect(calls.calls('PUT', `/admin/departure-products/${TOUR_ID}/itinerary`)[0]!.body).toEqual({
      itinerary: [
        { title: text('الوصول', 'Arrival', 'Ankunft'), text: text('نص', 'Hotel check-in.', 'Einchecken.') },
        {
          title: text('الزيارة', 'Visit', 'Besuch der Schreine'),
          text: text('نص', 'Both shrines, then home.', 'Die Schreine.'),
        },
      ],
    });

    // The API's refusal about the whole itinerary is shown above the form; what was typed stays.
    const first = screen.getByLabelText('Title of day 1 · English');
    await user.clear(first);
    await user.type(first, 'Too short');
    await user.click(screen.getByRole('button', { name: 'Save the itinerary' }));
    expect(await screen.findByText('Give one day for each of the package’s 2 days')).toBeInTheDocument();
    expect(first).toHaveValue('Too short');
  });

  it('shows the line in order, offers the places left, takes an entry out, and shows refusals', async () => {
    let line = [entry(1, { travellers: 2 }), entry(2), entry(3)];
    const calls = editorApi({
      [`GET /admin/departure-products/${TOUR_ID}`]: () => ({ body: { data: tour({ itinerary: null }) } }),
      [`GET /admin/departure-products/${TOUR_ID}/waitlist`]: ({ url }) =>
        new URL(url, 'http://x').searchParams.get('scope') === 'all'
          ? { body: { data: [...line, entry(4, { state: 'lapsed', position: null })] } }
          : { body: { data: line } },
      [`POST /admin/departure-products/${TOUR_ID}/departures/${DEPARTURE_ID}/categories/${SEATS_ID}/offer`]: () => {
        if (line.some((e) => e.state === 'offered'))
          return problem(409, 'waitlist_nothing_to_offer', 'No one waiting fits the places left; nothing was offered');
        line = [
          entry(1, { travellers: 2, category: { id: SEATS_ID, code: 'seats', left: 0 } }),
          entry(2, {
            state: 'offered',
            position: null,
            offered_until: '2026-11-29T09:00:00.000Z',
            category: { id: SEATS_ID, code: 'seats', left: 0 },
          }),
          entry(3, { position: 2, category: { id: SEATS_ID, code: 'seats', left: 0 } }),
        ];
        return { body: { data: line } };
      },
      [`POST /admin/departure-products/${TOUR_ID}/waitlist/${entry(3).id}/remove`]: () => {
        line = line.filter((e) => e.id !== entry(3).id);
        return { body: { data: line } };
      },
    });
    await renderApp(`/admin/inventory/departures/package/${TOUR_ID}`);
    const user = userEvent.setup();
    // No itinerary for this product: no form.
    await screen.findByRole('heading', { level: 2, name: 'Waitlist' });
    expect(screen.queryByRole('heading', { level: 2, name: 'Itinerary' })).not.toBeInTheDocument();

    const table = await screen.findByRole('table', { name: /^Waitlist of Seats/ });
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(
      rows().map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1', 'Customer 1customer1@example.iq', '2', 'Waiting'],
      ['2', 'Customer 2customer2@example.iq', '1', 'Waiting'],
      ['3', 'Customer 3customer3@example.iq', '1', 'Waiting'],
    ]);
    expect(screen.getByText('Places left: 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Offer the places left of Seats/ }));
    await waitFor(() => expect(within(rows()[1]!).getByText('Offered')).toBeInTheDocument());
    expect(within(rows()[1]!).getByText(/^Kept until/)).toBeInTheDocument();
    expect(within(rows()[1]!).getAllByRole('cell')[0]!.textContent).toBe('—');
    // Nothing left: the button is gone.
    expect(screen.queryByRole('button', { name: /^Offer the places left/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Take Customer 3 out of the line' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(calls.calls('POST', `/admin/departure-products/${TOUR_ID}/waitlist/${entry(3).id}/remove`)).toHaveLength(1);

    // A refusal is shown under the button.
    await user.click(screen.getByRole('button', { name: 'Take Customer 1 out of the line' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Show entries that have ended'));
    expect(await screen.findByText('Offer lapsed')).toBeInTheDocument();
  });

  it('reads in Arabic, right to left', async () => {
    editorApi({
      [`GET /admin/departure-products/${TOUR_ID}`]: () => ({ body: { data: tour() } }),
      [`GET /admin/departure-products/${TOUR_ID}/waitlist`]: () => ({ body: { data: [entry(1)] } }),
    });
    await i18next.changeLanguage('ar');
    applyDocumentLanguage('ar');
    try {
      await renderApp(`/admin/inventory/departures/package/${TOUR_ID}`);
      expect(await screen.findByRole('heading', { level: 2, name: 'برنامج الرحلة' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'قائمة الانتظار' })).toBeInTheDocument();
      expect(await screen.findByText('في الانتظار')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'إخراج Customer 1 من القائمة' })).toBeInTheDocument();
      expect(document.documentElement.dir).toBe('rtl');
    } finally {
      await i18next.changeLanguage('en');
      applyDocumentLanguage('en');
    }
  });
});
