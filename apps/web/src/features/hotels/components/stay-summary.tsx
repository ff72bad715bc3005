import { useTranslation } from 'react-i18next';
import type { HotelSelection } from '@portal/contracts/hotels';
import { Money } from '../../../components/ui/money';
import { mediaUrl } from '../../../lib/api-client';
import { pickText, useLang } from '../../../lib/i18n';
import { formatAtHotel, formatDay, formatInstant } from '../utils/format';
import { Stars } from './stars';

type Priced = Pick<
  HotelSelection,
  'hotel' | 'check_in' | 'check_out' | 'nights' | 'subtotal' | 'taxes' | 'fees' | 'total' | 'cancellation'
> & {
  rooms: Array<
    Pick<HotelSelection['rooms'][number], 'room_type' | 'board' | 'adults' | 'children_ages' | 'infants' | 'total'>
  >;
};

/** The stay as priced: hotel, dates, each room, taxes and fees, the total and the cancellation terms. */
export function StaySummary({ stay, showPicture = true }: { stay: Priced; showPicture?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const c = stay.cancellation;
  const row = 'flex items-baseline justify-between gap-4 py-1.5';
  return (
    <div className="space-y-4 text-sm">
      <div className="flex gap-3">
        {showPicture ? (
          <img
            src={mediaUrl(stay.hotel.thumbnail_url)}
            alt=""
            className="h-16 w-24 shrink-0 rounded-lg bg-slate-100 object-cover"
          />
        ) : null}
        <div>
          <p className="font-semibold text-slate-900">{pickText(stay.hotel.name, lang)}</p>
          <Stars count={stay.hotel.stars} className="text-xs" />
          <p className="text-slate-700">{pickText(stay.hotel.address, lang)}</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2">
        <div>
          <dt className="text-slate-600">{t('hotels.search.check_in')}</dt>
          <dd className="font-semibold text-slate-900">
            {formatDay(stay.check_in, lang)} <span dir="ltr">{stay.hotel.check_in_time}</span>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('hotels.search.check_out')}</dt>
          <dd className="font-semibold text-slate-900">
            {formatDay(stay.check_out, lang)} <span dir="ltr">{stay.hotel.check_out_time}</span>
          </dd>
        </div>
      </dl>
      <ol className="space-y-2">
        {stay.rooms.map((room, i) => (
          <li key={i} className="rounded-xl bg-slate-50 p-3">
            <p className="font-semibold text-slate-900">
              {t('hotels.rooms.room', { number: i + 1 })}: {pickText(room.room_type.name, lang)}
            </p>
            <p className="text-slate-700">
              {[
                t(`hotels.boards.${room.board}`),
                t('travellers.adults_count', { count: room.adults }),
                ...(room.children_ages.length
                  ? [t('travellers.children_count', { count: room.children_ages.length })]
                  : []),
                ...(room.infants ? [t('travellers.infants_count', { count: room.infants })] : []),
              ].join(t('hotels.list_separator'))}
            </p>
            <p className="text-end font-semibold text-slate-900">
              <Money amount={room.total.amount} currency={room.total.currency} />
            </p>
          </li>
        ))}
      </ol>
      <dl className="border-t border-slate-200 pt-2">
        <div className={row}>
          <dt>{t('hotels.summary.subtotal', { count: stay.nights })}</dt>
          <dd>
            <Money amount={stay.subtotal.amount} currency={stay.subtotal.currency} />
          </dd>
        </div>
        <div className={row}>
          <dt>{t('hotels.summary.taxes')}</dt>
          <dd>
            <Money amount={stay.taxes.amount} currency={stay.taxes.currency} />
          </dd>
        </div>
        <div className={row}>
          <dt>{t('hotels.summary.fees')}</dt>
          <dd>
            <Money amount={stay.fees.amount} currency={stay.fees.currency} />
          </dd>
        </div>
        <div className={`${row} border-t border-slate-200 text-base font-bold text-slate-900`}>
          <dt>{t('hotels.summary.total')}</dt>
          <dd data-testid="stay-total">
            <Money amount={stay.total.amount} currency={stay.total.currency} />
          </dd>
        </div>
      </dl>
      <div className="rounded-xl bg-slate-50 p-3" data-testid="cancellation">
        <p className="font-semibold text-slate-900">{t('hotels.summary.cancellation')}</p>
        {c.refundable && c.free_until ? (
          <>
            <p className="text-emerald-800">
              {t('hotels.policy.free_until', { date: formatInstant(c.free_until, lang) })}
            </p>
            <p className="text-slate-600">
              {t('hotels.summary.at_hotel', { date: formatAtHotel(c.free_until, c.time_zone, lang) })}
            </p>
          </>
        ) : null}
        <ul className="mt-1 space-y-0.5 text-slate-700">
          {c.steps.map((step, i) => (
            <li key={i}>
              {step.from
                ? t('hotels.summary.step_from', { date: formatInstant(step.from, lang) })
                : t('hotels.summary.step_now')}{' '}
              <Money
                amount={step.penalty.amount}
                currency={step.penalty.currency}
                className="font-semibold tabular-nums"
              />
            </li>
          ))}
          <li>{t('hotels.summary.no_show')}</li>
        </ul>
      </div>
    </div>
  );
}
