import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DecimalAmountSchema } from '@portal/contracts/common';
import { contractResolver } from './forms';

const options = { fields: {}, shouldUseNativeValidation: false } as never;
const schema = z.strictObject({
  currency: z.string(),
  amount: DecimalAmountSchema,
  nightly_iqd: z.string().regex(/^\d{1,9}$/, { error: 'invalid_amount' }),
  lat: z.number(),
});

describe('a form checked with the contract', () => {
  it('says how many decimals an amount may have, as the API does (never a bare {scale})', async () => {
    const resolve = contractResolver(schema, 'en');
    const { errors } = await resolve(
      { currency: 'USD', amount: '-1', nightly_iqd: '9.5', lat: 1 } as never,
      undefined,
      options,
    );
    expect(errors).toMatchObject({
      amount: { message: 'Enter a positive amount with at most 2 decimals' },
      nightly_iqd: { message: 'Enter a positive amount with at most 0 decimals' },
    });
    const ar = await contractResolver(schema, 'ar')(
      { currency: 'IQD', amount: '-1', nightly_iqd: '1', lat: 1 } as never,
      undefined,
      options,
    );
    expect((ar.errors as { amount: { message: string } }).amount.message).toBe(
      'أدخل مبلغًا موجبًا بما لا يزيد عن 0 منازل عشرية',
    );
  });

  it('calls an emptied number box missing, as the API calls the null it would receive', async () => {
    const { errors } = await contractResolver(schema, 'en')(
      { currency: 'USD', amount: '1', nightly_iqd: '1', lat: Number.NaN } as never,
      undefined,
      options,
    );
    expect(errors).toEqual({ lat: expect.objectContaining({ message: 'This field is required' }) });
  });

  it('passes the parsed values on', async () => {
    const { values, errors } = await contractResolver(schema, 'en')(
      { currency: 'USD', amount: '12.50', nightly_iqd: '95000', lat: 33.3 } as never,
      undefined,
      options,
    );
    expect(errors).toEqual({});
    expect(values).toEqual({ currency: 'USD', amount: '12.50', nightly_iqd: '95000', lat: 33.3 });
  });
});
