import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { DepartureServiceCode, WaitlistEntry, WaitlistJoinBody } from '@portal/contracts/departures';
import { buildPath, type RouteName } from '@portal/contracts/routes';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClass } from '../../components/ui/button';
import { apiGet, apiPost } from '../../lib/api-client';
import { formatCalendarDate, formatDateTime } from '../../lib/dates';
import { errorMessage } from '../../lib/error-message';
import { pickText, useLang } from '../../lib/i18n';
import { useIsLoggedIn } from '../../lib/session';

/*
 * The waitlist of a full departure (decision 132), for every service sold by departures: the detail page's
 * "Join the waitlist" (or the link to log in) and the user's place in line, and My Bookings' list with "leave".
 * Texts under `waitlist` (the screens load that dictionary).
 */

const KEY = ['departure-waitlist'] as const;

/** The signed-in user's waitlist entries, newest first. */
export const waitlistQuery = queryOptions({
  queryKey: KEY,
  queryFn: ({ signal }) => apiGet<WaitlistEntry[]>('/departure-waitlist', signal),
  staleTime: 15_000,
});

const ACTIVE = new Set(['waiting', 'offered']);

/** The user's entries (none when logged out). */
export function useWaitlist(): WaitlistEntry[] {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...waitlistQuery, enabled: loggedIn }).data ?? [];
}

/** The user's entry still in line for a departure's category, if any. */
export function activeEntryFor(entries: WaitlistEntry[], departureId: string, category: string) {
  return entries.find((e) => e.departure.id === departureId && e.category === category && ACTIVE.has(e.state));
}

function useLeave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<WaitlistEntry>(`/departure-waitlist/${encodeURIComponent(id)}/leave`, {}),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/**
 * Under a full departure: the user's place in line (or the places kept for them, and leaving), "Join the
 * waitlist" for so many places, or a link to log in and come back.
 */
export function WaitlistAction({
  departureId,
  category,
  travellers,
}: {
  departureId: string;
  category: string;
  /** Places to wait for (travellers, or cabins for a cruise). */
  travellers: number;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const loggedIn = useIsLoggedIn();
  const client = useQueryClient();
  const entries = useWaitlist();
  const entry = activeEntryFor(entries, departureId, category);
  const join = useMutation({
    mutationFn: (body: WaitlistJoinBody) => apiPost<WaitlistEntry>('/departure-waitlist', body),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const leave = useLeave();

  if (!loggedIn)
    return (
      <Link
        to="/login"
        search={{ redirect: location.href }}
        className={buttonClass('secondary', 'w-full min-h-11 text-sm')}
      >
        {t('waitlist.login')}
      </Link>
    );
  if (entry)
    return (
      <div className="space-y-2">
        <Alert tone={entry.state === 'offered' ? 'success' : 'info'}>
          {entry.state === 'offered'
            ? t('waitlist.offered', { until: formatDateTime(entry.offered_until ?? '', lang) })
            : t('waitlist.position', { position: entry.position ?? 1 })}
        </Alert>
        {leave.isError ? <Alert tone="error">{errorMessage(leave.error, t)}</Alert> : null}
        <Button
          variant="secondary"
          className="w-full min-h-11 text-sm"
          disabled={leave.isPending}
          onClick={() => leave.mutate(entry.id)}
        >
          {leave.isPending ? t('waitlist.leaving') : t('waitlist.leave')}
        </Button>
      </div>
    );
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">{t('waitlist.full_note')}</p>
      {join.isError ? <Alert tone="error">{errorMessage(join.error, t)}</Alert> : null}
      <Button
        variant="accent"
        className="w-full min-h-11 text-sm"
        disabled={join.isPending || travellers < 1}
        onClick={() => join.mutate({ departure_id: departureId, category, travellers })}
      >
        {join.isPending ? t('waitlist.joining') : t('waitlist.join')}
      </Button>
    </div>
  );
}

const DETAILS = {
  package: 'tour.details',
  cruise: 'cruise.details',
  conference: 'conference.details',
} as const satisfies Record<DepartureServiceCode, RouteName>;
const detailPath = (e: WaitlistEntry) =>
  e.service === 'package'
    ? buildPath(DETAILS.package, { id: e.product.slug })
    : e.service === 'cruise'
      ? buildPath(DETAILS.cruise, { id: e.product.slug })
      : buildPath(DETAILS.conference, { id: e.product.slug });

/** My Bookings' list of the user's waitlist entries of a service, with "leave" while in line; nothing when none. */
export function WaitlistList({ service }: { service: DepartureServiceCode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const loggedIn = useIsLoggedIn();
  const query = useQuery({ ...waitlistQuery, enabled: loggedIn });
  const leave = useLeave();
  const entries = (query.data ?? []).filter((e) => e.service === service);
  if (query.isError) return <Alert tone="error">{t('waitlist.load_failed')}</Alert>;
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="waitlist-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 id="waitlist-title" className="mb-3 text-lg font-semibold text-slate-900">
        {t('waitlist.title')}
      </h3>
      {leave.isError ? <Alert tone="error">{errorMessage(leave.error, t)}</Alert> : null}
      <ul className="divide-y divide-slate-200">
        {entries.map((e) => (
          <li key={e.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="text-sm">
              <Link to={detailPath(e)} className="font-semibold text-brand-800 hover:underline">
                {pickText(e.product.title, lang)}
              </Link>
              <p className="text-slate-700">
                {formatCalendarDate(e.departure.starts_on, lang)} · {t('waitlist.travellers', { count: e.travellers })}{' '}
                · {t(`waitlist.states.${e.state}`)}
              </p>
              {e.state === 'waiting' && e.position !== null ? (
                <p className="text-slate-700">{t('waitlist.position', { position: e.position })}</p>
              ) : null}
              {e.state === 'offered' && e.offered_until ? (
                <p className="font-semibold text-emerald-800">
                  {t('waitlist.offered', { until: formatDateTime(e.offered_until, lang) })}
                </p>
              ) : null}
            </div>
            {ACTIVE.has(e.state) ? (
              <Button
                variant="secondary"
                className="min-h-11 text-sm"
                disabled={leave.isPending}
                onClick={() => leave.mutate(e.id)}
              >
                {t('waitlist.leave')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
