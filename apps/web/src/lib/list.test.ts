import { describe, expect, it } from 'vitest';
import { joinNames } from './list';

describe('joinNames', () => {
  it('separates with the Arabic comma in Arabic and the Latin comma otherwise', () => {
    expect(joinNames(['بغداد (BGW)', 'العراق'], 'ar')).toBe('بغداد (BGW)، العراق');
    expect(joinNames(['Baghdad (BGW)', 'Iraq'], 'en')).toBe('Baghdad (BGW), Iraq');
    expect(joinNames(['IST', 'DOH'], 'de')).toBe('IST, DOH');
  });
});
