import { describe, expect, it } from 'vitest';
import { createCurrency } from '../test/factories';
import { addAmounts, formatPrice, fromMinor, toMinor } from './money';

describe('exact money', () => {
  it('converts between decimal strings and minor units', () => {
    expect(toMinor('913.52', 2)).toBe(91352n);
    expect(toMinor('1200', 2)).toBe(120000n);
    expect(toMinor('-0.5', 2)).toBe(-50n);
    expect(fromMinor(91352n, 2)).toBe('913.52');
    expect(fromMinor(5n, 3)).toBe('0.005');
    expect(fromMinor(1202000n, 0)).toBe('1202000');
    expect(fromMinor(-50n, 2)).toBe('-0.50');
  });

  it('adds amounts of one currency without floating point error', () => {
    expect(addAmounts(['0.10', '0.20'], 'USD')).toBe('0.30');
    expect(addAmounts(['118000', '236000'], 'IQD')).toBe('354000');
    expect(addAmounts(['1.005', '2.001'], 'JOD')).toBe('3.006');
  });

  it('shows a price in the display currency: as sent when it is in that currency, else from the IQD base', () => {
    const usd = createCurrency();
    expect(formatPrice({ iqd: '500000', amount: '380.00', currency: 'USD' }, usd, 'en')).toBe('US$380.00');
    expect(formatPrice({ iqd: '500000', amount: '500000', currency: 'IQD' }, usd, 'en')).toBe('US$380.00');
  });
});

describe('formatRate', () => {
  it('shows what a person reads, two decimals from one up, four significant digits below', async () => {
    const { formatRate } = await import('./money');
    expect(formatRate('1315.789473', 'en')).toBe('1,315.79');
    expect(formatRate('0.000760', 'en')).toBe('0.00076');
    expect(formatRate('1315.789473', 'de')).toBe('1.315,79');
  });
});
