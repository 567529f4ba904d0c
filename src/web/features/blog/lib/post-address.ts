import { pathInLanguage, type Language } from '../../../../shared/language-path';
import type { PostDetail } from '../../../../shared/schemas/blog';

/** A post lives at its language's address: /blog/{slug} in English, /es/blog/{slug} in Spanish. */
export function postAddress(language: Language, slug: string): string {
  return pathInLanguage(language, `/blog/${encodeURIComponent(slug)}`);
}

/**
 * Where the language switch takes a reader of this post: its translation when it has one,
 * otherwise the blog in the other language.
 */
export function otherLanguageAddress(post: Pick<PostDetail, 'language' | 'translation'>): {
  language: Language;
  address: string;
} {
  const language: Language = post.language === 'es' ? 'en' : 'es';
  if (post.translation && post.translation.language === language) {
    return { language, address: postAddress(language, post.translation.slug) };
  }
  return { language, address: pathInLanguage(language, '/blog') };
}
