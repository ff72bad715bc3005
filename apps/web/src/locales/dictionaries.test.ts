import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '@portal/contracts/i18n';
import { ABOUT } from '../features/info/content/about';
import { PRIVACY } from '../features/info/content/privacy';
import { adminAr } from '../features/admin/locales/ar';
import { adminDe } from '../features/admin/locales/de';
import { adminEn } from '../features/admin/locales/en';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { FEATURE_DICTIONARY_NAMES } from './features';
import { FEATURE_DICTIONARIES } from './feature-loaders';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf as `path → text`; arrays count as objects keyed by index. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** The keys a language must have: plural keys expanded to that language's plural categories. */
function expectedKeys(reference: Map<string, unknown>, lang: Lang): string[] {
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of reference.keys()) {
    if (PLURAL.test(key)) {
      for (const category of categories) keys.add(key.replace(PLURAL, `_${category}`));
    } else {
      keys.add(key);
    }
  }
  return [...keys].sort();
}

/** What is wrong with one language's dictionary against the English one. */
function problems(reference: unknown, dictionary: unknown, lang: Lang) {
  const wanted = expectedKeys(leaves(reference), lang);
  const found = leaves(dictionary);
  return {
    missing: wanted.filter((key) => !found.has(key)),
    extra: [...found.keys()].filter((key) => !wanted.includes(key)),
    empty: [...found].filter(([, text]) => typeof text !== 'string' || !text.trim()).map(([key]) => key),
  };
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)]
    .map((m) => m[1])
    .filter((p) => p !== 'count')
    .sort();

function checkComplete(name: string, byLang: Record<Lang, unknown>) {
  describe(name, () => {
    it.each(LANGS)('%s has every key, each a non-empty text', (lang) => {
      expect(problems(byLang.en, byLang[lang], lang)).toEqual({ missing: [], extra: [], empty: [] });
    });

    it.each(LANGS)('%s keeps the {{placeholders}} of the English text', (lang) => {
      const dictionary = leaves(byLang[lang]);
      for (const [key, text] of leaves(byLang.en)) {
        const base = key.replace(PLURAL, '');
        for (const [k, translated] of dictionary) {
          if (k.replace(PLURAL, '') !== base) continue;
          expect({ key: k, placeholders: placeholders(translated as string) }).toEqual({
            key: k,
            placeholders: placeholders(text as string),
          });
        }
      }
    });
  });
}

/** A language's whole interface: the shell's dictionary and every feature's, as the screens load them. */
async function interfaceTexts(lang: Lang, shell: object): Promise<object> {
  const features = await Promise.all(
    FEATURE_DICTIONARY_NAMES.map(async (name) => [name, await FEATURE_DICTIONARIES[name][lang]()] as const),
  );
  return { ...shell, ...Object.fromEntries(features) };
}

checkComplete('interface dictionary', {
  ar: await interfaceTexts('ar', ar),
  en: await interfaceTexts('en', en),
  de: await interfaceTexts('de', de),
});
checkComplete('privacy policy', PRIVACY);
checkComplete('about us', ABOUT);
// The back office's own namespace, loaded with its chunk (decision 034).
checkComplete('back office', { ar: adminAr, en: adminEn, de: adminDe });

describe('the completeness check', () => {
  it('reports a missing key, an empty text and a plural form the language does not use', () => {
    const broken = structuredClone(de) as unknown as {
      nav: Record<string, string>;
      home: { tours: Record<string, string> };
    };
    delete broken.nav.home;
    broken.nav.about = ' ';
    broken.home.tours.days_few = '{{count}} Tage';
    expect(problems(en, broken, 'de')).toEqual({
      missing: ['nav.home'],
      extra: ['home.tours.days_few'],
      empty: ['nav.about'],
    });
  });

  it('asks Arabic for all six plural forms', () => {
    const broken = structuredClone(ar) as unknown as { home: { tours: Record<string, string> } };
    delete broken.home.tours.seats_left_two;
    expect(problems(en, broken, 'ar').missing).toEqual(['home.tours.seats_left_two']);
  });

  it('the privacy policy has the spec’s seven sections in every language', () => {
    for (const lang of LANGS) expect(Object.keys(PRIVACY[lang].sections)).toHaveLength(7);
  });
});

describe('typography in every language (issue 22)', () => {
  const texts = async (lang: Lang, shell: object) => [
    ...leaves(await interfaceTexts(lang, shell)).values(),
    ...leaves({ ar: adminAr, en: adminEn, de: adminDe }[lang]).values(),
  ];

  it('keeps a number and its percent sign together (a no-break space, never a breaking one)', async () => {
    for (const [lang, shell] of [
      ['ar', ar],
      ['en', en],
      ['de', de],
    ] as const) {
      const broken = (await texts(lang, shell)).filter((text) => typeof text === 'string' && /(\d|\}\}) %/.test(text));
      expect(broken, lang).toEqual([]);
    }
  });

  it('writes the Arabic comma in Arabic texts', async () => {
    const latin = (await texts('ar', ar)).filter(
      (text) => typeof text === 'string' && /[\u0600-\u06ff]/.test(text) && /[\u0600-\u06ff}], /.test(text),
    );
    expect(latin).toEqual([]);
  });

  it('names the filters one way in Arabic (التصفية)', async () => {
    const other = (await texts('ar', ar)).filter((text) => typeof text === 'string' && /فلاتر|فلتر/.test(text));
    expect(other).toEqual([]);
  });
});

describe('the feature dictionaries', () => {
  it('names every feature whose loaders exist, and no other', () => {
    expect([...FEATURE_DICTIONARY_NAMES].sort()).toEqual(Object.keys(FEATURE_DICTIONARIES).sort());
  });
});
