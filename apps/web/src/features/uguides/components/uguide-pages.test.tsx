import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UguideCard, UguideDetail } from '@portal/contracts/uguides';
import { createHomeContent, createSiteSettings } from '../../../test/factories';
import { mockApi } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const price = (iqd: string) => ({ iqd, amount: iqd, currency: 'IQD' });
const l = (en: string) => ({ ar: en, en, de: en });
const ID = '0190a6d2-0000-7000-8000-000000000001';
const CARD: UguideCard = {
  id: ID,
  country: 'MY',
  university: l('Universiti Malaya'),
  city: l('Kuala Lumpur'),
  title: l('Master in Computer Science'),
  degree: 'master',
  field: 'computer_science',
  language: 'en',
  duration_years: 2,
  tuition: price('7860000'),
  application_fee: price('131000'),
  service_fee: price('350000'),
  next_intake: { start: '2030-02-15', deadline: '2029-11-30', open: true },
  scholarship: true,
};
const DETAIL: UguideDetail = {
  ...CARD,
  description: l('Master in Computer Science at Universiti Malaya.'),
  intakes: [
    { start: '2029-09-15', deadline: '2029-06-30', open: false },
    { start: '2030-02-15', deadline: '2029-11-30', open: true },
  ],
  papers: ['passport', 'photo', 'certificate', 'transcript', 'language_test'],
  requirements: [l('English: IELTS 6.5.')],
  scholarships: [l('Malaysia International Scholarship.')],
  total: price('481000'),
};

let calls: ReturnType<typeof mockApi>;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  calls = mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /home-content': () => ({ body: { data: createHomeContent() } }),
    'GET /uguide-countries': () => ({ body: { data: [{ country: 'MY', programmes: 18 }] } }),
    'GET /uguides': () => ({
      body: {
        data: [CARD],
        meta: {
          total: 1,
          page: 1,
          per_page: 10,
          degrees: ['master'],
          fields: ['computer_science'],
          languages: ['en'],
          intakes: ['2030-02'],
          tuition_range: { min: 7860000, max: 7860000 },
        },
      },
    }),
    [`GET /uguides/${ID}`]: () => ({ body: { data: DETAIL } }),
  });
});

describe('study abroad screens', { timeout: 40_000 }, () => {
  it('lists a country’s programmes and puts the filters in the query string and the API query', async () => {
    const { router } = await renderApp('/uguide-search/country=MY');
    expect(await screen.findByRole('heading', { name: 'Master in Computer Science' })).toBeInTheDocument();
    expect(screen.getAllByTestId('showing')[0]).toHaveTextContent('Showing 1 - 1 of 1');
    const filters = screen.getByRole('form', { name: 'Filters' });
    await userEvent.setup().selectOptions(within(filters).getByLabelText('Field of study'), 'computer_science');
    await userEvent.setup().click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await vi.waitFor(() => expect(router.state.location.href).toContain('field=computer_science'));
    await vi.waitFor(() =>
      expect(calls.calls('GET', '/uguides').some((c) => c.url.includes('field=computer_science'))).toBe(true),
    );
  });

  it('explains a link with an unknown country', async () => {
    await renderApp('/uguide-search/country=XX');
    expect(await screen.findByText('This link names no country we know. Choose one below.')).toBeInTheDocument();
  });

  it('shows a programme with its intakes, papers and fees, and links to the application', async () => {
    await renderApp(`/uguide-details/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Intakes and deadlines' })).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.getByText('Language test result')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply to this programme' })).toHaveAttribute('href', `/uguide-book/${ID}`);
  });
});
