import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, type Language } from '../../i18n/i18n';

/**
 * One button naming the other language in that language ("Español" / "English"), so a visitor who
 * reads only one of them can still find it. The choice is stored by changeLanguage().
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { i18n } = useTranslation();
  const next: Language = i18n.resolvedLanguage === 'es' ? 'en' : 'es';
  const label = next === 'es' ? 'Español' : 'English';
  return (
    <button
      type="button"
      lang={next}
      onClick={() => changeLanguage(next)}
      className={`inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium whitespace-nowrap text-navy hover:bg-sand lg:px-3 ${className}`}
    >
      <Languages className="h-4 w-4 text-ocean md:max-lg:hidden" aria-hidden="true" />
      {label}
    </button>
  );
}
