import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';

/** The travellers by name and type, with their passport numbers. */
export function TravellerList({ travellers }: { travellers: BookingOf<'package'>['travellers'] }) {
  const { t } = useTranslation();
  return (
    <ol className="space-y-2 text-sm" data-testid="travellers">
      {travellers.map((p, i) => (
        <li key={i}>
          <bdi className="font-semibold text-slate-900">
            {p.first_name} {p.last_name}
          </bdi>{' '}
          <span className="text-slate-700">
            · {t(`packages.travellers.${p.type}`)} ·{' '}
            <bdi dir="ltr" className="font-mono">
              {p.passport_number}
            </bdi>
          </span>
        </li>
      ))}
    </ol>
  );
}
