import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { countryName } from '../../../lib/countries';
import { formatCalendarDate } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';

/** The visa as sold, the travel date and the applicants by name (the confirmation, My Bookings, the desk). */
export function VisaSummary({ booking }: { booking: BookingOf<'visa'> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { visa, travel_date } = booking.details;
  return (
    <div className="space-y-3 text-sm text-slate-800">
      <p className="text-base font-semibold text-slate-900">{visa.title[lang]}</p>
      <dl className="grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">{t('visas.summary.destination')}</dt>
          <dd>{countryName(visa.country, lang)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('visas.summary.travel_date')}</dt>
          <dd>{formatCalendarDate(travel_date, lang)}</dd>
        </div>
      </dl>
      <div>
        <p className="text-slate-600">{t('visas.summary.applicants')}</p>
        <ol className="list-decimal ps-5">
          {booking.travellers.map((a, i) => (
            <li key={i}>
              <bdi dir="ltr">
                {a.first_name} {a.last_name}
              </bdi>{' '}
              · <bdi lang="ar">{a.name_ar}</bdi> · <bdi dir="ltr">{a.passport_number}</bdi>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
