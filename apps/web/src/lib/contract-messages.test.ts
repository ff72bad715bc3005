import { describe, expect, it } from 'vitest';
import { LANGS } from '@portal/contracts/i18n';
import { MESSAGES, translate as translateAll, type MessageKey } from '@portal/contracts/messages';
import { messagesTable } from '../../scripts/messages-plugin';
import { isMessageKey, loadTable, translate } from './contract-messages';

const KEYS = Object.keys(MESSAGES) as MessageKey[];
/** A message with a placeholder, given text, a number and an amount of money for every placeholder. */
const WITH_PARAMS = KEYS.filter((key) => /\{\w+\}/.test(MESSAGES[key].ar));

describe("the contracts' messages in the visitor's language only (decision 148)", () => {
  it("makes each language's table from the contracts' messages: every key, that language's text", () => {
    for (const lang of LANGS) {
      const table = messagesTable(lang);
      expect(Object.keys(table)).toEqual(KEYS);
      for (const key of KEYS) expect(table[key], `${lang} ${key}`).toBe(MESSAGES[key][lang]);
    }
  });

  it("loads each language's table as the build makes it", async () => {
    for (const lang of LANGS) expect(await loadTable(lang)).toEqual(messagesTable(lang));
  });

  it("translates as the contracts' module does, in the stored language (Arabic by default)", () => {
    for (const key of KEYS) expect(translate(key, 'ar'), key).toBe(translateAll(key, 'ar'));
    expect(WITH_PARAMS.length).toBeGreaterThan(0);
    for (const key of WITH_PARAMS) {
      const params = Object.fromEntries(
        [...MESSAGES[key].ar.matchAll(/\{(\w+)\}/g)].map(([, name]) => [
          name!,
          name === 'amount' ? { amount: '1500', currency: 'IQD' } : 7,
        ]),
      );
      expect(translate(key, 'ar', params), key).toBe(translateAll(key, 'ar', params));
    }
  });

  it('knows exactly the message keys', () => {
    for (const key of KEYS) expect(isMessageKey(key)).toBe(true);
    expect(isMessageKey('no_such_message')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
  });
});
