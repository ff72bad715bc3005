import type { AdminBooking } from '@portal/contracts/admin-bookings';
import { serviceName } from '@portal/contracts/services';
import { Button } from '../../../../components/ui/button';
import { Money } from '../../../../components/ui/money';
import { formatCalendarDate, formatDateTime } from '../../../../lib/dates';
import { fetchApiBlob, saveBlob } from '../../../../lib/download';
import { useLang } from '../../../../lib/i18n';
import { bookingFilePath } from '../../api/bookings';
import { useAdminText } from '../../i18n';
import { BOOKING_TONE, StatusPill } from '../common/status-pill';

/** Who booked, when, what was paid and how. */
export function BookingFacts({ detail }: { detail: AdminBooking }) {
  const { t } = useAdminText();
  const lang = useLang();
  const { booking, account } = detail;
  const facts: Array<[string, React.ReactNode]> = [
    [t('desk.account'), <bdi key="a">{account.name}</bdi>],
    [t('desk.booked_by'), <bdi key="b">{booking.booked_by.name}</bdi>],
    [t('desk.booked_at'), formatDateTime(booking.created_at, lang)],
    [t('desk.service'), serviceName(booking.service, lang)],
    [t('desk.total'), <Money key="t" amount={booking.total.amount} currency={booking.total.currency} />],
    [
      t('desk.payment'),
      booking.payment.method === 'hold' ? (
        t('desk.unpaid_hold')
      ) : (
        <Money key="p" amount={booking.payment.amount} currency={booking.payment.currency} />
      ),
    ],
  ];
  if (booking.hold_expires_at && booking.status === 'held')
    facts.push([t('desk.hold_until'), formatDateTime(booking.hold_expires_at, lang)]);
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 xl:grid-cols-3">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Travellers({ detail }: { detail: AdminBooking }) {
  const { t } = useAdminText();
  const lang = useLang();
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[30rem] text-sm">
        <caption className="sr-only">{t('desk.travellers')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 text-start">
              {t('desk.name')}
            </th>
            <th scope="col" className="py-2 text-start">
              {t('desk.passport')}
            </th>
            <th scope="col" className="py-2 text-start">
              {t('desk.born')}
            </th>
            <th scope="col" className="py-2 text-start">
              {t('desk.ticket')}
            </th>
          </tr>
        </thead>
        <tbody>
          {detail.booking.travellers.map((p, i) => (
            <tr key={i} className="border-b border-slate-100">
              <td className="py-2">
                <bdi dir="ltr">
                  {p.first_name} {p.last_name}
                </bdi>{' '}
                {'type' in p ? <span className="text-xs text-slate-500">({t(`passengers.${p.type}`)})</span> : null}
              </td>
              <td className="py-2">
                {/* Hotel guests are named only: no passport or birth date. */}
                <bdi dir="ltr">
                  {['passport_number' in p ? p.passport_number : '', p.nationality].filter(Boolean).join(' · ') || '—'}
                </bdi>
              </td>
              <td className="py-2">
                {'date_of_birth' in p && p.date_of_birth ? formatCalendarDate(p.date_of_birth, lang) : '—'}
              </td>
              <td className="py-2">
                <bdi dir="ltr">{detail.documents.find((d) => d.traveller_index === i && d.number)?.number ?? '—'}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Issued documents: their numbers, and files to download. */
export function Documents({ detail }: { detail: AdminBooking }) {
  const { t } = useAdminText();
  const lang = useLang();
  if (detail.documents.length === 0) return <p className="text-sm text-slate-600">{t('documents.none')}</p>;
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {detail.documents.map((d) => (
        <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span>
            {t(`documents.kind.${d.kind}`)}{' '}
            {d.number ? (
              <bdi dir="ltr" className="font-semibold">
                {d.number}
              </bdi>
            ) : null}
            <span className="block text-xs text-slate-500">
              <bdi>{d.created_by.name}</bdi> · {formatDateTime(d.created_at, lang)}
            </span>
          </span>
          {d.file ? (
            <Button
              variant="secondary"
              onClick={() =>
                void fetchApiBlob(bookingFilePath(detail.booking.id, d.file!.id)).then(({ blob }) =>
                  saveBlob(
                    blob,
                    `${detail.booking.reference}-${d.kind}.${d.file!.content_type === 'application/pdf' ? 'pdf' : 'jpg'}`,
                  ),
                )
              }
            >
              {t('documents.download')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The API's notes are English words; the known ones are shown in the interface language. */
const KNOWN_NOTES = {
  'paid from wallet': 'desk.note_paid_from_wallet',
  'payment deadline passed': 'desk.note_deadline_passed',
} as const;

export function History({ detail }: { detail: AdminBooking }) {
  const { t } = useAdminText();
  const lang = useLang();
  const noteText = (note: string) => {
    const key = KNOWN_NOTES[note as keyof typeof KNOWN_NOTES];
    return key ? t(key) : note;
  };
  return (
    <ol className="space-y-2 text-sm">
      {detail.booking.history.map((h, i) => (
        <li key={i} className="flex flex-wrap items-center gap-2">
          <StatusPill tone={BOOKING_TONE[h.status] ?? 'grey'}>{t(`booking_status.${h.status}`)}</StatusPill>
          <time dateTime={h.at} className="text-slate-700">
            {formatDateTime(h.at, lang)}
          </time>
          {h.note ? (
            <span className="text-slate-700">
              · <bdi>{noteText(h.note)}</bdi>
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
