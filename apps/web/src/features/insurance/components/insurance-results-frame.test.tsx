import i18next from 'i18next';
import { act, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InsuranceOffer } from '@portal/contracts/insurance';
import { DESTINATION_ZONES } from '@portal/contracts/insurance-constants';
import { ISO_COUNTRY_CODES } from '@portal/contracts/country-codes';
import type * as Countries from '../../../lib/countries';
import { App } from '../../../app/app';
import { mayHydrateFrame, PAGE_DATA_ID, seedPageData } from '../../../app/page-data';
import { createAppRouter } from '../../../app/router';
import { renderFrame } from '../../../entry-prerender';
import { addDaysIso, todayInBaghdad } from '../../../lib/dates';
import { applyDocumentLanguage } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { restoreFrameStyles, thawForms } from '../../../prerender-markup';
import { createSiteSettings } from '../../../test/factories';
import { mockApi } from '../../../test/fetch-mock';

/**
 * Whose `Intl.DisplayNames` names the countries: the API's Node, which draws the page, or the visitor's browser,
 * which hydrates it. Their ICU data differ: Node 20 names Palestine 'الأراضي الفلسطينية' in Arabic, Chromium 156
 * 'فلسطين' (and so sorts it elsewhere); likewise Hong Kong, Macao and the Falklands.
 */
const runtime = vi.hoisted(() => ({ names: 'api' as 'api' | 'browser' }));
vi.mock('../../../lib/countries', async (importOriginal) => {
  const actual = await importOriginal<typeof Countries>();
  const countryOptions: typeof actual.countryOptions = (lang) =>
    actual
      .countryOptions(lang)
      .map((c) => (runtime.names === 'browser' && c.value === 'PS' && lang === 'ar' ? { ...c, label: 'فلسطين' } : c));
  return {
    countryOptions,
    nationalityOptions: countryOptions,
    countryName: (code: string, lang: Parameters<typeof countryOptions>[0]) =>
      countryOptions(lang).find((c) => c.value === code)?.label ?? code,
  };
});

const RESULTS = '/insurance-search/age=35/nationality=IQ/destination=DE/duration=15';
const price = (iqd: string) => ({ iqd, amount: iqd, currency: 'IQD' });
const PLAN: InsuranceOffer = {
  id: '5cc27911-e307-8dcd-a2f5-c00f981319a7',
  code: 'rafidain-schengen-basic',
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
  covers: ['medical', 'assistance_24h'],
  coverage: [
    { item: 'medical', limit: 30_000 },
    { item: 'assistance_24h', limit: null },
  ],
  price: {
    zone: 'schengen',
    travellers: [{ age: 35, band: { min: 18, max: 64 }, price: price('29000') }],
    subtotal: price('29000'),
    discount: null,
    total: price('29000'),
    cancellation_fee: price('5000'),
  },
};

const { coverage, price: _price, ...CARD } = PLAN;
const DETAIL = {
  ...CARD,
  coverage,
  exclusions: [{ ar: 'الحالات السابقة', en: 'Pre-existing conditions', de: 'Vorerkrankungen' }],
  zone_factors: { schengen: 10_000 },
  family_discount_bp: 0,
  group_discount_bp: 0,
  cancellation_fee_iqd: '5000',
  rates: [{ age_min: 0, age_max: 85, days_max: 92, price_iqd: '29000' }],
};
const DETAILS = `/insurance-details/${PLAN.id}?nat=IQ&dest=DE&days=15&age=35`;

function api() {
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    [`GET /insurance-plans/${PLAN.id}`]: () => ({ body: { data: DETAIL } }),
    'POST /insurance-quotes': () => ({
      body: {
        data: {
          plan: CARD,
          start_date: todayInBaghdad(),
          end_date: addDaysIso(todayInBaghdad(), 14),
          country: 'DE',
          price: PLAN.price,
        },
      },
    }),
    'POST /insurance-searches': () => ({
      body: {
        data: {
          start_date: todayInBaghdad(),
          end_date: addDaysIso(todayInBaghdad(), 14),
          zone: 'schengen',
          country: 'DE',
          insurers: ['dijla'],
          plans: [PLAN],
          none_reason: null,
        },
        meta: { total: 1, page: 1, per_page: 10 },
      },
    }),
  });
}

/** The entries of the select named `name` in `container`. */
function entries(container: ParentNode, name: string): string[] {
  const select = container.querySelector<HTMLSelectElement>(`select[name="${name}"]`);
  expect(select, `a ${name} select`).not.toBeNull();
  return [...select!.options].map((option) => option.value);
}

/**
 * The page at `url` drawn as the API draws it (names of the API's runtime), put into the document as the API
 * sends it, then seeded and hydrated as start-app.tsx does, in a browser whose names differ. The recoverable
 * errors are React's hydration mismatches.
 */
async function drawAndHydrate(url: string, drawn: (container: HTMLElement) => void) {
  await i18next.changeLanguage('ar');
  const frame = (await renderFrame(url, fetch))!;
  expect(frame).not.toBeNull();
  document.body.innerHTML = `<div id="root">${frame.markup}</div><script type="application/json" id="${PAGE_DATA_ID}"></script>`;
  document.getElementById(PAGE_DATA_ID)!.textContent = JSON.stringify(frame.state);
  runtime.names = 'browser';
  const queryClient = createQueryClient();
  expect(seedPageData(queryClient)).toBe(true);
  expect(mayHydrateFrame(true)).toBe(true);
  const container = document.getElementById('root')!;
  drawn(container);
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [url] }) });
  router.ssr = { manifest: undefined };
  await router.load();
  restoreFrameStyles(container);
  const mismatches: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} queryClient={queryClient} onMounted={() => thawForms(container)} />
      </StrictMode>,
      { onRecoverableError: (error) => mismatches.push(error) },
    ),
  );
  return { container, mismatches, unmount: () => act(() => root.unmount()) };
}

beforeEach(() => {
  runtime.names = 'api';
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});

afterEach(async () => {
  document.body.innerHTML = '';
  localStorage.clear();
  await i18next.changeLanguage('en');
  applyDocumentLanguage('en');
});

describe('the insurance results drawn by the API and hydrated (decisions 144 and 148)', { timeout: 30_000 }, () => {
  it('draws the plans with their data, and the search form’s country selects with the chosen entry only', async () => {
    const calls = api();
    await i18next.changeLanguage('ar');
    const frame = (await renderFrame(RESULTS, fetch))!;
    expect(frame).not.toBeNull();
    expect(calls.calls('POST', '/insurance-searches')).toHaveLength(1);
    expect(frame.markup).toContain(`href="/insurance-details/${PLAN.id}?nat=IQ&amp;dest=DE&amp;days=15&amp;age=35"`);
    expect(frame.state!.queries.map((query) => query.queryKey[0])).toEqual(
      expect.arrayContaining(['site-settings', 'insurance-search']),
    );
    // No list of countries named by the API's runtime, which the visitor's browser may name otherwise.
    const drawn = document.createElement('div');
    drawn.innerHTML = frame.markup;
    expect(entries(drawn, 'destination')).toEqual(['DE']);
    expect(entries(drawn, 'nationality')).toEqual(['IQ']);
  });

  it('is hydrated where the browser names a country otherwise: no mismatch, nothing asked again, all countries after', async () => {
    const calls = api();
    const kept: { plan: Element | null } = { plan: null };
    const { container, mismatches, unmount } = await drawAndHydrate(RESULTS, (drawn) => {
      kept.plan = drawn.querySelector(`main li a[href^="/insurance-details/${PLAN.id}"]`);
    });
    const { plan } = kept;
    expect(plan).not.toBeNull();
    // A mismatch would make React throw the drawn page away and draw it anew: its heading a late largest paint.
    expect(mismatches).toEqual([]);
    expect(container.querySelector(`main li a[href^="/insurance-details/${PLAN.id}"]`)).toBe(plan);
    expect(plan!.isConnected).toBe(true);
    // The drawn answer is fresh: the search the API made for the page is not made again.
    expect(calls.calls('POST', '/insurance-searches')).toHaveLength(1);
    // Right after the hydration the selects list every destination and nationality, in the browser's names.
    const destinations = entries(container, 'destination');
    expect(destinations).toHaveLength(DESTINATION_ZONES.length + ISO_COUNTRY_CODES.length - 1);
    expect(destinations.slice(0, DESTINATION_ZONES.length)).toEqual([...DESTINATION_ZONES]);
    expect(entries(container, 'nationality')).toHaveLength(ISO_COUNTRY_CODES.length);
    const palestine = container.querySelector<HTMLOptionElement>('select[name="nationality"] option[value="PS"]');
    expect(palestine?.textContent).toBe('فلسطين');
    expect(container.querySelector<HTMLSelectElement>('select[name="destination"]')!.value).toBe('DE');
    expect(container.querySelector<HTMLSelectElement>('select[name="nationality"]')!.value).toBe('IQ');
    unmount();
  });

  it('hydrates a plan’s page without asking for the plan or its price again', async () => {
    const calls = api();
    const kept: { heading: Element | null } = { heading: null };
    const { container, mismatches, unmount } = await drawAndHydrate(DETAILS, (drawn) => {
      kept.heading = drawn.querySelector('main h1');
    });
    const { heading } = kept;
    expect(heading?.textContent).toBe(PLAN.name.ar);
    expect(mismatches).toEqual([]);
    expect(container.querySelector('main h1')).toBe(heading);
    expect(calls.calls('GET', `/insurance-plans/${PLAN.id}`)).toHaveLength(1);
    expect(calls.calls('POST', '/insurance-quotes')).toHaveLength(1);
    unmount();
  });
});
