import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PostDetail, PostList } from '../../../../shared/schemas/blog';
import { requestJson } from '../../../lib/api-error';
import { blogKeys as entityKeys } from '../../../entities/blog/blog-keys';
import { apiQueryString, type BlogSearch } from '../lib/search-params';

// The server validates these answers against the shared schemas (response allow-lists), so the
// blog trusts their types instead of shipping zod in its first download.

/** GET /api/blog/posts/{slug} asked by an id or a former slug: the post's current slug. */
export interface PostRedirect {
  redirectTo: string;
}

export function isRedirect(answer: PostDetail | PostRedirect): answer is PostRedirect {
  return 'redirectTo' in answer;
}

export const blogKeys = {
  ...entityKeys,
  list: (language: string, search: BlogSearch) =>
    [...blogKeys.all, 'list', language, search] as const,
  post: (slug: string) => [...blogKeys.all, 'post', slug] as const,
};

export const postListQuery = (language: string, search: BlogSearch) =>
  queryOptions({
    queryKey: blogKeys.list(language, search),
    queryFn: () => requestJson<PostList>(`/api/blog/posts?${apiQueryString(language, search)}`),
    // The old page stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });

export const postQuery = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.post(slug),
    queryFn: () =>
      requestJson<PostDetail | PostRedirect>(`/api/blog/posts/${encodeURIComponent(slug)}`),
  });
