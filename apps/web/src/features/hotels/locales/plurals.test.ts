import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { hotelsAr } from './ar';
import { hotelsDe } from './de';
import { hotelsEn } from './en';

async function translator(lng: string, hotels: object) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { [lng]: { translation: { hotels } } }, interpolation: { escapeValue: false } });
  return i18n.t.bind(i18n);
}

describe('how many a room sleeps, in each language’s plural forms (issue 22)', () => {
  it('English and German: one adult, several adults', async () => {
    const en = await translator('en', hotelsEn);
    const sleeps = (count: number, total: number) =>
      en('hotels.rates.sleeps', { count, guests: en('hotels.rooms.guests_count', { count: total }) });
    expect(sleeps(1, 1)).toBe('Up to 1 adult, 1 guest');
    expect(sleeps(2, 3)).toBe('Up to 2 adults, 3 guests');
    const de = await translator('de', hotelsDe);
    expect(de('hotels.rates.sleeps', { count: 1, guests: de('hotels.rooms.guests_count', { count: 2 }) })).toBe(
      'Bis zu 1 Erwachsener, 2 Gäste',
    );
  });

  it('Arabic: one, two, few and many', async () => {
    const ar = await translator('ar', hotelsAr);
    const sleeps = (count: number, total: number) =>
      ar('hotels.rates.sleeps', { count, guests: ar('hotels.rooms.guests_count', { count: total }) });
    expect(sleeps(1, 1)).toBe('حتى بالغ واحد، نزيل واحد');
    expect(sleeps(2, 3)).toBe('حتى بالغَين، 3 نزلاء');
    expect(sleeps(11, 12)).toBe('حتى 11 بالغًا، 12 نزيلًا');
  });
});
