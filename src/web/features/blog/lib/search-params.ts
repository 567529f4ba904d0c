/**
 * The blog list's state lives in its address (`?tag=&q=&page=`), so a filtered page can be
 * shared, reloaded and walked with back and forward. Page 1 and empty values are left out.
 */
export interface BlogSearch {
  tag: string;
  q: string;
  page: number;
}

export const EMPTY_SEARCH: BlogSearch = { tag: '', q: '', page: 1 };

export function readSearch(params: URLSearchParams): BlogSearch {
  const page = Number(params.get('page'));
  return {
    tag: (params.get('tag') ?? '').trim().slice(0, 40),
    q: (params.get('q') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

export function writeSearch(search: BlogSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.tag) params.set('tag', search.tag);
  if (search.q) params.set('q', search.q);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** The list's address with this search: `/blog`, `/blog?tag=Storm&page=2`. */
export function blogHref(search: BlogSearch): string {
  const query = writeSearch(search).toString();
  return query ? `/blog?${query}` : '/blog';
}

/** The API's query for a search in a language (GET /api/blog/posts). */
export function apiQueryString(language: string, search: BlogSearch): string {
  const params = writeSearch(search);
  params.set('language', language);
  return params.toString();
}
