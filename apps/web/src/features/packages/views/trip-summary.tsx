import { useTranslation } from 'react-i18next';
import type { DepartureBookingDetails } from '@portal/contracts/departures';
import { PriceAmount } from '../../../components/ui/price';
import { mediaUrl } from '../../../lib/api-client';
import { formatCalendarDate } from '../../../lib/dates';
import { pickText, useLang } from '../../../lib/i18n';
import { CancellationTiers } from '../components/cancellation-tiers';

type Trip = Pick<DepartureBookingDetails, 'product' | 'departure' | 'option' | 'lines' | 'total' | 'cancellation'>;

/** A package trip: the package, its dates, the room, the price per traveller type and the cancellation tiers. */
export function TripSummary({ trip, variant = 'screen' }: { trip: Trip; variant?: 'screen' | 'print' }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="space-y-4 text-sm">
      {variant === 'screen' ? (
        <img
          src={mediaUrl(trip.product.image_url)}
          alt=""
          width={480}
          height={320}
          className="aspect-[3/2] w-full rounded-xl bg-slate-100 object-cover"
        />
      ) : null}
      <div>
        <p className="text-base font-semibold text-slate-900" data-testid="trip-title">
          {pickText(trip.product.title, lang)}
        </p>
        <p className="text-slate-700">
          {t('packages.booking.dates', {
            start: formatCalendarDate(trip.departure.starts_on, lang),
            end: formatCalendarDate(trip.departure.ends_on, lang),
          })}{' '}
          · {t('packages.days', { count: trip.product.days })}
        </p>
        <p className="text-slate-700">{t(`packages.options.${trip.option as 'standard'}`)}</p>
      </div>
      <dl className="space-y-1 border-t border-slate-100 pt-3">
        {trip.lines.map((line) => (
          <div key={line.traveller} className="flex justify-between gap-2">
            <dt className="text-slate-700">
              {line.count} × {t(`packages.travellers.${line.traveller}`)} (<PriceAmount price={line.unit} />)
            </dt>
            <dd>
              <PriceAmount price={line.total} className="font-medium text-slate-900" />
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-2 border-t border-slate-100 pt-2 text-base">
          <dt className="font-semibold text-slate-900">{t('packages.booking.total')}</dt>
          <dd>
            <PriceAmount price={trip.total} className="font-semibold text-slate-900" />
          </dd>
        </div>
      </dl>
      <div className="border-t border-slate-100 pt-3">
        <p className="mb-1 font-semibold text-slate-900">{t('packages.detail.cancellation')}</p>
        <CancellationTiers tiers={trip.cancellation} />
      </div>
    </div>
  );
}
