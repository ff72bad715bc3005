import { queryOptions } from '@tanstack/react-query';
import type { HomeContentBody, Media, MediaFolder, SiteSettingsBody } from '@portal/contracts/admin-content';
import type { HomeContent, SiteSettings } from '@portal/contracts/site-settings';
import { apiRequest } from '../../../lib/api-client';
import { adminGet, adminSend, fileForm } from './admin-client';

export type GeneralSettings = Omit<SiteSettings, 'currencies'>;

export const adminSettingsQuery = queryOptions({
  queryKey: ['admin', 'site-settings'],
  queryFn: ({ signal }) => adminGet<GeneralSettings>('/site-settings', signal),
});

export const adminHomeQuery = queryOptions({
  queryKey: ['admin', 'home-content'],
  queryFn: ({ signal }) => adminGet<HomeContent>('/home-content', signal),
});

export const saveSettings = (body: SiteSettingsBody) => adminSend<GeneralSettings>('PUT', '/site-settings', body);
export const saveHome = (body: HomeContentBody) => adminSend<HomeContent>('PUT', '/home-content', body);

/** A public image (logo, partner, destination, tour, hotel, airline), re-encoded by the API. */
export async function uploadMedia(folder: MediaFolder, file: File): Promise<Media> {
  const response = await apiRequest<{ data: Media }>(`/admin/media?folder=${folder}`, {
    method: 'POST',
    body: fileForm(file),
  });
  return response.data;
}
