import { useEffect } from 'react';
import type { Language } from '../../../shared/language-path';

/**
 * Where the language switch leads when the page's other-language version is not the same path
 * under the other prefix: a blog post's translation has its own slug, and a post without one
 * leads to the blog in the other language. Read on click only, so it never changes what is drawn.
 */
let current: { language: Language; address: string } | null = null;

/** The address (with its language prefix) of this page in `language`, while the page is shown. */
export function useLanguageAlternate(language: Language, address: string | null): void {
  useEffect(() => {
    if (!address) return;
    const entry = { language, address };
    current = entry;
    return () => {
      if (current === entry) current = null;
    };
  }, [language, address]);
}

/** The address the page named for `language`, or null to keep the same path. */
export function languageAlternate(language: Language): string | null {
  return current?.language === language ? current.address : null;
}
