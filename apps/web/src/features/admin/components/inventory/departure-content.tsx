import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ItineraryBodySchema,
  type AdminDepartureProduct,
  type AdminItineraryDay,
  type AdminWaitlistEntry,
} from '@portal/contracts/admin-departures';
import type { WaitlistState } from '@portal/contracts/departures';
import { CheckboxField } from '../../../../components/ui/text-field';
import { formatCalendarDate, formatDateTime } from '../../../../lib/dates';
import { useLang } from '../../../../lib/i18n';
import {
  DEPARTURE_INVENTORY,
  offerToWaitlist,
  removeFromWaitlist,
  setItinerary,
  waitlistQuery,
} from '../../api/departures';
import { useAdminText } from '../../i18n';
import { ActionButton } from '../common/action-button';
import { emptyText, LocalizedFields } from '../common/localized-fields';
import { QueryState } from '../common/query-state';
import { StatusPill, type PillTone } from '../common/status-pill';
import { ResourceForm, useResourceForm } from '../resource/resource-form';
import { useDepartureCode } from './departure-codes';

type ItineraryValues = { itinerary: Array<Pick<AdminItineraryDay, 'title' | 'text'>> };

/** The form's values: one title and text per day of the package (blank where the itinerary has none). */
const valuesOf = (count: number, itinerary: AdminItineraryDay[]): ItineraryValues => ({
  itinerary: Array.from({ length: count }, (_, i) => ({
    title: itinerary[i]?.title ?? emptyText(),
    text: itinerary[i]?.text ?? emptyText(),
  })),
});

/**
 * A package's itinerary, day by day (decision 140): one title and one text per day of the package, each in Arabic,
 * English and German. The number of days is the package's; the API's refusal lands on its box, or above the form.
 */
export function ItineraryForm({
  product,
  itinerary,
  onSaved,
}: {
  product: AdminDepartureProduct;
  itinerary: AdminItineraryDay[];
  onSaved: (p: AdminDepartureProduct) => void;
}) {
  const { t } = useAdminText();
  const days = valuesOf(product.days, itinerary).itinerary;
  const state = useResourceForm<ItineraryValues, AdminDepartureProduct>({
    schema: ItineraryBodySchema,
    defaultValues: { itinerary: days },
    save: (values) => setItinerary(product.id, values),
    onSaved,
    resetTo: (saved) => valuesOf(saved.days, saved.itinerary ?? []),
  });
  return (
    <ResourceForm
      state={state}
      submitLabel={t('departures.save_itinerary')}
      savedText={t('departures.itinerary_saved')}
      intro={<p className="text-sm text-slate-700">{t('departures.itinerary_lead', { days: product.days })}</p>}
    >
      <ol className="space-y-6">
        {days.map((_, i) => (
          <li key={i} className="space-y-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
            <h3 className="font-semibold text-slate-900">{t('departures.day_n', { day: i + 1 })}</h3>
            <LocalizedFields
              label={t('departures.day_title', { day: i + 1 })}
              {...state.localized(`itinerary.${i}.title`)}
            />
            <LocalizedFields
              label={t('departures.day_text', { day: i + 1 })}
              multiline
              {...state.localized(`itinerary.${i}.text`)}
            />
          </li>
        ))}
      </ol>
    </ResourceForm>
  );
}

const STATE_TONE: Record<WaitlistState, PillTone> = {
  waiting: 'amber',
  offered: 'green',
  booked: 'grey',
  lapsed: 'grey',
  left: 'grey',
};

/** The entries of one departure's category, in their order. */
interface Line {
  key: string;
  departure: AdminWaitlistEntry['departure'];
  category: AdminWaitlistEntry['category'];
  entries: AdminWaitlistEntry[];
}

function linesOf(entries: AdminWaitlistEntry[]): Line[] {
  const lines = new Map<string, Line>();
  for (const e of entries) {
    const key = `${e.departure.id}:${e.category.id}`;
    const line = lines.get(key) ?? { key, departure: e.departure, category: e.category, entries: [] };
    line.entries.push(e);
    lines.set(key, line);
  }
  return [...lines.values()];
}

/**
 * The product's waitlist (decisions 132, 140): per departure and category, who waits and in which order, their
 * places, offers and until when they are kept; staff take an entry out of the line (an offer's places go to the
 * next) and offer places left (added by staff) to the first waiting they fit.
 */
export function WaitlistPanel({ product }: { product: AdminDepartureProduct }) {
  const { t } = useAdminText();
  const lang = useLang();
  const codeName = useDepartureCode();
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState(false);
  const query = useQuery(waitlistQuery(product.id, ended ? 'all' : 'line'));
  const changed = () => queryClient.invalidateQueries({ queryKey: [...DEPARTURE_INVENTORY] });
  const date = (iso: string) => formatCalendarDate(iso, lang, { day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t('departures.waitlist_lead')}</p>
      <CheckboxField
        label={t('departures.waitlist_ended')}
        checked={ended}
        onChange={(event) => setEnded(event.target.checked)}
      />
      <QueryState query={query} height="6rem">
        {(entries) =>
          entries.length === 0 ? (
            <p className="text-slate-600">{t('departures.waitlist_none')}</p>
          ) : (
            <div className="space-y-6">
              {linesOf(entries).map((line) => {
                const name = t('departures.waitlist_line', {
                  category: codeName(line.category.code),
                  date: date(line.departure.starts_on),
                });
                const waiting = line.entries.some((e) => e.state === 'waiting');
                return (
                  <section key={line.key} aria-label={name} className="rounded-lg border border-slate-200 p-4">
                    <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                      <h3 className="font-semibold text-slate-900">
                        {name}
                        <span className="block text-sm font-normal text-slate-600">
                          {t('departures.waitlist_left', { count: line.category.left })}
                        </span>
                      </h3>
                      {waiting && line.category.left > 0 ? (
                        <ActionButton
                          variant="secondary"
                          className="min-h-11 px-4"
                          label={t('departures.waitlist_offer_named', { name })}
                          onAction={async () => {
                            await offerToWaitlist(product.id, line.departure.id, line.category.id);
                            await changed();
                          }}
                        >
                          {t('departures.waitlist_offer')}
                        </ActionButton>
                      ) : null}
                    </div>
                    <div className="overflow-x-auto">
                      <table className="w-full min-w-[40rem] text-sm">
                        <caption className="sr-only">{t('departures.waitlist_of', { name })}</caption>
                        <thead>
                          <tr className="border-b border-slate-200 text-slate-600">
                            {[
                              t('departures.waitlist_position'),
                              t('departures.waitlist_customer'),
                              t('departures.waitlist_places'),
                              t('departures.waitlist_state'),
                              t('departures.waitlist_joined'),
                              '',
                            ].map((header, i) => (
                              <th key={i} scope="col" className="py-2 pe-3 text-start font-medium">
                                {header}
                              </th>
                            ))}
                          </tr>
                        </thead>
                        <tbody>
                          {line.entries.map((e) => (
                            <tr key={e.id} className="border-b border-slate-100 align-top">
                              <td className="py-2 pe-3 font-semibold">{e.position ?? '—'}</td>
                              <td className="py-2 pe-3">
                                <bdi>{e.user.name}</bdi>
                                <br />
                                <bdi dir="ltr" className="text-slate-600">
                                  {e.user.email}
                                </bdi>
                              </td>
                              <td className="py-2 pe-3">{e.travellers}</td>
                              <td className="py-2 pe-3">
                                <StatusPill tone={STATE_TONE[e.state]}>
                                  {t(`departures.waitlist_states.${e.state}`)}
                                </StatusPill>
                                {e.offered_until ? (
                                  <p className="mt-1 text-xs text-slate-600">
                                    {t('departures.waitlist_until', { time: formatDateTime(e.offered_until, lang) })}
                                  </p>
                                ) : null}
                              </td>
                              <td className="py-2 pe-3">{formatDateTime(e.created_at, lang)}</td>
                              <td className="py-2">
                                {e.state === 'waiting' || e.state === 'offered' ? (
                                  <ActionButton
                                    label={t('departures.waitlist_remove_named', { name: e.user.name })}
                                    onAction={async () => {
                                      await removeFromWaitlist(product.id, e.id);
                                      await changed();
                                    }}
                                  >
                                    {t('departures.waitlist_remove')}
                                  </ActionButton>
                                ) : null}
                              </td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                  </section>
                );
              })}
            </div>
          )
        }
      </QueryState>
    </div>
  );
}
