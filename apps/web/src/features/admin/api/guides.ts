import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminGuideCalendar, AdminGuideRow, GuideCity } from '@portal/contracts/guides';
import { apiGet } from '../../../lib/api-client';
import { adminGet, adminList, adminSend, queryString } from './admin-client';

/** The back office's tour guides and their calendars (issue 19, decisions 123 and 129). */
const KEY = ['admin', 'guides'] as const;
export const GUIDES_PER_PAGE = 25;

/** The list's filters: a name or city searched, a city chosen, the page. */
export interface GuideFilters {
  q?: string | undefined;
  city?: string | undefined;
  page: number;
}

export const adminGuidesQuery = (filters: GuideFilters) =>
  queryOptions({
    queryKey: [...KEY, 'list', filters],
    queryFn: ({ signal }) =>
      adminList<AdminGuideRow>(`/guides${queryString({ ...filters, per_page: GUIDES_PER_PAGE })}`, signal),
    placeholderData: keepPreviousData,
  });

/** The cities with guides, for the list's city filter (the public list the search form uses). */
export const guideCitiesQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'cities'],
    queryFn: ({ signal }) => apiGet<GuideCity[]>('/guide-cities', signal),
    staleTime: 300_000,
  });

export const guideCalendarQuery = (id: string) =>
  queryOptions({
    queryKey: [...KEY, 'calendar', id],
    queryFn: ({ signal }) => adminGet<AdminGuideCalendar>(`/guides/${encodeURIComponent(id)}/calendar`, signal),
  });

/** Opens a day (back to the guide's own) or closes it; a booked day is refused with the booking named. */
export const setGuideDay = (id: string, day: string, available: boolean) =>
  adminSend<{ guide_id: string; day: string; available: boolean; taken: number }>(
    'PUT',
    `/guides/${encodeURIComponent(id)}/days/${day}`,
    { available },
  );

export const guidesStale = KEY;
