import type { Language } from '../../../shared/language-path';
import type { AppContext } from '../../context';

/** What a page resolver says about a page the server draws: its status, head texts and moves. */
export interface PageMeta {
  status: number;
  title?: string;
  description?: string;
  /** Extra tags (Open Graph, JSON-LD) written verbatim into <head>; callers escape their values. */
  head?: string;
  /**
   * The page's address has moved (a blog post asked by its id or a former slug, or at the other
   * language's prefix): answered 301 to this address, path with its language prefix.
   */
  redirect?: string;
  /**
   * The page's address in each language it exists in (paths with their prefix), when that is not
   * the same path under the other prefix (a post and its translation have their own slugs).
   */
  alternates?: Partial<Record<Language, string>>;
}

/**
 * Answers a path the static table does not know (a CMS slug, a listing); null when it cannot.
 * `pathname` is the app path (no language prefix); `language` is the address's (English unless
 * given), for the pages whose records have one language.
 */
export type PageResolver = (
  pathname: string,
  ctx: AppContext,
  language?: Language,
) => Promise<PageMeta | null>;
