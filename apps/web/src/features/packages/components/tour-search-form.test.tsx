import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TourSearchResult } from '@portal/contracts/tours';
import { createHomeContent, createSiteSettings } from '../../../test/factories';
import { mockApi } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const price = (iqd: string) => ({ iqd, amount: iqd, currency: 'IQD' });
const city = (slug: string, en: string) => ({
  slug,
  name: { ar: en, en, de: en },
  country: { ar: 'x', en: 'x', de: 'x' },
});
const RESULT: TourSearchResult = {
  query: { from: city('baghdad', 'Baghdad'), to: city('makkah', 'Makkah') },
  price_range: { min: '1850000', max: '1850000' },
  tours: [
    {
      id: '0190a6d2-0000-7000-8000-000000000001',
      slug: 'umrah-economy-from-baghdad',
      kind: 'umrah',
      title: { ar: 'عمرة', en: 'Economy Umrah, 10 days from Baghdad', de: 'Umrah' },
      origin: city('baghdad', 'Baghdad'),
      destination: city('makkah', 'Makkah'),
      days: 10,
      nights: 9,
      stars: 3,
      image_url: '/uploads/trips/umrah-economy-from-baghdad.webp',
      inclusions: ['airfare'],
      from_price: price('1850000'),
      next_departure: { id: '0190a6d2-0000-7000-8000-000000000002', starts_on: '2030-01-02', left: 12, group_size: 45 },
      departures: 3,
      labels: ['depart_next_3_days', 'seats_10_plus'],
    },
  ],
};

let calls: ReturnType<typeof mockApi>;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  calls = mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /home-content': () => ({ body: { data: createHomeContent() } }),
    'POST /tour-searches': () => ({ body: { data: RESULT, meta: { total: 1, page: 1, per_page: 10 } } }),
  });
});

describe('the home page’s package search', { timeout: 40_000 }, () => {
  it('opens the tour.search URL of the cities chosen', async () => {
    const { router } = await renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Packages' }));
    const form = await screen.findByRole('form', { name: 'Find a package' }, { timeout: 15_000 });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Leaving from' }), 'basra');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Going to' }), 'makkah');
    await user.click(within(form).getByRole('button', { name: 'Search packages' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/tour-search/from=basra/to=makkah'));
  });

  it('lists the results with the spec’s labels and the filters in the query string', async () => {
    const { router } = await renderApp('/tour-search/from=baghdad/to=makkah');
    expect(await screen.findByRole('link', { name: 'Economy Umrah, 10 days from Baghdad' })).toBeInTheDocument();
    expect(screen.getAllByTestId('tour-label').map((l) => l.textContent)).toEqual([
      'Depart next 3 days',
      '10+ seats left',
    ]);
    expect(screen.getAllByTestId('showing')[0]).toHaveTextContent('Showing 1 - 1 of 1');
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Umrah' }));
    await vi.waitFor(() => expect(router.state.location.href).toContain('kind=umrah'));
    await vi.waitFor(() =>
      expect(
        calls.calls('POST', '/tour-searches').some((c) => JSON.stringify(c.body).includes('"kinds":["umrah"]')),
      ).toBe(true),
    );
  });
});
