import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import type { ConferenceAttendee, ConferenceBookingDetails, ConferenceSelection } from '@portal/contracts/conferences';
import type { CancellationTier } from '@portal/contracts/departures';
import { PriceAmount } from '../../../components/ui/price';
import { BookingSection } from '../../../kit/bookings/booking-section';
import { TierList } from '../../../kit/departures/tier-list';
import { formatCalendarDate } from '../../../lib/dates';
import { pickText, useLang } from '../../../lib/i18n';

type Registration = Pick<
  ConferenceSelection | ConferenceBookingDetails,
  'conference' | 'period' | 'lines' | 'total'
> & {
  cancellation: CancellationTier[];
};

/** Venue, city and country, with the comma of the language. */
export function placeOf(
  c: Pick<ConferenceSelection['conference'], 'venue' | 'city' | 'country'>,
  lang: ReturnType<typeof useLang>,
): string {
  return [c.venue, c.city.name, c.country.name].map((text) => pickText(text, lang)).join(lang === 'ar' ? '، ' : ', ');
}

/** The cancellation tiers in words, from the earliest (days before the conference). */
export function CancellationRules({ tiers }: { tiers: readonly CancellationTier[] }) {
  const { t } = useTranslation();
  return (
    <TierList
      tiers={tiers}
      words={{
        free: (days) => t('conferences.summary.cancel_free', { days }),
        kept: (days, percent) => t('conferences.summary.cancel_rule', { days, percent }),
        last: t('conferences.summary.cancel_last'),
      }}
    />
  );
}

/** The conference, its dates and place, the fee lines per category and the total. */
export function RegistrationSummary({ registration: r }: { registration: Registration }) {
  const { t } = useTranslation();
  const lang = useLang();
  const c = r.conference;
  return (
    <div className="space-y-3 text-sm">
      <div>
        <p className="font-semibold text-slate-900">{pickText(c.title, lang)}</p>
        <p className="text-slate-700">
          {formatCalendarDate(c.starts_on, lang)} – {formatCalendarDate(c.ends_on, lang)}
        </p>
        <p className="text-slate-700">{placeOf(c, lang)}</p>
        <p className="text-slate-700">{t('conferences.cme_hours', { count: c.cme_hours })}</p>
      </div>
      <dl className="space-y-1 border-t border-slate-100 pt-3">
        <div className="flex justify-between gap-2">
          <dt className="text-slate-700">{t('conferences.summary.fee_period')}</dt>
          <dd className="font-medium text-slate-900">{t(`conferences.periods.${r.period}`)}</dd>
        </div>
        {r.lines.map((line) => (
          <div key={line.category} className="flex justify-between gap-2">
            <dt className="text-slate-700">
              {t(`conferences.categories.${line.category}`)} × {line.count}
            </dt>
            <dd>
              <PriceAmount price={line.total} className="text-slate-900" />
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-2 border-t border-slate-100 pt-2 text-base font-semibold">
          <dt>{t('conferences.summary.total')}</dt>
          <dd>
            <PriceAmount price={r.total} />
          </dd>
        </div>
      </dl>
      <CancellationRules tiers={r.cancellation} />
    </div>
  );
}

/** The attendees with their category and workplace. */
export function AttendeeList({ attendees }: { attendees: ConferenceAttendee[] }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-2 text-sm" data-testid="attendees">
      {attendees.map((a, i) => (
        <li key={i}>
          <span className="font-semibold text-slate-900" dir="ltr">
            {a.first_name} {a.last_name}
          </span>{' '}
          <span className="text-slate-700">
            · {t(`conferences.categories.${a.category}`)}
            {a.institution ? ` · ${a.institution}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** What a conference booking holds: in My Bookings' detail and in printed documents. */
export function ConferenceBookingSummary({
  booking,
  variant = 'screen',
}: {
  booking: BookingOf<'conference'>;
  variant?: 'screen' | 'print';
}) {
  const { t } = useTranslation();
  if (variant === 'print')
    return (
      <div className="space-y-4">
        <RegistrationSummary registration={booking.details} />
        <AttendeeList attendees={booking.travellers} />
      </div>
    );
  return (
    <>
      <BookingSection title={t('conferences.summary.conference')}>
        <RegistrationSummary registration={booking.details} />
      </BookingSection>
      <BookingSection title={t('conferences.summary.attendees')}>
        <AttendeeList attendees={booking.travellers} />
      </BookingSection>
    </>
  );
}
