import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page } from '../../../shared/schemas/site';
import { requestJson } from '../../lib/api-error';

export type PublicPage = Omit<Page, 'published'>;

export const cmsKeys = {
  all: ['cms'] as const,
  page: (slug: string, language: string) => [...cmsKeys.all, 'page', slug, language] as const,
};

/** A published CMS page in the visitor's language (the server falls back to English). */
export function cmsPageQuery(slug: string, language: string) {
  return queryOptions({
    queryKey: cmsKeys.page(slug, language),
    queryFn: () =>
      requestJson<PublicPage>(
        `/api/pages/${encodeURIComponent(slug)}?lang=${encodeURIComponent(language)}`,
      ),
    // Switching language keeps the old text on screen until the new one arrives.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
