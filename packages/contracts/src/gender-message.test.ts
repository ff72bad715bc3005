import { describe, expect, it } from 'vitest';
import { PassengerInputSchema } from './bookings.js';
import { translate, type MessageKey } from './messages.js';

describe('the passenger’s gender', () => {
  it('says what to choose, in every language (issue 22)', () => {
    const result = PassengerInputSchema.safeParse({ type: 'adult', gender: 'x' });
    const issue = result.error?.issues.find((i) => i.path[0] === 'gender');
    expect(issue?.message).toBe('choose_gender');
    const key = issue!.message as MessageKey;
    expect(translate(key, 'en')).toBe('Choose male or female');
    expect(translate(key, 'ar')).toBe('اختر الجنس: ذكر أو أنثى');
    expect(translate(key, 'de')).toBe('Wählen Sie männlich oder weiblich');
  });
});
