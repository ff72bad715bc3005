import type { TFunction } from 'i18next';
import type { SiteSettings } from '@portal/contracts/site-settings';
import type { Lang } from '@portal/contracts/i18n';
import { localeOf } from '../../../lib/i18n';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const DAY = '(mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?';
/** `Mon-Sat`, `mon – fri`, `Saturday–Thursday`, `Fri`: the English day names the back office stores. */
const DAYS = new RegExp(`^${DAY}(?:\\s*[-–—]\\s*${DAY})?$`, 'i');

function weekday(index: number, lang: Lang): string {
  // 1 January 2024 was a Monday.
  return new Intl.DateTimeFormat(localeOf(lang), { weekday: 'short', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1 + index),
  );
}

/** The office days in the reader's language, or the text as the back office typed it when it is not a range. */
export function formatOpeningDays(days: string, lang: Lang, t: TFunction): string {
  const match = DAYS.exec(days.trim());
  if (!match) return days;
  const index = (day: string) => WEEKDAYS.indexOf(day.toLowerCase() as (typeof WEEKDAYS)[number]);
  const from = weekday(index(match[1]!), lang);
  return match[2] ? t('contact.days_range', { from, to: weekday(index(match[2]), lang) }) : from;
}

/**
 * The opening hours as site settings word them in this language, or, when that label is empty, built from
 * the structured days and times in this language (rather than another language's label).
 */
export function formatOpeningHours(hours: SiteSettings['opening_hours'], lang: Lang, t: TFunction): string {
  const label = hours.label[lang].trim();
  if (label) return label;
  return t('contact.hours_value', {
    days: formatOpeningDays(hours.days, lang, t),
    opens: hours.opens,
    closes: hours.closes,
  });
}
