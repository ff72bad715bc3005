import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { formatCalendarDate } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';
import { fullName } from '../utils/format';

export interface TravellersTableProps {
  travellers: BookingOf<'flight'>['travellers'];
  variant?: 'screen' | 'print';
}

/** Names as in the passport (Latin letters), type, birth date, nationality and passport number. */
export function TravellersTable({ travellers, variant = 'screen' }: TravellersTableProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const frame = variant === 'screen' ? 'overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200' : '';
  const cell = variant === 'screen' ? 'px-4 py-2.5' : 'border border-slate-300 px-2 py-1.5';
  return (
    <>
      {variant === 'screen' ? (
        <ul className="space-y-3 sm:hidden">
          {travellers.map((traveller, i) => (
            <li key={i} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <p className="font-semibold text-slate-900">
                <bdi dir="ltr">{fullName(traveller)}</bdi>
              </p>
              <p className="text-sm text-slate-600">
                {t(`bookings.traveller.types.${traveller.type}`)} ·{' '}
                {t(`bookings.traveller.gender.${traveller.gender === 'female' ? 'female' : 'male'}`)}
              </p>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                <dt className="text-slate-600">{t('bookings.traveller.born')}</dt>
                <dd>{formatCalendarDate(traveller.date_of_birth, lang)}</dd>
                <dt className="text-slate-600">{t('bookings.traveller.nationality')}</dt>
                <dd>
                  <bdi dir="ltr">{traveller.nationality}</bdi>
                </dd>
                <dt className="text-slate-600">{t('bookings.traveller.passport')}</dt>
                <dd className="font-mono">
                  <bdi dir="ltr">{traveller.passport_number}</bdi>
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={variant === 'screen' ? `hidden sm:block ${frame}` : frame}>
        <table className="w-full text-sm">
          <caption className="sr-only">{t('bookings.detail.travellers')}</caption>
          <thead className="bg-slate-50 text-xs font-semibold text-slate-700">
            <tr>
              <th scope="col" className={`${cell} text-start`}>
                {t('bookings.traveller.name')}
              </th>
              <th scope="col" className={`${cell} text-start`}>
                {t('bookings.traveller.type')}
              </th>
              <th scope="col" className={`${cell} text-start`}>
                {t('bookings.traveller.born')}
              </th>
              <th scope="col" className={`${cell} text-start`}>
                {t('bookings.traveller.nationality')}
              </th>
              <th scope="col" className={`${cell} text-start`}>
                {t('bookings.traveller.passport')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {travellers.map((traveller, i) => (
              <tr key={i}>
                <th scope="row" className={`${cell} text-start font-semibold text-slate-900`}>
                  <bdi dir="ltr">{fullName(traveller)}</bdi>
                  <span className="block text-xs font-normal text-slate-600">
                    {t(`bookings.traveller.gender.${traveller.gender === 'female' ? 'female' : 'male'}`)}
                  </span>
                </th>
                <td className={`${cell} text-slate-800`}>{t(`bookings.traveller.types.${traveller.type}`)}</td>
                <td className={`${cell} whitespace-nowrap text-slate-800`}>
                  {formatCalendarDate(traveller.date_of_birth, lang)}
                </td>
                <td className={`${cell} text-slate-800`}>
                  <bdi dir="ltr">{traveller.nationality}</bdi>
                </td>
                <td className={`${cell} font-mono text-slate-800`}>
                  <bdi dir="ltr">{traveller.passport_number}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
