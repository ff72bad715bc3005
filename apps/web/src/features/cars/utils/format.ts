import type { Lang } from '@portal/contracts/i18n';
import { localeOf } from '../../../lib/i18n';
export { priceText } from '../../../lib/money';

/** A local `YYYY-MM-DDTHH:MM` of an office, as written at the office: date and time, no zone conversion. */
export function formatLocal(at: string, lang: Lang): string {
  // `YYYY-MM-DDTHH:MM`, or with seconds; anything else is shown as given rather than breaking the page.
  const date = new Date(`${at.length === 16 ? `${at}:00` : at}Z`);
  if (Number.isNaN(date.getTime())) return at;
  return new Intl.DateTimeFormat(localeOf(lang), {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}

/** An instant in the reader's own time zone. */
export function formatInstant(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
