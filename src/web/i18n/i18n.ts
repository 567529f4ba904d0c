import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  LANGUAGES,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
  type Language,
} from '../../shared/language-path';

export { LANGUAGES, type Language };

// One JSON file per language and namespace (usually a feature): src/web/i18n/locales/<lng>/<ns>.json.
// Each is its own chunk, loaded when a page first asks for its namespace. The server renders
// with its own instances holding every file (ssr/server-i18n.ts).
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

/** The address says the language (docs/decisions/0056); the server renders in English. */
export function initialLanguage(): Language {
  return typeof location === 'undefined' ? 'en' : languageOfPath(location.pathname);
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

// A drawn page already says its language; writing the attribute anyway restyles the whole page.
if (typeof document !== 'undefined' && document.documentElement.lang !== initialLanguage())
  document.documentElement.lang = initialLanguage();

/** The same page at the other language's address: a new load, so the router takes its basename. */
export function changeLanguage(language: Language): void {
  const appPath = pathWithoutLanguage(location.pathname);
  location.assign(`${pathInLanguage(language, appPath)}${location.search}${location.hash}`);
}

export default i18n;
