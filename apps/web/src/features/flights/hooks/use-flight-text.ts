import { useTranslation } from 'react-i18next';
import type { Baggage, Dictionaries, FareSummary, TripType } from '@portal/contracts/flights';
import { pickText, useLang } from '../../../lib/i18n';
import { splitMinutes } from '../utils/format';

/** The words of the flight screens that depend on data: names from the dictionaries, durations, baggage… */
export function useFlightText(dictionaries: Dictionaries | undefined) {
  const { t } = useTranslation();
  const lang = useLang();
  return {
    lang,
    airline: (code: string) => {
      const carrier = dictionaries?.carriers[code];
      return carrier ? pickText(carrier.name, lang) : code;
    },
    /** The airport's name, code and city ("Baghdad International Airport (BGW), Baghdad"), or its code alone. */
    place: (code: string) => {
      const airport = dictionaries?.airports[code];
      return airport ? `${pickText(airport.name, lang)} (${code}), ${pickText(airport.city, lang)}` : code;
    },
    knowsAirline: (code: string) => Boolean(dictionaries?.carriers[code]),
    city: (code: string) => {
      const airport = dictionaries?.airports[code];
      return airport ? pickText(airport.city, lang) : code;
    },
    airport: (code: string) => {
      const airport = dictionaries?.airports[code];
      return airport ? pickText(airport.name, lang) : code;
    },
    /** "Outward" and "Return", or "Flight 2" of a multi-city trip. */
    sliceTitle: (trip: TripType, index: number) => {
      if (trip === 'multi') return t('flights.offer.flight_n', { number: index + 1 });
      return index === 0 ? t('flights.offer.outward') : t('flights.offer.return');
    },
    duration: (minutes: number) => t('flights.offer.duration', splitMinutes(minutes)),
    stops: (stops: number) => (stops === 0 ? t('flights.offer.nonstop') : t('flights.offer.stops', { count: stops })),
    baggage: (baggage: Baggage) => {
      const checked = baggage.checked;
      if (!checked) return t('flights.baggage.none');
      return 'pieces' in checked
        ? t('flights.baggage.pieces', { pieces: checked.pieces, kg: checked.kg })
        : t('flights.baggage.weight', { kg: checked.kg });
    },
    cabinBag: (baggage: Baggage) => t('flights.baggage.cabin', { kg: baggage.cabin_kg }),
    refund: (fare: Pick<FareSummary, 'refund'>) => t(`flights.refund.${fare.refund}`),
    refundPolicy: (fare: Pick<FareSummary, 'refund' | 'refund_penalty_percent'>) =>
      t(`flights.refund.${fare.refund}_policy`, { percent: fare.refund_penalty_percent }),
    changePolicy: (fare: Pick<FareSummary, 'change' | 'change_fee_percent'>) =>
      t(`flights.refund.change_${fare.change}`, { percent: fare.change_fee_percent }),
  };
}

export type FlightText = ReturnType<typeof useFlightText>;
