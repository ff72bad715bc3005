import type { Lang } from '@portal/contracts/i18n';
import { localeOf } from '../../../lib/i18n';

/** Monday to Sunday, short, in the interface language (1 January 2024 was a Monday). */
export function weekdayNames(lang: Lang, width: 'short' | 'long' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(localeOf(lang), { weekday: width, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
}
