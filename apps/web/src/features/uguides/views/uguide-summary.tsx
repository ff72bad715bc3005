import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { countryName } from '../../../lib/countries';
import { formatCalendarDate } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';

/** The programme as applied for, the intake and the student (the confirmation, My Bookings, the desk). */
export function UguideSummary({ booking }: { booking: BookingOf<'uguide'> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { programme, intake } = booking.details;
  const student = booking.travellers[0];
  return (
    <div className="space-y-3 text-sm text-slate-800">
      <p className="text-base font-semibold text-slate-900">
        {programme.title[lang]} · {t(`uguides.languages.${programme.language}`)}
      </p>
      <dl className="grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">{t('uguides.summary.university')}</dt>
          <dd>
            {programme.university[lang]} · {programme.city[lang]}, {countryName(programme.country, lang)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('uguides.summary.intake')}</dt>
          <dd>{formatCalendarDate(intake.start, lang)}</dd>
        </div>
        {student ? (
          <div className="sm:col-span-2">
            <dt className="text-slate-600">{t('uguides.summary.student')}</dt>
            <dd>
              <bdi dir="ltr">
                {student.first_name} {student.last_name}
              </bdi>{' '}
              · <bdi lang="ar">{student.name_ar}</bdi> · <bdi dir="ltr">{student.passport_number}</bdi>
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
