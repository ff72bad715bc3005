import { describe, expect, it } from 'vitest';
import { listParam, pageParam, patchQuery, searchOfHref } from './query-state';

describe('a results list in the query string', () => {
  it('writes a patch beside the other parameters, removing what is empty, false or an empty list', () => {
    const q = searchOfHref('/insurance-search/x?dob=1990-04-12,1988-11-02&kind=schengen&page=3');
    const next = patchQuery(q, { kind: [], insurer: ['dijla', 'furat'], schengen: true, sort: 'cover', page: '' });
    expect(Object.fromEntries(next)).toEqual({
      dob: '1990-04-12,1988-11-02',
      insurer: 'dijla,furat',
      schengen: '1',
      sort: 'cover',
    });
    expect(Object.fromEntries(patchQuery(next, { schengen: false, page: 2 }))).toMatchObject({ page: '2' });
    expect(patchQuery(next, { schengen: false }).has('schengen')).toBe(false);
    // The original is left as it was.
    expect(q.get('page')).toBe('3');
    expect(searchOfHref('/guide-search/city=karbala').toString()).toBe('');
  });

  it('reads lists and pages back, dropping what a hand-edited link made up', () => {
    const q = new URLSearchParams('kind=schengen,rocket,schengen,student&page=-2');
    expect(listParam(q, 'kind', ['schengen', 'student', 'regional'] as const)).toEqual(['schengen', 'student']);
    expect(listParam(q, 'level', ['basic'] as const)).toEqual([]);
    expect(pageParam(q)).toBe(1);
    expect(pageParam(new URLSearchParams('page=4'))).toBe(4);
    expect(pageParam(new URLSearchParams('page=2.5'))).toBe(1);
  });
});
