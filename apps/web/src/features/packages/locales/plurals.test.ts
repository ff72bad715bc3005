import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { packagesAr } from './ar';
import { packagesDe } from './de';
import { packagesEn } from './en';

async function translator(lng: string, packages: object) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { [lng]: { translation: { packages } } }, interpolation: { escapeValue: false } });
  return i18n.t.bind(i18n);
}

describe('cancellation tiers count their days in each language’s plural forms (issue 22)', () => {
  it('English and German: one day, several days', async () => {
    const en = await translator('en', packagesEn);
    expect(en('packages.detail.tier_free', { count: 1 })).toBe('From 1 day before departure: free cancellation');
    expect(en('packages.detail.tier', { count: 7, percent: 50 })).toBe(
      'From 7 days before departure: 50% of the price is kept',
    );
    const de = await translator('de', packagesDe);
    expect(de('packages.detail.tier_free', { count: 1 })).toBe('Ab 1 Tag vor Abreise: kostenlose Stornierung');
    expect(de('packages.detail.tier_free', { count: 30 })).toBe('Ab 30 Tagen vor Abreise: kostenlose Stornierung');
  });

  it('Arabic: zero, one, two, few and many', async () => {
    const ar = await translator('ar', packagesAr);
    expect(ar('packages.detail.tier_free', { count: 0 })).toBe('في يوم الانطلاق: إلغاء مجاني');
    expect(ar('packages.detail.tier_free', { count: 1 })).toBe('ابتداءً من يوم واحد قبل الانطلاق: إلغاء مجاني');
    expect(ar('packages.detail.tier_free', { count: 2 })).toBe('ابتداءً من يومين قبل الانطلاق: إلغاء مجاني');
    expect(ar('packages.detail.tier_free', { count: 7 })).toBe('ابتداءً من 7 أيام قبل الانطلاق: إلغاء مجاني');
    expect(ar('packages.detail.tier', { count: 45, percent: 10 })).toBe(
      'ابتداءً من 45 يومًا قبل الانطلاق: يُحتفظ بـ 10% من السعر',
    );
  });
});
