import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@portal/contracts/admin';
import { adminAr } from './ar';
import { adminDe } from './de';
import { adminEn } from './en';

/** The text at a dotted path (`hotel.room_type.create`), as i18next looks it up. */
function at(dictionary: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], dictionary);
}

const DICTIONARIES = { ar: adminAr, en: adminEn, de: adminDe };

describe('the audit log’s labels', () => {
  // AUDIT_ACTIONS is every action the API can write: `recordAudit` accepts nothing else.
  it.each(Object.entries(DICTIONARIES))('names every action the API writes in %s', (_lang, dictionary) => {
    const missing = AUDIT_ACTIONS.filter((action) => {
      const text = at(dictionary.audit.actions, action);
      return typeof text !== 'string' || !text.trim() || text === action;
    });
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(DICTIONARIES))('names every kind of record in %s', (_lang, dictionary) => {
    const missing = AUDIT_ENTITIES.filter((entity) => {
      const text = at(dictionary.audit.entities, entity);
      return typeof text !== 'string' || !text.trim();
    });
    expect(missing).toEqual([]);
  });

  it('gives different actions different words', () => {
    for (const dictionary of Object.values(DICTIONARIES)) {
      const words = AUDIT_ACTIONS.map((action) => at(dictionary.audit.actions, action));
      expect(new Set(words).size).toBe(AUDIT_ACTIONS.length);
    }
  });
});
