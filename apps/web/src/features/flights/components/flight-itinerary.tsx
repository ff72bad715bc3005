import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dictionaries, FareSummary, Offer, TripType } from '@portal/contracts/flights';
import { IconChevronDown } from '../../../components/ui/icons';
import { useFlightText } from '../hooks/use-flight-text';
import { CarrierLogo } from './carrier-logo';
import { OfferDetails } from './offer-details';
import { SliceSummary } from './slice-summary';

export interface FlightItineraryProps {
  offer: Pick<Offer, 'slices' | 'open_return' | 'carriers'>;
  fare: Pick<
    FareSummary,
    'family' | 'cabin' | 'baggage' | 'refund' | 'refund_penalty_percent' | 'change' | 'change_fee_percent'
  >;
  trip: TripType;
  /** Names of airports and airlines; codes are shown without them. */
  dictionaries: Dictionaries | undefined;
  title: string;
  /** Shows every flight at once (the confirmation) instead of behind a "details" button. */
  expanded?: boolean;
}

/** The chosen journeys, the fare's class, baggage and rules, and every flight in detail. */
export function FlightItinerary({ offer, fare, trip, dictionaries, title, expanded = false }: FlightItineraryProps) {
  const { t } = useTranslation();
  const text = useFlightText(dictionaries);
  const [open, setOpen] = useState(expanded);
  const detailsId = useId();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="space-y-4 p-5 sm:p-6">
        <div className="flex items-center gap-3">
          {offer.carriers.map((code) => (
            <CarrierLogo key={code} carrier={dictionaries?.carriers[code]} code={code} />
          ))}
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            <p className="text-sm text-slate-700">{offer.carriers.map(text.airline).join(' · ')}</p>
          </div>
        </div>
        {offer.slices.map((slice, index) => (
          <SliceSummary key={index} slice={slice} title={text.sliceTitle(trip, index)} text={text} />
        ))}
        <dl className="grid gap-x-6 gap-y-2 border-t border-slate-100 pt-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-slate-700">{t('flights.offer.family')}</dt>
            <dd className="text-slate-900">
              {t(`flights.families.${fare.family}`)} · {t(`flights.cabins.${fare.cabin}`)}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-700">{t('flights.offer.baggage')}</dt>
            <dd className="text-slate-900">
              {text.baggage(fare.baggage)} · {text.cabinBag(fare.baggage)}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-700">{t('flights.offer.refund_policy')}</dt>
            <dd className="text-slate-900">
              {text.refund(fare)}: {text.refundPolicy(fare)}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-700">{t('flights.offer.changes')}</dt>
            <dd className="text-slate-900">{text.changePolicy(fare)}</dd>
          </div>
        </dl>
      </div>
      {expanded ? (
        <div className="border-t border-slate-100 p-5 sm:p-6">
          <OfferDetails
            offer={offer}
            dictionaries={dictionaries}
            text={text}
            sliceTitle={(i) => text.sliceTitle(trip, i)}
          />
        </div>
      ) : (
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
          <div id={detailsId} hidden={!open} className="border-t border-slate-100 p-5 sm:p-6">
            {open ? (
              <OfferDetails
                offer={offer}
                dictionaries={dictionaries}
                text={text}
                sliceTitle={(i) => text.sliceTitle(trip, i)}
              />
            ) : null}
          </div>
        </div>
      )}
    </section>
  );
}
