import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { LANGS, type Lang } from '@portal/contracts/i18n';
import { MESSAGES } from '@portal/contracts/messages';

const VIRTUAL = 'virtual:contract-messages/';

/** The table of one language: every message key with its text in that language. */
export function messagesTable(lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(MESSAGES).map(([key, texts]) => [key, texts[lang]]));
}

/**
 * The contracts' messages in the visitor's language only (decision 148): `virtual:contract-messages/<lang>` is
 * that language's table, made here from the contracts' messages, and with `redirect` every import of the
 * contracts' messages module (the web app's and the contracts' own, e.g. validation.ts) gets
 * `src/lib/contract-messages.ts`, which loads the stored language's table.
 */
export function messagesPerLanguage({ CONTRACTS_SRC, redirect }: { CONTRACTS_SRC: string; redirect: boolean }): Plugin {
  const source = path.join(CONTRACTS_SRC, 'messages.ts');
  /** The browser's stand-in for the contracts' messages: one language's table (src/lib/contract-messages.ts). */
  const ACTIVE_MESSAGES = fileURLToPath(new URL('../src/lib/contract-messages.ts', import.meta.url));
  return {
    name: 'rafidain:messages-per-language',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id.startsWith(VIRTUAL)) return `\0${id}`;
      if (!redirect || !importer || importer === ACTIVE_MESSAGES) return null;
      if (id === '@portal/contracts/messages' || id === source) return ACTIVE_MESSAGES;
      if (importer.startsWith(CONTRACTS_SRC) && (id === './messages.js' || id === './messages')) return ACTIVE_MESSAGES;
      return null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const lang = id.slice(VIRTUAL.length + 1);
      if (!LANGS.includes(lang as Lang)) throw new Error(`messages-per-language: no language ${lang}`);
      return `export default ${JSON.stringify(messagesTable(lang as Lang))};\n`;
    },
  };
}
