import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { parsePath } from '@portal/contracts/routes';
import { guideDetailQuery } from '../api/guides';
import { pick, TRIP_KEYS } from '../utils/trip';
import type { TripChoice } from './trip-fields';

/**
 * The guide of `guide.details` or `guide.book` and the trip in the page's address: the detail priced for it, and
 * a change of the trip written back into the address (replacing it, so Back leaves the page).
 */
export function useTripQuery(route: 'guide.details' | 'guide.book') {
  const location = useLocation();
  const navigate = useNavigate();
  const id = parsePath(route, location.pathname)?.id ?? '';
  const href = location.href;
  const search = useMemo(
    () => new URLSearchParams(href.includes('?') ? href.slice(href.indexOf('?') + 1) : ''),
    [href],
  );
  const query = pick(search, TRIP_KEYS).toString();
  const detail = useQuery({ ...guideDetailQuery(id, query), enabled: id !== '', placeholderData: keepPreviousData });
  const trip: TripChoice = {
    date: search.get('date') ?? '',
    days: search.get('days') ?? '1',
    group: search.get('group') ?? '2',
  };
  function change(patch: Partial<TripChoice>) {
    const q = new URLSearchParams(search);
    for (const [k, v] of Object.entries(patch)) {
      if (v) q.set(k, v);
      else q.delete(k);
    }
    void navigate({ href: `${location.pathname}?${q}`, replace: true });
  }
  return { id, search, query, detail, trip, change };
}
