import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Departure } from '@portal/contracts/departures';
import { buildPath, parsePath } from '@portal/contracts/routes';
import { TOUR_INCLUSIONS } from '@portal/contracts/tour-constants';
import type { TourDetail } from '@portal/contracts/tours';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { IconCheck, IconMapPin } from '../../../components/ui/icons';
import { NativeSelect } from '../../../components/ui/native-select';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { PriceAmount } from '../../../components/ui/price';
import { mediaUrl } from '../../../lib/api-client';
import { formatCalendarDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { pickText, useLang } from '../../../lib/i18n';
import * as Detail from '../../../kit/details/detail-page-frame';
import { activeEntryFor, useWaitlist, WaitlistAction } from '../../../kit/departures/waitlist';
import { selectDeparture, tourQuery } from '../api/tours';
import { CancellationTiers } from './cancellation-tiers';
import { TourFacts } from './tour-facts';

/**
 * `tour.details`: the package's picture, description, hotels (with the walk to the Haram for Umrah and Hajj), what
 * is included, its places, the day-by-day itinerary, the cancellation tiers and its departures with seats left and
 * prices per room occupancy and traveller type; choosing one prices it into a selection and opens `tour.booking`.
 */
export function TourDetailsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const id = parsePath('tour.details', location.pathname)?.id ?? '';
  const tour = useQuery({ ...tourQuery(id), enabled: id !== '' });
  useDocumentTitle(t('service_screens.tour.details'));
  return (
    <Detail.PageFrame state={tour} back={{ to: '/', label: t('packages.detail.new_search') }}>
      {(data) => <TourDetailView tour={data} />}
    </Detail.PageFrame>
  );
}

function TourDetailView({ tour }: { tour: TourDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const comma = lang === 'ar' ? '، ' : ', ';
  useDocumentTitle(pickText(tour.title, lang));
  return (
    <div className="space-y-6">
      <Detail.Header kicker={t(`packages.kinds.${tour.kind}`)} title={pickText(tour.title, lang)}>
        {/*
          The route on a line of its own: in one row with the length and the stars it filled a phone's width
          within a few pixels, so the web font's arrival (a little wider than its fallback) wrapped it and moved
          the whole page down (issue 23).
        */}
        <div className="space-y-1 text-sm text-slate-700">
          <TourFacts tour={tour} />
          <p className="flex items-center gap-1">
            <IconMapPin />
            {pickText(tour.origin.name, lang)} {lang === 'ar' ? '←' : '→'} {pickText(tour.destination.name, lang)}
            {comma}
            {pickText(tour.destination.country, lang)}
          </p>
        </div>
      </Detail.Header>
      <Detail.Columns aside={<DepartureChooser tour={tour} />}>
        <img
          src={mediaUrl(tour.image_url.replace(/\.webp$/, '-2.webp'))}
          alt=""
          width={960}
          height={540}
          className="aspect-video w-full rounded-2xl bg-slate-100 object-cover"
        />
        <Detail.Section title={t('packages.detail.description')}>
          <p className="text-slate-800">{pickText(tour.description, lang)}</p>
        </Detail.Section>
        <Detail.Section title={t('packages.detail.hotels')}>
          <ul className="space-y-3">
            {tour.hotels.map((h, i) => (
              <li key={i} className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold text-slate-900">{pickText(h.name, lang)}</span>
                <span className="text-sm text-slate-700">
                  {pickText(h.city, lang)} · {t('packages.nights', { count: h.nights })} ·{' '}
                  {t('packages.stars', { count: h.stars })}
                  {h.haram_distance_m !== null ? (
                    <> · {t('packages.detail.haram', { distance: h.haram_distance_m })}</>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </Detail.Section>
        <Detail.Section title={t('packages.detail.inclusions')}>
          <ul className="grid gap-2 sm:grid-cols-2">
            {TOUR_INCLUSIONS.filter((i) => tour.inclusions.includes(i)).map((i) => (
              <li key={i} className="flex items-center gap-2 text-slate-800">
                <IconCheck className="text-accent-700" />
                {t(`packages.inclusions.${i}`)}
              </li>
            ))}
          </ul>
        </Detail.Section>
        {tour.places.length > 0 ? (
          <Detail.Section title={t('packages.detail.places')}>
            <p className="text-slate-800">{tour.places.map((p) => pickText(p, lang)).join(comma)}</p>
          </Detail.Section>
        ) : null}
        <Detail.Section title={t('packages.detail.itinerary')}>
          <ol className="space-y-4">
            {tour.itinerary.map((d) => (
              <li key={d.day} className="border-s-4 border-brand-200 ps-4">
                <p className="text-sm font-semibold text-brand-800">{t('packages.detail.day', { day: d.day })}</p>
                <p className="font-semibold text-slate-900">{pickText(d.title, lang)}</p>
                <p className="text-sm text-slate-700">{pickText(d.text, lang)}</p>
              </li>
            ))}
          </ol>
        </Detail.Section>
        <Detail.Section title={t('packages.detail.cancellation')}>
          <CancellationTiers tiers={tour.cancellation} />
        </Detail.Section>
      </Detail.Columns>
    </div>
  );
}

const COUNTS = Array.from({ length: 10 }, (_, i) => ({ value: String(i), label: String(i) }));

function unitPrice(d: Departure, option: string, traveller: 'adult' | 'child') {
  return d.categories[0]?.prices.find((p) => p.option === option && p.traveller === traveller)?.price;
}

/**
 * The departures with seats left and prices; the chosen one, room and travellers are priced and booked. A full
 * departure offers its waitlist (decision 132); seats offered to the user from it are theirs to book.
 */
function DepartureChooser({ tour }: { tour: TourDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const waitlist = useWaitlist();
  const offered = (d: Departure) => activeEntryFor(waitlist, d.id, 'seats')?.state === 'offered';
  const open = tour.departures.filter((d) => d.left > 0);
  const [departureId, setDepartureId] = useState(open[0]?.id ?? tour.departures[0]?.id ?? '');
  const [option, setOption] = useState(tour.options.includes('triple') ? 'triple' : (tour.options[0] ?? 'standard'));
  const [adults, setAdults] = useState(2);
  const [children, setChildren] = useState(0);
  const choose = useMutation({
    mutationFn: () => selectDeparture({ departure_id: departureId, category: 'seats', option, adults, children }),
    onSuccess: (selection) =>
      void navigate({
        href: buildPath('tour.booking', { refId: selection.ref_id, adult: String(adults), child: String(children) }),
      }),
  });
  const chosen = tour.departures.find((d) => d.id === departureId);
  const chosenOffered = chosen ? offered(chosen) : false;
  const chosenFull = chosen ? chosen.left === 0 && !chosenOffered : false;
  return (
    <Detail.Aside title={t('packages.detail.departures')}>
      {tour.departures.length === 0 ? (
        <p className="text-slate-700">{t('packages.detail.no_departures')}</p>
      ) : (
        <fieldset>
          <legend className="sr-only">{t('packages.detail.departure')}</legend>
          <ul className="max-h-80 space-y-2 overflow-y-auto">
            {tour.departures.map((d) => {
              const adult = unitPrice(d, option, 'adult');
              return (
                <li key={d.id}>
                  <label
                    className={`flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 ${
                      d.id === departureId ? 'bg-brand-50 ring-brand-600' : 'ring-slate-200'
                    } ${d.left === 0 ? 'opacity-80' : ''}`}
                  >
                    <input
                      type="radio"
                      name="departure"
                      value={d.id}
                      checked={d.id === departureId}
                      onChange={() => setDepartureId(d.id)}
                      className="mt-1 accent-brand-700"
                    />
                    <span className="flex-1 text-sm">
                      <span className="block font-semibold text-slate-900">
                        {formatCalendarDate(d.starts_on, lang)} – {formatCalendarDate(d.ends_on, lang)}
                      </span>
                      <span className="block text-slate-700">
                        {d.left > 0 ? t('packages.seats_left', { count: d.left }) : t('packages.detail.full')} ·{' '}
                        {t('packages.detail.group', { count: d.group_size })}
                      </span>
                    </span>
                    {adult ? <PriceAmount price={adult} className="text-sm font-semibold text-slate-900" /> : null}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {chosen ? (
        <>
          {tour.options.length > 1 ? (
            <NativeSelect
              label={t('packages.detail.option')}
              value={option}
              onChange={(e) => setOption(e.target.value)}
              options={tour.options.map((o) => ({ value: o, label: t(`packages.options.${o as 'standard'}`) }))}
            />
          ) : null}
          <div className="grid grid-cols-2 gap-3">
            <NativeSelect
              label={t('packages.detail.adults')}
              value={String(adults)}
              onChange={(e) => setAdults(Number(e.target.value))}
              options={COUNTS}
            />
            <NativeSelect
              label={t('packages.detail.children')}
              value={String(children)}
              onChange={(e) => setChildren(Number(e.target.value))}
              options={COUNTS}
            />
          </div>
          {chosen ? (
            <dl className="space-y-1 text-sm">
              {(['adult', 'child'] as const).map((type) => {
                const price = unitPrice(chosen, option, type);
                return price ? (
                  <div key={type} className="flex justify-between gap-2">
                    <dt className="text-slate-700">{t(`packages.detail.price_${type}`)}</dt>
                    <dd>
                      <PriceAmount price={price} className="font-semibold text-slate-900" />
                    </dd>
                  </div>
                ) : null;
              })}
            </dl>
          ) : null}
          {chosen.left === 0 ? (
            <WaitlistAction departureId={chosen.id} category="seats" travellers={adults + children} />
          ) : null}
          {choose.isError ? <Alert tone="error">{errorMessage(choose.error, t)}</Alert> : null}
          {chosenFull ? null : (
            <Button
              variant="accent"
              className="w-full min-h-12"
              disabled={choose.isPending || !departureId}
              onClick={() => choose.mutate()}
            >
              {choose.isPending ? t('packages.detail.choosing') : t('packages.detail.book')}
            </Button>
          )}
        </>
      ) : null}
    </Detail.Aside>
  );
}
