import type { Lang } from '@portal/contracts/i18n';

/**
 * Names side by side (a city and its country, the stops of a flight), separated by the language's comma: "،"
 * in Arabic (issue 22). Not `Intl.ListFormat`, whose Arabic lists add "و" (and) before each item.
 */
export function joinNames(names: readonly string[], lang: Lang): string {
  return names.join(lang === 'ar' ? '، ' : ', ');
}
