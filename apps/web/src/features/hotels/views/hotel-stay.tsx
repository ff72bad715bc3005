import { useTranslation } from 'react-i18next';
import type { HotelBookingDetails } from '@portal/contracts/hotels';
import { Money } from '../../../components/ui/money';
import { formatCalendarDate, formatDateTime, fullDate } from '../../../lib/dates';
import { pickText, useLang } from '../../../lib/i18n';

export interface HotelStayProps {
  stay: HotelBookingDetails;
  variant?: 'screen' | 'print';
}

/**
 * A hotel booking's stay: the voucher, the hotel, dates with the hotel's times, each room with its board and
 * guests, the lead guest, special requests and the cancellation terms (deadline in the user's time zone).
 * Texts are the hotel screens' (`hotels.*`), loaded with this route.
 */
export function HotelStay({ stay, variant = 'screen' }: HotelStayProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const box =
    variant === 'screen'
      ? 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5'
      : 'border border-slate-300 p-3';
  const c = stay.cancellation;
  return (
    <div className="space-y-4 text-sm">
      <div className={box}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">{t('hotels.success.voucher')}</dt>
            <dd className="font-mono text-lg font-semibold text-slate-900" data-testid="voucher">
              <bdi dir="ltr">{stay.voucher}</bdi>
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('hotels.booking.summary')}</dt>
            <dd className="font-semibold text-slate-900">
              {pickText(stay.hotel.name, lang)} · {t('hotels.stars', { count: stay.hotel.stars })}
            </dd>
            <dd className="text-slate-700">{pickText(stay.hotel.address, lang)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('hotels.search.check_in')}</dt>
            <dd className="font-semibold text-slate-900">
              {formatCalendarDate(stay.check_in, lang, fullDate('short'))}{' '}
              <bdi dir="ltr">{stay.hotel.check_in_time}</bdi>
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('hotels.search.check_out')}</dt>
            <dd className="font-semibold text-slate-900">
              {formatCalendarDate(stay.check_out, lang, fullDate('short'))}{' '}
              <bdi dir="ltr">{stay.hotel.check_out_time}</bdi>{' '}
              <span className="font-normal text-slate-700">({t('hotels.nights', { count: stay.nights })})</span>
            </dd>
          </div>
        </dl>
      </div>
      <ol className="grid gap-3 sm:grid-cols-2">
        {stay.rooms.map((room, i) => (
          <li key={i} className={box}>
            <p className="font-semibold text-slate-900">
              {t('hotels.rooms.room', { number: i + 1 })}: {pickText(room.room_type.name, lang)}
            </p>
            <p className="text-slate-700">{t(`hotels.boards.${room.board}`)}</p>
            <ul className="mt-2 space-y-0.5 text-slate-800">
              {room.guests.map((g, j) => (
                <li key={j}>
                  <bdi>
                    {g.first_name} {g.last_name}
                  </bdi>{' '}
                  <span className="text-slate-600">
                    ({t(g.type === 'adult' ? 'hotels.booking.guest_adult' : 'hotels.booking.guest_child')})
                  </span>
                </li>
              ))}
              {room.infants ? (
                <li className="text-slate-600">{t('travellers.infants_count', { count: room.infants })}</li>
              ) : null}
            </ul>
            {variant === 'screen' ? (
              <p className="mt-2 text-end font-semibold">
                <Money amount={room.total.amount} currency={room.total.currency} />
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <div className={box}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">{t('hotels.booking.lead_guest')}</dt>
            <dd className="text-slate-900">
              <bdi>
                {stay.lead_guest.first_name} {stay.lead_guest.last_name}
              </bdi>
            </dd>
            <dd className="text-slate-700">
              <bdi dir="ltr">{stay.lead_guest.phone}</bdi> · <bdi dir="ltr">{stay.lead_guest.email}</bdi>
            </dd>
          </div>
          {stay.special_requests ? (
            <div>
              <dt className="text-slate-600">{t('hotels.booking.special_requests')}</dt>
              <dd className="text-slate-900">
                <bdi>{stay.special_requests}</bdi>
              </dd>
            </div>
          ) : null}
          <div className="sm:col-span-2">
            <dt className="text-slate-600">{t('hotels.summary.cancellation')}</dt>
            <dd className="text-slate-900">
              {c.refundable && c.free_until
                ? t('hotels.policy.free_until', {
                    date: formatDateTime(c.free_until, lang, { dateStyle: 'full', timeStyle: 'short' }),
                  })
                : c.refundable
                  ? t('hotels.policy.penalty_now', { percent: c.penalty_percent })
                  : t('hotels.policy.non_refundable')}{' '}
              {c.refundable && c.free_until ? t('hotels.policy.then', { percent: c.penalty_percent }) : null}
            </dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
