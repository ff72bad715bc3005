import { queryOptions } from '@tanstack/react-query';
import type { SiteSettings } from '@portal/contracts/site-settings';
import { apiGet } from '../../../lib/api-client';

export async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  try {
    return await apiGet<SiteSettings>('/site-settings', signal);
  } catch (error) {
    // Spec section 8: only logged; the layout carries on with its defaults and does not retry.
    console.error('failed to fetch site settings', error);
    throw error;
  }
}

export const siteSettingsQuery = queryOptions({
  queryKey: ['site-settings'],
  queryFn: ({ signal }) => getSiteSettings(signal),
  staleTime: 10 * 60_000,
  retry: false,
});
