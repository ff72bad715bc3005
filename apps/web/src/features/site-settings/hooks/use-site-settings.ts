import { useQuery } from '@tanstack/react-query';
import { siteSettingsQuery } from '../api/get-site-settings';

/** Site settings, fetched once when the layout starts (spec section 7); undefined while loading or after a failure. */
export function useSiteSettings() {
  return useQuery(siteSettingsQuery);
}
