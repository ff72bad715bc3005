import i18next from 'i18next';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderFrame } from '../entry-prerender';
import { applyDocumentLanguage } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { addDaysIso } from '../lib/dates';
import { saveSession } from '../lib/session';
import { localToday } from '../features/hotels/utils/search-form';
import { createSiteSettings } from '../test/factories';
import { mockApi } from '../test/fetch-mock';
import { createHotelOffer, createSearchAnswer, ISTANBUL } from '../test/hotel-factories';
import { renderApp } from '../test/render-app';
import { mayHydrateFrame, PAGE_DATA_ID, seedPageData } from './page-data';
import { act, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from './app';
import { createAppRouter } from './router';
import { FRAME_STYLE_ATTRIBUTE, restoreFrameStyles, thawForms } from '../prerender-markup';

const IN = addDaysIso(localToday(), 20);
const OUT = addDaysIso(localToday(), 23);
const RESULTS = `/hotel-search/from=istanbul/checkin=${IN}/checkout=${OUT}/nationality=IQ/adult=2/child=0/infant=0/room=1/room-type=any`;

function api() {
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /hotel-destinations/istanbul': () => ({ body: { data: ISTANBUL } }),
    'POST /hotel-searches': () => ({
      body: createSearchAnswer(
        Array.from({ length: 10 }, (_, i) => createHotelOffer(i + 1)),
        { total: 10, page: 1 },
      ),
    }),
  });
}

/** The document as the API sends it for a drawn page: the picture in #root and the data beside it. */
function putIntoDocument(markup: string, state: unknown): void {
  document.body.innerHTML = `<div id="root">${markup}</div><script type="application/json" id="${PAGE_DATA_ID}"></script>`;
  document.getElementById(PAGE_DATA_ID)!.textContent = JSON.stringify(state);
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});

afterEach(async () => {
  document.body.innerHTML = '';
  localStorage.clear();
  await i18next.changeLanguage('en');
  applyDocumentLanguage('en');
});

describe('a results page drawn by the API with its first data (decision 144)', { timeout: 30_000 }, () => {
  it('draws the page in Arabic with its answers, the first picture named for preloading', async () => {
    const calls = api();
    const frame = (await renderFrame(RESULTS, fetch))!;
    expect(frame).not.toBeNull();
    expect(calls.calls('POST', '/hotel-searches')).toHaveLength(1);
    // The cards are in the picture, the first one's picture first in line.
    expect(frame.markup.match(/<article/g)).toHaveLength(10);
    expect(frame.markup).toContain('data-stars=');
    expect(frame.pictures[0]).toBe(createHotelOffer(1).thumbnail_url);
    // Nothing the CSP forbids, and the forms inert until the app draws the live ones.
    expect(frame.markup).not.toMatch(/<script|\sstyle="/);
    expect(frame.markup).toMatch(/<form inert=""/);
    const keys = frame.state!.queries.map((query) => query.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['site-settings', 'hotel-search']));
    // Only answers: a signed-in user's wallets are not asked for a visitor's page.
    expect(calls.requests.map((r) => r.path)).not.toContain('/user-wallets');
  });

  it('draws nothing for a page that is neither a public results or detail page nor a framed signed-in one', async () => {
    api();
    expect(await renderFrame('/contact', fetch)).toBeNull();
    expect(await renderFrame('/admin/bookings', fetch)).toBeNull();
    expect(await renderFrame('/booking/success/bookingId=5e0c2d4c-0f7b-4d2e-9a51-3a8f8c1f2b6d', fetch)).toBeNull();
  });

  it('seeds the app with the data: the page shows its results without asking again', async () => {
    const calls = api();
    const frame = (await renderFrame(RESULTS, fetch))!;
    await i18next.changeLanguage('en');
    putIntoDocument(frame.markup, frame.state);
    const queryClient = createQueryClient();
    seedPageData(queryClient);
    expect(document.getElementById(PAGE_DATA_ID)).toBeNull();
    const searches = calls.calls('POST', '/hotel-searches').length;
    // React draws the page over the picture (start-app.tsx); here in a container of its own.
    document.body.innerHTML = '';
    await renderApp(RESULTS, queryClient);
    expect(await screen.findByRole('heading', { name: '10 hotels found' })).toBeInTheDocument();
    expect(calls.calls('POST', '/hotel-searches')).toHaveLength(searches);
  });

  it('leaves a signed-in user or a visitor in another language to ask for their own data', async () => {
    api();
    const frame = (await renderFrame(RESULTS, fetch))!;
    for (const visitor of ['signed-in', 'german'] as const) {
      localStorage.clear();
      if (visitor === 'signed-in') saveSession({ token: 't', user: { id: 'u' } } as never, true);
      else localStorage.setItem('lang', 'de');
      putIntoDocument(frame.markup, frame.state);
      const queryClient = createQueryClient();
      seedPageData(queryClient);
      expect(document.getElementById(PAGE_DATA_ID), visitor).toBeNull();
      expect(queryClient.getQueryCache().getAll(), visitor).toHaveLength(0);
    }
  });

  it('hydrates the drawn page: React takes the drawn elements over, no mismatch, forms live (decision 148)', async () => {
    const calls = api();
    // As on the API's drawing thread, and for the visitor the app hydrates for: Arabic (the other tests move on).
    await i18next.changeLanguage('ar');
    const frame = (await renderFrame(RESULTS, fetch))!;
    // The CSP-free markup keeps the style attributes as data, which the app sets again before hydrating.
    expect(frame.markup).not.toMatch(/\sstyle="/);
    putIntoDocument(frame.markup, frame.state);
    const queryClient = createQueryClient();
    expect(seedPageData(queryClient)).toBe(true);
    expect(mayHydrateFrame(true)).toBe(true);
    const searches = calls.calls('POST', '/hotel-searches').length;
    const container = document.getElementById('root')!;
    const card = container.querySelector('main article');
    expect(card).not.toBeNull();
    const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [RESULTS] }) });
    router.ssr = { manifest: undefined };
    await router.load();
    restoreFrameStyles(container);
    expect(container.querySelector(`[${FRAME_STYLE_ATTRIBUTE}]`)).toBeNull();
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
    expect(mismatches).toEqual([]);
    // The same elements, now React's: the first card is the drawn one, the forms are live, no search again.
    expect(container.querySelector('main article')).toBe(card);
    expect(container.querySelector('form[inert]')).toBeNull();
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
    expect(calls.calls('POST', '/hotel-searches')).toHaveLength(searches);
    act(() => root.unmount());
  });

  it('draws the page anew when something stored changes its render or boot.js hid the picture', () => {
    expect(mayHydrateFrame(false)).toBe(false);
    expect(mayHydrateFrame(true)).toBe(true);
    document.documentElement.setAttribute('data-prerender', 'off');
    expect(mayHydrateFrame(true)).toBe(false);
    document.documentElement.removeAttribute('data-prerender');
    localStorage.setItem('currency', JSON.stringify({ id: 2, name: 'IQD', symbol_name: 'د.ع', conversation_rate: 1 }));
    expect(mayHydrateFrame(true)).toBe(false);
  });

  it('puts the style attributes kept as data back through the DOM, and makes frozen forms live', () => {
    document.body.innerHTML = `<div id="root"><div ${FRAME_STYLE_ATTRIBUTE}="width: 40%; height: 3px"></div><form inert=""></form></div>`;
    const root = document.getElementById('root')!;
    restoreFrameStyles(root);
    const div = root.querySelector('div')!;
    expect(div.style.width).toBe('40%');
    expect(div.style.height).toBe('3px');
    expect(div.hasAttribute(FRAME_STYLE_ATTRIBUTE)).toBe(false);
    thawForms(root);
    expect(root.querySelector('form')!.hasAttribute('inert')).toBe(false);
  });

  it('ignores data it cannot read', () => {
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">{not json</script>`;
    const queryClient = createQueryClient();
    seedPageData(queryClient);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
