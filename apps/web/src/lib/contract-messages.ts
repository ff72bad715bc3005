/**
 * The contracts' messages (`@portal/contracts/messages`: the API's field and problem messages, which the forms
 * show too) in the visitor's language only (decision 148). The web build puts this module in the place of the
 * contracts' module for the browser (vite.config.ts, `messagesPerLanguage`); the contracts' module holds every
 * message in all three languages (16.7 KB gzip), a language's table is a chunk of its own (about a third). The
 * language is the stored one, as the app's (a change of language reloads the page); the table is in before any
 * module that imports this one runs (top-level await), and `app/start-app.tsx` starts it beside the app's texts.
 * Tests and the server's renderer use the contracts' module itself; the tables are made from it at build time.
 */
import { DEFAULT_LANG, interpolate, isLang, type Lang } from '@portal/contracts/i18n';
import type { MessageKey, MessageParam } from '@portal/contracts/messages';
import { formatMoney } from '@portal/contracts/money-format';
import { readItem, STORAGE_KEYS } from './storage';

export type { MessageKey, MessageParam };

type Table = Readonly<Record<string, string>>;

/** A language's messages (a chunk each, made by the build from the contracts' messages). */
export function loadTable(lang: Lang): Promise<Table> {
  switch (lang) {
    case 'en':
      return import('virtual:contract-messages/en').then((m) => m.default);
    case 'de':
      return import('virtual:contract-messages/de').then((m) => m.default);
    default:
      return import('virtual:contract-messages/ar').then((m) => m.default);
  }
}

const stored = readItem('local', STORAGE_KEYS.lang);
const lang: Lang = isLang(stored) ? stored : DEFAULT_LANG;
const table: Table = await loadTable(lang);

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(table, value);
}

/** As the contracts' `translate`, in the loaded language (the page's; another one does not occur in the browser). */
export function translate(key: MessageKey, _lang: Lang, params?: Record<string, MessageParam>): string {
  const text = table[key] ?? key;
  if (!params) return text;
  const values = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'object' ? formatMoney(value.amount, value.currency, lang) : value,
    ]),
  );
  return interpolate(text, values);
}
