import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'blu.language';

// One JSON file per language and namespace (usually a feature): src/web/i18n/locales/<lng>/<ns>.json.
// Each is its own chunk, loaded when a page first asks for its namespace.
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

export function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored === 'en' || stored === 'es') return stored;
  } catch {
    // storage unavailable: fall through to the browser's language
  }
  return typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('es')
    ? 'es'
    : 'en';
}

void i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend((language: string, namespace: string) => {
      // English validation texts are the ones the server answers with: one copy, in shared.
      if (language === 'en' && namespace === 'validation') {
        return import('../../shared/validation/english').then((english) => ({
          messages: english.VALIDATION_MESSAGES_EN,
          fields: english.VALIDATION_FIELDS_EN,
        }));
      }
      const load = files[`./locales/${language}/${namespace}.json`];
      if (!load) return Promise.reject(new Error(`missing translations ${language}/${namespace}`));
      return load().then((m) => m.default);
    }),
  )
  .init({
    lng: initialLanguage(),
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = i18n.language ?? 'en';

export function changeLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // the choice still applies to this visit
  }
  void i18n.changeLanguage(language);
}

export default i18n;
