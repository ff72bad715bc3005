import { createHash } from 'node:crypto';
import type { HomeContent, SiteSettings } from '@portal/contracts/site-settings';
import type { Db } from '../../db/client.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import { toCurrencyDto } from '../currencies/currencies.service.js';
import * as repo from './site-settings.repository.js';

/** Settings read by other modules inside their own transactions (wallets, top-ups, contact messages). */
export { getSetting, putSettingIfMissing } from './site-settings.repository.js';

export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;
export type GeneralSettings = Omit<SiteSettings, 'currencies'>;

/** A serialized answer: its JSON text, the same as UTF-8 bytes (sent as they are) and their entity tag. */
export interface CachedJson {
  json: string;
  body: Buffer;
  /** A strong validator of the bytes: unchanged content keeps its tag across refreshes and processes. */
  etag: string;
}

function cachedJson(value: unknown): CachedJson {
  const json = JSON.stringify(value);
  const body = Buffer.from(json);
  return { json, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/**
 * Site settings are read by every page load. The serialized answer (text, bytes and entity tag) is kept
 * for a few seconds per process, so a change by staff shows everywhere within that time without a shared
 * cache; concurrent requests at the end of that time share one read.
 */
export function createSiteSettingsService(db: Db, currencies: CurrencyService, ttlMs = 5_000) {
  let cached: { at: number; value: Promise<CachedJson> } | undefined;
  let homeCached: { at: number; value: Promise<CachedJson> } | undefined;

  async function readSettings(): Promise<CachedJson> {
    const [general, rows] = await Promise.all([repo.getSetting<GeneralSettings>(db, 'general'), currencies.all()]);
    const data: SiteSettings = { ...(general as GeneralSettings), currencies: rows.map(toCurrencyDto) };
    return cachedJson({ data });
  }

  async function readHome(): Promise<CachedJson> {
    const home = (await repo.getSetting<HomeContent>(db, 'home')) ?? {
      partners: [],
      benefits: [],
      destinations: [],
      tours: [],
    };
    return cachedJson({ data: home });
  }

  function fresh(
    entry: { at: number; value: Promise<CachedJson> } | undefined,
    read: () => Promise<CachedJson>,
    keep: (e: { at: number; value: Promise<CachedJson> } | undefined) => void,
  ): Promise<CachedJson> {
    if (entry && Date.now() - entry.at < ttlMs) return entry.value;
    const next = { at: Date.now(), value: read() };
    // A failed read is not kept: the next request tries again.
    next.value.catch(() => keep(undefined));
    keep(next);
    return next.value;
  }

  const siteSettings = () => fresh(cached, readSettings, (e) => (cached = e));
  const homeContent = () => fresh(homeCached, readHome, (e) => (homeCached = e));

  return {
    siteSettings,
    homeContent,
    siteSettingsJson: async (): Promise<string> => (await siteSettings()).json,
    homeContentJson: async (): Promise<string> => (await homeContent()).json,
    invalidate() {
      cached = undefined;
      homeCached = undefined;
      currencies.invalidate();
    },
  };
}
