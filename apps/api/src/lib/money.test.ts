import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { convertMinor, formatMinor, parseDecimalToMinor } from './money.js';

describe('money', () => {
  it('parses decimal strings into minor units by the currency scale', () => {
    expect(parseDecimalToMinor('12.5', 'USD')).toBe(1250n);
    expect(parseDecimalToMinor('12.50', 'USD')).toBe(1250n);
    expect(parseDecimalToMinor('250000', 'IQD')).toBe(250000n);
    expect(parseDecimalToMinor('1.234', 'JOD')).toBe(1234n);
    expect(parseDecimalToMinor('1.001', 'USD')).toBeNull();
    expect(parseDecimalToMinor('1.5', 'IQD')).toBeNull();
    expect(parseDecimalToMinor('1.00', 'IQD')).toBe(1n);
    expect(parseDecimalToMinor('-1', 'USD')).toBeNull();
  });

  it('formats minor units back, whole dinars for IQD', () => {
    expect(formatMinor(1250n, 'USD')).toBe('12.50');
    expect(formatMinor(5n, 'USD')).toBe('0.05');
    expect(formatMinor(-5n, 'USD')).toBe('-0.05');
    expect(formatMinor(1234n, 'JOD')).toBe('1.234');
    expect(formatMinor(1500000n, 'IQD')).toBe('1500000');
  });

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(fc.bigInt(0n, 10n ** 15n), fc.constantFrom('USD', 'IQD', 'JOD'), (minor, code) => {
        expect(parseDecimalToMinor(formatMinor(minor, code), code)).toBe(minor);
      }),
    );
  });

  it('converts exactly through IQD and rounds down', () => {
    const usd = { code: 'USD', rate: '0.00076' };
    const iqd = { code: 'IQD', rate: '1' };
    expect(convertMinor(100n, usd, iqd)).toBe(1315n); // $1.00 = 1315.78… IQD
    expect(convertMinor(1_000_000n, iqd, usd)).toBe(76_000n); // 1,000,000 IQD = $760.00
  });

  it('never creates money by converting there and back', () => {
    fc.assert(
      fc.property(fc.bigInt(1n, 10n ** 12n), (minor) => {
        const usd = { code: 'USD', rate: '0.00076' };
        const eur = { code: 'EUR', rate: '0.0007' };
        expect(convertMinor(convertMinor(minor, usd, eur), eur, usd)).toBeLessThanOrEqual(minor);
      }),
    );
  });
});
