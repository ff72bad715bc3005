import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConferenceCard, ConferenceDetail } from '@portal/contracts/conferences';
import { createHomeContent, createSiteSettings, createUser } from '../../../test/factories';
import { mockApi } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const price = (iqd: string) => ({ iqd, amount: iqd, currency: 'IQD' });
const text = (en: string) => ({ ar: en, en, de: en });
const fees = (specialist: number) =>
  (
    [
      ['specialist', 1],
      ['resident', 0.5],
      ['student', 0.2],
      ['accompanying', 0.3],
    ] as const
  ).map(([category, f]) => ({ category, price: price(String(specialist * f)) }));
const CARD: ConferenceCard = {
  id: '0190a6d2-0000-7000-8000-000000000011',
  slug: 'cardiology-international-dubai',
  departure_id: '0190a6d2-0000-7000-8000-000000000012',
  specialty: { slug: 'cardiology', name: text('Cardiology') },
  title: text('International Cardiology Congress'),
  city: { slug: 'dubai', name: text('Dubai'), airport: 'DXB' },
  country: { code: 'AE', name: text('United Arab Emirates') },
  venue: text('Dubai World Trade Centre'),
  organiser: text('Emirates Medical Association'),
  starts_on: '2030-03-30',
  ends_on: '2030-04-02',
  cme_hours: 20,
  early_bird_until: '2030-02-18',
  period: 'early',
  fees: fees(800_000),
  capacity: 600,
  left: 412,
};
const DETAIL: ConferenceDetail = {
  ...CARD,
  description: text('Four days of lectures.'),
  topics: [text('Plenary lectures')],
  early_fees: fees(800_000),
  regular_fees: fees(1_000_000),
  cancellation: [{ days_before: 60, penalty_percent: 0 }],
};

let calls: ReturnType<typeof mockApi>;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  calls = mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /home-content': () => ({ body: { data: createHomeContent() } }),
    'POST /conference-searches': () => ({
      body: { data: { conferences: [CARD] }, meta: { total: 1, page: 1, per_page: 10 } },
    }),
    'GET /conferences/cardiology-international-dubai': () => ({ body: { data: DETAIL } }),
  });
});

describe('the medical conference screens', { timeout: 40_000 }, () => {
  it('opens the conference.search URL of the specialty and country chosen on the home tab', async () => {
    const { router } = await renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Medical conferences' }));
    const form = await screen.findByRole('form', { name: 'Find a medical conference' }, { timeout: 15_000 });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Specialty' }), 'cardiology');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Country' }), 'IQ');
    await user.click(within(form).getByRole('button', { name: 'Search conferences' }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/conference-search/specialty=cardiology/country=iq'),
    );
  });

  it('lists conferences with their CME hours and places, asking the API for the specialty and country', async () => {
    await renderApp('/conference-search/specialty=cardiology/country=ae');
    expect(await screen.findByRole('link', { name: 'International Cardiology Congress' })).toBeInTheDocument();
    expect(screen.getByText('20 CME hours')).toBeInTheDocument();
    expect(screen.getByText('412 places left')).toBeInTheDocument();
    expect(calls.calls('POST', '/conference-searches')[0]!.body).toEqual({
      specialty: 'cardiology',
      country: 'AE',
      page: 1,
      per_page: 10,
    });
  });

  it('marks an unknown specialty in a shared link without searching', async () => {
    await renderApp('/conference-search/specialty=astrology/country=');
    expect(await screen.findByText('Choose a specialty from the list')).toBeInTheDocument();
    expect(calls.calls('POST', '/conference-searches')).toHaveLength(0);
  });

  it('shows the fees per category in both periods and the attendee counts', async () => {
    await renderApp('/conference-details/cardiology-international-dubai');
    expect(await screen.findByRole('heading', { name: 'International Cardiology Congress' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    const aside = screen.getByRole('complementary', { name: 'Register' });
    expect(within(aside).getByRole('combobox', { name: 'Specialist' })).toHaveValue('1');
    expect(within(aside).getByRole('combobox', { name: 'Accompanying person' })).toHaveValue('0');
  });

  it('offers the waitlist of a full conference for the attendees chosen', async () => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('user', JSON.stringify(createUser()));
    const joined: unknown[] = [];
    mockApi({
      'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
      'GET /me': () => ({ body: { data: createUser() } }),
      'GET /user-wallets': () => ({ body: { data: [] } }),
      'GET /conferences/cardiology-international-dubai': () => ({ body: { data: { ...DETAIL, left: 0 } } }),
      'GET /departure-waitlist': () => ({ body: { data: [] } }),
      'POST /departure-waitlist': (request) => {
        joined.push(request.body);
        return {
          status: 409,
          body: {
            code: 'waitlist_already_on',
            status: 409,
            title: 'Conflict',
            detail: 'You are already on the waitlist of this departure',
          },
        };
      },
    });
    await renderApp('/conference-details/cardiology-international-dubai');
    const aside = await screen.findByRole('complementary', { name: 'Register' });
    expect(within(aside).queryByRole('button', { name: 'Continue to registration' })).not.toBeInTheDocument();
    await userEvent.setup().click(await within(aside).findByRole('button', { name: 'Join the waitlist' }));
    await vi.waitFor(() =>
      expect(joined).toEqual([{ departure_id: DETAIL.departure_id, category: 'places', travellers: 1 }]),
    );
    expect(await within(aside).findByRole('alert')).toHaveTextContent('You are already on the waitlist');
  });
});
