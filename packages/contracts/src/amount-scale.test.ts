import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { amountScale, toFieldErrors } from './validation.js';

describe('the decimals an amount message names', () => {
  it.each([
    ['a whole-dinar field by its name', ['nightly_iqd'], {}, undefined, 0],
    ['the currency beside the field', ['amount'], { currency: 'USD', amount: 'x' }, undefined, 2],
    ['a three-decimal currency', ['limits', 0, 'monthly'], { limits: [{ currency: 'KWD' }] }, undefined, 3],
    ['the dinar beside the field', ['amount'], { currency: 'IQD' }, undefined, 0],
    ['the field’s own pattern without a currency', ['accepted_refund'], {}, '^\\d{1,15}(\\.\\d{1,6})?$', 6],
    ['a pattern of whole numbers', ['price'], {}, '^\\d{1,12}$', 0],
  ])('from %s', (_label, path, input, pattern, scale) => {
    expect(amountScale(path, input, pattern)).toBe(scale);
  });

  it('is filled into the message, never left as a placeholder', () => {
    const schema = z.object({
      currency: z.string(),
      amount: z.string().regex(/^\d{1,15}(\.\d{1,6})?$/, { error: 'invalid_amount' }),
      fee_iqd: z.string().regex(/^\d+$/, { error: 'invalid_amount' }),
    });
    const input = { currency: 'USD', amount: '-1', fee_iqd: '1.5' };
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error!, 'en', undefined, input)).toEqual([
      { field: 'amount', message: 'Enter a positive amount with at most 2 decimals' },
      { field: 'fee_iqd', message: 'Enter a positive amount with at most 0 decimals' },
    ]);
    expect(toFieldErrors(result.error!, 'ar', undefined, input)[1]!.message).toBe(
      'أدخل مبلغًا موجبًا بما لا يزيد عن 0 منازل عشرية',
    );
  });
});
