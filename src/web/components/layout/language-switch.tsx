import { Languages } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { changeLanguage, type Language } from '../../i18n/i18n';
import { languageAlternate } from './language-alternate';

/**
 * One button naming the other language in that language ("Español" / "English"), so a visitor who
 * reads only one of them can still find it. It opens the same page at the other language's address,
 * or the address the page named for it (a blog post's translation: useLanguageAlternate).
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { i18n } = useTranslation();
  const next: Language = i18n.resolvedLanguage === 'es' ? 'en' : 'es';
  const label = next === 'es' ? 'Español' : 'English';
  return (
    <button
      type="button"
      lang={next}
      onClick={() => {
        const alternate = languageAlternate(next);
        if (alternate) location.assign(alternate);
        else changeLanguage(next);
      }}
      className={`inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium whitespace-nowrap text-navy hover:bg-sand lg:px-3 ${className}`}
    >
      <Languages className="h-4 w-4 text-ocean md:max-lg:hidden" aria-hidden="true" />
      {label}
    </button>
  );
}
