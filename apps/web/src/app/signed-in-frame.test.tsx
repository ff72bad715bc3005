import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderFrame, SIGNED_IN_FRAMED_ROUTES } from '../entry-prerender';
import { createSiteSettings } from '../test/factories';
import { mockApi } from '../test/fetch-mock';

/** Signed-in pages drawn by the API as any signed-in user first sees them (decision 151). */

function api() {
  return mockApi({ 'GET /site-settings': () => ({ body: { data: createSiteSettings() } }) });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});

// The drawing thread draws in Arabic only, and keeps that language: no test here switches it.
afterEach(() => {
  localStorage.clear();
});

describe("a signed-in page's frame, drawn by the API (decision 151)", { timeout: 30_000 }, () => {
  it('frames every booking form, every tab of My Bookings and the wallet; nothing of the back office', () => {
    for (const name of ['flight.booking', 'hotel.booking', 'tour.booking', 'visa.booking', 'cruise.book'] as const)
      expect(SIGNED_IN_FRAMED_ROUTES.has(name), name).toBe(true);
    for (const name of ['my-bookings', 'bookings.flight', 'bookings.conference', 'wallet'] as const)
      expect(SIGNED_IN_FRAMED_ROUTES.has(name), name).toBe(true);
    for (const name of ['home', 'login', 'hotel.search', 'booking.success', 'reports'] as const)
      expect(SIGNED_IN_FRAMED_ROUTES.has(name), name).toBe(false);
  });

  it("draws the wallet in Arabic with a signed-in header and no user's name, asking only for the site's settings", async () => {
    const calls = api();
    const frame = (await renderFrame('/wallet', fetch))!;
    expect(frame).not.toBeNull();
    expect(frame.audience).toBe('signed-in');
    expect(frame.state).toBeNull();
    expect(frame.markup).toContain('محفظتي');
    // The top-up panel's words, the page's largest text, are in the frame (not a later paint).
    expect(frame.markup).toContain('أرسل المبلغ أولًا ثم أخبرنا كيف ومتى.');
    // A signed-in user's header: the account's menu (named "my account"), reports, no login link.
    expect(frame.markup).not.toContain('href="/login"');
    expect(frame.markup).toContain('href="/reports"');
    expect(frame.markup).toContain(i18next.getFixedT('ar')('layout.account'));
    // Nothing of the user's is asked: no wallets, no notices, no profile.
    expect(calls.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /site-settings']);
    expect(frame.markup).not.toMatch(/<script|\sstyle="/);
  });

  it("draws a booking form's title and its waiting place, without pricing the selection", async () => {
    const calls = api();
    const frame = (await renderFrame('/hotel-booking/5e0c2d4c-0f7b-4d2e-9a51-3a8f8c1f2b6d', fetch))!;
    expect(frame.audience).toBe('signed-in');
    expect(frame.markup).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(frame.markup).toContain('aria-busy="true"');
    expect(calls.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /site-settings']);
  });

  it('draws a tab of My Bookings with its filters inert and no list asked for', async () => {
    const calls = api();
    const frame = (await renderFrame('/my-bookings/hotels?status=confirmed', fetch))!;
    expect(frame.audience).toBe('signed-in');
    expect(frame.markup).toContain('حجوزاتي');
    expect(frame.markup).toMatch(/<form inert=""/);
    expect(calls.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /site-settings']);
  });

  it("draws the car's booking step (its detail page with step=book) as a signed-in page, without the car", async () => {
    const calls = api();
    const frame = (await renderFrame('/car-details/5e0c2d4c-0f7b-4d2e-9a51-3a8f8c1f2b6d?step=book', fetch))!;
    expect(frame.audience).toBe('signed-in');
    expect(frame.markup).toContain(`>${i18next.getFixedT('ar')('cars.booking.title')}</h1>`);
    expect(frame.markup).not.toContain('href="/login"');
    expect(calls.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /site-settings']);
  });

  it("draws My Bookings' own address as its flights tab, where the app takes it", async () => {
    api();
    const frame = (await renderFrame('/my-bookings', fetch))!;
    expect(frame.markup).toMatch(/<a[^>]*href="\/my-bookings\/flights"[^>]*aria-current="page"/);
    expect(frame.markup).toContain('aria-busy="true"');
  });
});
