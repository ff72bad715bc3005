import { describe, expect, it } from 'vitest';
import { apiQuery, checkCountry, readList, searchPath, writeList } from './search';

describe('the programme search’s URL', () => {
  it('builds the country page, all countries without one', () => {
    expect(searchPath('my')).toBe('/uguide-search/country=MY');
    expect(searchPath('', 'master')).toBe('/uguide-search?degree=master');
    expect(checkCountry('XX')).toEqual({ country: 'invalid_country' });
    expect(checkCountry('')).toEqual({});
  });

  it('reads known filters only and writes them back, the API query with the country', () => {
    const list = readList(
      '?degree=master&field=law&language=xx&intake=2027-02&tuition_max=5000000&sort=deadline&page=2',
    );
    expect(list).toMatchObject({ degree: 'master', field: 'law', language: '', intake: '2027-02', page: 2 });
    expect(writeList(list)).toBe('?degree=master&field=law&intake=2027-02&tuition_max=5000000&sort=deadline&page=2');
    expect(apiQuery('tr', list)).toContain('country=TR');
  });
});
