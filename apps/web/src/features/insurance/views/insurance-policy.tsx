import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { countryName } from '../../../lib/countries';
import { formatCalendarDate } from '../../../lib/dates';
import { pickText, useLang } from '../../../lib/i18n';
import { Euros } from '../components/plan-facts';

type Policy = BookingOf<'insurance'>;

/** The policy as issued: number, insurer and plan, period, destination, the insured and the medical cover. */
export function PolicyFacts({ booking }: { booking: Policy }) {
  const { t } = useTranslation();
  const lang = useLang();
  const d = booking.details;
  const place = d.country ? countryName(d.country, lang) : t(`insurance.zones.${d.price.zone}`);
  const rows: Array<[string, React.ReactNode]> = [
    [
      t('insurance.policy.number'),
      <bdi dir="ltr" className="font-mono font-semibold" data-testid="policy-number">
        {d.policy_number}
      </bdi>,
    ],
    [t('insurance.policy.insurer'), pickText(d.plan.insurer.name, lang)],
    [t('insurance.policy.plan'), pickText(d.plan.name, lang)],
    [
      t('insurance.policy.period'),
      `${formatCalendarDate(d.start_date, lang)} – ${formatCalendarDate(d.end_date, lang)}`,
    ],
    [t('insurance.policy.destination'), place],
    [t('insurance.policy.medical'), <Euros amount={d.plan.medical_limit_eur} />],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The insured persons as the policy names them. */
export function InsuredList({ booking }: { booking: Policy }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className="py-1.5 text-start font-medium">
            {t('insurance.policy.insured')}
          </th>
          <th scope="col" className="py-1.5 text-start font-medium">
            {t('insurance.policy.born')}
          </th>
          <th scope="col" className="py-1.5 text-start font-medium">
            {t('insurance.policy.passport')}
          </th>
        </tr>
      </thead>
      <tbody>
        {booking.travellers.map((p, i) => (
          <tr key={i} className="border-b border-slate-100">
            <td className="py-1.5">
              <bdi dir="ltr">
                {p.first_name} {p.last_name}
              </bdi>
            </td>
            <td className="py-1.5">{formatCalendarDate(p.date_of_birth, lang)}</td>
            <td className="py-1.5">
              <bdi dir="ltr">{p.passport_number}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
