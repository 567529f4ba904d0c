import { describe, expect, it } from 'vitest';
import { apiQueryString, blogHref, readSearch, writeSearch } from './search-params';

describe('blog search in the address', () => {
  it('reads tag, search and page, and ignores what is not a page number', () => {
    expect(readSearch(new URLSearchParams('tag=Storm&q=%20flood%20&page=3'))).toEqual({
      tag: 'Storm',
      q: 'flood',
      page: 3,
    });
    for (const page of ['0', '-2', '1.5', 'abc', '1001', ''])
      expect(readSearch(new URLSearchParams(`page=${page}`)).page).toBe(1);
  });

  it('writes only what is set, so the plain list is /blog', () => {
    expect(blogHref({ tag: '', q: '', page: 1 })).toBe('/blog');
    expect(blogHref({ tag: 'Insurance & claims', q: '', page: 2 })).toBe(
      '/blog?tag=Insurance+%26+claims&page=2',
    );
    expect(writeSearch({ tag: '', q: 'dock', page: 1 }).toString()).toBe('q=dock');
  });

  it('asks the API in the page language', () => {
    expect(apiQueryString('es', { tag: '', q: 'huracán', page: 1 })).toBe(
      'q=hurac%C3%A1n&language=es',
    );
  });

  it('cuts values to the lengths the API accepts', () => {
    const search = readSearch(new URLSearchParams(`tag=${'t'.repeat(60)}&q=${'q'.repeat(150)}`));
    expect(search.tag).toHaveLength(40);
    expect(search.q).toHaveLength(100);
  });
});
