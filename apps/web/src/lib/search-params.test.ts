import { describe, expect, it } from 'vitest';
import { listSearch, searchChoice, searchPage, searchQuery } from '@/lib/search-params';

describe('search params', () => {
  it('reads a search text as typed (numbers and booleans too), cut at 200 characters; blank is absent', () => {
    expect(searchQuery('Crocs ')).toBe('Crocs ');
    expect(searchQuery(123)).toBe('123');
    expect(searchQuery(true)).toBe('true');
    expect(searchQuery('x'.repeat(300))).toHaveLength(200);
    for (const absent of ['', '   ', undefined, null, ['a'], { a: 1 }]) expect(searchQuery(absent)).toBeUndefined();
  });

  it('reads a page above 1 as a whole number; page 1, nonsense and huge numbers are absent', () => {
    expect(searchPage(2)).toBe(2);
    expect(searchPage('7')).toBe(7);
    for (const absent of [1, 0, -2, 2.5, '2x', 'x', 1e9, Number.NaN, undefined, [3]]) {
      expect(searchPage(absent)).toBeUndefined();
    }
  });

  it('reads one of the choices, else nothing; a list address keeps only q and page', () => {
    expect(searchChoice('new', ['new', 'old'])).toBe('new');
    expect(searchChoice('NEW', ['new', 'old'])).toBeUndefined();
    expect(listSearch({ q: 'hoka', page: 3, sort: 'name' })).toEqual({ q: 'hoka', page: 3 });
    expect(listSearch({ q: {}, page: 'last' })).toEqual({ q: undefined, page: undefined });
  });
});
