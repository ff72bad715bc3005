import { useTranslation } from 'react-i18next';
import type { Booking } from '@portal/contracts/bookings';
import { formatMoney } from '../../../lib/currency';
import { formatDateTime } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';
import { StatusBadge } from './status-badge';

const KNOWN_NOTES: Record<string, 'paid_from_wallet' | 'deadline_passed'> = {
  'paid from wallet': 'paid_from_wallet',
  'payment deadline passed': 'deadline_passed',
};
const AMOUNT_NOTE = /^(\d+(?:\.\d+)?) ([A-Z]{3})$/;

/** Every status the booking went through, oldest first, with when and why. */
export function StatusHistory({ history }: { history: Booking['history'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  // The API writes its notes in English; the known ones are shown in the interface language.
  function noteText(status: Booking['status'], note: string): string {
    const known = KNOWN_NOTES[note];
    if (known) return t(`bookings.history.${known}`);
    const amount = AMOUNT_NOTE.exec(note);
    if (amount && status === 'refunded')
      return t('bookings.history.refunded_amount', { amount: formatMoney(amount[1]!, amount[2]!, lang) });
    return note;
  }
  return (
    <ol className="relative space-y-4 border-s-2 border-slate-200 ps-5">
      {history.map((event, i) => (
        <li key={i} className="relative">
          <span
            aria-hidden="true"
            className="absolute -start-[1.72rem] top-1 size-3 rounded-full bg-brand-600 ring-4 ring-slate-50"
          />
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={event.status} />
            <time dateTime={event.at} className="text-sm text-slate-700">
              {formatDateTime(event.at, lang)}
            </time>
          </div>
          {event.note ? (
            <p className="mt-1 text-sm text-slate-700">
              <span className="sr-only">{t('bookings.detail.note')}: </span>
              <bdi>{noteText(event.status, event.note)}</bdi>
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
