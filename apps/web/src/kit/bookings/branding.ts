import { queryOptions } from '@tanstack/react-query';
import type { AgencySettings } from '@portal/contracts/agency';
import { apiGet } from '../../lib/api-client';
import { fetchApiBlob } from '../../lib/download';

export interface Branding {
  settings: AgencySettings;
  /** An object URL of the agency's logo, or null. */
  logoUrl: string | null;
}

/** Whether the account has set any branding or markup (then its documents come in a customer and an agent copy). */
export function hasAgencySettings(settings: AgencySettings): boolean {
  return Boolean(settings.logo_upload_id || settings.contact_line.trim() || Object.keys(settings.markups).length);
}

/**
 * The account's branding for the documents it prints: the settings and the logo, which needs the token
 * (a private upload), so it is fetched as a blob and shown through an object URL.
 */
export async function getBranding(signal?: AbortSignal): Promise<Branding> {
  const settings = await apiGet<AgencySettings>('/agency-settings', signal);
  let logoUrl: string | null = null;
  if (settings.logo_upload_id) {
    try {
      const { blob } = await fetchApiBlob(`/uploads/${encodeURIComponent(settings.logo_upload_id)}`, signal);
      logoUrl = URL.createObjectURL(blob);
    } catch {
      // A missing logo should not stop the document from printing.
      logoUrl = null;
    }
  }
  return { settings, logoUrl };
}

export const brandingQuery = queryOptions({
  queryKey: ['agency-settings', 'branding'],
  queryFn: ({ signal }) => getBranding(signal),
  staleTime: 5 * 60_000,
});
