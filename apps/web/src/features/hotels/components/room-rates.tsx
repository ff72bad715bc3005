import { useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Bedding, RoomAmenity } from '@portal/contracts/hotel-constants';
import type { HotelRates, Rate } from '@portal/contracts/hotels';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { mediaUrl } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/currency';
import { pickText, useLang } from '../../../lib/i18n';
import { formatInstant } from '../utils/format';
import { addAmounts } from '../../../lib/money';
import { BIDI_TAGS } from '../../../components/ui/bidi';
import { IconCheckCircle, IconUsersSmall } from './hotel-icons';

type RoomTypeRates = HotelRates['room_types'][number];

export interface RoomChoice {
  roomTypeId: string;
  rate: Rate;
}

export interface RoomRatesProps {
  rates: HotelRates;
  /** Busy while the choice is being priced into a booking. */
  pending: boolean;
  error?: string | undefined;
  onBook: (choices: RoomChoice[]) => void;
}

/** The cancellation terms of a rate in a sentence, with the deadline in the user's time zone. */
export function PolicyText({ rate }: { rate: Rate }) {
  const { t } = useTranslation();
  const lang = useLang();
  const c = rate.cancellation;
  if (c.refundable && c.free_until)
    return (
      <span className="text-emerald-800">
        {t('hotels.policy.free_until', { date: formatInstant(c.free_until, lang) })}{' '}
        <span className="text-slate-700">{t('hotels.policy.then', { percent: c.penalty_percent })}</span>
      </span>
    );
  if (c.refundable)
    return <span className="text-amber-800">{t('hotels.policy.penalty_now', { percent: c.penalty_percent })}</span>;
  return <span className="text-slate-700">{t('hotels.policy.non_refundable')}</span>;
}

/**
 * Room types with their rates for the stay. Each searched room gets a rate of its own ("Choose for room 2"):
 * a rate shows that room's price, and only while its room type still has rooms left for it.
 */
export function RoomRates({ rates, pending, error, onBook }: RoomRatesProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const rooms = rates.query.rooms;
  const [choices, setChoices] = useState<Array<RoomChoice | null>>(() => rooms.map(() => null));
  const [active, setActive] = useState(0);
  const continueRef = useRef<HTMLButtonElement>(null);

  function taken(roomTypeId: string, except: number) {
    return choices.filter((c, i) => c && i !== except && c.roomTypeId === roomTypeId).length;
  }

  function choose(rt: RoomTypeRates, rate: Rate) {
    const next = choices.map((c, i) => (i === active ? { roomTypeId: rt.id, rate } : c));
    setChoices(next);
    const open = next.findIndex((c) => c === null);
    if (open >= 0) setActive(open);
    // Every room has its rate: the way on is next (below the list on a phone).
    else
      requestAnimationFrame(() => {
        continueRef.current?.scrollIntoView?.({ block: 'center' });
        continueRef.current?.focus({ preventScroll: true });
      });
  }

  const chosenPrices = choices.flatMap((c, i) => (c?.rate.rooms[i] ? [c.rate.rooms[i]!.total] : []));
  const currency = chosenPrices[0]?.currency;
  const total = currency
    ? addAmounts(
        chosenPrices.map((p) => p.amount),
        currency,
      )
    : null;
  const complete = choices.every(Boolean);
  const guests = (i: number) => {
    const r = rooms[i]!;
    return [
      t('travellers.adults_count', { count: r.adults }),
      ...(r.children ? [t('travellers.children_count', { count: r.children })] : []),
      ...(r.infants ? [t('travellers.infants_count', { count: r.infants })] : []),
    ].join(t('hotels.list_separator'));
  };

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="space-y-4">
        {rooms.length > 1 ? (
          <div role="tablist" aria-label={t('hotels.rates.rooms_label')} className="flex flex-wrap gap-2">
            {rooms.map((_, i) => (
              <button
                key={i}
                type="button"
                role="tab"
                aria-selected={i === active}
                onClick={() => setActive(i)}
                className={`min-h-11 rounded-xl px-3 text-sm font-semibold ring-1 ${i === active ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-900 ring-slate-300'}`}
              >
                {t('hotels.rooms.room', { number: i + 1 })} · {guests(i)}
              </button>
            ))}
          </div>
        ) : null}
        {rates.room_types.length === 0 ? (
          <Alert tone="info">{t('hotels.rates.none')}</Alert>
        ) : (
          // Room types that take the chosen room's guests first.
          [...rates.room_types]
            .sort(
              (a, b) => Number(!a.rates.some((r) => r.rooms[active])) - Number(!b.rates.some((r) => r.rooms[active])),
            )
            .map((rt) => {
              const left = rt.available - taken(rt.id, active);
              return (
                <article
                  key={rt.id}
                  className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
                  data-room-type={rt.code}
                >
                  <div className="grid gap-4 p-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
                    <img
                      src={mediaUrl(rt.image_url)}
                      alt=""
                      loading="lazy"
                      className="aspect-[3/2] w-full rounded-xl bg-slate-100 object-cover"
                    />
                    <div className="space-y-1.5">
                      <h3 className="text-lg font-semibold text-slate-900">{pickText(rt.name, lang)}</h3>
                      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
                        <span className="flex items-center gap-1">
                          <IconUsersSmall />
                          {t('hotels.rates.sleeps', {
                            count: rt.max_adults,
                            guests: t('hotels.rooms.guests_count', { count: rt.max_occupancy }),
                          })}
                        </span>
                        <span>{t(`hotels.bedding.${rt.bedding as Bedding}`)}</span>
                        <span>{t('hotels.rates.size', { size: rt.size_sqm })}</span>
                      </p>
                      <p className="text-sm text-slate-600">
                        {rt.amenities
                          .map((a) => t(`hotels.room_amenities.${a as RoomAmenity}`))
                          .join(t('hotels.list_separator'))}
                      </p>
                      <p className={`text-sm font-semibold ${rt.available <= 3 ? 'text-red-800' : 'text-slate-700'}`}>
                        {rt.available > 0
                          ? t('hotels.rates.available', { count: rt.available })
                          : t('hotels.rates.sold_out')}
                      </p>
                    </div>
                  </div>
                  <ul className="divide-y divide-slate-100 border-t border-slate-100">
                    {rt.rates.map((rate) => {
                      const price = rate.rooms[active] ?? null;
                      const chosen = choices[active]?.rate.id === rate.id;
                      return (
                        <li
                          key={rate.id}
                          className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
                          data-board={rate.board}
                        >
                          <div className="space-y-1 text-sm">
                            <p className="font-semibold text-slate-900">{t(`hotels.boards.${rate.board}`)}</p>
                            <p>
                              <PolicyText rate={rate} />
                            </p>
                            {rate.holdable ? <p className="text-slate-600">{t('hotels.rates.holdable')}</p> : null}
                          </div>
                          <div className="flex items-center gap-4 sm:justify-end">
                            {price ? (
                              <div className="text-end">
                                <p className="text-lg font-bold text-slate-900">
                                  <Money amount={price.per_night.amount} currency={price.per_night.currency} />
                                </p>
                                <p className="text-xs text-slate-600">
                                  <Trans
                                    i18nKey="hotels.rates.per_night_total"
                                    count={rates.nights}
                                    values={{ total: formatMoney(price.total.amount, price.total.currency, lang) }}
                                    components={BIDI_TAGS}
                                  />
                                </p>
                              </div>
                            ) : (
                              <p className="max-w-48 text-sm text-slate-600">{t('hotels.rates.too_small')}</p>
                            )}
                            <Button
                              variant={chosen ? 'secondary' : 'primary'}
                              disabled={!price || (left < 1 && !chosen)}
                              aria-pressed={chosen}
                              onClick={() => choose(rt, rate)}
                            >
                              {chosen ? <IconCheckCircle /> : null}
                              {rooms.length > 1
                                ? t('hotels.rates.choose_for', { number: active + 1 })
                                : t('hotels.rates.choose')}
                            </Button>
                          </div>
                        </li>
                      );
                    })}
                  </ul>
                </article>
              );
            })
        )}
      </div>
      <aside
        aria-labelledby={`${id}-summary`}
        className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-24"
      >
        <h3 id={`${id}-summary`} className="text-lg font-semibold text-slate-900">
          {t('hotels.rates.your_rooms')}
        </h3>
        <ol className="space-y-3 text-sm">
          {choices.map((c, i) => {
            const rt = c ? rates.room_types.find((r) => r.id === c.roomTypeId) : undefined;
            return (
              <li
                key={i}
                className="rounded-xl bg-slate-50 p-3"
                data-testid="room-choice"
                data-chosen={Boolean(c && rt)}
              >
                <p className="font-semibold text-slate-900">
                  {t('hotels.rooms.room', { number: i + 1 })} · {guests(i)}
                </p>
                {c && rt ? (
                  <p className="text-slate-700">
                    {pickText(rt.name, lang)} · {t(`hotels.boards.${c.rate.board}`)}
                  </p>
                ) : (
                  <p className="text-slate-600">{t('hotels.rates.not_chosen')}</p>
                )}
              </li>
            );
          })}
        </ol>
        {total && currency ? (
          <p className="flex items-baseline justify-between gap-2 border-t border-slate-100 pt-3">
            <span className="text-sm text-slate-700">{t('hotels.rates.total', { count: rates.nights })}</span>
            <span className="text-xl font-bold text-slate-900" data-testid="rooms-total">
              <Money amount={total} currency={currency} />
            </span>
          </p>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <button
          ref={continueRef}
          type="button"
          className={buttonClass('accent', 'w-full')}
          disabled={!complete || pending}
          onClick={() => onBook(choices as RoomChoice[])}
        >
          {pending ? t('hotels.rates.checking') : t('hotels.rates.book')}
        </button>
        {!complete ? <p className="text-xs text-slate-600">{t('hotels.rates.choose_all')}</p> : null}
      </aside>
    </div>
  );
}
