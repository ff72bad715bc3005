import { describe, expect, it } from 'vitest';
import { foldName, namedExactly } from './search-names.js';

describe('foldName', () => {
  it('ignores case, diacritics, punctuation and spacing', () => {
    expect(foldName('  DÜSSELDORF ')).toBe(foldName('dusseldorf'));
    expect(foldName('İstanbul')).toBe(foldName('istanbul'));
    expect(foldName('Baghdad (BGW)')).toBe('baghdad bgw');
  });

  it('folds the variants of Arabic letters', () => {
    expect(foldName('إسطنبول')).toBe(foldName('اسطنبول'));
    expect(foldName('أربيل')).toBe(foldName('اربيل'));
    expect(foldName('القاهرة')).toBe(foldName('القاهره'));
    expect(foldName('بغـــداد')).toBe(foldName('بغداد'));
    expect(foldName('مَكَّة')).toBe(foldName('مكه'));
    expect(foldName('ابو ظبى')).toBe(foldName('أبو ظبي'));
  });
});

describe('namedExactly', () => {
  const items = [
    { code: 'IST', names: ['Istanbul', 'إسطنبول', 'Istanbul Airport'] },
    { code: 'SAW', names: ['Istanbul', 'إسطنبول', 'Sabiha Gökçen'] },
    { code: 'BGW', names: ['Baghdad', 'بغداد', 'Bagdad'] },
  ];
  const namesOf = (i: (typeof items)[number]) => [i.code, ...i.names];

  it('finds the one place a code or a name in any language names', () => {
    expect(namedExactly(items, 'bgw', namesOf)?.code).toBe('BGW');
    expect(namedExactly(items, 'BAGHDAD', namesOf)?.code).toBe('BGW');
    expect(namedExactly(items, 'بغداد', namesOf)?.code).toBe('BGW');
    expect(namedExactly(items, 'sabiha gokcen', namesOf)?.code).toBe('SAW');
  });

  it('finds nothing for a name of several places, a part of a name, or nothing typed', () => {
    expect(namedExactly(items, 'Istanbul', namesOf)).toBeNull();
    expect(namedExactly(items, 'Bagh', namesOf)).toBeNull();
    expect(namedExactly(items, ' ( ', namesOf)).toBeNull();
  });
});
