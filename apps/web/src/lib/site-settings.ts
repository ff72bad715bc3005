import type { QueryClient } from '@tanstack/react-query';
import type { SiteSettings } from '@portal/contracts/site-settings';
import { apiGet } from './api-client';
import { useShellQuery, type ShellQueryOptions } from './shell-query';

export async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  try {
    return await apiGet<SiteSettings>('/site-settings', signal);
  } catch (error) {
    // Spec section 8: only logged; the layout carries on with its defaults and does not retry.
    console.error('failed to fetch site settings', error);
    throw error;
  }
}

export const siteSettingsQuery: ShellQueryOptions<SiteSettings> = {
  queryKey: ['site-settings'],
  queryFn: ({ signal }) => getSiteSettings(signal),
  staleTime: 10 * 60_000,
  retry: false,
  // Fetched once as the app starts (app/lean/start-home.tsx, app/start-app.tsx); a failure is only logged, not tried again by the layout.
  retryOnMount: false,
};

/**
 * For a screen made of the settings (the contact page's office details): waits for them, at most `ms`, so
 * the screen appears with them instead of placeholders that they would push aside. It joins the fetch the app
 * started and never fetches again after a failure (then the screen shows what it shows without them).
 */
export async function awaitSiteSettings(queryClient: QueryClient, ms: number): Promise<void> {
  if (queryClient.getQueryState(siteSettingsQuery.queryKey)?.status === 'error') return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    queryClient.ensureQueryData(siteSettingsQuery).catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, ms))),
  ]);
  clearTimeout(timer);
}

/** Site settings, fetched once when the layout starts (spec section 7); undefined while loading or after a failure. */
export function useSiteSettings() {
  return useShellQuery(siteSettingsQuery);
}
