import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InsuranceOffer } from '@portal/contracts/insurance';
import { addDaysIso, todayInBaghdad } from '../../../lib/dates';
import { createHomeContent, createSiteSettings } from '../../../test/factories';
import { mockApi } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { agesOf, searchPath, tripFromSearch, validateTrip } from '../utils/trip';

const price = (iqd: string) => ({ iqd, amount: iqd, currency: 'IQD' });
const PLAN: InsuranceOffer = {
  id: '0b7f0c1e-8d1a-8b2c-9d3e-1f2a3b4c5d6e',
  code: 'dijla-schengen-basic',
  insurer: { code: 'dijla', name: { ar: 'دجلة للتأمين', en: 'Dijla Insurance', de: 'Dijla Versicherung' } },
  name: { ar: 'شنغن الأساسية', en: 'Schengen Basic', de: 'Schengen Basis' },
  summary: { ar: 'تغطية شنغن', en: 'The medical cover a Schengen visa asks for', de: 'Schengen-Schutz' },
  kind: 'schengen',
  cover_level: 'basic',
  medical_limit_eur: 30_000,
  deductible_eur: 50,
  schengen_compliant: true,
  zones: ['schengen'],
  min_age: 0,
  max_age: 85,
  min_days: 1,
  max_days: 92,
  covers: ['medical', 'emergency_evacuation', 'covid', 'assistance_24h'],
  coverage: [
    { item: 'medical', limit: 30_000 },
    { item: 'emergency_evacuation', limit: 20_000 },
    { item: 'covid', limit: 10_000 },
    { item: 'assistance_24h', limit: null },
  ],
  price: {
    zone: 'schengen',
    travellers: [
      { age: 36, band: { min: 18, max: 64 }, price: price('29000') },
      { age: 38, band: { min: 18, max: 64 }, price: price('29000') },
    ],
    subtotal: price('58000'),
    discount: null,
    total: price('58000'),
    cancellation_fee: price('5000'),
  },
};

let calls: ReturnType<typeof mockApi>;
let answer: { plans: InsuranceOffer[]; none_reason: string | null; total?: number };
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  answer = { plans: [PLAN], none_reason: null };
  calls = mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /home-content': () => ({ body: { data: createHomeContent() } }),
    'POST /insurance-searches': (r) => ({
      body: {
        data: {
          start_date: addDaysIso(todayInBaghdad(), 7),
          end_date: addDaysIso(todayInBaghdad(), 21),
          zone: 'schengen',
          country: 'DE',
          insurers: ['dijla'],
          ...answer,
        },
        meta: {
          total: answer.total ?? answer.plans.length,
          page: (r.body as { page?: number }).page ?? 1,
          per_page: 10,
        },
      },
    }),
  });
});

describe('the trip in a link', () => {
  it('keeps one age in the route, or each date of birth in the query', () => {
    const trip = {
      issueDate: '2030-05-01',
      nationality: 'IQ',
      destination: 'DE',
      duration: '15',
      age: '',
      births: ['1990-04-12', '1988-11-02'],
    };
    const path = searchPath(trip);
    expect(path).toBe(
      '/insurance-search/issueDate=2030-05-01/nationality=IQ/destination=DE/duration=15?dob=1990-04-12,1988-11-02',
    );
    const [pathname, query] = path.split('?') as [string, string];
    expect(tripFromSearch(pathname, `?${query}`)).toEqual(trip);
    expect(agesOf(trip)).toEqual([40, 41]);
    expect(searchPath({ ...trip, age: '30', births: [] })).toBe(
      '/insurance-search/issueDate=2030-05-01/age=30/nationality=IQ/destination=DE/duration=15',
    );
  });

  it('refuses what the API refuses, with its message keys', () => {
    const today = '2030-01-01';
    const bad = validateTrip(
      { issueDate: '2029-12-31', nationality: 'IQ', destination: 'atlantis', duration: '400', age: '', births: [''] },
      today,
    );
    expect(Object.fromEntries(Object.entries(bad).map(([f, p]) => [f, p.key]))).toEqual({
      issue_date: 'insurance_start_past',
      destination: 'unknown_insurance_destination',
      duration: 'insurance_duration',
      'births.0': 'required',
    });
  });
});

describe('the home page’s insurance tab', { timeout: 40_000 }, () => {
  it('asks for a valid duration, then opens the search with the travellers’ dates of birth', async () => {
    const { router } = await renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Insurance' }));
    const form = await screen.findByRole('form', { name: 'Travel insurance search' }, { timeout: 15_000 });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Destination' }), 'DE');
    const days = within(form).getByRole('spinbutton', { name: 'Days' });
    await user.clear(days);
    await user.type(days, '400');
    await user.click(within(form).getByRole('button', { name: 'Find cover' }));
    expect(await within(form).findByText('Enter a trip of 1 to 365 days')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await user.clear(days);
    await user.type(days, '15');
    await user.type(within(form).getByLabelText('Date of birth of traveller 1'), '1990-04-12');
    await user.click(within(form).getByRole('button', { name: 'Add a traveller' }));
    await user.type(within(form).getByLabelText('Date of birth of traveller 2'), '1988-11-02');
    await user.click(within(form).getByRole('button', { name: 'Find cover' }));
    const start = addDaysIso(todayInBaghdad(), 7);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/insurance-search/issueDate=${start}/nationality=IQ/destination=DE/duration=15`,
      ),
    );
    expect(router.state.location.search).toMatchObject({ dob: '1990-04-12,1988-11-02' });
  });
});

describe('insurance.search', { timeout: 40_000 }, () => {
  const path = `/insurance-search/issueDate=${addDaysIso(todayInBaghdad(), 7)}/nationality=IQ/destination=DE/duration=15?dob=1990-04-12,1988-11-02`;

  it('lists the plans with their price for the travellers and links to a plan with the trip', async () => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Schengen Basic' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 - 1 of 1')).toBeInTheDocument();
    expect(screen.getByText('Schengen visa compliant')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'View plan: Schengen Basic' });
    expect(link.getAttribute('href')).toContain(`/insurance-details/${PLAN.id}?`);
    expect(link.getAttribute('href')).toContain('dob=1990-04-12%2C1988-11-02');
    const [search] = calls.calls('POST', '/insurance-searches');
    expect(search!.body).toMatchObject({
      destination: 'DE',
      nationality: 'IQ',
      duration: 15,
      ages: [expect.any(Number), expect.any(Number)],
    });
  });

  it('says why no plan applies', async () => {
    answer = { plans: [], none_reason: 'home_country' };
    await renderApp(path);
    expect(
      await screen.findByText(
        'Travel insurance does not cover a trip to your own country. Choose another destination.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  });
});

describe('insurance.search keeps its list in the address', { timeout: 40_000 }, () => {
  const trip = `/insurance-search/issueDate=${addDaysIso(todayInBaghdad(), 7)}/nationality=IQ/destination=DE/duration=15`;
  const lastBody = () => calls.calls('POST', '/insurance-searches').at(-1)!.body;

  it('writes filters, order and page into the query string beside the trip, and Back undoes a filter', async () => {
    answer = { plans: [PLAN], none_reason: null, total: 25 };
    const { router } = await renderApp(`${trip}?dob=1990-04-12`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Schengen Basic' }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 2 }));
    await waitFor(() => expect(lastBody()).toMatchObject({ page: 2 }));

    await user.click(screen.getByRole('checkbox', { name: 'Schengen' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ kind: 'schengen' }));
    // A filter starts the list again from its first page; the trip stays.
    expect(router.state.location.search).not.toHaveProperty('page');
    expect(router.state.location.search).toMatchObject({ dob: '1990-04-12' });
    await waitFor(() => expect(lastBody()).toMatchObject({ page: 1, filters: { kinds: ['schengen'] } }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'cover');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ kind: 'schengen', sort: 'cover' }));
    await waitFor(() => expect(lastBody()).toMatchObject({ sort: 'cover', filters: { kinds: ['schengen'] } }));

    router.history.back();
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('sort'));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price');
    const searches = calls.calls('POST', '/insurance-searches').length;
    router.history.back();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Schengen' })).not.toBeChecked());
    expect(router.state.location.search).toMatchObject({ page: 2, dob: '1990-04-12' });
    // The second page of the unfiltered list is the answer from before, still fresh (30 s): not asked again.
    expect(screen.getByRole('heading', { name: 'Schengen Basic' })).toBeInTheDocument();
    expect(calls.calls('POST', '/insurance-searches')).toHaveLength(searches);
  });

  it('restores a shared link’s filters, order and page, dropping what it cannot read', async () => {
    await renderApp(
      `${trip}?dob=1990-04-12&kind=schengen,spaceflight&level=basic&insurer=dijla&schengen=1&sort=cover&page=3`,
    );
    await screen.findByRole('heading', { name: 'Schengen Basic' }, { timeout: 15_000 });
    expect(lastBody()).toMatchObject({
      filters: { insurers: ['dijla'], kinds: ['schengen'], cover_levels: ['basic'], schengen_only: true },
      sort: 'cover',
      page: 3,
    });
    expect(screen.getByRole('checkbox', { name: 'Schengen' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Basic' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Accepted for a Schengen visa' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('cover');
  });

  it('shows each plan’s coverage lines with their limits and the plan’s deductible', async () => {
    await renderApp(`${trip}?dob=1990-04-12`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Schengen Basic' }, { timeout: 15_000 });
    await user.click(screen.getByText('Coverage: 4 lines'));
    const table = screen.getByRole('table', { name: 'Coverage of Schengen Basic' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'CoverLimit',
      expect.stringMatching(/^Medical treatment.*30,000$/),
      expect.stringMatching(/^Emergency evacuation.*20,000$/),
      expect.stringMatching(/^COVID-19 treatment.*10,000$/),
      'Assistance around the clockIncluded',
      expect.stringMatching(/^Deductible.*50$/),
    ]);
  });
});
