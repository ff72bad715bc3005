import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import type { CruiseBookingDetails, CruisePassenger, CruiseSelection } from '@portal/contracts/cruises';
import type { CancellationTier } from '@portal/contracts/departures';
import { PriceAmount } from '../../../components/ui/price';
import { BookingSection } from '../../../kit/bookings/booking-section';
import { TierList } from '../../../kit/departures/tier-list';
import { formatCalendarDate } from '../../../lib/dates';
import { priceText } from '../../../lib/money';
import { pickText, useLang } from '../../../lib/i18n';

type Voyage = Pick<
  CruiseSelection | CruiseBookingDetails,
  'cruise' | 'sailing' | 'grade' | 'cabins' | 'fares' | 'port_charges' | 'total'
> & { cancellation: CancellationTier[] };

/** The cancellation tiers in words, from the earliest (days before sailing). */
export function CruiseCancellationRules({ tiers }: { tiers: readonly CancellationTier[] }) {
  const { t } = useTranslation();
  return (
    <TierList
      tiers={tiers}
      words={{
        free: (days) => t('cruises.summary.cancel_free', { days }),
        kept: (days, percent) => t('cruises.summary.cancel_rule', { days, percent }),
        last: t('cruises.summary.cancel_last'),
      }}
    />
  );
}

/** The cruise, its sailing, each cabin with its fare per person, fares, port charges and the total. */
export function VoyageSummary({ voyage: v }: { voyage: Voyage }) {
  const { t } = useTranslation();
  const lang = useLang();
  const c = v.cruise;
  return (
    <div className="space-y-3 text-sm">
      <div>
        <p className="font-semibold text-slate-900">{pickText(c.title, lang)}</p>
        <p className="text-slate-700">
          {c.line.name} · {c.ship}
        </p>
        <p className="text-slate-700">
          {formatCalendarDate(v.sailing.starts_on, lang)} – {formatCalendarDate(v.sailing.ends_on, lang)} ·{' '}
          {t('cruises.nights', { count: c.nights })}
        </p>
        <p className="text-slate-700">
          {t('cruises.detail.depart')}: {pickText(c.depart_port.name, lang)}
        </p>
      </div>
      <dl className="space-y-1 border-t border-slate-100 pt-3">
        <div className="flex justify-between gap-2">
          <dt className="text-slate-700">{t('cruises.detail.grade_label')}</dt>
          <dd className="font-medium text-slate-900">{t(`cruises.grades.${v.grade}`)}</dd>
        </div>
        {v.cabins.map((cabin, i) => (
          <div key={i} className="flex justify-between gap-2" data-testid="cabin-line">
            <dt className="text-slate-700">
              {t('cruises.summary.cabin_line', {
                number: i + 1,
                people: t('cruises.summary.people', { count: cabin.adults + cabin.children }),
              })}
              <span className="block text-xs text-slate-600">
                {t('cruises.summary.fare_each', { price: priceText(cabin.fare_per_person, lang) })}
              </span>
            </dt>
            <dd>
              <PriceAmount price={cabin.total} className="text-slate-900" />
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-2 border-t border-slate-100 pt-2">
          <dt className="text-slate-700">{t('cruises.summary.fares')}</dt>
          <dd>
            <PriceAmount price={v.fares} />
          </dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-slate-700">{t('cruises.summary.port_charges')}</dt>
          <dd>
            <PriceAmount price={v.port_charges} />
          </dd>
        </div>
        <div className="flex justify-between gap-2 border-t border-slate-100 pt-2 text-base font-semibold">
          <dt>{t('cruises.summary.total')}</dt>
          <dd>
            <PriceAmount price={v.total} />
          </dd>
        </div>
      </dl>
      <CruiseCancellationRules tiers={v.cancellation} />
    </div>
  );
}

/** The passengers by cabin. */
export function PassengerList({ passengers }: { passengers: CruisePassenger[] }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-2 text-sm" data-testid="passengers">
      {passengers.map((p, i) => (
        <li key={i}>
          <span className="font-semibold text-slate-900" dir="ltr">
            {p.first_name} {p.last_name}
          </span>{' '}
          <span className="text-slate-700">
            · {t('cruises.detail.cabin', { number: p.cabin + 1 })} · {t(`cruises.booking.${p.type}`)} ·{' '}
            <bdi dir="ltr">{p.passport_number}</bdi>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** What a cruise booking holds: in My Bookings' detail and in printed documents. */
export function CruiseBookingSummary({
  booking,
  variant = 'screen',
}: {
  booking: BookingOf<'cruise'>;
  variant?: 'screen' | 'print';
}) {
  const { t } = useTranslation();
  if (variant === 'print')
    return (
      <div className="space-y-4">
        <VoyageSummary voyage={booking.details} />
        <PassengerList passengers={booking.travellers} />
      </div>
    );
  return (
    <>
      <BookingSection title={t('cruises.summary.cruise')}>
        <VoyageSummary voyage={booking.details} />
      </BookingSection>
      <BookingSection title={t('cruises.summary.passengers')}>
        <PassengerList passengers={booking.travellers} />
      </BookingSection>
    </>
  );
}
