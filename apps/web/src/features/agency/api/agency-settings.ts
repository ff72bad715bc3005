import { queryOptions } from '@tanstack/react-query';
import type { AgencySettings, UpdateAgencySettingsBody } from '@portal/contracts/agency';
import { apiGet, apiRequest } from '../../../lib/api-client';
import type { Envelope } from '@portal/contracts/common';
import { fetchApiBlob } from '../../../lib/download';

export const agencySettingsQuery = queryOptions({
  queryKey: ['agency-settings', 'settings'],
  queryFn: ({ signal }) => apiGet<AgencySettings>('/agency-settings', signal),
  staleTime: 60_000,
});

/** The logo is a private upload: fetched with the token and shown through an object URL. */
export const logoQuery = (uploadId: string | null) =>
  queryOptions({
    queryKey: ['agency-settings', 'logo', uploadId],
    queryFn: async ({ signal }) => URL.createObjectURL((await fetchApiBlob(`/uploads/${uploadId}`, signal)).blob),
    enabled: uploadId !== null,
    staleTime: Infinity,
  });

export async function saveAgencySettings(body: UpdateAgencySettingsBody): Promise<AgencySettings> {
  return (await apiRequest<Envelope<AgencySettings>>('/agency-settings', { method: 'PUT', body })).data;
}
