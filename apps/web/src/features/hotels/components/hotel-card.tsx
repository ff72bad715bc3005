import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { HotelFacility } from '@portal/contracts/hotel-constants';
import type { HotelOffer } from '@portal/contracts/hotels';
import { buttonClass } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { resultImageLoading } from '../../../components/ui/result-image';
import { mediaUrl } from '../../../lib/api-client';
import { pickText, useLang } from '../../../lib/i18n';
import { formatInstant } from '../utils/format';
import { IconCheckCircle, IconPin } from './hotel-icons';
import { ReviewScore, Stars } from './stars';

export interface HotelCardProps {
  hotel: HotelOffer;
  nights: number;
  rooms: number;
  /** The detail page's query string (the stay and rooms). */
  detailSearch: string;
  /** The card's place in the list (0 = first): the first pictures load at once (decision 138). */
  index?: number;
}

const SHOWN_FACILITIES = [
  'breakfast',
  'internet',
  'wake_up_call',
  'coffee',
  'pool',
  'spa',
  'parking',
  'shrine_shuttle',
];

/** One hotel of the results: picture, stars, place, score, a few facilities, the price per night and for the stay. */
export function HotelCard({ hotel, nights, rooms, detailSearch, index = Infinity }: HotelCardProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { cheapest } = hotel;
  const facilities = SHOWN_FACILITIES.filter((f) => hotel.facilities.includes(f)).slice(0, 4);
  const href = `/hotel-room-details/${hotel.id}${detailSearch}`;
  return (
    <article
      className="relative grid gap-4 overflow-hidden rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[12rem_minmax(0,1fr)_auto]"
      data-stars={hotel.stars}
      data-total-iqd={cheapest.total.iqd}
      data-board={cheapest.board}
    >
      <img
        src={mediaUrl(hotel.thumbnail_url)}
        alt=""
        width={480}
        height={320}
        {...resultImageLoading(index)}
        className="aspect-[3/2] w-full rounded-xl bg-slate-100 object-cover sm:h-32"
      />
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap gap-1.5">
          {hotel.featured ? (
            <span className="rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900">
              {t('hotels.badges.featured')}
            </span>
          ) : null}
          {hotel.bestseller ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t('hotels.badges.bestseller')}
            </span>
          ) : null}
        </div>
        <h2 className="text-lg font-semibold text-slate-900">
          <Link to={href} className="hover:underline">
            {pickText(hotel.name, lang)}
          </Link>
        </h2>
        <Stars count={hotel.stars} />
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <IconPin className="text-brand-700" />
          <span className="truncate">{pickText(hotel.address, lang)}</span>
        </p>
        <ReviewScore score={hotel.review_score} reviews={hotel.review_count} />
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
          {facilities.map((f) => (
            <li key={f} className="flex items-center gap-1">
              <IconCheckCircle className="text-emerald-700" />
              {t(`hotels.facilities.${f as HotelFacility}`)}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col justify-between gap-3 border-slate-100 sm:min-w-44 sm:border-s sm:ps-4 sm:text-end">
        <div className="space-y-1 text-sm">
          <p className="font-semibold text-slate-900">{t(`hotels.boards.${cheapest.board}`)}</p>
          {cheapest.refundable && cheapest.free_until ? (
            <p className="text-emerald-800">
              {t('hotels.card.free_until', { date: formatInstant(cheapest.free_until, lang) })}
            </p>
          ) : (
            <p className="text-slate-600">{t('hotels.card.non_refundable')}</p>
          )}
          {cheapest.rooms_left <= 3 ? (
            <p className="font-semibold text-red-800">{t('hotels.card.rooms_left', { count: cheapest.rooms_left })}</p>
          ) : null}
        </div>
        <div>
          <p className="text-2xl font-bold text-slate-900">
            <Money amount={cheapest.per_night.amount} currency={cheapest.per_night.currency} />
          </p>
          <p className="text-xs text-slate-600">{t('hotels.card.per_night')}</p>
          <p className="mt-1 text-sm text-slate-800">
            {t('hotels.card.total_for', {
              nights: t('hotels.nights', { count: nights }),
              rooms: t('hotels.rooms.rooms_count', { count: rooms }),
            })}{' '}
            <Money
              amount={cheapest.total.amount}
              currency={cheapest.total.currency}
              className="font-semibold tabular-nums"
            />
          </p>
        </div>
        <Link
          to={href}
          className={buttonClass('primary', 'w-full')}
          aria-label={t('hotels.card.see_rooms_of', { name: pickText(hotel.name, lang) })}
        >
          {t('hotels.card.see_rooms')}
        </Link>
      </div>
    </article>
  );
}
