import type { HomeContent, SiteSettings } from '@portal/contracts/site-settings';
import type { Db } from '../../db/client.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import { toCurrencyDto } from '../currencies/currencies.service.js';
import * as repo from './site-settings.repository.js';

export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;
export type GeneralSettings = Omit<SiteSettings, 'currencies'>;

/**
 * Site settings are read by every page load. The serialized answer is kept for a few seconds per
 * process, so a change by staff shows everywhere within that time without a shared cache.
 */
export function createSiteSettingsService(db: Db, currencies: CurrencyService, ttlMs = 5_000) {
  let cached: { at: number; json: string } | undefined;
  let homeCached: { at: number; json: string } | undefined;

  return {
    async siteSettingsJson(): Promise<string> {
      if (cached && Date.now() - cached.at < ttlMs) return cached.json;
      const [general, rows] = await Promise.all([repo.getSetting<GeneralSettings>(db, 'general'), currencies.all()]);
      const data: SiteSettings = { ...(general as GeneralSettings), currencies: rows.map(toCurrencyDto) };
      cached = { at: Date.now(), json: JSON.stringify({ data }) };
      return cached.json;
    },
    async homeContentJson(): Promise<string> {
      if (homeCached && Date.now() - homeCached.at < ttlMs) return homeCached.json;
      const home = (await repo.getSetting<HomeContent>(db, 'home')) ?? {
        partners: [],
        benefits: [],
        destinations: [],
        tours: [],
      };
      homeCached = { at: Date.now(), json: JSON.stringify({ data: home }) };
      return homeCached.json;
    },
    invalidate() {
      cached = undefined;
      homeCached = undefined;
      currencies.invalidate();
    },
  };
}
