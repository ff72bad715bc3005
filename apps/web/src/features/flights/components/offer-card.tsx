import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dictionaries, FareSummary, Offer, TripType } from '@portal/contracts/flights';
import { Button } from '../../../components/ui/button';
import { IconChevronDown } from '../../../components/ui/icons';
import { getStoredCurrency } from '../../../lib/currency';
import type { FlightText } from '../hooks/use-flight-text';
import { formatDate } from '../utils/format';
import { formatPrice } from '../../../lib/money';
import { CarrierLogo } from './carrier-logo';
import { PriceAmount } from '../../../components/ui/price';
import { IconBag, IconRefund, IconSeat } from './flight-icons';
import { OfferDetails } from './offer-details';
import { SliceSummary } from './slice-summary';

export interface OfferCardProps {
  offer: Offer;
  /** The fare the offer is listed at (the cheapest one passing the filters). */
  fare: FareSummary;
  trip: TripType;
  dictionaries: Dictionaries;
  text: FlightText;
  onSelect: (offer: Offer, fare: FareSummary) => void;
}

/**
 * One result: airlines, each journey (take-off, landing, duration, stops), class, baggage, seats left and
 * refundability of its fare, and the price; details open the flights, layovers and each fare's rules.
 */
export function OfferCard({ offer, fare, trip, dictionaries, text, onSelect }: OfferCardProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const titleId = useId();
  const airlines = offer.carriers.map(text.airline).join(' · ');
  const currency = getStoredCurrency();
  const direct = offer.slices.every((slice) => slice.stops === 0);

  return (
    <article
      aria-labelledby={titleId}
      // What the list is sorted and filtered by, for tests and tools that read the page.
      data-departure={offer.slices[0]?.segments[0]?.departure_utc}
      data-total-iqd={fare.total.iqd}
      data-stops={offer.slices.map((slice) => slice.stops).join(',')}
      className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="grid gap-4 p-4 sm:p-5 md:grid-cols-[minmax(0,1fr)_12rem]">
        <div className="min-w-0 space-y-4">
          <div className="flex items-center gap-3">
            <div className="flex -space-x-2 rtl:space-x-reverse">
              {offer.carriers.map((code) => (
                <CarrierLogo key={code} carrier={dictionaries.carriers[code]} code={code} />
              ))}
            </div>
            <h3 id={titleId} className="min-w-0 font-semibold text-slate-900">
              {airlines}{' '}
              <span className="ms-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                {direct ? t('flights.offer.direct') : t('flights.offer.connection')}
              </span>
            </h3>
          </div>
          {offer.slices.map((slice, index) => (
            <SliceSummary key={index} slice={slice} title={text.sliceTitle(trip, index)} text={text} />
          ))}
          {offer.open_return ? (
            <p className="rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900">
              {t('flights.offer.open_return', {
                from: text.city(offer.open_return.origin),
                to: text.city(offer.open_return.destination),
              })}
              {' · '}
              {t('flights.offer.valid_until', {
                date: formatDate(offer.open_return.valid_until, text.lang, { dateStyle: 'medium' }),
              })}
            </p>
          ) : null}
          <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-700">
            <li>
              {t(`flights.cabins.${fare.cabin}`)} · {t(`flights.families.${fare.family}`)}
            </li>
            <li className="flex items-center gap-1.5">
              <IconBag className="text-brand-700" />
              {text.baggage(fare.baggage)} · {text.cabinBag(fare.baggage)}
            </li>
            <li className="flex items-center gap-1.5">
              <IconSeat className="text-brand-700" />
              {t('flights.offer.seats_left', { count: fare.seats_left })}
            </li>
            <li className="flex items-center gap-1.5">
              <IconRefund className="text-brand-700" />
              {text.refund(fare)}
            </li>
          </ul>
        </div>
        <div className="flex flex-row items-end justify-between gap-3 border-t border-slate-100 pt-4 md:flex-col md:items-stretch md:justify-start md:border-t-0 md:border-s md:ps-5 md:pt-0">
          <p className="md:text-end">
            <span className="block text-xs text-slate-600">{t('flights.results.from_price')}</span>
            <PriceAmount price={fare.total} className="block text-2xl font-semibold text-slate-900" />
            <span className="block text-xs text-slate-600">{t('flights.results.price_note')}</span>
          </p>
          <Button
            variant="accent"
            onClick={() => onSelect(offer, fare)}
            aria-label={t('flights.offer.select_fare', {
              family: t(`flights.families.${fare.family}`),
              price: formatPrice(fare.total, currency, text.lang),
            })}
          >
            {t('flights.offer.select')}
          </Button>
        </div>
      </div>
      <div className="border-t border-slate-100">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-11 w-full items-center justify-center gap-2 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {open ? t('flights.offer.hide_details') : t('flights.offer.details')}
          <IconChevronDown className={`transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
        <div id={detailsId} hidden={!open} className="space-y-6 border-t border-slate-100 p-4 sm:p-5">
          {open ? (
            <>
              <OfferDetails
                offer={offer}
                dictionaries={dictionaries}
                text={text}
                sliceTitle={(index) => text.sliceTitle(trip, index)}
              />
              <FareTable offer={offer} text={text} onSelect={onSelect} />
            </>
          ) : null}
        </div>
      </div>
    </article>
  );
}

function FareTable({
  offer,
  text,
  onSelect,
}: {
  offer: Offer;
  text: FlightText;
  onSelect: OfferCardProps['onSelect'];
}) {
  const { t } = useTranslation();
  const currency = getStoredCurrency();
  return (
    <section>
      <h4 className="mb-2 text-sm font-semibold text-slate-900">
        {t('flights.offer.fares')} · {t('flights.offer.refund_policy')}
      </h4>
      <ul className="grid gap-3 lg:grid-cols-3">
        {offer.fares.map((fare) => (
          <li key={fare.family} className="flex flex-col rounded-xl p-4 ring-1 ring-slate-200">
            <p className="font-semibold text-slate-900">
              {t(`flights.families.${fare.family}`)}
              <span className="ms-2 text-sm font-normal text-slate-600">{t(`flights.cabins.${fare.cabin}`)}</span>
            </p>
            <dl className="mt-2 flex-1 space-y-1.5 text-sm">
              <div>
                <dt className="font-semibold text-slate-700">{t('flights.offer.baggage')}</dt>
                <dd className="text-slate-700">
                  {text.baggage(fare.baggage)} · {text.cabinBag(fare.baggage)}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-700">{t('flights.offer.refund_policy')}</dt>
                <dd className="text-slate-700">
                  {text.refund(fare)}: {text.refundPolicy(fare)}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-700">{t('flights.offer.changes')}</dt>
                <dd className="text-slate-700">{text.changePolicy(fare)}</dd>
              </div>
            </dl>
            <p className="mt-1.5 text-sm text-slate-700">{t('flights.offer.seats_left', { count: fare.seats_left })}</p>
            <div className="mt-3 flex items-center justify-between gap-3">
              <PriceAmount price={fare.total} className="text-lg font-semibold text-slate-900" />
              <Button
                variant="secondary"
                onClick={() => onSelect(offer, fare)}
                aria-label={t('flights.offer.select_fare', {
                  family: t(`flights.families.${fare.family}`),
                  price: formatPrice(fare.total, currency, text.lang),
                })}
              >
                {t('flights.offer.select')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
