import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../../lib/currency';
import { formatSignedMoney } from './ledger-amount';

describe('amounts in the ledger', () => {
  it.each([
    ['ar', '250000', 'IQD'],
    ['ar', '6200.00', 'USD'],
    ['en', '250000', 'IQD'],
    ['de', '6200.00', 'USD'],
  ] as const)('in %s, a negative %s %s is its positive amount after a leading minus', (lang, amount, currency) => {
    const positive = formatSignedMoney(amount, currency, lang);
    expect(formatSignedMoney(`-${amount}`, currency, lang)).toBe(`-${positive}`);
    expect(positive).not.toContain('-');
    expect(positive).not.toMatch(/^[\u200e\u200f\u061c]/);
  });

  it('puts the number right after the sign in Arabic for dinars and dollars alike (Intl does not)', () => {
    expect(formatSignedMoney('-250000', 'IQD', 'ar')).toMatch(/^-250,000\u00a0د\.ع\./);
    expect(formatSignedMoney('-6200.00', 'USD', 'ar')).toMatch(/^-6,200\.00\u00a0US\$/);
    // What Intl alone gives starts with marks that move a dinar amount's symbol about.
    expect(formatMoney('-250000', 'IQD', 'ar')).toMatch(/^[\u200e\u200f]/);
  });

  it('keeps the closing mark that holds "د.ع." together, and shows zero without a sign', () => {
    expect(formatSignedMoney('250000', 'IQD', 'ar').endsWith('د.ع.\u200f')).toBe(true);
    expect(formatSignedMoney('-0', 'IQD', 'en')).toBe(formatMoney('0', 'IQD', 'en'));
  });
});
