import {
  LANGUAGES,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
  type Language,
} from '../../shared/language-path';
import { createTranslator, type Texts } from './translator';

export { LANGUAGES, type Language };

// One JSON file per language and namespace (usually a feature): src/web/i18n/locales/<lng>/<ns>.json,
// published by the build at `${__LOCALES_BASE__}/<lng>/<ns>.json` (scripts/vite/locale-files.ts)
// and fetched when a page first asks for its namespace. The server renders with translators of
// its own that hold every file (ssr/server-i18n.ts).
declare const __LOCALES_BASE__: string;

/** The address says the language (docs/decisions/0056); the server renders in English. */
export function initialLanguage(): Language {
  return typeof location === 'undefined' ? 'en' : languageOfPath(location.pathname);
}

/** The reader's translator: each namespace's file loads when a page first asks for it. */
export const translator = createTranslator({
  language: initialLanguage(),
  load: (language, namespace): Promise<Texts> => {
    // English validation texts are the ones the server answers with: one copy, in shared.
    if (language === 'en' && namespace === 'validation') {
      return import('../../shared/validation/english').then((english) => ({
        messages: english.VALIDATION_MESSAGES_EN,
        fields: english.VALIDATION_FIELDS_EN,
      }));
    }
    return fetch(`${__LOCALES_BASE__}/${language}/${namespace}.json`).then((response) => {
      if (!response.ok)
        throw new Error(`translations ${language}/${namespace}: ${response.status}`);
      return response.json() as Promise<Texts>;
    });
  },
});

// A drawn page already says its language; writing the attribute anyway restyles the whole page.
if (typeof document !== 'undefined' && document.documentElement.lang !== initialLanguage())
  document.documentElement.lang = initialLanguage();

/** The same page at the other language's address: a new load, so the router takes its basename. */
export function changeLanguage(language: Language): void {
  const appPath = pathWithoutLanguage(location.pathname);
  location.assign(`${pathInLanguage(language, appPath)}${location.search}${location.hash}`);
}
