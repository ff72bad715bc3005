import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';

/** The booked fare: family, cabin, baggage, refund and change rules. */
export function FareRules({ flight }: { flight: BookingOf<'flight'>['details'] }) {
  const { t } = useTranslation();
  const { fare } = flight;
  const checked = fare.baggage.checked;
  const baggage = !checked
    ? t('bookings.fare.no_checked_bag')
    : 'pieces' in checked
      ? t('bookings.fare.pieces', { count: checked.pieces, kg: checked.kg })
      : t('bookings.fare.weight', { kg: checked.kg });
  const refund =
    fare.refund === 'refundable'
      ? fare.refund_penalty_percent > 0
        ? t('bookings.fare.refundable_penalty', { percent: fare.refund_penalty_percent })
        : t('bookings.fare.refundable')
      : fare.refund === 'non_refundable'
        ? t('bookings.fare.non_refundable')
        : t('bookings.fare.as_per_rules', { percent: fare.refund_penalty_percent });
  const change =
    fare.change === 'free'
      ? t('bookings.fare.change_free')
      : fare.change === 'fee'
        ? t('bookings.fare.change_fee', { percent: fare.change_fee_percent })
        : t('bookings.fare.change_not_allowed');
  const rows: Array<[string, string]> = [
    [
      t('bookings.fare.fare'),
      `${t(`bookings.fare.families.${fare.family}`)} · ${t(`bookings.fare.cabins.${flight.cabin}`)}`,
    ],
    [t('bookings.fare.checked'), baggage],
    [t('bookings.fare.cabin_bag'), t('bookings.fare.weight', { kg: fare.baggage.cabin_kg })],
    [t('bookings.fare.refund'), refund],
    [t('bookings.fare.change'), change],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div
          key={term}
          className="flex justify-between gap-4 border-b border-slate-100 py-1.5 sm:block sm:border-0 sm:py-0"
        >
          <dt className="text-slate-600">{term}</dt>
          <dd className="text-end font-medium text-slate-900 sm:text-start">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
